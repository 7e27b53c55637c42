// Operations: events explorer, projections and their rebuilds, dead letters, platform status,
// analytics and exports.
import { analyticsProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import { operationsRoutes } from './routes';

export const operationsModule = defineModule({
  name: 'operations',
  projections: () => [analyticsProjection],
  routes: (runtime) => operationsRoutes(runtime).routes,
});

/** The platform's status as the back office shows it (queues, read models, dead letters), for the composition test. */
export { platformStatus } from './platform-status';
