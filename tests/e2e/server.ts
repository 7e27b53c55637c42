// The server Playwright tests run against: the real backend serving the production builds, on a
// database of its own on the machine's PostgreSQL, with jobs on the machine's Redis.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { OAuth2Server } from 'oauth2-mock-server';
import { createTestDatabase, TEST_PG_URL } from '../support/db';
import { e2eDatabaseFile } from './support/database';
import { startMailCatcher } from './support/mail-catcher';

const port = Number(process.env.E2E_PORT ?? 3107);
// Each port's runs have their own database prefix, so several runs can share the machine's
// PostgreSQL. The previous run's database on this port is dropped here: the server exits by
// signal, not through cleanup.
const prefix = `e2e_piboost_${port}`;
const admin = new pg.Client({ connectionString: TEST_PG_URL });
await admin.connect();
const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}\\_%`]);
for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
await admin.end();
// Mail: tests read it over HTTP on port+1 (tests/e2e/support/mail.ts); SMTP listens on port+2.
await startMailCatcher({
  smtpPort: port + 2,
  httpPort: port + 1,
  extraRoutes: { 'POST /google-user': (body) => void (googleUser = body as Record<string, unknown>) },
});
// Google stands in as a local OAuth2 server on port+3.
const google = new OAuth2Server();
await google.issuer.keys.generate('RS256');
await google.start(port + 3, '127.0.0.1');
// Who "Google" says signs in next: tests set it with POST /google-user on the mail catcher's port
// (tests/e2e/support/google.ts).
let googleUser: Record<string, unknown> = { sub: 'e2e-google-user', email: 'google.user@exemplo.com.br', email_verified: true, name: 'Usuária Google' };
google.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
  response.body = googleUser;
});

const db = await createTestDatabase(prefix);
// Specs that read the read models directly find this run's database here (support/database.ts).
writeFileSync(e2eDatabaseFile(port), db.url);
Object.assign(process.env, {
  SMTP_URL: `smtp://127.0.0.1:${port + 2}?ignoreTLS=true`,
  GOOGLE_CLIENT_ID: 'e2e-google-client',
  GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
  GOOGLE_AUTHORIZATION_URL: `${google.issuer.url}/authorize`,
  GOOGLE_TOKEN_URL: `${google.issuer.url}/token`,
  GOOGLE_USERINFO_URL: `${google.issuer.url}/userinfo`,
  NODE_ENV: 'test',
  DATABASE_URL: db.url,
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'piboost-e2e-')),
  QUEUE_PREFIX: `e2e_${process.pid}`,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
});
await import('../../backend/src/main');
