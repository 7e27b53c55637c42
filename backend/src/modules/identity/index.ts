// Identity: accounts, sign-in (password and Google), sessions and the registration flow.
// Besides its Module, this is identity's public API: the only door other modules use into accounts
// and sessions. Commands change an account or end sessions (commands.ts documents each); refusals
// are `IdentityRefused`, which `identityErrorToHttp` answers in HTTP terms.
import { usersProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import { maintenanceSchedule, maintenanceWorker } from './maintenance';
import { identityRoutes } from './routes';
import { seedDemoData } from './seed';
import { sessionMigrations } from './sessions';
import { identityMailWorker } from './workers';

export { identityCommands, loadAccount, sessionGuardOf, type CommandResult, type IdentityCommands, type StaffAccountCommand } from './commands';
export { IdentityRefused, type SessionEndReason } from './decide';
export { identityErrorToHttp } from './routes';

export const identityModule = defineModule({
  name: 'identity',
  migrations: sessionMigrations,
  projections: () => [usersProjection],
  routes: (runtime) => identityRoutes(runtime).routes,
  workers: [maintenanceWorker, identityMailWorker],
  schedules: [maintenanceSchedule],
  seed: async (runtime) => void (await seedDemoData(runtime)),
});
