// Folding a simple projection with the engine (rebuild: catch-up read + batch apply + checkpoint in
// one transaction per batch) beside the catch-up read alone, on the same log in the same run.
// Run: npx tsx tests/bench/projection-engine.bench.ts [events=500000] [batch=5000] [streams=1000]
import { createDb } from '@piboost/backend/platform/db/knex';
import { migrate } from '@piboost/backend/platform/db/migrate';
import { PostgresEventStore, eventStoreMigrations } from '@piboost/backend/platform/event-store/postgres';
import { engineMigrations } from '@piboost/projections/engine/migrations';
import { ProjectionEngine } from '@piboost/projections/engine/runner';
import { createTestDatabase } from '../support/db';
import { COUNTED, streamCounts } from '../projections/support/stream-counts';

const total = Number(process.argv[2] ?? 500_000);
const batchSize = Number(process.argv[3] ?? 5000);
// Events per stream decide how much a batch folds: 1000 streams = 5 events per row per batch of 5000.
const streams = Number(process.argv[4] ?? 1000);

const database = await createTestDatabase('piboost_bench');
const db = createDb(database.url);
const store = new PostgresEventStore(database.url);
try {
  await migrate(db, [...eventStoreMigrations, ...engineMigrations]);
  // Chunked: one long transaction would hold back every catch-up reader (ARCHITECTURE §3).
  for (let from = 0; from < total; from += 100_000) {
    await db.raw(
      `INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data)
       SELECT 'counter-' || (i % ${streams}), i / ${streams} + 1, gen_random_uuid(), ?, 1, jsonb_build_object('n', i)
         FROM generate_series(?::int, ?::int) i`,
      [COUNTED, from, Math.min(from + 100_000, total) - 1],
    );
  }
  await db.raw('ANALYZE es_events');

  let started = performance.now();
  let read = 0;
  for (let after: string | null = null; ; ) {
    const page = await store.readAll({ after, maxCount: batchSize, filter: { types: [COUNTED] } });
    read += page.events.length;
    after = page.checkpoint;
    if (page.events.length < batchSize) break;
  }
  const readRate = read / ((performance.now() - started) / 1000);

  const engine = new ProjectionEngine({ db, store, projections: [streamCounts()], batchSize });
  started = performance.now();
  const result = await engine.rebuild('stream_counts');
  const foldRate = result.processed / ((performance.now() - started) / 1000);
  const checksum = await engine.checksum('stream_counts');
  await engine.stop();

  const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(9);
  console.log(`projection engine, ${total.toLocaleString('en-US')} events over ${streams.toLocaleString('en-US')} streams, batches of ${batchSize}`);
  console.log(`  catch-up read alone (reference) ${fmt(readRate)} events/s`);
  console.log(`  rebuild stream_counts           ${fmt(foldRate)} events/s  (${(foldRate / readRate).toFixed(2)}x the read; target >= 100,000)`);
  console.log(`  checksum ${checksum}`);
} finally {
  await store.close();
  await db.destroy();
  await database.drop();
}
