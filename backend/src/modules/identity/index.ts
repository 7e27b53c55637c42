// Identity: accounts, sign-in (password and Google), sessions and the registration flow.
// Besides its Module, this is identity's public API: the only door other modules use into accounts
// and sessions. Commands change an account or end sessions (commands.ts documents each); refusals
// are `IdentityRefused`, which `identityErrorToHttp` answers in HTTP terms.
import { usersProjection } from '@piboost/projections';
import type { Authenticator, Principal } from '../../platform/http/context';
import { defineModule } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { identity } from './identity';
import { maintenanceSchedule, maintenanceWorker } from './maintenance';
import { bearerAuthenticator, identityRoutes } from './routes';
import { seedDemoData } from './seed';
import { sessionMigrations } from './sessions';
import { identityMailWorker } from './workers';

export { identityCommands, loadAccount, sessionGuardOf, type CommandResult, type IdentityCommands, type StaffAccountCommand } from './commands';
export { IdentityRefused, type SessionEndReason } from './decide';
export { identityErrorToHttp } from './routes';
export { hashPassword, verifyPassword } from './password';

/** Fresh tokens for the caller's own session once what they carry changed (billing's trial makes them Premium). */
export function accessReissuer(runtime: Runtime): (principal: Principal) => ReturnType<ReturnType<typeof identity>['reissueAccess']> {
  const id = identity(runtime, () => runtime.now().getTime());
  return (principal) => id.reissueAccess(principal);
}

export const identityModule = defineModule({
  name: 'identity',
  migrations: sessionMigrations,
  projections: () => [usersProjection],
  routes: (runtime) => identityRoutes(runtime).routes,
  workers: [maintenanceWorker, identityMailWorker],
  schedules: [maintenanceSchedule],
  seed: async (runtime) => void (await seedDemoData(runtime)),
});

// Identity's public API: what other modules, the composition root, the CLIs and the tests may use.
// Everything else in this folder is internal (eslint.config.js enforces it).

/** Bearer access tokens issued by this module, as the platform's HTTP layer checks them. */
export function identityAuthenticator(runtime: Runtime): Authenticator {
  return bearerAuthenticator(identity(runtime));
}

export { sessionHistory, sessionStore } from './sessions';
export { identityMailWorker } from './workers';
export { tokenSigner } from './tokens';
export { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_TOTP_SECRET, seedDemoData } from './seed';
export { totpCode } from './totp';
