// What the assistant's handlers share: the hourly limits per person and per IP, the caller's own
// conversation, the conversation as the browser sees it, and the domain refusals as HTTP errors.
import { Conflict, HttpError, NotFound, ValidationError, type AppContext, type Principal } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { loadConversation, type Conversation } from '../conversation';
import { ConversationNotFound, HandoffRefused, QuestionRefused } from '../decide';
import { tr } from '../../../platform/i18n';

export const TAGS = ['Suporte IA'];

/** Questions per person (visitors: per IP) and per IP, per hour. */
export const ASSISTANT_LIMITS = { person: 30, ip: 60, windowSeconds: 3600 } as const;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The hourly limits, with their own messages (the route's limit is only a flood guard). */
export async function limitQuestions(runtime: Runtime, ctx: AppContext, principal: Principal | null) {
  const rule = { points: ASSISTANT_LIMITS.person, windowSeconds: ASSISTANT_LIMITS.windowSeconds };
  const person = await runtime.rateLimitStore.consume(`assistant|person:${principal?.userId ?? `ip:${ctx.ip}`}`, rule);
  if (!person.allowed) {
    throw new HttpError(429, 'RATE_LIMITED', tr('errors.assistant.tooManyQuestions', { minutes: minutes(person.resetSeconds) }), undefined, { 'Retry-After': String(person.resetSeconds) });
  }
  const ip = await runtime.rateLimitStore.consume(`assistant|ip:${ctx.ip}`, { points: ASSISTANT_LIMITS.ip, windowSeconds: ASSISTANT_LIMITS.windowSeconds });
  if (!ip.allowed) {
    throw new HttpError(429, 'RATE_LIMITED', tr('errors.assistant.tooManyQuestionsNetwork', { minutes: minutes(ip.resetSeconds) }), undefined, { 'Retry-After': String(ip.resetSeconds) });
  }
}

/** The conversation if the caller may see it (a stranger's is "not found", never "forbidden"). */
export async function ownConversation(runtime: Runtime, id: string, principal: Principal | null) {
  const loaded = await loadConversation(runtime, id);
  if (!loaded.conversation || loaded.conversation.userId !== (principal?.userId ?? null)) throw new NotFound('Conversa não encontrada.');
  return loaded as { conversation: Conversation; version: bigint };
}

/** The conversation as the browser shows it. */
export const view = (c: Conversation) => ({
  conversationId: c.conversationId,
  turns: c.turns.map((t) => ({ messageId: t.messageId, question: t.question, answer: t.answer, failed: t.failed })),
  handoff: c.handoff ? { ticketNumber: c.handoff.ticketNumber, reason: c.handoff.reason } : null,
});

/** The assistant's domain refusals as HTTP errors. */
export function assistantErrorToHttp(err: unknown): never {
  if (err instanceof ConversationNotFound) throw new NotFound('Conversa não encontrada.');
  if (err instanceof QuestionRefused) {
    throw new Conflict(err.code === 'handed_off' ? tr('errors.assistant.handedOff', { ticket: String(err.ticketNumber) }) : 'Aguarde a resposta da pergunta anterior.');
  }
  if (err instanceof HandoffRefused) {
    if (err.code === 'needs_contact') throw new ValidationError({ name: 'Informe seu nome.', email: 'Informe seu e-mail.' }, 'Informe nome e e-mail para a equipe responder você.');
    if (err.code === 'nothing_asked') throw new Conflict('Faça uma pergunta antes de chamar a equipe.');
    throw new NotFound('Conversa não encontrada.');
  }
  throw err;
}
