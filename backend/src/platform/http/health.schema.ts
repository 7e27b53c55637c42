// What the health probes answer (GET /api/health, /ready, /live): zod only, so the clients' types
// (backend/src/contract.ts) can infer from it.
import { z } from 'zod';

export const checkResult = z.object({ ok: z.boolean(), details: z.record(z.string(), z.unknown()).optional() });

export const healthResponse = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded', 'unavailable']),
  /** Only for staff (a support or admin bearer): counts and addresses are nobody else's business. */
  checks: z.record(z.string(), checkResult).optional(),
});
