// GET /api/dashboard - Painel Inteligente: the shared market figures (read once per process every
// 2 s, views.ts) beside the caller's own portfolio and price alerts.
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { sharedEntitlements } from '../../billing';
import { quoteView, sharedMarket } from '../views';
import { READ } from './common';
import { portfolioOf, priceAlertsOf } from './reads';
import { dashboardView, dataResponse } from './views.schema';

export function dashboardRoute(runtime: Runtime) {
  return defineRoute({
    ...READ,
    path: '/api/dashboard',
    summary: 'Painel Inteligente: cotações, carteira, gráfico de 30 dias, alertas e notas da IA, alertas de preço',
    response: dataResponse(dashboardView),
    async handler(_ctx, { principal }) {
      const { analysisDelayHours, maxPriceAlerts } = sharedEntitlements(principal);
      const depth = { analysisDelayHours, maxPriceAlerts };
      const market = await sharedMarket(runtime);
      const [analysis, wallet, alerts] = await Promise.all([market.analysis(depth.analysisDelayHours), portfolioOf(runtime, principal.userId), priceAlertsOf(runtime, principal.userId)]);
      return {
        success: true as const,
        data: {
          simulated: runtime.config.simulated,
          depth,
          freshness: market.freshness,
          quotes: market.quotes.map(quoteView),
          btcChart: (market.series.get('bitcoin') ?? []).map(([t, p]) => ({ t: new Date(t).toISOString().slice(0, 10), priceBrl: p })),
          analysis,
          portfolio: wallet,
          priceAlerts: alerts,
        },
      };
    },
  });
}
