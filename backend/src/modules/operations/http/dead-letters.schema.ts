// The dead letters' answers: events a projection or reactor could not apply, and what retrying did.
import { z } from 'zod';

export const deadLetterRow = z.object({
  id: z.number().int(),
  projection: z.string(),
  build_id: z.number().int().nullable(),
  event_id: z.string(),
  stream_id: z.string(),
  stream_version: z.number().int(),
  position: z.string(),
  event_type: z.string(),
  error: z.string(),
  stack: z.string().nullable(),
  attempts: z.number().int(),
  parked_at: z.date(),
  last_attempt_at: z.date(),
  resolved_at: z.date().nullable(),
  open: z.boolean(),
  obsolete: z.boolean(),
});

/** Applied again, or failed again with its error (still 200: the request itself worked). */
export const retryResponse = z.union([
  z.object({ success: z.literal(true), message: z.string(), data: z.object({ id: z.number().int(), resolved: z.literal(true) }) }),
  z.object({ success: z.literal(false), message: z.string(), data: z.object({ id: z.number().int(), resolved: z.literal(false), error: z.string() }) }),
]);

export const dismissResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ dismissed: z.number().int(), byProjection: z.record(z.string(), z.number().int()) }),
});

export const retryOpenResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ attempted: z.number().int(), resolved: z.number().int(), failed: z.array(z.object({ id: z.number().int(), error: z.string() })) }),
});
