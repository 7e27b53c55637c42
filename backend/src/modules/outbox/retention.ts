// The outbox's retention (docs/decisions.md, "Hardening identity"): kept mail goes after
// OUTBOX_RETENTION_DAYS, a captured original's readable one-time secret after ORIGINAL_RETENTION_HOURS.
// An hourly BullMQ job scheduler runs it in the worker role.
import type { JobSchedule, JobWorker } from '../../platform/module';
import { purgeOutbox } from '../../platform/mail/mailer';

export const OUTBOX_RETENTION_QUEUE = 'outbox_retention';
const PURGE = 'purge-outbox';

export const outboxRetentionWorker: JobWorker = {
  queue: OUTBOX_RETENTION_QUEUE,
  async process(runtime) {
    const purged = await purgeOutbox(runtime.db);
    if (purged.deleted || purged.originalsDropped) runtime.logger.info(purged, 'caixa de saída: e-mails antigos removidos');
    return purged;
  },
};

export const outboxRetentionSchedule: JobSchedule = { queue: OUTBOX_RETENTION_QUEUE, id: PURGE, repeat: { every: 3600_000 }, job: { name: PURGE } };
