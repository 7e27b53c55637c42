// events_explorer: the back office's events explorer reads this, not the store's table (issue 28):
// every event of the log with what the explorer lists and filters on - its position (log order),
// type, stream, correlation id and time - and its data and metadata as stored, so sealed personal
// fields stay sealed (the explorer shows them so) and the read model holds nothing the log does not;
// an erased person's rows keep only ciphertext nobody can open (as person_timeline). Built from the
// log on either event store, so the explorer works on KurrentDB too, and es_events no longer pays
// at each append for indexes only the explorer used.
import type { Knex } from 'knex';
import { catalogue, type RecordedEvent } from '@piboost/events';
import { indexName, type Projection, type ProjectionTarget } from '../engine/projection';

async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  const t = table('events_explorer');
  // Positions are opaque strings that sort in log order byte by byte (both adapters zero-pad them):
  // every page is a keyset page on position, newest first, alone or after one filter's column.
  await db.raw(
    `CREATE TABLE ?? (
      position text COLLATE "C" PRIMARY KEY,
      event_id uuid NOT NULL,
      stream_id text NOT NULL,
      stream_version bigint NOT NULL,
      event_type text NOT NULL,
      schema_version int NOT NULL,
      correlation_id text,
      recorded_at timestamptz NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL
    )`,
    [t],
  );
  await db.raw(`CREATE UNIQUE INDEX ?? ON ?? (event_id)`, [indexName(t, 'event'), t]);
  await db.raw(`CREATE INDEX ?? ON ?? (event_type, position)`, [indexName(t, 'type'), t]);
  await db.raw(`CREATE INDEX ?? ON ?? (stream_id, position)`, [indexName(t, 'stream'), t]);
  // Only the events that carry a correlation id (most projections' and jobs' events do not).
  await db.raw(`CREATE INDEX ?? ON ?? (correlation_id, position) WHERE correlation_id IS NOT NULL`, [indexName(t, 'correlation'), t]);
  await db.raw(`CREATE INDEX ?? ON ?? (recorded_at)`, [indexName(t, 'recorded_at'), t]);
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget): Promise<void> {
  if (events.length === 0) return;
  const column = (value: (e: RecordedEvent) => unknown) => events.map(value) as Knex.Value;
  await trx.raw(
    `INSERT INTO ?? (position, event_id, stream_id, stream_version, event_type, schema_version, correlation_id, recorded_at, data, metadata)
     SELECT * FROM unnest(?::text[], ?::uuid[], ?::text[], ?::bigint[], ?::text[], ?::int[], ?::text[], ?::timestamptz[], ?::jsonb[], ?::jsonb[])
     ON CONFLICT (position) DO NOTHING`,
    [
      table('events_explorer'),
      column((e) => e.position),
      column((e) => e.eventId),
      column((e) => e.streamId),
      column((e) => e.streamVersion.toString()),
      column((e) => e.type),
      column((e) => e.schemaVersion),
      column((e) => (typeof e.metadata.correlationId === 'string' ? e.metadata.correlationId : null)),
      column((e) => e.recordedAt.toISOString()),
      column((e) => JSON.stringify(e.data)),
      column((e) => JSON.stringify(e.metadata)),
    ],
  );
}

export const explorerProjection: Projection = {
  name: 'events_explorer',
  version: 1,
  eventTypes: catalogue.types,
  tables: ['events_explorer'],
  createTables,
  applyBatch,
};
