// Privacy (LGPD, DECISIONS 18): data export and erasure. Stream: privacy-<subjectId>.
// Erasure destroys the subject's key; SubjectShredded tells the read models to drop or blank that
// person's rows, since the encrypted fields in the log have become unreadable.
import { z } from 'zod';
import { defineEvent } from './define';
import { at, id } from './fields';

export const DataExportRequested = defineEvent('DataExportRequested', z.object({ userId: id, exportId: id }));

export const DataExportProduced = defineEvent(
  'DataExportProduced',
  z.object({ userId: id, exportId: id, sizeBytes: z.int().positive(), expiresAt: at }),
);

export const ErasureRequested = defineEvent(
  'ErasureRequested',
  z.object({ userId: id, requestId: id, channel: z.enum(['profile', 'support']) }),
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

export const privacyEvents = [DataExportRequested, DataExportProduced, ErasureRequested, SubjectShredded] as const;
