// The analytics routes' range: the last 7, 30 or 90 São Paulo days.
import { z } from 'zod';

export const rangeQuery = z.object({ range: z.enum(['7d', '30d', '90d'], 'Intervalo inválido: use 7d, 30d ou 90d.').default('7d') });

const dailyStat = z.object({ date: z.string(), activeUsers: z.number(), xpAwarded: z.number(), newUsers: z.number() });

/** Platform-wide aggregates: no person is identifiable. */
export const analyticsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    range: rangeQuery.shape.range.unwrap(),
    from: z.string(),
    to: z.string(),
    totals: z.object({ users: z.number(), activeUsers: z.number(), xpAwarded: z.number(), achievementsUnlocked: z.number(), challengesCompleted: z.number(), rewardsClaimed: z.number() }),
    engagement: z.object({ dau: z.number(), wau: z.number(), mau: z.number(), avgXpPerActiveUser: z.number(), avgSessionMinutes: z.number() }),
    retention: z.object({ day1: z.number(), day7: z.number(), day30: z.number() }),
    topActivities: z.array(z.object({ activity: z.string(), count: z.number(), xp: z.number() })),
    levelDistribution: z.array(z.object({ level: z.number(), users: z.number() })),
    dailyStats: z.array(dailyStat),
    challengeStats: z.object({ generated: z.number(), offered: z.number(), completed: z.number(), completionRate: z.number() }),
    rewardStats: z.object({ unlocked: z.number(), claimed: z.number(), claimRate: z.number() }),
  }),
});
