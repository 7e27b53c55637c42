// The shapes of the gamification API (docs: GAMIFICATION-API contract, product-spec §3): the answers
// are the backend's response schemas (`@piboost/backend/contract`); the console never computes XP,
// levels or ranks itself.
import type { Achievement } from '@piboost/backend/contract';

export type {
  Achievement,
  Analytics,
  AnalyticsRange,
  AwardXpResult,
  ClaimRewardResult,
  DailyChallenge,
  GamificationProfile,
  League,
  LeagueMember,
  Leaderboard,
  LeaderboardPeriod,
  LeaderboardRow,
  LockedAchievement,
  Reward,
  WeeklyQuest,
  WeeklyQuests,
} from '@piboost/backend/contract';

export type { Envelope } from '../../../lib/api-client';

/** What every XP-granting call has in common (award-xp, a reward's claim); the toasts read it. */
export interface XpOutcome {
  xpAwarded: number;
  leveledUp: boolean;
  newLevel: number;
  newAchievements?: Achievement[];
  /** Weekly quests the award completed (issue 25). */
  completedQuests?: { id: string; key?: string; title: string; reward: 'boost' | 'freeze' }[];
}
