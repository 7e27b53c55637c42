// Back office: what staff do to accounts and to the platform itself.
// Streams: trial and premium grants on subscription-<userId> (they are subscription periods too),
// SessionsEndedByStaff on user-<userId>, projection operations on projection-<name>, job retries on
// queue-<queue>.
import { z } from 'zod';
import { defineEvent } from './define';
import { at, id, premiumPlanId, reason } from './fields';

export const TrialGrantedByStaff = defineEvent(
  'TrialGrantedByStaff',
  z.object({ userId: id, staffId: id, plan: premiumPlanId, endsAt: at, reason }),
);

export const TrialEndedByStaff = defineEvent('TrialEndedByStaff', z.object({ userId: id, staffId: id, reason }));

export const PremiumGrantedByStaff = defineEvent(
  'PremiumGrantedByStaff',
  z.object({ userId: id, staffId: id, plan: premiumPlanId, until: at, reason }),
);

export const PremiumEndedByStaff = defineEvent('PremiumEndedByStaff', z.object({ userId: id, staffId: id, reason }));

export const SessionsEndedByStaff = defineEvent('SessionsEndedByStaff', z.object({ userId: id, staffId: id, reason }));

const projectionName = z.string().regex(/^[a-z][a-z0-9_]{0,62}$/);

export const ProjectionRebuildRequested = defineEvent(
  'ProjectionRebuildRequested',
  z.object({
    projection: projectionName,
    staffId: id,
    jobId: z.string().min(1).max(200),
    /** Switch the new build in even if it parked events the serving build applied (absent: false). */
    force: z.boolean().optional(),
  }),
);

export const DeadLetterRetried = defineEvent(
  'DeadLetterRetried',
  z.object({ projection: projectionName, deadLetterId: z.string().min(1).max(200), eventId: id, staffId: id }),
);

/**
 * Staff dismissed the open dead letters of builds that were replaced (retired or failed): nothing
 * can apply them any more, and they hid among the real ones. On projection-<name>.
 */
export const ObsoleteDeadLettersDismissed = defineEvent(
  'ObsoleteDeadLettersDismissed',
  z.object({ projection: projectionName, count: z.number().int().min(1), staffId: id }),
);

/** A job that used up its attempts, sent back to its queue by staff (stream queue-<queue>). */
export const FailedJobRetried = defineEvent(
  'FailedJobRetried',
  z.object({ queue: z.string().min(1).max(100), jobId: z.string().min(1).max(300), staffId: id }),
);

/** The exports the back office streams (`/api/admin/exports/<export>`). */
export const exportName = z.enum(['users', 'audit-log', 'inbox', 'newsletter', 'events', 'analytics-daily', 'revenue']);

/**
 * Staff downloaded an export (stream staff-access-<staffId>): who took which data out, and with
 * which list filter. The filter's free-text search is not kept (it can be an e-mail or a CPF).
 */
export const DataExported = defineEvent(
  'DataExported',
  z.object({ staffId: id, export: exportName, filter: z.record(z.string(), z.unknown()) }),
);

export const backofficeEvents = [
  DataExported,
  TrialGrantedByStaff,
  TrialEndedByStaff,
  PremiumGrantedByStaff,
  PremiumEndedByStaff,
  SessionsEndedByStaff,
  ProjectionRebuildRequested,
  DeadLetterRetried,
  ObsoleteDeadLettersDismissed,
  FailedJobRetried,
] as const;
