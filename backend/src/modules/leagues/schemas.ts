// The answers of the league routes (routes.ts), apart so the clients' contract reads only zod.
import { z } from 'zod';
import { LEAGUE_TIERS } from '@piboost/events';

const tier = z.enum(LEAGUE_TIERS);
const outcome = z.enum(['promoted', 'demoted', 'stayed']);

export const leagueResponse = z.object({
  success: z.literal(true),
  data: z.object({
    week: z.string(),
    tier,
    tierLabel: z.string(),
    endsAt: z.string(),
    optedOut: z.boolean(),
    eligible: z.boolean(),
    cohortId: z.string().nullable(),
    promotionCount: z.int(),
    demotionCount: z.int(),
    members: z.array(z.object({ position: z.int(), displayName: z.string(), xp: z.int(), isMe: z.boolean(), zone: z.enum(['promotion', 'demotion', 'safe']), tie: z.boolean() })),
    me: z.object({ position: z.int(), xp: z.int() }).nullable(),
    lastResult: z.object({ week: z.string(), outcome, fromTier: tier, toTier: tier, rank: z.int() }).nullable(),
  }),
});

export const leagueHealthResponse = z.object({
  success: z.literal(true),
  data: z.object({
    weeks: z.array(
      z.object({
        week: z.string(),
        closed: z.boolean(),
        cohorts: z.int(),
        participants: z.int(),
        sizeMin: z.int(),
        sizeMax: z.int(),
        sizeAvg: z.number(),
        promotionRate: z.number(),
        demotionRate: z.number(),
        bottomFiveReturnRate: z.number(),
      }),
    ),
  }),
});
