// Every provider call of the assistant happens here, in a BullMQ job (ARCHITECTURE §9): retrieve
// the passages, stream the provider's answer into assistant_drafts (the SSE route relays it), then
// record the answer - with its sources and whether it was unsure - or the failure as an event.
// An unsure answer to a signed-in person hands the conversation to a human at once.
import type { Job } from 'bullmq';
import { AssistantAnswered, AssistantAnswerFailed, assistantStream, newEvent } from '@piboost/events';
import { AiProviderError } from '../../platform/ai/chat-completions';
import type { JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { accountSummary } from '../billing';
import { streamAi } from '../market';
import { loadConversation } from './conversation';
import { handOff } from './handoff';
import { ACCOUNT_PATH, accountPassages, publicPassages, retrieve, type Passage } from './knowledge';
import { assistantMessages, readAnswer, visiblePart } from './prompt';

export const ASSISTANT_QUEUE = 'assistant-answers';
export interface AnswerJob {
  conversationId: string;
  messageId: string;
}

/** How often the streamed text is written for the relay (ms): smooth enough, cheap enough. */
const DRAFT_EVERY_MS = 80;

/** The passages the answer may use: the best public ones, and the person's account when signed in. */
export async function passagesFor(runtime: Runtime, userId: string | null, question: string): Promise<Passage[]> {
  const numbered = (list: Omit<Passage, 'id'>[]) => list.map((p, i) => ({ ...p, id: `P${i + 1}` }));
  const all = numbered([...publicPassages(), ...(userId ? accountPassages(await accountSummary(runtime, userId)) : [])]);
  const best = retrieve(question, all, 4).map((s) => s.passage);
  // The account's facts always go with a signed-in person's question: "meu teste" is about them.
  const account = all.filter((p) => p.path === ACCOUNT_PATH && !best.includes(p));
  return [...best, ...account];
}

async function answer(runtime: Runtime, job: Job<AnswerJob>): Promise<string> {
  const { conversationId, messageId } = job.data;
  const { conversation, version } = await loadConversation(runtime, conversationId);
  const turn = conversation?.turns.find((t) => t.messageId === messageId);
  if (!conversation || !turn) return 'missing';
  if (turn.answer || turn.failed) return 'answered';
  await runtime.db('assistant_drafts').where('updated_at', '<', new Date(Date.now() - 3600_000)).delete();
  await runtime.db('assistant_drafts').insert({ message_id: messageId, conversation_id: conversationId, text: '', done: false }).onConflict('message_id').merge({ text: '', done: false, updated_at: new Date() });
  const draft = (text: string, done = false) => runtime.db('assistant_drafts').where({ message_id: messageId }).update({ text, done, updated_at: new Date() });

  const passages = await passagesFor(runtime, conversation.userId, turn.question);
  const earlier = conversation.turns.filter((t) => t.messageId !== messageId);
  let raw = '';
  let written = 0;
  const base = { conversationId, subjectId: conversation.subjectId, messageId };
  let unsure = false;
  try {
    const result = await streamAi(runtime, 'support_assistant', assistantMessages(turn.question, passages, earlier), async (piece) => {
      raw += piece;
      if (Date.now() - written >= DRAFT_EVERY_MS) {
        written = Date.now();
        await draft(visiblePart(raw));
      }
    });
    const read = readAnswer(result.content, passages);
    unsure = read.unsure;
    await runtime.events.append(
      assistantStream(conversationId),
      [newEvent(AssistantAnswered, { ...base, answer: read.answer, sources: read.sources, unsure: read.unsure, model: result.model.slice(0, 100), simulated: runtime.config.simulated.ai })],
      { expected: version },
    );
    // A signed-in person's unsure answer goes to a human before the relay ends, so the chat shows the ticket.
    if (unsure && conversation.userId) await handOff(runtime, conversationId, 'unsure', null).catch((e: unknown) => runtime.logger.error({ err: e, conversationId }, 'passagem ao humano falhou'));
    await draft(read.answer, true);
  } catch (err) {
    if (!(err instanceof AiProviderError)) throw err;
    await runtime.events.append(assistantStream(conversationId), [newEvent(AssistantAnswerFailed, { ...base, reason: err.kind })], { expected: version });
    await draft('', true);
    return `failed: ${err.kind}`;
  }
  return unsure ? 'unsure' : 'answered';
}

export const assistantWorkers: readonly JobWorker<AnswerJob>[] = [{ queue: ASSISTANT_QUEUE, concurrency: 2, process: answer }];
