import type { Knex } from 'knex';
import type { RecordedEvent } from '@piboost/events';

/**
 * Where a projection writes. Each build of a projection owns physical tables (e.g. `users__b3`);
 * readers always query the logical name (`users`), a view the engine repoints atomically when a
 * rebuild is switched in (ARCHITECTURE §4, zero-downtime rebuild).
 */
export interface ProjectionTarget {
  /** The transaction of this batch: rows and checkpoint commit together. */
  trx: Knex.Transaction;
  /** Physical name of a logical table for the build being written. */
  table(logical: string): string;
}

/** An index's name: its table's physical name and a suffix, so each build's table has its own. */
export const indexName = (table: string, suffix: string) => `${table.replace(/\W/g, '_')}_${suffix}`;

export interface Projection {
  /** Stable name, e.g. 'users'. */
  name: string;
  /** Bump when the shape or the fold changes: the engine then rebuilds it beside the serving one. */
  version: number;
  /** Only these event types are read for it. */
  eventTypes: readonly string[];
  /** Logical table names it owns (each becomes a view over the active build's physical table). */
  tables: readonly string[];
  /** Creates the physical tables and indexes of one build. */
  createTables(db: Knex, table: (logical: string) => string): Promise<void>;
  /** Folds a batch in memory, then writes it in bulk. Throwing marks the batch for dead-letter isolation. */
  applyBatch(events: readonly RecordedEvent[], target: ProjectionTarget): Promise<void>;
}
