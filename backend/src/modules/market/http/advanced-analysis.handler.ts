// GET /api/market/advanced-analysis - Elite's advanced analysis as people read it: the latest
// published deep dive per coin, refused by the server to every plan that does not include it
// (billing's entitlements, `advancedAnalysis`). Its cost and tokens stay in the back office.
import type { AdvancedAnalysisPublished, DataOf } from '@piboost/events';
import { Forbidden, defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { AI_USES, lastSuccess, providerStatus } from '../../ai-usage';
import { entitlementsOf } from '../../billing';
import { READ } from './common';
import { advancedAnalysisView, dataResponse } from './views.schema';

type Published = DataOf<typeof AdvancedAnalysisPublished>;

function withoutCost({ costUsd: _cost, promptTokens: _prompt, completionTokens: _completion, ...analysis }: Published) {
  return analysis;
}

export function advancedAnalysisRoute(runtime: Runtime) {
  return defineRoute({
    ...READ,
    path: '/api/market/advanced-analysis',
    summary: 'Plano Elite: a análise avançada por moeda (24 h, 7 e 30 dias) com os indicadores calculados das cotações armazenadas',
    response: dataResponse(advancedAnalysisView),
    async handler(_ctx, { principal }) {
      if (!(await entitlementsOf(runtime, principal)).advancedAnalysis) {
        throw new Forbidden('A análise avançada por moeda é um recurso do plano Elite.', 'ELITE_ONLY');
      }
      const [row, status, success] = await Promise.all([
        runtime.db('market_advanced_analyses').orderBy('published_at', 'desc').first<{ data: Published } | undefined>('data'),
        providerStatus(runtime),
        lastSuccess(runtime, 'advanced_analysis'),
      ]);
      return {
        success: true as const,
        data: {
          analysis: row ? withoutCost(row.data) : null,
          status,
          nextRefreshAt: success ? new Date(success.getTime() + AI_USES.advanced_analysis.windowMs).toISOString() : null,
        },
      };
    },
  });
}
