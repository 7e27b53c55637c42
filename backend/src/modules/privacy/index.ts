// Privacy (LGPD): the consent ledger lives with the profile; here, the copy of one's data and the
// erasure of one's account (issue 14). The account's owners are reached only through PrivacyHooks.
import { privacyRequestsProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { exportMigrations } from './export';
import type { PrivacyHooks } from './hooks';
import { exportWorker, privacyReactors } from './reactors';
import { privacyRoutes } from './routes';

export type { PrivacyHooks } from './hooks';

export const privacyModule = (hooks: (runtime: Runtime) => PrivacyHooks) =>
  defineModule({
    name: 'privacy',
    migrations: exportMigrations,
    projections: () => [privacyRequestsProjection],
    routes: (runtime) => privacyRoutes(runtime, hooks(runtime)),
    reactors: privacyReactors,
    workers: [exportWorker(hooks)],
  });
