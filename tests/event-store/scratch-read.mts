import pg from 'pg';
import { createDb } from '@piboost/backend/platform/db/knex';
import { migrate } from '@piboost/backend/platform/db/migrate';
import { PostgresEventStore, eventStoreMigrations } from '@piboost/backend/platform/event-store/postgres';
import { createTestDatabase } from '../support/db';
const total = 300_000;
const database = await createTestDatabase('piboost_bench');
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
pool.on('error', () => {});
const store = new PostgresEventStore(pool);
const db = createDb(database.url); await migrate(db, eventStoreMigrations); await db.destroy();
await pool.query(`INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
  SELECT 'user-' || (i % 50000), i / 50000 + 1, gen_random_uuid(), (ARRAY['XpAwarded', 'SignedIn'])[1 + i % 2], 1,
  jsonb_build_object('userId', 'user-' || (i % 50000), 'amount', i % 50, 'reason', 'daily_login', 'awardedAt', '2026-03-01T12:00:00.000Z'),
  jsonb_build_object('correlationId', gen_random_uuid(), 'actorId', 'user-' || (i % 50000)) FROM generate_series(0, ${total - 1}) i`);
await pool.query('VACUUM ANALYZE es_events');
for (let round = 0; round < 3; round++) {
  const started = performance.now();
  let read = 0;
  for (let after: string | null = null; ;) {
    const page = await store.readAll({ after, maxCount: 10000 });
    read += page.events.length; after = page.checkpoint;
    if (page.events.length < 10000) break;
  }
  console.log('readAll', Math.round(read / ((performance.now() - started) / 1000)));
  const s2 = performance.now();
  const c = await pool.connect();
  let n = 0;
  for (let after = ['0', '0']; ;) {
    const r = await c.query({ text: `SELECT e.transaction_id, e.global_position, e.stream_id, e.stream_version, e.event_id, e.event_type, e.schema_version, e.data, e.metadata, e.recorded_at FROM es_events e WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) ORDER BY 1, 2 LIMIT 10000`, values: after, rowMode: 'array' });
    n += r.rows.length; if (r.rows.length < 10000) break;
    const last = r.rows[r.rows.length - 1]; after = [last[0], last[1]];
  }
  c.release();
  console.log('plain pg query', Math.round(n / ((performance.now() - s2) / 1000)));
}
await store.close(); await pool.end(); await database.drop();
