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
