// The projections page's answers: each read model's status, its build in progress and the last
// rebuild request; the rebuild request's input.
import { z } from 'zod';

const buildProgress = z.object({
  projection: z.string(),
  buildId: z.number().int(),
  status: z.string(),
  position: z.string().nullable(),
  processed: z.number(),
  total: z.number().nullable(),
  eventsPerSecond: z.number(),
  etaSeconds: z.number().nullable(),
  percent: z.number(),
});

export const projectionRow = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number().int().nullable(),
  code_version: z.number().int(),
  /** The engine's registry states, or 'new' before its first build registers it. */
  state: z.enum(['new', 'building', 'active', 'rebuilding']),
  running: z.boolean(),
  build_id: z.number().int().nullable(),
  checkpoint: z.string().nullable(),
  head: z.string().nullable(),
  lag_events: z.number(),
  lag_seconds: z.number(),
  events_per_second: z.number(),
  dead_letters: z.number().int(),
  rebuild: buildProgress.nullable(),
  last_request: z
    .object({
      event_id: z.string(),
      job_id: z.string(),
      staff_id: z.string(),
      requested_at: z.date(),
      job_state: z.string(),
      job_progress: z.number(),
      failed_reason: z.string().nullable(),
    })
    .nullable(),
  held: z.object({ build_id: z.number().int(), reason: z.string(), at: z.date() }).nullable(),
});

export const rebuildInput = z.object({ force: z.boolean().default(false) }).default({ force: false });

export const rebuildResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string(), eventId: z.string(), jobId: z.string() }),
});
