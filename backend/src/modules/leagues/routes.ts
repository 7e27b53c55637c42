// GET /api/gamification/league - my league this week (cohort, positions, zones, time left, last
// result); GET /api/admin/leagues/health - the back office's league health per week.
import { defineRoute } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { leagueHealth, leagueView } from './queries';
import { leagueHealthResponse, leagueResponse } from './schemas';

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
