// Profile: personal data, avatar and preferences of the signed-in person (issue 14).
import { preferencesProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import { avatarMigrations } from './avatar';
import { profileRoutes } from './routes';
import type { ProfileHooks } from './service';
import type { Runtime } from '../../platform/runtime';

export { profileService, type ProfileHooks } from './service';
export { communityDigestRecipients, timeZoneOf, weeklyReportRecipients } from './queries';

/** `hooks` reach the account's two-factor state (identity), composed in modules/account-hooks.ts. */
export const profileModule = (hooks: (runtime: Runtime) => ProfileHooks) =>
  defineModule({
    name: 'profile',
    migrations: avatarMigrations,
    projections: () => [preferencesProjection],
    routes: (runtime) => profileRoutes(runtime, hooks(runtime)),
  });

// Issue 22 - gamification without foreign tables: each person's profile visibility (queries.ts).
export { leagueOptOutsOf, visibilitiesOf } from './queries';
