// The assistant's HTTP surface (issue 15 item 3). A question is recorded and queued - the provider
// is called only in the job - and its answer is relayed to the browser as server-sent events while
// the job writes it. Anyone may ask (visitors too); a conversation belongs to whoever started it:
// the signed-in person, or for a visitor whoever holds its random id. Limits per person and per IP.
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { AssistantConversationStarted, AssistantQuestionAsked, assistantStream, newEvent, type NewEvent } from '@piboost/events';
import { Conflict, defineRoute, HttpError, NotFound, ValidationError, type AppContext, type Principal, type RouteDefinition } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { loadConversation, pendingTurn, type Conversation } from './conversation';
import { handOff, HandoffRefused } from './handoff';
import { ASSISTANT_QUEUE, type AnswerJob } from './jobs';
import { asksForHuman } from './knowledge';

/** Questions per person (visitors: per IP) and per IP, per hour. */
export const ASSISTANT_LIMITS = { person: 30, ip: 60, windowSeconds: 3600 } as const;
/** How long the relay waits for the job's answer before it gives up (the answer is still recorded). */
const RELAY_TIMEOUT_MS = 90_000;
const RELAY_POLL_MS = 120;

const id = z.uuid('Conversa inválida.');
const askInput = z.object({
  conversationId: id.optional(),
  question: z
    .string({ error: 'Escreva sua pergunta.' })
    .trim()
    .min(2, 'Escreva sua pergunta.')
    .max(1000, 'A pergunta pode ter até 1000 caracteres.'),
});
const handoffInput = z.object({
  name: z.string().trim().min(2, 'Informe seu nome.').max(100, 'O nome pode ter até 100 caracteres.').optional(),
  email: z.email('E-mail inválido.').max(254).optional(),
});

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

async function limit(runtime: Runtime, ctx: AppContext, principal: Principal | null) {
  const rule = { points: ASSISTANT_LIMITS.person, windowSeconds: ASSISTANT_LIMITS.windowSeconds };
  const person = await runtime.rateLimitStore.consume(`assistant|person:${principal?.userId ?? `ip:${ctx.ip}`}`, rule);
  if (!person.allowed) {
    throw new HttpError(429, 'RATE_LIMITED', `Você fez muitas perguntas ao Suporte IA na última hora. Tente de novo em ${minutes(person.resetSeconds)} min ou abra um chamado abaixo.`, undefined, { 'Retry-After': String(person.resetSeconds) });
  }
  const ip = await runtime.rateLimitStore.consume(`assistant|ip:${ctx.ip}`, { points: ASSISTANT_LIMITS.ip, windowSeconds: ASSISTANT_LIMITS.windowSeconds });
  if (!ip.allowed) {
    throw new HttpError(429, 'RATE_LIMITED', `Muitas perguntas ao Suporte IA a partir da sua rede. Tente de novo em ${minutes(ip.resetSeconds)} min ou abra um chamado abaixo.`, undefined, { 'Retry-After': String(ip.resetSeconds) });
  }
}

/** The conversation if the caller may see it (a stranger's is "not found", never "forbidden"). */
async function ownConversation(runtime: Runtime, conversationId: string, principal: Principal | null) {
  const loaded = await loadConversation(runtime, conversationId);
  if (!loaded.conversation || loaded.conversation.userId !== (principal?.userId ?? null)) throw new NotFound('Conversa não encontrada.');
  return loaded as { conversation: Conversation; version: bigint };
}

const view = (c: Conversation) => ({
  conversationId: c.conversationId,
  turns: c.turns.map((t) => ({ messageId: t.messageId, question: t.question, answer: t.answer, failed: t.failed })),
  handoff: c.handoff ? { ticketNumber: c.handoff.ticketNumber, reason: c.handoff.reason } : null,
});

function refused(err: unknown): never {
  if (err instanceof HandoffRefused) {
    if (err.code === 'needs_contact') throw new ValidationError({ name: 'Informe seu nome.', email: 'Informe seu e-mail.' }, 'Informe nome e e-mail para a equipe responder você.');
    if (err.code === 'nothing_asked') throw new Conflict('Faça uma pergunta antes de chamar a equipe.');
    throw new NotFound('Conversa não encontrada.');
  }
  throw err;
}

