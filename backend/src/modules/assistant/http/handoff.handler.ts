// POST /api/assistant/conversations/:id/handoff - passes the conversation to the team: a ticket in
// the inbox with the transcript (handoff.ts), once however often it is asked.
import { z } from 'zod';
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { handOff } from '../handoff';
import { TAGS, assistantErrorToHttp, ownConversation } from './context';
import { conversationId } from './conversation.schema';
import { handoffInput, handoffResponse } from './handoff.schema';

export function handoffRoute(runtime: Runtime) {
  return defineRoute({
    method: 'POST',
    path: '/api/assistant/conversations/:id/handoff',
    summary: 'Passa a conversa para a equipe: abre um chamado na caixa de entrada com a transcrição',
    tags: TAGS,
    access: 'public',
    rateLimit: { points: 10, windowSeconds: 600, key: 'user' },
    input: { params: z.object({ id: conversationId }), body: handoffInput },
    status: 201,
    response: handoffResponse,
    async handler(ctx, { params, body, principal }) {
      const { conversation } = await ownConversation(runtime, params.id, principal);
      const contact = body.name && body.email ? { name: body.name, email: body.email } : null;
      const reason = conversation.turns.at(-1)?.failed ? 'failed' : conversation.turns.at(-1)?.answer?.unsure ? 'unsure' : 'asked';
      const { ticketNumber } = await handOff(runtime, params.id, reason, contact, ctx.state.requestId).catch(assistantErrorToHttp);
      return { success: true as const, message: `Conversa enviada para a nossa equipe: chamado ${ticketNumber}. Responderemos por e-mail.`, data: { ticketNumber } };
    },
  });
}
