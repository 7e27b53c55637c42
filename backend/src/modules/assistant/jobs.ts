// Every provider call of the assistant happens here, in a BullMQ job (ARCHITECTURE §9): retrieve
// the passages that answer the question, stream the provider's answer into assistant_drafts (the SSE
// route relays it), then record the answer - with its sources and whether it was unsure - or the
// failure as an event. When no passage answers, the provider is not asked: the answer is "não sei"
// (issue 21 item 5). An unsure answer to a signed-in person hands the conversation to a human at once.
import { performance } from 'node:perf_hooks';
import type { Job } from 'bullmq';
import { AssistantAnswered, AssistantAnswerFailed, assistantStream, newEvent, type DataOf, type NewEvent } from '@piboost/events';
import { handleCommand } from '../../platform/command';
import { AiProviderError } from '../../platform/ai/chat-completions';
import type { JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { accountSummary } from '../billing';
import { streamAi } from '../ai-usage';
import { loadConversation } from './conversation';
import { recordOutcome } from './decide';
import { handOff } from './handoff';
import { accountPassages, publicPassages, type Passage } from './knowledge';
import { assistantMessages, DONT_KNOW, readAnswer, visiblePart } from './prompt';
import { answering } from './retrieval';

export const ASSISTANT_QUEUE = 'assistant-answers';
export interface AnswerJob {
  conversationId: string;
  messageId: string;
}

/** The model of a "não sei" given without asking the provider (no passage answered the question). */
export const NO_MODEL = 'nenhum (nenhum trecho responde)';

/** How often the streamed text is written for the relay (ms): smooth enough, cheap enough. */
const DRAFT_EVERY_MS = 80;

/** The passages the answer may use: those that answer the question, among the public texts and, signed in, the person's account. */
export async function passagesFor(runtime: Runtime, userId: string | null, question: string): Promise<Passage[]> {
  const all = [...publicPassages(), ...(userId ? accountPassages(await accountSummary(runtime, userId)) : [])].map((p, i) => ({ ...p, id: `P${i + 1}` }));
  return answering(question, all);
}

/**
 * Records the turn's outcome on the conversation as it is now: a hand-off may have been appended
 * while the answer streamed, and a retried job may find the turn already answered (then nothing).
 */
async function settle(runtime: Runtime, conversationId: string, messageId: string, event: NewEvent): Promise<boolean> {
  const { appended } = await handleCommand(
    runtime.events,
    assistantStream(conversationId),
    async () => {
      const { conversation, version } = await loadConversation(runtime, conversationId);
      return { state: conversation, version };
    },
    (conversation) => recordOutcome(conversation, { messageId, outcome: event }),
  );
  return appended !== null;
}

async function answer(runtime: Runtime, job: Job<AnswerJob>): Promise<string> {
  const { conversationId, messageId } = job.data;
  const { conversation } = await loadConversation(runtime, conversationId);
  const turn = conversation?.turns.find((t) => t.messageId === messageId);
  if (!conversation || !turn) return 'missing';
  if (turn.answer || turn.failed) return 'answered';
  await runtime.db('assistant_drafts').where('updated_at', '<', new Date(runtime.now().getTime() - 3600_000)).delete();
  await runtime.db('assistant_drafts').insert({ message_id: messageId, conversation_id: conversationId, text: '', done: false, updated_at: runtime.now() }).onConflict('message_id').merge({ text: '', done: false, updated_at: runtime.now() });
  const draft = (text: string, done = false) => runtime.db('assistant_drafts').where({ message_id: messageId }).update({ text, done, updated_at: runtime.now() });
  const base = { conversationId, subjectId: conversation.subjectId, messageId };
  const fail = async (reason: DataOf<typeof AssistantAnswerFailed>['reason']) => {
    await settle(runtime, conversationId, messageId, newEvent(AssistantAnswerFailed, { ...base, reason }));
    await draft('', true);
    return `failed: ${reason}`;
  };

  let raw = '';
  let written = -DRAFT_EVERY_MS;
  try {
    const passages = await passagesFor(runtime, conversation.userId, turn.question);
    const earlier = conversation.turns.filter((t) => t.messageId !== messageId);
    // Nothing answers it: "não sei" and the hand-off, without asking the provider to guess.
    const result = passages.length
      ? await streamAi(runtime, 'support_assistant', assistantMessages(turn.question, passages, earlier), async (piece) => {
          raw += piece;
          if (performance.now() - written >= DRAFT_EVERY_MS) {
            written = performance.now();
            await draft(visiblePart(raw));
          }
        })
      : null;
    const read = result ? readAnswer(result.content, passages) : { answer: DONT_KNOW, sources: [], unsure: true };
    await settle(
      runtime,
      conversationId,
      messageId,
      newEvent(AssistantAnswered, {
        ...base,
        answer: read.answer,
        sources: read.sources,
        unsure: read.unsure,
        model: result ? result.model.slice(0, 100) : NO_MODEL,
        simulated: result ? runtime.config.simulated.ai : false,
      }),
    );
    // A signed-in person's unsure answer goes to a human before the relay ends, so the chat shows the ticket.
    if (read.unsure && conversation.userId) await handOff(runtime, conversationId, 'unsure', null).catch((e: unknown) => runtime.logger.error({ err: e, conversationId }, 'passagem ao humano falhou'));
    await draft(read.answer, true);
    return read.unsure ? 'unsure' : 'answered';
  } catch (err) {
    if (err instanceof AiProviderError) return fail(err.kind);
    // Our own failure (database, store): BullMQ retries; after the last attempt the person is told, not left waiting.
    if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) return fail('unavailable');
    throw err;
  }
}

export const assistantWorkers: readonly JobWorker<AnswerJob>[] = [{ queue: ASSISTANT_QUEUE, concurrency: 2, process: answer }];
