// The events explorer's answers: events of the log, personal fields sealed.
import { z } from 'zod';

export const eventRow = z.object({
  id: z.string(),
  position: z.string(),
  stream_id: z.string(),
  stream_version: z.number().int(),
  type: z.string(),
  schema_version: z.number().int(),
  recorded_at: z.date(),
  correlation_id: z.string().nullable(),
  data: z.unknown(),
  metadata: z.unknown(),
});

export const eventId = z.object({ id: z.uuid('Evento inválido.') });
