// assistant_conversations: one row per conversation with the support assistant, for the back
// office's list: who (the user, or a visitor), when, how many questions, how many answers were
// unsure or failed, and the ticket it was handed to. Counts and ids only: the words stay sealed in
// the events and are opened when staff open one conversation.
import {
  AssistantAnswered,
  AssistantAnswerFailed,
  AssistantConversationStarted,
  AssistantHandedOff,
  AssistantQuestionAsked,
  isEvent,
  type RecordedEvent,
} from '@piboost/events';
import { indexName, type Projection, type ProjectionTarget } from '../engine/projection';

async function createTables(db: Parameters<Projection['createTables']>[0], table: (logical: string) => string) {
  const t = table('assistant_conversations');
  await db.raw(
    `CREATE TABLE ?? (
      id uuid PRIMARY KEY,
      user_id uuid,
      started_at timestamptz NOT NULL,
      last_at timestamptz NOT NULL,
      questions integer NOT NULL DEFAULT 0,
      answered integer NOT NULL DEFAULT 0,
      unsure integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      ticket_number text,
      inbox_item_id uuid,
      handoff_reason text
    )`,
    [t],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (last_at DESC)`, [indexName(t, 'last'), t]);
}

async function apply(e: RecordedEvent, trx: ProjectionTarget['trx'], t: string) {
  const at = e.recordedAt;
  if (isEvent(e, AssistantConversationStarted)) {
    await trx(t).insert({ id: e.data.conversationId, user_id: e.data.userId, started_at: at, last_at: at }).onConflict('id').ignore();
  } else if (isEvent(e, AssistantQuestionAsked)) {
    await trx(t).where({ id: e.data.conversationId }).update({ questions: trx.raw('questions + 1'), last_at: at });
  } else if (isEvent(e, AssistantAnswered)) {
    await trx(t)
      .where({ id: e.data.conversationId })
      .update({ answered: trx.raw('answered + 1'), unsure: trx.raw(`unsure + ${e.data.unsure ? 1 : 0}`), last_at: at });
  } else if (isEvent(e, AssistantAnswerFailed)) {
    await trx(t).where({ id: e.data.conversationId }).update({ failed: trx.raw('failed + 1'), last_at: at });
  } else if (isEvent(e, AssistantHandedOff)) {
    await trx(t).where({ id: e.data.conversationId }).update({ ticket_number: e.data.ticketNumber, inbox_item_id: e.data.itemId, handoff_reason: e.data.reason, last_at: at });
  }
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget) {
  const t = table('assistant_conversations');
  for (const e of events) await apply(e, trx, t);
}

export const assistantConversationsProjection: Projection = {
  name: 'assistant_conversations',
  version: 1,
  eventTypes: [AssistantConversationStarted, AssistantQuestionAsked, AssistantAnswered, AssistantAnswerFailed, AssistantHandedOff].map((d) => d.type),
  tables: ['assistant_conversations'],
  createTables,
  applyBatch,
};
