// Market data, the AI market analysis and its audited calls, portfolios and price alerts
// (issue 13; DECISIONS 2, 12, 13, 20, 23).
import { marketProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import { marketSchedules, marketWorkers } from './jobs';
import { marketMigrations } from './migrations';
import { marketReactors } from './reactors';
import { marketRoutes } from './routes';

export const marketModule = defineModule({
  name: 'market',
  migrations: marketMigrations,
  projections: () => [marketProjection],
  routes: marketRoutes,
  reactors: marketReactors,
  workers: marketWorkers,
  schedules: marketSchedules,
});

// What other modules may use (content's articles): the AI port as the product uses it - one throttle
// window per use shared by every process, the provider's state, calls recorded with their cost - and
// the stored market figures and analysis.
export { AI_USES, RETRY_AFTER_MS, callAi, claimTurn, lastSuccess, markTesting, providerStatus, recordFailure, releaseTurn, streamAi, testConnection, type AiUse, type ProviderState, type ProviderStatus } from './ai';
export { fallbackAnalysis, safeJson, sourcesOf } from './analyst';
export { marketSource, refreshQuotes, snapshotOf, storedQuotes } from './quotes';
export { holdingsAndAlertsOf, sharedMarket, type AnalysisView } from './views';
/** The reports module's query: what the market holds about one period. */
export { periodMarket, type PeriodMarket } from './period';
