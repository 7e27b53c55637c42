// Privacy (LGPD): the consent ledger lives with the profile; here, the copy of one's data and the
// erasure of one's account (issue 14).
import { defineModule } from '../../platform/module';
import { exportMigrations } from './export';
import type { PrivacyHooks } from './hooks';
import { privacyRoutes } from './routes';

export type { PrivacyHooks } from './hooks';
export { privacyReactors, startPrivacyWorkers, PRIVACY_QUEUE } from './reactors';

export const privacyModule = (hooks: (runtime: Parameters<typeof privacyRoutes>[0]) => PrivacyHooks) =>
  defineModule({
    name: 'privacy',
    migrations: exportMigrations,
    routes: (runtime) => privacyRoutes(runtime, hooks(runtime)),
  });
