// The shapes of the gamification API (docs: GAMIFICATION-API contract, product-spec §3). Names follow
// the API as it answers; the console never computes XP, levels or ranks itself.

export interface Envelope<T> {
  success: true;
  message?: string;
  data: T;
}

export interface Achievement {
  id: string;
  title: string;
  description: string;
  badge_icon: string;
  badge_color: string;
  unlocked_at: string;
}

export type LockedAchievement = Omit<Achievement, 'unlocked_at'>;

export interface Activity {
  activity_name: string;
  detail?: string | null;
  xp_earned: number;
  created_at: string;
}

export interface Ranks {
  global: number | null;
  weekly: number | null;
  monthly: number | null;
}

export interface GamificationProfile {
  user: { id: string; name: string; email: string; avatar_url: string | null; role: string; auth_provider: string };
  gamification: {
    totalXP: number;
    currentLevel: number;
    dailyStreak: number;
    monthlyLoginCount: number;
    lastActivityDate: string | null;
    achievements: Achievement[];
    ranking: Ranks;
    levelProgress: { currentLevelXP: number; nextLevelXP: number; progressPercentage: number };
    recentActivities: Activity[];
    isPremium: boolean;
    xpMultiplier: number;
  };
}

export type LeaderboardPeriod = 'global' | 'weekly' | 'monthly';

export interface LeaderboardRow {
  id: string;
  name: string;
  avatar_url: string | null;
  /** Period XP for the weekly and monthly boards. */
  total_xp: number;
  current_level: number;
  daily_streak_count: number;
  role: string;
  global_rank: number;
  auth_provider: string;
  is_staff: boolean;
}

export interface Leaderboard {
  period: LeaderboardPeriod;
  periodStart: string | null;
  rankings: LeaderboardRow[];
  me: LeaderboardRow | null;
}

export interface DailyChallenge {
  id: string;
  title: string;
  description: string;
  type: string;
  target: number;
  current: number;
  xpReward: number;
  bonusMultiplier: number;
  difficulty: 'easy' | 'medium' | 'hard';
  isCompleted: boolean;
  expiresAt: string;
  streakDays: number;
}

export interface Reward {
  id: string;
  title: string;
  description: string;
  type: string;
  levelRequired: number;
  xpRequired: number;
  isUnlocked: boolean;
  isClaimed: boolean;
  claimedAt: string | null;
  icon: string;
  rarity: string;
  benefits: string[];
  duration: number | null;
  multiplier: number | null;
}

/** What every XP-granting call answers (award-xp); the toasts read it. */
export interface XpOutcome {
  xpAwarded: number;
  leveledUp: boolean;
  newLevel: number;
  newAchievements?: Achievement[];
}

export interface AwardXpResult extends XpOutcome {
  newAchievements: Achievement[];
  totalXP: number;
  currentLevel: number;
  capped: boolean;
  completedChallenges: { id: string; title: string; xpReward: number }[];
}

export interface ClaimRewardResult extends XpOutcome {
  reward: Reward;
  benefit: string;
}

export type AnalyticsRange = '7d' | '30d' | '90d';

export interface Analytics {
  range: AnalyticsRange;
  from: string;
  to: string;
  totals: {
    users: number;
    activeUsers: number;
    xpAwarded: number;
    achievementsUnlocked: number;
    challengesCompleted: number;
    rewardsClaimed: number;
  };
  engagement: { dau: number; wau: number; mau: number; avgXpPerActiveUser: number; avgSessionMinutes: number };
  retention: { day1: number; day7: number; day30: number };
  topActivities: { activity: string; count: number; xp: number }[];
  levelDistribution: { level: number; users: number }[];
  dailyStats: { date: string; activeUsers: number; xpAwarded: number; newUsers: number }[];
  /** `offered`: each day's challenges times the people active that day - the rate's denominator. */
  challengeStats: { generated: number; offered: number; completed: number; completionRate: number };
  rewardStats: { unlocked: number; claimed: number; claimRate: number };
}
