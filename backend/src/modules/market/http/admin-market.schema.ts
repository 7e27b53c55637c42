// GET /api/admin/market's answer: zod only, so the back office's type (backend/src/contract.ts) can infer from it.
import { z } from 'zod';
import { providerStatusView } from '../../../platform/ai/provider-status';
import { aiUsageReport } from '../../../platform/ai/usage-report';
import { chainCheckView, freshnessView } from './views.schema';

export const analysisRow = z.object({ id: z.string(), published_at: z.string(), title: z.string().nullable(), model: z.string().nullable(), cost_usd: z.number().nullable(), sources: z.number().nullable() });
export const refreshRow = z.object({ id: z.string(), kind: z.string(), started_at: z.string(), duration_ms: z.number(), ok: z.boolean(), coins: z.number(), error: z.string().nullable() });

export const adminMarketView = z.object({
  provider: providerStatusView,
  usage: aiUsageReport.shape.usage,
  calls: aiUsageReport.shape.calls,
  analyses: z.array(analysisRow),
  scoring: z.object({ published: z.number(), scored: z.number(), pending: z.number(), nextDueAt: z.string().nullable(), chain: chainCheckView }),
  freshness: z.object({ quotes: freshnessView, charts: freshnessView, coins: z.number(), simulated: z.boolean() }),
  refreshes: z.array(refreshRow),
});
