// One conversation (stream assistant-<conversationId>): its folded state, with the person's words
// opened from the vault, and the transcript handed to a human.
import {
  AssistantAnswered,
  AssistantAnswerFailed,
  AssistantConversationStarted,
  AssistantHandedOff,
  AssistantQuestionAsked,
  assistantStream,
  catalogue,
  type AssistantSource,
  type DataOf,
  type RecordedEvent,
  type Version,
} from '@piboost/events';
import { readStream } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import { asksForHuman } from './knowledge';

export interface Turn {
  messageId: string;
  question: string;
  askedAt: string;
  answer: { text: string; sources: AssistantSource[]; unsure: boolean; simulated: boolean } | null;
  failed: DataOf<typeof AssistantAnswerFailed>['reason'] | null;
}

export interface Conversation {
  conversationId: string;
  subjectId: string;
  userId: string | null;
  startedAt: string;
  turns: Turn[];
  handoff: { ticketNumber: string; itemId: string; reason: DataOf<typeof AssistantHandedOff>['reason'] } | null;
}

/** Folds opened events (personal fields in clear) into the conversation; null when it never started. */
export function foldConversation(history: readonly RecordedEvent[]): Conversation | null {
  let c: Conversation | null = null;
  for (const e of history) {
    const d = e.data as Record<string, unknown>;
    if (e.type === AssistantConversationStarted.type) {
      const s = d as DataOf<typeof AssistantConversationStarted>;
      c = { conversationId: s.conversationId, subjectId: s.subjectId, userId: s.userId, startedAt: e.recordedAt.toISOString(), turns: [], handoff: null };
    } else if (!c) continue;
    else if (e.type === AssistantQuestionAsked.type) {
      const q = d as DataOf<typeof AssistantQuestionAsked>;
      c.turns.push({ messageId: q.messageId, question: q.question ?? '', askedAt: e.recordedAt.toISOString(), answer: null, failed: null });
    } else if (e.type === AssistantAnswered.type) {
      const a = d as DataOf<typeof AssistantAnswered>;
      const turn = c.turns.find((t) => t.messageId === a.messageId);
      if (turn) turn.answer = { text: a.answer ?? '', sources: a.sources, unsure: a.unsure, simulated: a.simulated };
    } else if (e.type === AssistantAnswerFailed.type) {
      const f = d as DataOf<typeof AssistantAnswerFailed>;
      const turn = c.turns.find((t) => t.messageId === f.messageId);
      if (turn) turn.failed = f.reason;
    } else if (e.type === AssistantHandedOff.type) {
      const h = d as DataOf<typeof AssistantHandedOff>;
      c.handoff = { ticketNumber: h.ticketNumber, itemId: h.itemId, reason: h.reason };
    }
  }
  return c;
}

/** Reads the stream, opens the sealed question and answer texts, folds. */
export async function loadConversation(runtime: Runtime, conversationId: string): Promise<{ conversation: Conversation | null; version: Version }> {
  const history = await readStream(runtime.store, assistantStream(conversationId));
  const opened = await Promise.all(
    history.map(async (e) => {
      const definition = catalogue.get(e.type);
      if (!definition?.pii.length) return e;
      return { ...e, data: await runtime.vault.decryptEventData(definition, e.data as Record<string, unknown>) };
    }),
  );
  return { conversation: foldConversation(opened), version: history.at(-1)?.streamVersion ?? 0n };
}

/** A turn still waiting for its answer (a new question waits until it is answered or failed); asking for a person waits for no answer. */
export const pendingTurn = (c: Conversation) => c.turns.find((t) => !t.answer && !t.failed && !asksForHuman(t.question)) ?? null;

const FAILED_TEXT = 'Sem resposta do assistente (provedor de IA indisponível).';

/** What the human reads in the ticket: every question and answer, with the pages cited. */
export function transcript(c: Conversation, publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  const lines = ['Conversa com o Suporte IA passada para a equipe.', `Conversa: ${c.conversationId}`, ''];
  for (const t of c.turns) {
    lines.push(`Pessoa: ${t.question}`);
    if (t.answer) {
      lines.push(`Suporte IA${t.answer.simulated ? ' (Simulação local)' : ''}${t.answer.unsure ? ' (sem certeza)' : ''}: ${t.answer.text}`);
      if (t.answer.sources.length) lines.push(`Fontes: ${t.answer.sources.map((s) => `${s.title} (${base}${s.path})`).join('; ')}`);
    } else if (t.failed) lines.push(`Suporte IA: ${FAILED_TEXT}`);
    lines.push('');
  }
  const text = lines.join('\n').trim();
  // The ticket's message holds at most 10 000 characters: keep the end, the latest turns matter most.
  return text.length <= 10_000 ? text : `[início da conversa omitido]\n${text.slice(-(10_000 - 40))}`;
}
