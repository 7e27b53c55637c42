// GET /api/admin/market - the back office's market page: the AI provider's state, usage and calls
// (ai-usage), the published analyses, the calls' scoring and chain, and the quotes' freshness.
import { z } from 'zod';
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { aiUsage, providerStatus } from '../../ai-usage';
import { trackRecord, verifyChain } from '../calls';
import { freshness } from '../quotes';
import { ADMIN_READ } from './common';
import { adminMarketView, type analysisRow, type refreshRow } from './admin-market.schema';
import { dataResponse } from './views.schema';

type AnalysisRow = Omit<z.infer<typeof analysisRow>, 'published_at'> & { published_at: Date };
type RefreshRow = Omit<z.infer<typeof refreshRow>, 'started_at'> & { started_at: Date };

function recentAnalyses(runtime: Runtime) {
  const raw = runtime.db.raw.bind(runtime.db);
  return runtime
    .db('market_analyses')
    .orderBy('published_at', 'desc')
    .limit(50)
    .select<AnalysisRow[]>('id', 'published_at', raw("data->>'title' AS title"), raw("data->>'model' AS model"), raw("(data->>'costUsd')::float AS cost_usd"), raw("jsonb_array_length(data->'sources') AS sources"));
}

export function adminMarketRoute(runtime: Runtime) {
  return defineRoute({
    ...ADMIN_READ,
    path: '/api/admin/market',
    summary: 'Back office: estado da IA, chamadas e custos, análises, pontuação das chamadas e frescor das cotações',
    response: dataResponse(adminMarketView),
    async handler() {
      const [status, ai, analyses, record, chain, nextDue, quotes, charts, refreshes] = await Promise.all([
        providerStatus(runtime),
        aiUsage(runtime),
        recentAnalyses(runtime),
        trackRecord(runtime),
        verifyChain(runtime),
        runtime.db('market_calls').whereNull('scored_at').orderBy('due_at').first<{ due_at: Date } | undefined>('due_at'),
        freshness(runtime, 'quotes'),
        freshness(runtime, 'charts'),
        runtime.db('market_refreshes').orderBy('started_at', 'desc').limit(30).select<RefreshRow[]>('*'),
      ]);
      return {
        success: true as const,
        data: {
          provider: status,
          usage: ai.usage,
          calls: ai.calls,
          analyses: analyses.map((a) => ({ ...a, published_at: a.published_at.toISOString() })),
          scoring: { published: record.published, scored: record.scored, pending: record.pending, nextDueAt: nextDue?.due_at.toISOString() ?? null, chain },
          freshness: { quotes, charts, coins: runtime.config.MARKET_COINS.length, simulated: runtime.config.simulated.market },
          refreshes: refreshes.map((r) => ({ ...r, started_at: r.started_at.toISOString() })),
        },
      };
    },
  });
}
