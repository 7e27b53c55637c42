// GET /api/gamification/league - my league this week (cohort, positions, zones, time left, last
// result); GET /api/admin/leagues/health - the back office's league health per week.
import { z } from 'zod';
import { LEAGUE_TIERS } from '@piboost/events';
import { defineRoute } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { leagueHealth, leagueView } from './queries';

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

export function leagueRoutes(runtime: Runtime) {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/gamification/league',
      tags: ['Gamificação'],
      access: 'user',
      rateLimit: { points: 240, windowSeconds: 60, key: 'user' },
      noStore: true,
      summary: 'Minha liga semanal: coorte, posições, zonas, tempo restante e o último resultado',
      response: leagueResponse,
      async handler(_ctx, { principal }) {
        return { success: true as const, data: await leagueView(runtime, principal.userId) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/leagues/health',
      tags: ['Back office'],
      access: 'support',
      rateLimit: { points: 240, windowSeconds: 60, key: 'user' },
      noStore: true,
      summary: 'Back office: saúde das ligas por semana (tamanhos das coortes, promoções, rebaixamentos, retorno dos cinco últimos)',
      response: leagueHealthResponse,
      async handler() {
        return { success: true as const, data: { weeks: await leagueHealth(runtime) } };
      },
    }),
  ];
}
