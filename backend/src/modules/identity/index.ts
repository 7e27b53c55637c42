// Identity: accounts, sign-in (password and Google), sessions and the registration flow.
import { usersProjection } from '@piboost/projections';
import type { Authenticator } from '../../platform/http/context';
import { defineModule } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { identity } from './identity';
import { maintenanceSchedule, maintenanceWorker } from './maintenance';
import { bearerAuthenticator, identityRoutes } from './routes';
import { seedDemoData } from './seed';
import { sessionMigrations } from './sessions';

export const identityModule = defineModule({
  name: 'identity',
  migrations: sessionMigrations,
  projections: () => [usersProjection],
  routes: (runtime) => identityRoutes(runtime).routes,
  workers: [maintenanceWorker],
  schedules: [maintenanceSchedule],
  seed: async (runtime) => void (await seedDemoData(runtime)),
});

// Identity's public API: what other modules, the composition root, the CLIs and the tests may use.
// Everything else in this folder is internal (eslint.config.js enforces it).

/** Bearer access tokens issued by this module, as the platform's HTTP layer checks them. */
export function identityAuthenticator(runtime: Runtime): Authenticator {
  return bearerAuthenticator(identity(runtime));
}

export { sessionStore } from './sessions';
export { tokenSigner } from './tokens';
export { DEMO_PASSWORD, DEMO_PEOPLE, seedDemoData } from './seed';
