// POST /api/assistant/messages - a question is recorded (load -> decide -> append on the conversation)
// and queued; the provider is called only in the job. Asking for a person skips the AI and hands the
// conversation to the team (a visitor gives a name and e-mail first).
import { randomUUID } from 'node:crypto';
import { assistantStream } from '@piboost/events';
import { handleCommand, type Loaded } from '../../../platform/command';
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { loadConversation, type Conversation } from '../conversation';
import { ask } from '../decide';
import { handOff } from '../handoff';
import { ASSISTANT_QUEUE, type AnswerJob } from '../jobs';
import { asksForHuman } from '../knowledge';
import { askInput, askResponse } from './ask.schema';
import { TAGS, assistantErrorToHttp, limitQuestions } from './context';

export function askRoute(runtime: Runtime) {
  return defineRoute({
    method: 'POST',
    path: '/api/assistant/messages',
    summary: 'Pergunta ao Suporte IA (a resposta chega pelo relay em tempo real)',
    tags: TAGS,
    access: 'public',
    // A flood guard per minute; the per-person and per-IP hourly limits are in the handler, with their own messages.
    rateLimit: { points: 120, windowSeconds: 60, key: 'ip' },
    input: { body: askInput },
    status: 202,
    response: askResponse,
    async handler(ctx, { body, principal }) {
      await limitQuestions(runtime, ctx, principal);
      const conversationId = body.conversationId ?? randomUUID();
      const messageId = randomUUID();
      const continuing = body.conversationId !== undefined;
      // A new conversation's stream is empty: nothing to read.
      const load = async (): Promise<Loaded<Conversation | null>> => {
        if (!continuing) return { state: null, version: 0n };
        const { conversation, version } = await loadConversation(runtime, conversationId);
        return { state: conversation, version };
      };
      const command = { conversationId, continuing, messageId, question: body.question, userId: principal?.userId ?? null, subjectId: principal?.userId ?? randomUUID() };
      await handleCommand(runtime.events, assistantStream(conversationId), load, (c) => ask(c, command), {
        metadata: { requestId: ctx.state.requestId, ...(principal ? { actorId: principal.userId } : {}) },
      }).catch(assistantErrorToHttp);
      if (asksForHuman(body.question)) {
        if (!principal) return { success: true as const, data: { conversationId, messageId, streaming: false, needsContact: true, handoff: null } };
        const { ticketNumber } = await handOff(runtime, conversationId, 'asked', null, ctx.state.requestId).catch(assistantErrorToHttp);
        return { success: true as const, data: { conversationId, messageId, streaming: false, needsContact: false, handoff: { ticketNumber } } };
      }
      await runtime.jobs.queue(ASSISTANT_QUEUE).add('answer', { conversationId, messageId } satisfies AnswerJob, { jobId: messageId });
      return { success: true as const, data: { conversationId, messageId, streaming: true, needsContact: false, handoff: null } };
    },
  });
}
