// Shared set-up of the benchmarks: a database of their own with the platform's tables, and a fast
// loader of a synthetic log of the real catalogue.
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { catalogue } from '@piboost/events';
import { createDb, type Db } from '@piboost/backend/platform/db/knex';
import { migrate } from '@piboost/backend/platform/db/migrate';
import { platformMigrations, type Runtime } from '@piboost/backend/platform/runtime';
import { explorerProjection, ProjectionEngine } from '@piboost/projections';
import { PostgresEventStore } from '@piboost/backend/platform/event-store/postgres';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { generateSyntheticEvents } from './synthetic';

export interface BenchDatabase {
  database: TestDatabase;
  db: Db;
  close(): Promise<void>;
}

export async function benchDatabase(): Promise<BenchDatabase> {
  const database = await createTestDatabase('piboost_bench');
  const db = createDb(database.url, { poolMax: 20 });
  await migrate(db, platformMigrations);
  return {
    database,
    db,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}

const copyText = (value: string) => value.replace(/\\/g, '\\\\');

/**
 * Loads `count` synthetic events straight into the log with COPY, in transactions of about
 * `chunk` events - set-up only (appends are measured by append.bench.ts); the rows are exactly
 * what the store would have written, so every reader sees a normal log.
 */
export async function loadSyntheticLog(url: string, count: number, chunk = 50_000): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const versions = new Map<string, number>();
  let lines: string[] = [];
  // One COPY in flight while the next chunk is generated: the loader is Node-bound, and generating
  // and sending then overlap (10M events take minutes).
  let copying: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (lines.length === 0) return;
    const text = lines.join('');
    lines = [];
    await copying;
    copying = pipeline(
      Readable.from([text]),
      client.query(copyFrom('COPY es_events (stream_id, stream_version, event_id, event_type, schema_version, data, recorded_at) FROM STDIN')),
    );
    // Awaited by the next flush; until then a failure must not count as unhandled.
    copying.catch(() => {});
  };
  for (const batch of generateSyntheticEvents(count, { users: Math.max(100, Math.round(count / 100)) })) {
    let version = versions.get(batch.streamId) ?? 0;
    for (const event of batch.events) {
      version++;
      const schemaVersion = event.schemaVersion ?? catalogue.get(event.type)?.version ?? 1;
      lines.push(`${[batch.streamId, version, event.eventId ?? randomUUID(), event.type, schemaVersion, copyText(JSON.stringify(event.data)), batch.at.toISOString()].join('\t')}\n`);
    }
    versions.set(batch.streamId, version);
    if (lines.length >= chunk) await flush();
  }
  await flush();
  await copying;
  await client.query(`INSERT INTO es_streams (stream_id, version) SELECT stream_id, max(stream_version) FROM es_events GROUP BY stream_id`);
  await client.query('ANALYZE es_events');
  await client.end();
}

/** A bench database holding `total` synthetic events (the load time printed under `name`), and a plain client on it. */
export async function benchLog(name: string, total: number): Promise<{ bench: BenchDatabase; sql: pg.Client }> {
  const bench = await benchDatabase();
  const sql = new pg.Client({ connectionString: bench.database.url });
  await sql.connect();
  const started = performance.now();
  await loadSyntheticLog(bench.database.url, total);
  console.log(`${name}: loaded ${fmt(total)} synthetic events in ${fmt((performance.now() - started) / 1000, 1)} s`);
  return { bench, sql };
}

/** The events explorer's read model (events_explorer) built from the log by the projection engine, as a deploy does. */
export async function buildExplorerModel(url: string, db: Db): Promise<number> {
  const store = new PostgresEventStore(url, { upcast: catalogue });
  const engine = new ProjectionEngine({ db, store, projections: [explorerProjection], logger: { info() {}, warn() {}, error() {} } });
  const started = performance.now();
  try {
    await engine.rebuild(explorerProjection.name);
  } finally {
    await engine.stop();
    await store.close();
  }
  await db.raw('ANALYZE events_explorer');
  return (performance.now() - started) / 1000;
}

