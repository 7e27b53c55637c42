// person_timeline: every event about a person, across all their streams (account, registration,
// gamification, subscription, inbox...), for the back office's timeline. "About a person" is the
// event's subject - `subjectId`, else `userId` - the same field that chooses whose key seals its
// personal fields. Rows keep the data as stored: sealed fields stay sealed (the back office shows
// them as such), so the read model holds nothing the log does not, and an erased person's rows keep
// only ciphertext nobody can open. Built from the log on either event store (it replaces reading
// es_events directly, which the KurrentDB topology does not have).
import type { Knex } from 'knex';
import { catalogue, piiSubject, type RecordedEvent } from '@piboost/events';
import { indexName, type Projection, type ProjectionTarget } from '../engine/projection';

export interface TimelineRow {
  event_id: string;
  subject_id: string;
  position: string;
  event_type: string;
  stream_id: string;
  schema_version: number;
  data: Record<string, unknown>;
  actor_id: string | null;
  recorded_at: Date;
}

/** The timeline row of an event, or null when it is about nobody in particular. */
export function timelineRow(e: RecordedEvent): TimelineRow | null {
  const subject = piiSubject(e.data);
  if (!subject) return null;
  return {
    event_id: e.eventId,
    subject_id: subject.toLowerCase(),
    position: e.position,
    event_type: e.type,
    stream_id: e.streamId,
    schema_version: e.schemaVersion,
    data: e.data as Record<string, unknown>,
    actor_id: typeof e.metadata.actorId === 'string' ? e.metadata.actorId : null,
    recorded_at: e.recordedAt,
  };
}

async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  const t = table('person_timeline');
  // Positions are opaque strings that sort in log order byte by byte (both adapters zero-pad them).
  await db.raw(
    `CREATE TABLE ?? (
      event_id uuid PRIMARY KEY,
      subject_id text NOT NULL,
      position text COLLATE "C" NOT NULL,
      event_type text NOT NULL,
      stream_id text NOT NULL,
      schema_version int NOT NULL,
      data jsonb NOT NULL,
      actor_id text,
      recorded_at timestamptz NOT NULL
    )`,
    [t],
  );
  // Every read is one person's events, newest first, optionally of some types.
  await db.raw(`CREATE INDEX ?? ON ?? (subject_id, position DESC)`, [indexName(t, 'subject'), t]);
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget): Promise<void> {
  const rows = events.map(timelineRow).filter((r): r is TimelineRow => r !== null);
  if (rows.length === 0) return;
  const column = <K extends keyof TimelineRow>(key: K, cast: (v: TimelineRow[K]) => unknown = (v) => v) => rows.map((r) => cast(r[key])) as Knex.Value;
  await trx.raw(
    `INSERT INTO ?? (event_id, subject_id, position, event_type, stream_id, schema_version, data, actor_id, recorded_at)
     SELECT * FROM unnest(?::uuid[], ?::text[], ?::text[], ?::text[], ?::text[], ?::int[], ?::jsonb[], ?::text[], ?::timestamptz[])
     ON CONFLICT (event_id) DO NOTHING`,
    [
      table('person_timeline'),
      column('event_id'),
      column('subject_id'),
      column('position'),
      column('event_type'),
      column('stream_id'),
      column('schema_version'),
      column('data', (d) => JSON.stringify(d)),
      column('actor_id'),
      column('recorded_at', (d) => d.toISOString()),
    ],
  );
}

export const timelineProjection: Projection = {
  name: 'person_timeline',
  version: 1,
  eventTypes: catalogue.types,
  tables: ['person_timeline'],
  createTables,
  applyBatch,
};
