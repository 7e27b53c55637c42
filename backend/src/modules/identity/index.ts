// Identity: accounts, sign-in (password and Google), sessions and the registration flow.
import { usersProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import { maintenanceSchedule, maintenanceWorker } from './maintenance';
import { identityRoutes } from './routes';
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
