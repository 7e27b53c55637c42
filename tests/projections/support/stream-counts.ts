import type { Projection } from '@piboost/projections/engine/projection';
import type { RecordedEvent } from '@piboost/events';

export const COUNTED = 'TestCounted';
export const TALLIED = 'TestTallied';

export interface StreamCountsOptions {
  name?: string;
  version?: number;
  /** What it counts (default: COUNTED). */
  eventTypes?: readonly string[];
  /** Events for which applyBatch throws (checked on every apply, so a test can cure them). */
  poison?: (event: RecordedEvent) => boolean;
  /** Awaited before each batch with the physical table written, e.g. to hold a rebuild mid-way. */
  beforeBatch?: (table: string, events: readonly RecordedEvent[]) => Promise<void>;
  /** v2 adds a column, to exercise a shape change. */
  withFirstPosition?: boolean;
}

/**
 * Events per stream, a fold whose result does not depend on batch boundaries or on the order a
 * retried dead letter lands in - what the engine tests need to compare builds.
 */
export function streamCounts(options: StreamCountsOptions = {}): Projection {
  const name = options.name ?? 'stream_counts';
  return {
    name,
    version: options.version ?? 1,
    eventTypes: options.eventTypes ?? [COUNTED],
    tables: [name],
    async createTables(db, table) {
      await db.schema.createTable(table(name), (t) => {
        t.text('stream_id').primary();
        t.integer('events').notNullable();
        t.bigInteger('last_version').notNullable();
        t.text('last_position').notNullable();
        if (options.withFirstPosition) t.text('first_position').notNullable();
      });
    },
    async applyBatch(events, { trx, table }) {
      const physical = table(name);
      await options.beforeBatch?.(physical, events);
      const rows = new Map<string, { events: number; lastVersion: bigint; lastPosition: string; firstPosition: string }>();
      for (const event of events) {
        if (options.poison?.(event)) throw new Error(`evento envenenado ${event.eventId}`);
        const row = rows.get(event.streamId);
        if (!row) {
          rows.set(event.streamId, { events: 1, lastVersion: event.streamVersion, lastPosition: event.position, firstPosition: event.position });
          continue;
        }
        row.events++;
        if (event.streamVersion > row.lastVersion) row.lastVersion = event.streamVersion;
        if (event.position > row.lastPosition) row.lastPosition = event.position;
        if (event.position < row.firstPosition) row.firstPosition = event.position;
      }
      const values = [...rows.entries()];
      const columns = ['stream_id', 'events', 'last_version', 'last_position', ...(options.withFirstPosition ? ['first_position'] : [])];
      await trx.raw(
        `INSERT INTO ?? AS t (${columns.join(', ')})
         SELECT * FROM unnest(?::text[], ?::int[], ?::bigint[], ?::text[]${options.withFirstPosition ? ', ?::text[]' : ''})
         ON CONFLICT (stream_id) DO UPDATE SET
           events = t.events + excluded.events,
           last_version = greatest(t.last_version, excluded.last_version),
           last_position = greatest(t.last_position, excluded.last_position)
           ${options.withFirstPosition ? ', first_position = least(t.first_position, excluded.first_position)' : ''}`,
        [
          physical,
          values.map(([id]) => id),
          values.map(([, r]) => r.events),
          values.map(([, r]) => r.lastVersion.toString()),
          values.map(([, r]) => r.lastPosition),
          ...(options.withFirstPosition ? [values.map(([, r]) => r.firstPosition)] : []),
        ],
      );
    },
  };
}

/** Three projections over overlapping types, for rebuilds that share one read of the log. */
export function mixedCounts(options: { counted?: StreamCountsOptions; tallied?: StreamCountsOptions; both?: StreamCountsOptions } = {}): Projection[] {
  return [
    streamCounts({ name: 'counted', eventTypes: [COUNTED], ...options.counted }),
    streamCounts({ name: 'tallied', eventTypes: [TALLIED], ...options.tallied }),
    streamCounts({ name: 'both_counts', eventTypes: [COUNTED, TALLIED], ...options.both }),
  ];
}
