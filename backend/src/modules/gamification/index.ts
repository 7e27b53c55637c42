// Gamification: XP, levels, streaks, achievements, daily challenges, rewards and the boards.
import { gamificationProjection, leaderboardProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import { gamificationReactors, grantWorker, rewardTrialWorker } from './reactors';
import { gamificationRoutes } from './routes';

export const gamificationModule = defineModule({
  name: 'gamification',
  projections: () => [leaderboardProjection, gamificationProjection],
  routes: (runtime) => gamificationRoutes(runtime).routes,
  reactors: gamificationReactors,
  workers: [grantWorker, rewardTrialWorker],
});

// Issue 22 - back office without foreign tables: a person's standing on the global board (queries.ts).
export { standingOf } from './queries';

/**
 * XP another module grants for what its own events prove (education: a lesson's quiz passed, a track
 * completed, a skill at Proficiente): the same award, idempotent by its key, capped and multiplied alike.
 */
export { grantXp } from './gamification';
/** An achievement as the achievements page shows it (for modules that answer a grant's unlocks). */
export { achievementView } from './http/reads';

/** Issue 25: who has a streak at risk on a São Paulo day (push's evening job). */
export { streaksAtRisk } from './engagement';
