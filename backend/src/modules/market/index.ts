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

// What other modules may use (content's articles): the stored market figures and analysis. The AI
// usage policy they call the provider through is the ai-usage module's.
export { fallbackAnalysis, safeJson, sourcesOf } from './analyst';
/** The local simulator's writer for Elite's advanced analysis (main.ts starts the simulator). */
export { advancedAnalysisSimulator } from './advanced';
export { marketSource, refreshQuotes, snapshotOf, storedQuotes } from './quotes';
/** The tools module's DCA simulation: the stored daily closes (up to 365 days) of a covered coin. */
export { HISTORY_DAYS, dailyCloses, firstStoredDay, type DailyClose } from './history';
export { holdingsAndAlertsOf, sharedMarket, type AnalysisView } from './views';
/** The reports module's query: what the market holds about one period. */
export { periodMarket, type PeriodMarket } from './period';
/** The community's thread about an analysis: its id and title. */
export { analysisSubject } from './subject';
