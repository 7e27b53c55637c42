// Privacy (LGPD, DECISIONS 18): data export and erasure. Stream: privacy-<subjectId>.
// Erasure destroys the subject's key; SubjectShredded tells the read models to drop or blank that
// person's rows, since the encrypted fields in the log have become unreadable.
import { z } from 'zod';
import { defineEvent } from './define';
import { at, email, id, keyedHash } from './fields';

/** `requestId` and `staffId`: the data-subject request this export answers, when staff started it. */
export const DataExportRequested = defineEvent('DataExportRequested', z.object({ userId: id, exportId: id, requestId: id.optional(), staffId: id.optional() }));

export const DataExportProduced = defineEvent(
  'DataExportProduced',
  z.object({ userId: id, exportId: id, sizeBytes: z.int().positive(), expiresAt: at }),
);

export const ErasureRequested = defineEvent(
  'ErasureRequested',
  /** `staffId`: who carried out a request received outside the product (channel support). */
  z.object({ userId: id, requestId: id, channel: z.enum(['profile', 'support']), staffId: id.optional() }),
);

export const SubjectShredded = defineEvent(
  'SubjectShredded',
  z.object({
    /** A user's id, or a visitor subject from the inbox. */
    subjectId: id,
    /** The ErasureRequested it fulfils; null when retention ended (inactive for 2 years). */
    requestId: id.nullable(),
  }),
);

/** LGPD art. 18 requests (DECISIONS 18; art. 19: answered within 15 days of receipt). */
export const dataSubjectRequestKind = z.enum(['export', 'deletion', 'correction', 'access']);

/**
 * A request that reached the company outside the product (e-mail, letter), registered by staff.
 * From someone with an account, `userId`; from a visitor without one, `userId` null and the
 * visitor's subject (`subjectId`, the one kept per e-mail) with the address sealed under its key,
 * so erasing that address makes the request anonymous like the rest of the visitor's data.
 */
export const DataSubjectRequestOpened = defineEvent(
  'DataSubjectRequestOpened',
  z
    .object({
      requestId: id,
      userId: id.nullable(),
      subjectId: id.optional(),
      email: email.optional(),
      emailHash: keyedHash.optional(),
      kind: dataSubjectRequestKind,
      channel: z.enum(['email', 'letter', 'phone']),
      receivedAt: at,
      staffId: id,
    })
    .refine((d) => d.userId !== null || (d.subjectId && d.email && d.emailHash), 'A visitor request names its subject and e-mail'),
  { pii: ['email'] },
);

/** Staff answered the request (for correction and access, the answer itself went by e-mail). `subjectId`: a visitor's request. */
export const DataSubjectRequestAnswered = defineEvent(
  'DataSubjectRequestAnswered',
  z
    .object({ requestId: id, userId: id.nullable(), subjectId: id.optional(), staffId: id, note: z.string().trim().min(3).max(500) })
    .refine((d) => d.userId !== null || d.subjectId, 'A visitor request names its subject'),
  { pii: ['note'] },
);

export const privacyEvents = [DataExportRequested, DataExportProduced, ErasureRequested, SubjectShredded, DataSubjectRequestOpened, DataSubjectRequestAnswered] as const;
