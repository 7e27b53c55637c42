// Premium reports (issue 15 item 4): weekly and monthly reports built by a job from the market
// module's query, with PDF, Excel and CSV exports and the weekly mail.
import { reportsProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import type { ReportsHooks } from './hooks';
import { reportsReactors, reportsSchedules, reportsWorkers } from './jobs';
import { reportsMigrations } from './migrations';
import { reportsRoutes } from './routes';

export type { ReportsHooks } from './hooks';

/** `hooks` reach the profile's weeklyReport preference, composed in modules/account-hooks.ts. */
export const reportsModule = (hooks: (runtime: Runtime) => ReportsHooks) =>
  defineModule({
    name: 'reports',
    migrations: reportsMigrations,
    projections: () => [reportsProjection],
    routes: (runtime) => reportsRoutes(runtime, hooks),
    reactors: reportsReactors,
    workers: reportsWorkers(hooks),
    schedules: reportsSchedules,
  });

/** The community's thread about a report: its `<kind>-<periodStart>` id and title. */
export { reportSubject } from './subject';
