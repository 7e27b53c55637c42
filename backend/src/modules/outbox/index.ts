// The mail outbox as staff see it.
import { defineModule } from '../../platform/module';
import { outboxRoutes } from './routes';

export const outboxModule = defineModule({
  name: 'outbox',
  routes: (runtime) => outboxRoutes(runtime).routes,
});
