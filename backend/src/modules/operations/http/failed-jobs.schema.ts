// The failed jobs' answers and the platform status (health checks, queue depths).
import { z } from 'zod';

export const failedJobParams = z.object({ id: z.string().min(3).max(400) });

export const failedJobRow = z.object({
  id: z.string(),
  queue: z.string(),
  job_id: z.string(),
  name: z.string(),
  failed_reason: z.string(),
  stacktrace: z.array(z.string()),
  attempts_made: z.number().int(),
  data: z.unknown(),
  failed_at: z.string().nullable(),
  created_at: z.string(),
});

export const retriedResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ id: z.string() }) });

export const retriedAllResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ retried: z.number().int() }) });

const depth = { waiting: z.number().int(), active: z.number().int(), delayed: z.number().int(), failed: z.number().int(), completed: z.number().int() };

export const platformStatusResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.array(z.object({ name: z.string(), ok: z.boolean(), details: z.record(z.string(), z.unknown()).optional() })),
  queues: z.array(z.object({ name: z.string(), ...depth })),
  queueBackend: z.enum(['redis', 'postgres']),
});
