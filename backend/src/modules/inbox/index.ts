// Inbox: support tickets, help, contact, careers, press and newsletter - the public forms and the
// back office that answers them.
import { inboxProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import { inboxAdminRoutes } from './admin-routes';
import { inboxMailWorker, inboxReactors } from './reactors';
import { inboxRoutes } from './routes';

export const inboxModule = defineModule({
  name: 'inbox',
  projections: () => [inboxProjection],
  routes: (runtime) => [...inboxRoutes(runtime).routes, ...inboxAdminRoutes(runtime).routes],
  reactors: inboxReactors,
  workers: [inboxMailWorker],
});
