// inbox_satisfaction (issue 29 item 4): one row per rated ticket - the score, the agent who had the
// ticket when it was closed, the instant - for the back office's CSAT per agent and per week. The
// comment keeps the envelope stored in the event (sealed with the person's key), gone at erasure.
import type { Knex } from 'knex';
import { InboxSatisfactionRated, isEvent, SubjectShredded, type RecordedEvent } from '@piboost/events';
import { indexName, type Projection, type ProjectionTarget } from '../engine/projection';

async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  const t = table('inbox_satisfaction');
  await db.raw(
    `CREATE TABLE ?? (
      item_id uuid PRIMARY KEY,
      subject_id uuid NOT NULL,
      assignee_id uuid,
      score smallint NOT NULL,
      comment text,
      rated_at timestamptz NOT NULL
    )`,
    [t],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (rated_at)`, [indexName(t, 'rated'), t]);
  await db.raw(`CREATE INDEX ?? ON ?? (subject_id)`, [indexName(t, 'subject'), t]);
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget): Promise<void> {
  const t = table('inbox_satisfaction');
  for (const e of events) {
    if (isEvent(e, InboxSatisfactionRated)) {
      await trx(t)
        .insert({ item_id: e.data.itemId, subject_id: e.data.subjectId, assignee_id: e.data.assigneeId, score: e.data.score, comment: e.data.comment, rated_at: e.recordedAt })
        .onConflict('item_id')
        .ignore();
    } else if (isEvent(e, SubjectShredded)) {
      await trx(t).where({ subject_id: e.data.subjectId }).update({ comment: null });
    }
  }
}

export const inboxSatisfactionProjection: Projection = {
  name: 'inbox_satisfaction',
  version: 1,
  eventTypes: [InboxSatisfactionRated.type, SubjectShredded.type],
  tables: ['inbox_satisfaction'],
  createTables,
  applyBatch,
};
