import type { Knex } from 'knex';
import type { EventStore, NewEvent, Position } from '@piboost/events';
import { createDb } from '@piboost/backend/platform/db/knex';
import { migrate } from '@piboost/backend/platform/db/migrate';
import { PostgresEventStore, eventStoreMigrations } from '@piboost/backend/platform/event-store/postgres';
import { engineMigrations } from '@piboost/projections/engine/migrations';
import type { EngineLogger } from '@piboost/projections/engine/logger';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { COUNTED } from './stream-counts';

export interface TestEnv {
  url: string;
  db: Knex;
  store: PostgresEventStore;
  close(): Promise<void>;
}

/** A fresh database with the event store and the engine tables. */
export async function createTestEnv(): Promise<TestEnv> {
  const database: TestDatabase = await createTestDatabase('piboost_projections');
  const db = createDb(database.url, { applicationName: 'projections-test' });
  try {
    await migrate(db, [...eventStoreMigrations, ...engineMigrations]);
  } catch (error) {
    await db.destroy();
    await database.drop();
    throw error;
  }
  const store = new PostgresEventStore(database.url, { pollIntervalMs: 100 });
  return {
    url: database.url,
    db,
    store,
    async close() {
      await store.close();
      await db.destroy();
      await database.drop();
    },
  };
}

/** Appends `perStream` events (default: counted) to each of `streams` streams, `chunk` events per append; returns the last position. */
export async function appendCounted(
  store: EventStore,
  options: { streams: number; perStream: number; chunk?: number; prefix?: string; type?: string },
): Promise<Position> {
  const chunk = options.chunk ?? 100;
  let last = '';
  for (let s = 0; s < options.streams; s++) {
    const streamId = `${options.prefix ?? 'counter'}-${s}`;
    for (let i = 0; i < options.perStream; i += chunk) {
      const events: NewEvent[] = [];
      for (let j = i; j < Math.min(i + chunk, options.perStream); j++) events.push({ type: options.type ?? COUNTED, data: { n: j } });
      ({ position: last } = await store.append(streamId, events));
    }
  }
  return last;
}

/** Events of these types per stream as the store holds them: what a correct stream_counts build contains. */
export async function expectedCounts(db: Knex, types: readonly string[] = [COUNTED]): Promise<Record<string, number>> {
  const rows = await db('es_events').whereIn('event_type', types).groupBy('stream_id').select('stream_id', db.raw('count(*)::int AS n'));
  return Object.fromEntries(rows.map((r) => [r.stream_id, r.n]));
}

export async function projectedCounts(db: Knex, relation: string): Promise<Record<string, number>> {
  const rows = await db(relation).select('stream_id', 'events');
  return Object.fromEntries(rows.map((r) => [r.stream_id, r.events]));
}

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  message: string;
  details: object;
}

/** Keeps the engine's log lines for assertions instead of printing them. */
export function recordingLogger(lines: LogLine[]): EngineLogger {
  return {
    info: (details, message) => lines.push({ level: 'info', message, details }),
    warn: (details, message) => lines.push({ level: 'warn', message, details }),
    error: (details, message) => lines.push({ level: 'error', message, details }),
  };
}