export function assistantRoutes(runtime: Runtime): RouteDefinition[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/api/assistant/messages',
      summary: 'Pergunta ao Suporte IA (a resposta chega pelo relay em tempo real)',
      tags: ['Suporte IA'],
      access: 'public',
      // A flood guard per minute; the per-person and per-IP hourly limits are in the handler, with their own messages.
      rateLimit: { points: 120, windowSeconds: 60, key: 'ip' },
      input: { body: askInput },
      status: 202,
      async handler(ctx, { body, principal }) {
        await limit(runtime, ctx, principal);
        const conversationId = body.conversationId ?? randomUUID();
        const messageId = randomUUID();
        const meta = { requestId: ctx.state.requestId, ...(principal ? { actorId: principal.userId } : {}) };
        const events: NewEvent[] = [];
        let subjectId: string;
        let expected: bigint | 'no_stream';
        if (body.conversationId) {
          const { conversation, version } = await ownConversation(runtime, body.conversationId, principal);
          if (conversation.handoff) throw new Conflict(`Esta conversa já está com a nossa equipe (chamado ${conversation.handoff.ticketNumber}). Comece uma nova conversa para outra dúvida.`);
          if (pendingTurn(conversation)) throw new Conflict('Aguarde a resposta da pergunta anterior.');
          subjectId = conversation.subjectId;
          expected = version;
        } else {
          subjectId = principal?.userId ?? randomUUID();
          expected = 'no_stream';
          events.push(newEvent(AssistantConversationStarted, { conversationId, subjectId, userId: principal?.userId ?? null }, meta));
        }
        events.push(newEvent(AssistantQuestionAsked, { conversationId, subjectId, messageId, question: body.question }, meta));
        await runtime.events.append(assistantStream(conversationId), events, { expected });
        // Asked for a person: no AI call; the conversation goes to the inbox (a visitor gives a name and e-mail first).
        if (asksForHuman(body.question)) {
          if (!principal) return { success: true as const, data: { conversationId, messageId, streaming: false, needsContact: true, handoff: null } };
          const { ticketNumber } = await handOff(runtime, conversationId, 'asked', null, ctx.state.requestId).catch(refused);
          return { success: true as const, data: { conversationId, messageId, streaming: false, needsContact: false, handoff: { ticketNumber } } };
        }
        await runtime.jobs.queue(ASSISTANT_QUEUE).add('answer', { conversationId, messageId } satisfies AnswerJob, { jobId: messageId });
        return { success: true as const, data: { conversationId, messageId, streaming: true, needsContact: false, handoff: null } };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/assistant/conversations/:id',
      summary: 'A conversa com o Suporte IA: perguntas, respostas com fontes e o chamado, se houver',
      tags: ['Suporte IA'],
      access: 'public',
      rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
      input: { params: z.object({ id }) },
      async handler(ctx, { params, principal }) {
        ctx.set('Cache-Control', 'no-store');
        return { success: true as const, data: view((await ownConversation(runtime, params.id, principal)).conversation) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/assistant/conversations/:id/messages/:messageId/stream',
      summary: 'A resposta sendo escrita, como server-sent events (delta, done, error)',
      tags: ['Suporte IA'],
      access: 'public',
      rateLimit: { points: 60, windowSeconds: 60, key: 'user' },
      input: { params: z.object({ id, messageId: id }) },
      async handler(ctx, { params, principal }) {
        const { conversation } = await ownConversation(runtime, params.id, principal);
        if (!conversation.turns.some((t) => t.messageId === params.messageId)) throw new NotFound('Mensagem não encontrada.');
        const out = new PassThrough();
        ctx.status = 200;
        ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
        ctx.set('Cache-Control', 'no-store');
        ctx.set('X-Accel-Buffering', 'no');
        ctx.body = out;
        let closed = false;
        ctx.req.on('close', () => (closed = true));
        const send = (event: string, data: unknown) => out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        void (async () => {
          const started = Date.now();
          let sent = '';
          try {
            while (!closed) {
              const row = await runtime.db('assistant_drafts').where({ message_id: params.messageId }).first<{ text: string; done: boolean } | undefined>('text', 'done');
              if (row && row.text.length > sent.length && row.text.startsWith(sent)) {
                send('delta', { text: row.text.slice(sent.length) });
                sent = row.text;
              }
              // The recorded answer ends the relay (checked when the job says it is done, or before it starts).
              const c = row?.done || !row ? (await loadConversation(runtime, params.id)).conversation : null;
              const turn = c?.turns.find((t) => t.messageId === params.messageId);
              if (c && (turn?.answer || turn?.failed)) {
                send('done', view(c));
                break;
              }
              if (Date.now() - started > RELAY_TIMEOUT_MS) {
                send('error', { message: 'A resposta está demorando. Atualize a conversa em instantes ou fale com a nossa equipe.' });
                break;
              }
              await new Promise((r) => setTimeout(r, RELAY_POLL_MS));
            }
          } catch (err) {
            runtime.logger.warn({ err }, 'relay do Suporte IA interrompido');
            if (!closed) send('error', { message: 'A conexão com o assistente caiu. Atualize a conversa.' });
          } finally {
            out.end();
          }
        })();
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/assistant/conversations/:id/handoff',
      summary: 'Passa a conversa para a equipe: abre um chamado na caixa de entrada com a transcrição',
      tags: ['Suporte IA'],
      access: 'public',
      rateLimit: { points: 10, windowSeconds: 600, key: 'user' },
      input: { params: z.object({ id }), body: handoffInput },
      status: 201,
      async handler(ctx, { params, body, principal }) {
        const { conversation } = await ownConversation(runtime, params.id, principal);
        const contact = body.name && body.email ? { name: body.name, email: body.email } : null;
        const reason = conversation.turns.at(-1)?.failed ? 'failed' : conversation.turns.at(-1)?.answer?.unsure ? 'unsure' : 'asked';
        const { ticketNumber } = await handOff(runtime, params.id, reason, contact, ctx.state.requestId).catch(refused);
        return { success: true as const, message: `Conversa enviada para a nossa equipe: chamado ${ticketNumber}. Responderemos por e-mail.`, data: { ticketNumber } };
      },
    }),
  ];
}
