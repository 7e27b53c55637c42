// GET /api/gamification/quests - the week's quests with the caller's progress, the freezes they hold
// and the quest boost running; GET /api/admin/engagement/boosts - the back office's weekly counts.
import { z } from 'zod';

export const questViewResponse = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  target: z.number(),
  current: z.number(),
  completed: z.boolean(),
  reward: z.enum(['boost', 'freeze']),
});

export const activeBoostResponse = z.object({ multiplier: z.number(), running: z.boolean(), startsAt: z.string(), endsAt: z.string() });
export const freezesResponse = z.object({ held: z.number(), cap: z.number() });

export const questsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    week: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    /** The week ends at Monday 00:00 in São Paulo. */
    endsAt: z.string(),
    quests: z.array(questViewResponse),
    freezes: freezesResponse,
    boost: activeBoostResponse.nullable(),
  }),
});

export const engagementBoostsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    weeks: z.array(z.object({ week: z.string(), freezesGranted: z.number(), freezesUsed: z.number(), boostsGranted: z.number(), questsCompleted: z.number() })),
  }),
});
