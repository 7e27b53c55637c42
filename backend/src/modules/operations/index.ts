// Operations: events explorer, projections and their rebuilds, dead letters, platform status,
// analytics and exports.
import { analyticsProjection, explorerProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import { operationsRoutes } from './routes';

export const operationsModule = defineModule({
  name: 'operations',
  // events_explorer: what the events explorer lists and filters on, on either event store (projections/src/explorer).
  projections: () => [analyticsProjection, explorerProjection],
  routes: (runtime) => operationsRoutes(runtime).routes,
});

/** The platform's status as the back office shows it (queues, read models, dead letters), for the composition test. */
export { platformStatus } from './platform-status';

// Issue 22 - gamification, back office and site without foreign tables: the analytics read model's
// figures other modules read (figures.ts).
export { activeOnCondition, countedCondition, dailyStats, distinctActiveUsers, type DailyStat } from './figures';
