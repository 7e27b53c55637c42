import type { Knex } from 'knex';
import type { Migration } from '../db/migrate';
import { appendBatchFunction, appendFunction } from './postgres-functions';

export { EVENT_ID_IN_OTHER_STREAM, WRONG_EXPECTED_VERSION } from './postgres-functions';

/** Whom an event is about, as SQL over es_events (the expression of the former es_events_subject index). */
const EVENT_SUBJECT = "COALESCE(data->>'subjectId', data->>'userId')";

// Catch-up readers walk the log in (transaction_id, global_position) order and stop below the oldest
// running transaction (ARCHITECTURE §3): global_position alone is handed out before commit, so a
// reader trusting it would skip rows that an older transaction commits later.
/** The explorer's former indexes on es_events (003, dropped by 006): a correlation id's and the time's. */
async function explorerIndexes(db: Knex, action: 'create' | 'drop'): Promise<void> {
  if (action === 'drop') {
    await db.raw('DROP STATISTICS IF EXISTS es_events_correlation_stats');
    await db.raw('DROP INDEX CONCURRENTLY IF EXISTS es_events_correlation');
    await db.raw('DROP INDEX CONCURRENTLY IF EXISTS es_events_recorded_at');
    return;
  }
  await db.raw(`CREATE INDEX CONCURRENTLY IF NOT EXISTS es_events_correlation ON es_events ((metadata->>'correlationId')) WHERE (metadata->>'correlationId') IS NOT NULL`);
  await db.raw(`CREATE STATISTICS IF NOT EXISTS es_events_correlation_stats ON ((metadata->>'correlationId')) FROM es_events`);
  await db.raw('CREATE INDEX CONCURRENTLY IF NOT EXISTS es_events_recorded_at ON es_events (recorded_at)');
}

const tables = [
  `CREATE TABLE es_streams (
     stream_id text PRIMARY KEY,
     version bigint NOT NULL
   )`,
  `CREATE TABLE es_events (
     global_position bigserial NOT NULL,
     transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
     stream_id text NOT NULL,
     stream_version bigint NOT NULL,
     event_id uuid NOT NULL UNIQUE,
     event_type text NOT NULL,
     schema_version integer NOT NULL,
     data jsonb NOT NULL,
     metadata jsonb NOT NULL DEFAULT '{}',
     recorded_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (stream_id, stream_version)
   )`,
  `CREATE UNIQUE INDEX es_events_log ON es_events (transaction_id, global_position)`,
  // A reader filtering on rare types jumps to them instead of walking the whole log.
  `CREATE INDEX es_events_type ON es_events (event_type, transaction_id, global_position)`,
];

export const eventStoreMigrations: Migration[] = [
  {
    name: 'event-store/001-create-event-store',
    async up(db) {
      for (const statement of [...tables, appendFunction]) await db.raw(statement);
    },
    async down(db) {
      await db.raw('DROP FUNCTION es_append(text, text, bigint, jsonb, uuid[], boolean, boolean)');
      await db.raw('DROP TABLE es_events, es_streams');
    },
  },
  {
    // The back office's timeline of one person: every event whose subject (`subjectId`, else
    // `userId` - whose key seals its personal fields) is that person, newest first, across streams.
    // Partial, so events about nobody (daily challenges, projections) add nothing to write; built
    // CONCURRENTLY so a large log keeps taking appends meanwhile (hence outside a transaction).
    name: 'event-store/002-subject-index',
    transaction: false,
    async up(db) {
      await db.raw(
        `CREATE INDEX CONCURRENTLY IF NOT EXISTS es_events_subject ON es_events ((${EVENT_SUBJECT}), global_position) WHERE ${EVENT_SUBJECT} IS NOT NULL`,
      );
    },
    async down(db) {
      await db.raw('DROP INDEX CONCURRENTLY IF EXISTS es_events_subject');
    },
  },
  {
    // The back office's events explorer pages the log in log order over es_events_log and
    // es_events_type, which exist already. Two filters need more: a correlation id is found through
    // a partial index holding only the events that carry one (no cost for the others), with
    // statistics on the expression so the planner knows how rare a value is (without them it walks
    // the whole log backwards); a time range through an index on recorded_at, whose inserts land on
    // the rightmost page like global_position's (recorded_at follows the log). Built CONCURRENTLY,
    // like the subject index, so a large log keeps taking appends meanwhile.
    name: 'event-store/003-explorer-indexes',
    transaction: false,
    async up(db) {
      await explorerIndexes(db, 'create');
    },
    async down(db) {
      await explorerIndexes(db, 'drop');
    },
  },
  {
    // The person timeline is a read model now (projections/src/timeline, on either event store):
    // nothing reads es_events by subject any more, so appends stop paying for the index.
    name: 'event-store/004-drop-subject-index',
    transaction: false,
    async up(db) {
      await db.raw('DROP INDEX CONCURRENTLY IF EXISTS es_events_subject');
    },
    async down(db) {
      await db.raw(
        `CREATE INDEX CONCURRENTLY IF NOT EXISTS es_events_subject ON es_events ((${EVENT_SUBJECT}), global_position) WHERE ${EVENT_SUBJECT} IS NOT NULL`,
      );
    },
  },
  {
    // Appends go through es_append_batch (group commit, conflicts as results); es_append is unused.
    name: 'event-store/005-append-batch',
    async up(db) {
      await db.raw(appendBatchFunction);
      await db.raw('DROP FUNCTION es_append(text, text, bigint, jsonb, uuid[], boolean, boolean)');
    },
    async down(db) {
      await db.raw(appendFunction);
      await db.raw('DROP FUNCTION es_append_batch(text[], text[], bigint[], jsonb, boolean, boolean)');
    },
  },
  {
    // The events explorer reads its own read model (projections/src/explorer, on either event
    // store): nothing filters es_events by correlation id or time any more, so appends stop paying
    // for those two indexes (issue 28).
    name: 'event-store/006-drop-explorer-indexes',
    transaction: false,
    async up(db) {
      await explorerIndexes(db, 'drop');
    },
    async down(db) {
      await explorerIndexes(db, 'create');
    },
  },
];
