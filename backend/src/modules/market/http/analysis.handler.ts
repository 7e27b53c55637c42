// The AI market analysis as people read it: GET /api/market/analysis (delayed on the free plan) and
// POST /api/market/analysis/refresh (Atualizar: a job, which decides against the 30-minute window).
import { z } from 'zod';
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { sharedEntitlements } from '../../billing';
import { MARKET_AI_QUEUE } from '../jobs';
import { latestAnalysis, sharedMarket } from '../views';
import { AI_REQUEST, READ } from './common';
import { analysisView, dataResponse, doneResponse } from './views.schema';

export function analysisRoute(runtime: Runtime) {
  return defineRoute({
    ...READ,
    path: '/api/market/analysis',
    summary: 'A última análise de mercado da IA (com atraso no plano gratuito), o estado da API e o aviso de idade',
    response: dataResponse(analysisView),
    handler: async (_ctx, { principal }) => ({ success: true as const, data: await (await sharedMarket(runtime)).analysis(sharedEntitlements(principal).analysisDelayHours) }),
  });
}

export function refreshAnalysisRoute(runtime: Runtime) {
  return defineRoute({
    ...AI_REQUEST,
    path: '/api/market/analysis/refresh',
    summary: 'Atualizar: pede uma nova análise (respeitando a janela de 30 minutos)',
    response: doneResponse(z.object({ nextRefreshAt: z.string().nullable() })),
    async handler() {
      // The job decides against the shared window; the same job id folds a burst of clicks into one.
      await runtime.jobs.queue(MARKET_AI_QUEUE).add('analysis', {}, { jobId: `analysis-request-${Math.floor(runtime.now().getTime() / 60_000)}` });
      const view = await latestAnalysis(runtime, 0);
      return { success: true as const, message: 'Atualização solicitada.', data: { nextRefreshAt: view.nextRefreshAt } };
    },
  });
}
