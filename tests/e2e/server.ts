// The server Playwright tests run against: the real backend serving the production builds, on a
// database of its own on the machine's PostgreSQL, with jobs on the machine's Redis.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createTestDatabase, TEST_PG_URL } from '../support/db';

// The previous run's database is dropped here: the server exits by signal, not through cleanup.
const admin = new pg.Client({ connectionString: TEST_PG_URL });
await admin.connect();
const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'piboost_e2e_%'");
for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
await admin.end();

const db = await createTestDatabase('piboost_e2e');
Object.assign(process.env, {
  NODE_ENV: 'test',
  DATABASE_URL: db.url,
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  PORT: process.env.E2E_PORT ?? '3107',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'piboost-e2e-')),
  QUEUE_PREFIX: `e2e_${process.pid}`,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
});
await import('../../backend/src/main');
