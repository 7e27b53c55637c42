// GET /api/gamification/achievements/:userId - the achievements unlocked (with when) and those still locked.
import { z } from 'zod';
import { achievementViewResponse } from './views.schema';

export const achievementsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    unlocked: z.array(achievementViewResponse),
    locked: z.array(achievementViewResponse.omit({ unlocked_at: true })),
  }),
});
