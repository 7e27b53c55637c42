// Central de Gamificação (product-spec §2, §3, §7; DECISIONS 15-17), one handler per file in http/:
// award-xp (the server decides the XP), profile, leaderboard, achievements, daily challenges,
// rewards and claims, and platform analytics with CSV exports. `x.schema.ts` holds a handler's
// input where it has one; http/reads.ts what the handlers share.
import type { RouteModule } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { achievementsRoute } from './http/achievements.handler';
import { analyticsRoutes } from './http/analytics.handler';
import { awardXpRoute } from './http/award-xp.handler';
import { challengesRoute } from './http/challenges.handler';
import { leaderboardRoute } from './http/leaderboard.handler';
import { profileRoute } from './http/profile.handler';
import { engagementBoostsRoute, questsRoute } from './http/quests.handler';
import { gamificationReads } from './http/reads';
import { claimRewardRoute, rewardsRoute } from './http/rewards.handler';

export function gamificationRoutes(runtime: Runtime): RouteModule {
  const reads = gamificationReads(runtime);
  return {
    routes: [
      awardXpRoute(reads),
      profileRoute(reads),
      leaderboardRoute(reads),
      achievementsRoute(reads),
      challengesRoute(reads),
      rewardsRoute(reads),
      claimRewardRoute(reads),
      questsRoute(reads),
      engagementBoostsRoute(reads),
      ...analyticsRoutes(reads),
    ],
  };
}
