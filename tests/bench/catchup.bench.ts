// Catch-up read of the whole PostgreSQL event log through the store (readAll in big pages, events
// parsed into RecordedEvent objects) beside a COPY of the same rows in the same order to the client
// (pg-copy-streams, bytes only: the limit) in the same run.
// The memory peaks of the read must not grow with the log (scale.bench.ts runs it at 1M and 10M).
// Then EXPLAIN (ANALYZE, BUFFERS) of the catch-up statement and of the COPY's SELECT (issue 28: the gap).
// Run: node --max-semi-space-size=64 --import tsx tests/bench/catchup.bench.ts [events=1000000] [page=10000] [--no-explain]
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { createDb } from '@piboost/backend/platform/db/knex';
import { migrate } from '@piboost/backend/platform/db/migrate';
import { PostgresEventStore, eventStoreMigrations } from '@piboost/backend/platform/event-store/postgres';
import { decodePosition, eventColumns, readAllSql } from '@piboost/backend/platform/event-store/postgres-log';
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
  await untilLogReadable(pool);
}

/**
 * The catch-up rule reads nothing past the oldest open transaction of the whole server, and the
 * server is shared (other sessions' long transactions): waits until every loaded event is
 * readable, so that a measured read sees them all.
 */
export async function untilLogReadable(pool: pg.Pool): Promise<void> {
  while (!(await pool.query(`SELECT pg_snapshot_xmin(pg_current_snapshot()) > (SELECT max(transaction_id) FROM es_events) AS ok`)).rows[0].ok) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const copyColumns = ['transaction_id', 'global_position', 'stream_id', 'stream_version', 'event_id', 'event_type', 'schema_version', 'data', 'metadata', 'recorded_at'];
const copySql = `SELECT ${copyColumns.join(', ')} FROM es_events ORDER BY transaction_id, global_position`;
const copyText = copyColumns.map((c) => `e.${c}::text`).join(', ');

/**
 * Issue 28: where the server's time goes, for the gap to COPY - EXPLAIN (ANALYZE, BUFFERS) of the
 * catch-up statement for the page in the middle of the log, and of the SELECT the COPY runs.
 */
export async function explainCatchUp(pool: pg.Pool, pageSize: number): Promise<string> {
  const middle = await pool.query<{ position: string }>(
    `SELECT lpad(transaction_id::text, 20, '0') || '-' || lpad(global_position::text, 19, '0') AS position
       FROM es_events ORDER BY transaction_id, global_position OFFSET (SELECT count(*) / 2 FROM es_events) LIMIT 1`,
  );
  const explain = async (sql: string, values: unknown[]) =>
    (await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, values)).rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n');
  return (
    `EXPLAIN (ANALYZE, BUFFERS) of the catch-up statement, page of ${pageSize.toLocaleString('en-US')} from the middle of the log:\n` +
    `${await explain(readAllSql(undefined), [...decodePosition(middle.rows[0]!.position), pageSize])}\n` +
    `EXPLAIN (ANALYZE, BUFFERS) of the COPY's SELECT (the whole log):\n${await explain(copySql, [])}\n` +
    // EXPLAIN runs no output functions: the COPY's text of each column is not in its time, while the
    // catch-up's position, JSON text and epoch are (they are expressions). The same scan with the
    // COPY's text as expressions, then with the catch-up's columns, shows what each spelling costs.
    `EXPLAIN (ANALYZE, BUFFERS) of the whole log with the COPY's text as expressions:\n` +
    `${await explain(`SELECT ${copyText} FROM es_events e ORDER BY e.transaction_id, e.global_position`, [])}\n` +
    `EXPLAIN (ANALYZE, BUFFERS) of the whole log with the catch-up's columns:\n` +
    `${await explain(`SELECT ${eventColumns} FROM es_events e ORDER BY e.transaction_id, e.global_position`, [])}`
  );
}

/** Rows per second of a COPY of the whole log, in log order, to this process (bytes only: the limit). */
export async function copyRate(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    const started = performance.now();
    const stream = client.query(
      copyTo(`COPY (${copySql}) TO STDOUT`),
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

export async function main(total = 1_000_000, pageSize = 10_000, explain = true): Promise<CatchUpFigures> {
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
        `reference COPY TO STDOUT same run: ${fmt(copied)} rows/s | ${(readRate / copied).toFixed(2)}x COPY | ` +
        `issue 28 target >= 0.8x (ARCHITECTURE: >= 0.6x, >= 150,000)`,
    );
    if (explain) console.log(await explainCatchUp(pool, pageSize));
    return { events: total, readRate, copyRate: copied, readPeaks: peaks };
  } finally {
    await store.close();
    await pool.end();
    await database.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [events, page] = process.argv.slice(2).filter((a) => a !== '--no-explain');
  const figures = await main(Number(events ?? 1_000_000), Number(page ?? 10_000), !process.argv.includes('--no-explain'));
  if (process.env.BENCH_JSON) console.log(`BENCH_JSON ${JSON.stringify(figures)}`);
}
