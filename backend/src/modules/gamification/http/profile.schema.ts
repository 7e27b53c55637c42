// GET /api/gamification/profile/:userId - the person, and their XP, level, streak, achievements,
// ranks and recent activity.
import { z } from 'zod';
import { activeBoostResponse, freezesResponse } from './quests.schema';
import { achievementViewResponse } from './views.schema';

export const profileResponse = z.object({
  success: z.literal(true),
  data: z.object({
    user: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable(), avatar_url: z.string().nullable(), role: z.string(), auth_provider: z.string() }),
    gamification: z.object({
      totalXP: z.number(),
      currentLevel: z.number(),
      dailyStreak: z.number(),
      monthlyLoginCount: z.number(),
      lastActivityDate: z.string().nullable(),
      achievements: z.array(achievementViewResponse),
      ranking: z.object({ global: z.number().nullable(), weekly: z.number().nullable(), monthly: z.number().nullable() }),
      levelProgress: z.object({ currentLevelXP: z.number(), nextLevelXP: z.number(), progressPercentage: z.number() }),
      recentActivities: z.array(z.object({ activity_name: z.string(), detail: z.string().nullable(), xp_earned: z.number(), created_at: z.string() })),
      isPremium: z.boolean(),
      xpMultiplier: z.number(),
      /** Streak freezes held and the cap (issue 25). */
      streakFreezes: freezesResponse,
      /** The quest boost running or queued (2x for 15 minutes), null when none. */
      activeBoost: activeBoostResponse.nullable(),
    }),
  }),
});
