import type pg from 'pg';
import type { Catalogue, EventStore } from '@piboost/events';
import { PostgresEventStore } from './postgres';

export { PostgresEventStore, eventStoreMigrations, encodePosition, type PostgresEventStoreOptions } from './postgres';
// Types only: the KurrentDB client (gRPC and a native addon) loads only when it is chosen.
import type { KurrentDbEventStoreOptions } from './kurrentdb';
export type { KurrentDbEventStore, KurrentDbEventStoreOptions } from './kurrentdb';

export interface EventStoreConfig {
  /** KurrentDB wins when set (production option); otherwise PostgreSQL, the default. */
  kurrentDbUrl?: string;
  /** KurrentDB: the node that serves catch-up reads (the leader keeps appends and stream reads). */
  kurrentDbCatchUpNode?: KurrentDbEventStoreOptions['catchUpNode'];
  /** PostgreSQL: a pool the caller keeps and ends, or a connection string for a pool the store owns. */
  pool?: pg.Pool;
  databaseUrl?: string;
  catalogue?: Catalogue;
  onPoolError?: (error: Error) => void;
}

/** The PostgreSQL adapter needs eventStoreMigrations applied first. */
export async function createEventStore(config: EventStoreConfig): Promise<EventStore> {
  if (config.kurrentDbUrl) {
    const { KurrentDbEventStore } = await import('./kurrentdb');
    return new KurrentDbEventStore(config.kurrentDbUrl, { upcast: config.catalogue, catchUpNode: config.kurrentDbCatchUpNode });
  }
  const source = config.pool ?? config.databaseUrl;
  if (!source) throw new Error('createEventStore: set databaseUrl, pool or kurrentDbUrl');
  return new PostgresEventStore(source, { upcast: config.catalogue, onPoolError: config.onPoolError });
}
