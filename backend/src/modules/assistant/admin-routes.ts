// The back office's view of the assistant (issue 15 item 3: "staff see them in the inbox"): every
// conversation with its counts and ticket (read model assistant_conversations), and one
// conversation's transcript opened from its events. Handed-off ones are also inbox tickets.
import { z } from 'zod';
import { defineListResource, defineRoute, listQuerySchema, listRows, NotFound, type RouteDefinition } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { loadConversation } from './conversation';
import { conversationDetail, conversationRow } from './http/admin.schema';

const READS = { points: 300, windowSeconds: 60, key: 'user' } as const;
const BACK_OFFICE_TAGS = ['Back office'];
const staffRead = { method: 'GET', tags: BACK_OFFICE_TAGS, access: 'support', rateLimit: READS } as const;

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
      ...staffRead,
      path: '/api/admin/assistant/conversations',
      summary: 'Conversas com o Suporte IA: perguntas, respostas sem certeza, falhas e o chamado aberto (filtros: userId, ticketNumber, handoffReason)',
      input: { query: listQuerySchema },
      response: z.array(conversationRow),
      handler: (ctx, { query }) => listRows(ctx, runtime.db, runtime.db('assistant_conversations').select(selectAll), conversationList, query),
    }),
    defineRoute({
      ...staffRead,
      path: '/api/admin/assistant/conversations/:id',
      summary: 'Uma conversa com o Suporte IA, com as perguntas, as respostas e as fontes citadas',
      input: { params: z.object({ id: z.uuid('Conversa inválida.') }) },
      response: conversationDetail,
      noStore: true,
      async handler(_ctx, { params }) {
        const row = await runtime.db('assistant_conversations').where({ id: params.id }).first(selectAll);
        const { conversation } = await loadConversation(runtime, params.id);
        if (!row || !conversation) throw new NotFound('Conversa não encontrada.');
        return { ...row, turns: conversation.turns };
      },
    }),
  ];
}
