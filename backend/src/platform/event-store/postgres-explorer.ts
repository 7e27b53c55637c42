// The PostgreSQL log as the back office's events explorer reads it (operations/events.ts): the
// store's own table with the explorer's field names, and the planner's estimate of its size. The
// explorer filters, pages and counts over this query; only the store names its table (issue 22 item 3).
import type { Knex } from 'knex';

/**
 * The log with the explorer's field names, as a query builder to select from (`db.from(...as('e'))`):
 * PostgreSQL flattens it into the outer query, so the log's indexes serve its filters and keyset pages.
 */
export function logForExplorer(db: Knex): Knex.QueryBuilder {
  return db('es_events').select(
    'event_id as id',
    'transaction_id',
    'global_position',
    db.raw(`lpad(transaction_id::text, 20, '0') || '-' || lpad(global_position::text, 19, '0') AS position`),
    'stream_id',
    'stream_version',
    'event_type as type',
    'schema_version',
    'recorded_at',
    db.raw(`metadata->>'correlationId' AS correlation_id`),
    'data',
    'metadata',
  );
}

/** How many events the log holds, as the planner estimates it (a count of millions would cost more). */
export async function estimatedLogSize(db: Knex): Promise<number> {
  const { rows } = await db.raw<{ rows: { n: number }[] }>(`SELECT reltuples::bigint AS n FROM pg_class WHERE oid = 'es_events'::regclass`);
  return Number(rows[0]?.n ?? 0);
}
