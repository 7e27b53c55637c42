// The server Playwright tests run against: the real backend serving the production builds, on a
// database of its own on the machine's PostgreSQL, with jobs on the machine's Redis.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { OAuth2Server } from 'oauth2-mock-server';
import { createTestDatabase, TEST_PG_URL } from '../support/db';
import { e2eDatabaseFile } from './support/database';
import { startMailCatcher } from './support/mail-catcher';
import { E2E_ADMIN_EMAIL } from './support/people';
import { DEMO_ADMIN } from './support/staff';
import { catalogue, newEvent } from '@piboost/events';
import { testHook } from '../../backend/src/platform/runtime';

const port = Number(process.env.E2E_PORT ?? 3107);

// The previous run's database on this port is dropped here: the server exits by signal, not through
// cleanup. Only this port's: runs on other ports (other worktrees) may be using theirs right now, so
// each port also has its own database prefix.
const prefix = `pbe2e_${port}`;
const previous = existsSync(e2eDatabaseFile(port)) ? new RegExp(`/(${prefix}_\\w+)$`).exec(readFileSync(e2eDatabaseFile(port), 'utf8').trim())?.[1] : undefined;
if (previous) {
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${previous} WITH (FORCE)`);
  await admin.end();
}
// Mail: tests read it over HTTP on port+1 (tests/e2e/support/mail.ts); SMTP listens on port+2.
await startMailCatcher({
  smtpPort: port + 2,
  httpPort: port + 1,
  extraRoutes: {
    'POST /google-user': (body) => void (googleUser = body as Record<string, unknown>),
    // The one clock (tests/e2e/support/clock.ts): move it, then run what is due by it.
    'POST /clock': (body) => {
      const { offsetMs } = body as { offsetMs: number };
      testHook.runtime!.now = () => new Date(Date.now() + offsetMs);
    },
    // Events a journey needs that take weeks by hand (level 10 for the discount reward), validated by the catalogue.
    'POST /append-events': async (body) => {
      const { streamId, events } = body as { streamId: string; events: { type: string; data: Record<string, unknown> }[] };
      await testHook.runtime!.events.append(streamId, events.map((e) => newEvent(catalogue.get(e.type)!, e.data)));
    },
    'POST /run-due-jobs': async (body) => {
      const { queues, add = [] } = body as { queues: string[]; add?: { queue: string; name: string }[] };
      const runtime = testHook.runtime!;
      const now = runtime.now().getTime();
      for (const name of queues) {
        for (const job of await runtime.jobs.queue(name).getDelayed()) if (job.timestamp + (job.opts.delay ?? 0) <= now) await job.promote();
      }
      for (const job of add) await runtime.jobs.queue(job.queue).add(job.name, {});
    },
  },
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
  // The inbound SMTP receiver (issue 29): answers by e-mail, sent by the specs with nodemailer.
  INBOUND_SMTP_PORT: String(port + 4),
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
  // Each test is its own client (support/test.ts sends a per-test X-Forwarded-For), so per-IP limits
  // count one test's requests, as they would count one person's.
  TRUST_PROXY: 'true',
  // The demo admin (back-office specs) and one promoted at sign-in (gamification: admins lead the board).
  ADMIN_EMAILS: `${DEMO_ADMIN},${E2E_ADMIN_EMAIL}`,
  LOG_LEVEL: 'warn',
  // The journeys pay through the BTCPay and PSP fakes' payer pages (the real adapters); a fresh
  // install's default is the sandbox (PAYMENT_SIMULATORS=sandbox), paid from the back office.
  PAYMENT_SIMULATORS: process.env.PAYMENT_SIMULATORS ?? 'protocol',
});
await import('../../backend/src/main');
