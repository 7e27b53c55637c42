// The mail outbox as staff see it, and its retention.
import { defineModule } from '../../platform/module';
import { outboxRetentionSchedule, outboxRetentionWorker } from './retention';
import { outboxRoutes } from './routes';

export const outboxModule = defineModule({
  name: 'outbox',
  routes: (runtime) => outboxRoutes(runtime).routes,
  workers: [outboxRetentionWorker],
  schedules: [outboxRetentionSchedule],
});

/** The mail kept for one address (subjects masked, no bodies), for the copy of one's data. */
export { mailKeptFor } from './person';
