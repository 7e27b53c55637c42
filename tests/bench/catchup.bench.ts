// Catch-up read of the whole PostgreSQL event log through the store (readAll in big pages, events
// parsed into RecordedEvent objects) beside a COPY of the same rows in the same order to the client
// (pg-copy-streams, bytes only: the limit) in the same run.
// The memory peaks of the read must not grow with the log (scale.bench.ts runs it at 1M and 10M).
// Run: npx tsx tests/bench/catchup.bench.ts [events=1000000] [page=10000]
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { createDb } from '@piboost/backend/platform/db/knex';
import { migrate } from '@piboost/backend/platform/db/migrate';
import { PostgresEventStore, eventStoreMigrations } from '@piboost/backend/platform/event-store/postgres';
import { createTestDatabase } from '../support/db';
import { fmtPeaks, withMemoryPeaks, type MemoryPeaks } from './support';

const streams = 50_000;
const chunk = 100_000;

/** `total` events over 50,000 streams, straight into es_events (set-up, not measured). */
export async function loadCatchUpLog(pool: pg.Pool, total: number): Promise<void> {
  // Chunked: one long transaction would hold back every catch-up reader (ARCHITECTURE §3).
  for (let from = 0; from < total; from += chunk) {
    await pool.query(
      `INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
       SELECT 'user-' || (i % $3), i / $3 + 1, gen_random_uuid(),
              (ARRAY['XpAwarded', 'SignedIn', 'LevelReached', 'StreakExtended'])[1 + i % 4], 1,
              jsonb_build_object('userId', 'user-' || (i % $3), 'amount', i % 50, 'reason', 'daily_login',
                                 'awardedAt', '2026-03-01T12:00:00.000Z'),
              jsonb_build_object('correlationId', gen_random_uuid(), 'actorId', 'user-' || (i % $3))
         FROM generate_series($1::int, $2::int) i`,
      [from, Math.min(from + chunk, total) - 1, streams],
    );
  }
  await pool.query('INSERT INTO es_streams SELECT stream_id, max(stream_version) FROM es_events GROUP BY stream_id');
  await pool.query('VACUUM ANALYZE es_events');
}

/** Rows per second of a COPY of the whole log, in log order, to this process (bytes only: the limit). */
export async function copyRate(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    const started = performance.now();
    const stream = client.query(
      copyTo(`COPY (SELECT transaction_id, global_position, stream_id, stream_version, event_id, event_type, schema_version,
                           data, metadata, recorded_at
                      FROM es_events ORDER BY transaction_id, global_position) TO STDOUT`),
    );
    await pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() }));
    return stream.rowCount / ((performance.now() - started) / 1000);
  } finally {
    client.release();
  }
}

export interface CatchUpFigures {
  events: number;
  readRate: number;
  copyRate: number;
  readPeaks: MemoryPeaks;
}

export async function main(total = 1_000_000, pageSize = 10_000): Promise<CatchUpFigures> {
  const database = await createTestDatabase('piboost_bench');
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // Dropping the database (WITH FORCE) can reach a connection pool.end() is still closing.
  pool.on('error', () => {});
  const store = new PostgresEventStore(pool);
  try {
    const db = createDb(database.url);
    await migrate(db, eventStoreMigrations);
    await db.destroy();
    await loadCatchUpLog(pool, total);

    const copy = () => copyRate(pool);
    await copy(); // warms the cache for both

    const started = performance.now();
    const { result: read, peaks } = await withMemoryPeaks(async () => {
      let count = 0;
      for (let after: string | null = null; ; ) {
        const page = await store.readAll({ after, maxCount: pageSize });
        count += page.events.length;
        after = page.checkpoint;
        if (page.events.length < pageSize) break;
      }
      return count;
    });
    const readRate = read / ((performance.now() - started) / 1000);
    if (read !== total) throw new Error(`read ${read} of ${total} events`);
    const copied = await copy();

    const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
    console.log(
      `catch-up readAll (pages of ${fmt(pageSize)}) over ${fmt(total)} events: ${fmt(readRate)} events/s (${fmtPeaks(peaks)}) | ` +
        `reference COPY TO STDOUT: ${fmt(copied)} rows/s | ${(readRate / copied).toFixed(2)}x COPY; target >= 0.6x, >= 150,000`,
    );
    return { events: total, readRate, copyRate: copied, readPeaks: peaks };
  } finally {
    await store.close();
    await pool.end();
    await database.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await main(Number(process.argv[2] ?? 1_000_000), Number(process.argv[3] ?? 10_000));
  if (process.env.BENCH_JSON) console.log(`BENCH_JSON ${JSON.stringify(figures)}`);
}
