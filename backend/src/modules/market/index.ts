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
