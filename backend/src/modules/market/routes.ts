// The market module's HTTP surface, one handler per file in http/: handlers read stored figures and
// read models and append the person's own commands (portfolio, price alerts) through their deciders;
// provider calls only happen in the jobs they may enqueue. `x.schema.ts` holds a handler's input,
// http/views.schema.ts the answers' shared shapes.
import type { RouteDefinition } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { adminMarketRoute } from './http/admin-market.handler';
import { adminRefreshRoute, simulatorPricesRoute } from './http/admin-refresh.handler';
import { advancedAnalysisRoute } from './http/advanced-analysis.handler';
import { analysisRoute, refreshAnalysisRoute } from './http/analysis.handler';
import { dashboardRoute } from './http/dashboard.handler';
import { removeHoldingRoute, setHoldingRoute } from './http/holdings.handler';
import { removePriceAlertRoute, setPriceAlertRoute } from './http/price-alerts.handler';
import { providerStatusRoute, reconnectRoute } from './http/provider-status.handler';
import { publicMarketRoute } from './http/public-market.handler';
import { chainFileRoute, trackRecordRoute, verifyChainRoute } from './http/track-record.handler';

export function marketRoutes(runtime: Runtime): RouteDefinition[] {
  return [
    publicMarketRoute(runtime),
    trackRecordRoute(runtime),
    verifyChainRoute(runtime),
    chainFileRoute(runtime),
    analysisRoute(runtime),
    refreshAnalysisRoute(runtime),
    providerStatusRoute(runtime),
    reconnectRoute(runtime),
    dashboardRoute(runtime),
    setHoldingRoute(runtime),
    removeHoldingRoute(runtime),
    setPriceAlertRoute(runtime),
    removePriceAlertRoute(runtime),
    adminMarketRoute(runtime),
    adminRefreshRoute(runtime),
    simulatorPricesRoute(runtime),
    advancedAnalysisRoute(runtime),
  ];
}
