// The back office's view of the assistant (issue 15 item 3: "staff see them in the inbox"): every
// conversation with its counts and ticket (read model assistant_conversations), and one
// conversation's transcript opened from its events. Handed-off ones are also inbox tickets.
import { z } from 'zod';
import { defineListResource, defineRoute, listQuerySchema, listRows, NotFound, type RouteDefinition } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { loadConversation } from './conversation';

const READS = { points: 300, windowSeconds: 60, key: 'user' } as const;

export const conversationList = defineListResource({
  name: 'assistant-conversations',
  columns: {
    id: 'id',
    userId: 'user_id',
    startedAt: 'started_at',
    lastAt: 'last_at',
    questions: 'questions',
    answered: 'answered',
    unsure: 'unsure',
    failed: 'failed',
    ticketNumber: 'ticket_number',
    inboxItemId: 'inbox_item_id',
    handoffReason: 'handoff_reason',
  },
  search: ['ticketNumber'],
  defaultSort: ['lastAt', 'DESC'],
  maxPageSize: 200,
});

const selectAll = Object.entries(conversationList.columns).map(([k, v]) => `${v} as ${k}`);

export function assistantAdminRoutes(runtime: Runtime): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/assistant/conversations',
      summary: 'Conversas com o Suporte IA: perguntas, respostas sem certeza, falhas e o chamado aberto (filtros: userId, ticketNumber, handoffReason)',
      tags: ['Back office'],
      access: 'support',
      rateLimit: READS,
      input: { query: listQuerySchema },
      handler: (ctx, { query }) => listRows(ctx, runtime.db, runtime.db('assistant_conversations').select(selectAll), conversationList, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/assistant/conversations/:id',
      summary: 'Uma conversa com o Suporte IA, com as perguntas, as respostas e as fontes citadas',
      tags: ['Back office'],
      access: 'support',
      rateLimit: READS,
      input: { params: z.object({ id: z.uuid('Conversa inválida.') }) },
      async handler(ctx, { params }) {
        ctx.set('Cache-Control', 'no-store');
        const row = await runtime.db('assistant_conversations').where({ id: params.id }).first(selectAll);
        const { conversation } = await loadConversation(runtime, params.id);
        if (!row || !conversation) throw new NotFound('Conversa não encontrada.');
        return { ...row, turns: conversation.turns };
      },
    }),
  ];
}
