// GET /api/assistant/conversations/:id - the caller's conversation: questions, answers with their
// sources, and the ticket if the team has it.
import { z } from 'zod';
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { conversationId, conversationResponse } from './conversation.schema';
import { TAGS, ownConversation, view } from './context';

export function conversationRoute(runtime: Runtime) {
  return defineRoute({
    method: 'GET',
    path: '/api/assistant/conversations/:id',
    summary: 'A conversa com o Suporte IA: perguntas, respostas com fontes e o chamado, se houver',
    tags: TAGS,
    access: 'public',
    rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
    input: { params: z.object({ id: conversationId }) },
    response: conversationResponse,
    noStore: true,
    handler: async (_ctx, { params, principal }) => ({ success: true as const, data: view((await ownConversation(runtime, params.id, principal)).conversation) }),
  });
}
