// GET /api/gamification/quests - the week's quests (derived per person and week) with progress, the
// streak freezes held and the quest boost running; GET /api/admin/engagement/boosts - freezes and
// boosts granted, freezes used and quests completed per week, for the back office.
import { defineRoute } from '../../../platform/http';
import { activeBoostOf, engagementWeeks, freezesOf, questsView } from '../engagement';
import { engagementBoostsResponse, questsResponse } from './quests.schema';
import { READ, type GamificationReads } from './reads';

export function questsRoute({ runtime, service }: GamificationReads) {
  return defineRoute({
    ...READ,
    path: '/api/gamification/quests',
    summary: 'Missões da semana com o seu progresso, proteções de sequência e o bônus de XP ativo',
    response: questsResponse,
    async handler(_ctx, { principal }) {
      const state = await service.state(principal.userId);
      const now = runtime.now();
      return {
        success: true as const,
        data: { ...questsView(principal.userId, state, service.today()), freezes: freezesOf(state), boost: activeBoostOf(state, now) },
      };
    },
  });
}

export function engagementBoostsRoute({ runtime }: GamificationReads) {
  return defineRoute({
    method: 'GET',
    path: '/api/admin/engagement/boosts',
    summary: 'Back office: proteções de sequência e bônus de XP concedidos, proteções usadas e missões concluídas por semana',
    tags: ['Back office'],
    access: 'support',
    rateLimit: { points: 240, windowSeconds: 60, key: 'user' },
    noStore: true,
    response: engagementBoostsResponse,
    handler: async () => ({ success: true as const, data: { weeks: await engagementWeeks(runtime.db) } }),
  });
}
