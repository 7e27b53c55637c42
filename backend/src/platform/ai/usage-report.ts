// What the AI usage report answers (modules/ai-usage/usage.ts): a response schema only, with nothing but
// zod, so the back office's type (backend/src/contract.ts) can infer from it. The calls keep the ai_calls
// table's column names, as the back office reads them; the ai-usage module keeps and reads them.
import { z } from 'zod';

export const usageTotals = z.object({ calls: z.number(), failures: z.number(), costUsd: z.number(), tokens: z.number() });
export type UsageTotals = z.infer<typeof usageTotals>;

export const aiCallRow = z.object({
  id: z.string(),
  at: z.string(),
  purpose: z.string(),
  model: z.string(),
  outcome: z.string(),
  http_status: z.number().nullable(),
  latency_ms: z.number(),
  prompt_tokens: z.number(),
  completion_tokens: z.number(),
  cost_usd: z.number(),
  error: z.string().nullable(),
});
export type AiCallRow = z.infer<typeof aiCallRow>;

export const aiUsageReport = z.object({ usage: z.object({ last24h: usageTotals, last30d: usageTotals }), calls: z.array(aiCallRow) });
export type AiUsageReport = z.infer<typeof aiUsageReport>;
