// GET /api/gamification/challenges - the day's challenges with the caller's progress.
import { z } from 'zod';
import { catalogueEntry } from './views.schema';

export const challengeViewResponse = catalogueEntry.extend({
  /** The template's key (`login`, `pages`, ...; null for a template no longer in the catalogue): what a client names the challenge by. */
  key: z.string().nullable(),
  type: z.enum(['login', 'activity', 'streak', 'achievement', 'social']),
  target: z.number(),
  current: z.number(),
  xpReward: z.number(),
  bonusMultiplier: z.number(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  isCompleted: z.boolean(),
  expiresAt: z.string(),
  streakDays: z.number(),
});

export const challengesResponse = z.object({ success: z.literal(true), data: z.object({ day: z.string(), challenges: z.array(challengeViewResponse) }) });