/** benchLog, then the explorer's read model built from it. */
export async function benchExplorerLog(name: string, total: number): Promise<{ bench: BenchDatabase; sql: pg.Client }> {
  const loaded = await benchLog(name, total);
  const seconds = await buildExplorerModel(loaded.bench.database.url, loaded.bench.db);
  console.log(`read model events_explorer built from the log in ${fmt(seconds, 1)} s`);
  return loaded;
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Mean and sample variance. */
export function meanAndVariance(xs: readonly number[]): { mean: number; variance: number } {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return { mean, variance: xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1) };
}

/**
 * Welch's t-test of two samples' means: t and its two-sided p-value, from the normal distribution
 * (samples of a hundred or more; erfc after Numerical Recipes' erfcc, relative error < 1.2e-7).
 */
export function welch(a: readonly number[], b: readonly number[]): { t: number; p: number } {
  const x = meanAndVariance(a);
  const y = meanAndVariance(b);
  const t = (x.mean - y.mean) / Math.sqrt(x.variance / a.length + y.variance / b.length);
  const z = Math.abs(t) / Math.SQRT2;
  const k = 1 / (1 + 0.5 * z);
  const erfc = k * Math.exp(-z * z - 1.26551223 + k * (1.00002368 + k * (0.37409196 + k * (0.09678418 + k * (-0.18628806 + k * (0.27886807 + k * (-1.13520398 + k * (1.48851587 + k * (-0.82215223 + k * 0.17087277)))))))));
  return { t, p: erfc };
}

/** True when the module is run directly (npx tsx tests/bench/x.bench.ts), not imported by run.ts. */
export function isMain(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && moduleUrl === new URL(`file://${process.argv[1]}`).href;
}

/** `requests` timings of `run` in ms, sorted, after `warmup` untimed runs. */
export async function sampleTimes(run: () => Promise<unknown>, requests: number, warmup = 20): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  return samples.sort((a, b) => a - b);
}

/**
 * Projects everything appended so far, then stops the projector - an API process runs none (main.ts
 * roles), so nothing else shares the event loop while timing - and refreshes the planner's statistics.
 * Returns the seconds it took.
 */
export async function projectAll(runtime: Runtime): Promise<number> {
  const started = performance.now();
  const engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, logger: runtime.logger });
  try {
    await engine.start();
    await engine.waitFor((await runtime.store.headPosition())!);
  } finally {
    await engine.stop();
  }
  await runtime.db.raw('VACUUM ANALYZE');
  return (performance.now() - started) / 1000;
}

export interface MemoryPeaks {
  /** Highest resident set size and V8 heap in use seen while `run` ran, in MB. */
  rssMb: number;
  heapMb: number;
}

/**
 * Runs `run` while sampling the process's memory every 50 ms: the peaks show whether a phase holds
 * memory that grows with the log (issue 16 item 6: it must stay flat from 1M to 10M events).
 */
export async function withMemoryPeaks<T>(run: () => Promise<T>): Promise<{ result: T; peaks: MemoryPeaks }> {
  const peaks = { rssMb: 0, heapMb: 0 };
  const sample = () => {
    const usage = process.memoryUsage();
    peaks.rssMb = Math.max(peaks.rssMb, usage.rss / 2 ** 20);
    peaks.heapMb = Math.max(peaks.heapMb, usage.heapUsed / 2 ** 20);
  };
  sample();
  const timer = setInterval(sample, 50);
  try {
    const result = await run();
    sample();
    return { result, peaks };
  } finally {
    clearInterval(timer);
  }
}

export const fmtPeaks = (p: MemoryPeaks) => `peak RSS ${fmt(p.rssMb)} MB, heap ${fmt(p.heapMb)} MB`;
