import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDb } from '@piboost/backend/platform/db/knex';
import { migrate } from '@piboost/backend/platform/db/migrate';
import { PostgresEventStore, eventStoreMigrations } from '@piboost/backend/platform/event-store/postgres';
import { createTestDatabase } from '../support/db';
const t = await createTestDatabase('piboost_bench');
const db = createDb(t.url); await migrate(db, eventStoreMigrations); await db.destroy();
const pool = new pg.Pool({ connectionString: t.url, max: 1, options: '-c synchronous_commit=off' });
const store = new PostgresEventStore(pool);
(store as unknown as { announce: () => void }).announce = () => {};
await pool.query(`CREATE TABLE raw_events (stream_id text, stream_version bigint, event_id uuid, event_type text, schema_version integer, data jsonb, metadata jsonb, recorded_at timestamptz DEFAULT now())`);
const ev = () => ({ eventId: randomUUID(), type: 'XpAwarded', data: { userId: 'u-1-2', amount: 12, reason: 'daily_login', awardedAt: new Date().toISOString() }, metadata: { correlationId: randomUUID(), actorId: 'u-1', requestId: randomUUID() } });
async function time(label: string, n: number, f: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await f(i + 1_000_000);
  const s = performance.now();
  for (let i = 0; i < n; i++) await f(i);
  console.log(label, ((performance.now() - s) / n * 1000).toFixed(0), 'us/call');
}
const per = Number(process.argv[2] ?? 10);
const raw = async (i: number) => {
  const values: unknown[] = []; const rows: string[] = [];
  for (let k = 0; k < per; k++) { const e = ev(); values.push('s-' + (i % 100), i * per + k, e.eventId, e.type, 1, JSON.stringify(e.data), JSON.stringify(e.metadata)); const p = k * 7; rows.push(`($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7})`); }
  await pool.query({ name: 'raw' + per, text: `INSERT INTO raw_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata) VALUES ${rows.join(',')}`, values });
};
await time('raw', 2000, raw);
if (process.env.VARIANTX) await pool.query(`ALTER FUNCTION es_append SET ${process.env.VARIANT}`);
await time('append any', 2000, (i) => store.append('a-' + (i % 100), Array.from({ length: per }, ev)));
await time('append noid', 2000, (i) => store.append('b-' + (i % 100), Array.from({ length: per }, () => ({ ...ev(), eventId: undefined }))));
await pool.query('DROP INDEX es_events_type');
await time('append no type idx', 2000, (i) => store.append('c-' + (i % 100), Array.from({ length: per }, ev)));
await time('raw', 2000, raw);
await store.close(); await pool.end(); await t.drop();
