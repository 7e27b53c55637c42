// A person's community notifications (issue 24 item 4): a reply in their thread, a mention, their
// reply chosen best answer, their post hidden or restored with the reason. GET lists the latest with
// whether each was read; POST .../read marks everything up to the newest read
// (CommunityNotificationsRead on the person's member stream). The unread count is in /api/community/me.
import { defineRoute, noContent, type RateLimitRule } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { markNotificationsRead } from './moderation/commands';
import { latestNoticeAt, notificationsOf } from './moderation/queries';
import { notificationsResponse } from './notifications.schema';

const READS: RateLimitRule = { points: 120, windowSeconds: 60, key: 'user' };
const TAGS = ['Comunidade'];


export function notificationRoutes(runtime: Runtime) {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/community/notifications',
      summary: 'Suas notificações da comunidade',
      description: 'As 50 mais recentes: respostas nos seus tópicos, menções, melhor resposta e moderação das suas publicações (com o motivo).',
      tags: TAGS,
      access: 'user',
      rateLimit: READS,
      noStore: true,
      response: notificationsResponse,
      handler: async (_ctx, { principal }) => ({ success: true as const, data: { items: await notificationsOf(runtime, principal.userId) } }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/community/notifications/read',
      summary: 'Marca todas as suas notificações da comunidade como lidas',
      tags: TAGS,
      access: 'user',
      rateLimit: READS,
      response: noContent,
      status: 204,
      handler: async (ctx, { principal }) => {
        const latest = await latestNoticeAt(runtime, principal.userId);
        if (latest) await markNotificationsRead(runtime, principal.userId, latest, { requestId: ctx.state.requestId, actorId: principal.userId });
        return undefined;
      },
    }),
  ];
}
