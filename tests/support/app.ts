// The shared app harness for backend suites: a runtime on a fresh database with every module, the
// real projector and the real app around it, and helpers that go through the same HTTP calls the
// console makes (sign-up, sign-in). Test code, so it lives here and not in a module.
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { expect } from 'vitest';
import { ProjectionEngine } from '@piboost/projections';
import type { App } from '../../backend/src/app';
import { loadConfig } from '../../backend/src/config';
import { modules } from '../../backend/src/modules';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, identityMailWorker, totpCode } from '../../backend/src/modules/identity';
import { identity, isChallenge } from '../../backend/src/modules/identity/identity';
import { allReactors, startWorkers } from '../../backend/src/platform/module';
import { openRuntime, type Runtime } from '../../backend/src/platform/runtime';
import { createTestDatabase, type TestDatabase } from './db';
import { servedApp } from './served-app';
import { freshCpf, freshEmail, PASSWORD, signUpBody } from './fixtures';
import { mailCount, receivedMail } from './outbox';

export interface AppHarness {
  db: TestDatabase;
  runtime: Runtime;
  engine: ProjectionEngine;
  app: App;
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

/**
 * `shared`: open another process's view of an existing harness's database (a second API instance:
 * same database and secrets, its own runtime and caches, no projector); closing it leaves the database.
 */
export async function openHarness(env: Record<string, string> = {}, shared?: AppHarness): Promise<AppHarness> {
  // A DATABASE_URL in `env` is a server the test runs itself (tests/platform/replica.test.ts): its database stays.
  const db = shared?.db ?? (env.DATABASE_URL ? { url: env.DATABASE_URL, drop: async () => {} } : await createTestDatabase());
  // No REDIS_URL: rate-limit counters then live in this test's own database, not a shared Redis.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    QUEUE_PREFIX: shared?.runtime.config.QUEUE_PREFIX ?? `t${randomBytes(4).toString('hex')}`,
    DATA_DIR: shared?.runtime.config.dataDir ?? mkdtempSync(join(tmpdir(), 'piboost-app-')),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const runtime = await openRuntime(modules, config);
  // The read models (users: premium, avatar) are served by the real projector.
  const engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, logger: runtime.logger, pollIntervalMs: 50 });
  if (!shared) {
    await engine.start();
    // Sign-up codes and reset links are mailed by a job (mail-jobs.ts).
    runtime.jobs.worker(identityMailWorker.queue, (job) => identityMailWorker.process(runtime, job as never));
  }
  const { app, http } = served(runtime);
  return {
    db,
    runtime,
    engine,
    app,
    http,
    async close() {
      await engine.stop();
      await runtime.close();
      if (!shared) await db.drop();
    },
  };
}

/** The real app around a runtime, and supertest on it. */
function served(runtime: Runtime): { app: App; http: ReturnType<typeof request> } {
  const app = servedApp(runtime);
  // Every request comes from its own address unless the test names one, so per-IP limits only
  // bite in the tests that are about them.
  const callback = app.callback();
  const fromAnyAddress: typeof callback = (req, res) => {
    req.headers['x-forwarded-for'] ??= `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    return callback(req, res);
  };
  return { app, http: request(fromAnyAddress) };
}

/**
 * The whole platform in one process, as `npm start` runs it: the projector with every reactor, the
 * workers on the machine's Redis, and the app - for suites whose flows go through jobs and mail.
 */
export async function openPlatform(env: Record<string, string> = {}): Promise<AppHarness> {
  const db = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'piboost-platform-')),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const runtime = await openRuntime(modules, config);
  const engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, subscribers: allReactors(runtime), logger: runtime.logger, pollIntervalMs: 50 });
  await engine.start();
  const workers = startWorkers(runtime);
  const { app, http } = served(runtime);
  return {
    db,
    runtime,
    engine,
    app,
    http,
    async close() {
      await Promise.all([engine.stop(), workers.stop()]);
      await runtime.close();
      await db.drop();
    },
  };
}

export { freshCpf, freshEmail, PASSWORD } from './fixtures';

/** The newest message of a kind sent to `to`, as its recipient reads it (the outbox keeps every message when SMTP is off). */
export async function lastMail(runtime: Runtime, to: string, tag: string): Promise<{ subject: string; text: string }> {
  return receivedMail(runtime, { to, tag });
}

/** The code of the newest sign-up mail to `email`; `after`: how many such mails came before the one awaited. */
export async function codeFor(runtime: Runtime, email: string, after = 0): Promise<string> {
  return /\b(\d{6})\b/.exec((await receivedMail(runtime, { to: email, tag: 'verification-code' }, after)).text)![1]!;
}

/** Send code -> verify: the registration token of a verified sign-up. */
export async function verifiedSignUp(h: AppHarness, email: string): Promise<string> {
  const before = await mailCount(h.runtime.db, { to: email, tag: 'verification-code' });
  await h.http.post('/api/auth/send-verification-code').send({ email }).expect(200);
  // The code is mailed by a job: wait for this request's mail, not an older one.
  const res = await h.http.post('/api/auth/verify-code').send({ email, code: await codeFor(h.runtime, email, before) }).expect(200);
  return res.body.registrationToken as string;
}

export async function registerAccount(h: AppHarness, email = freshEmail(), cpf = freshCpf(), extra: Record<string, unknown> = {}) {
  const registrationToken = await verifiedSignUp(h, email);
  await h.http
    .post('/api/auth/register')
    .send(signUpBody(registrationToken, email, { cpf, ...extra }))
    .expect(201);
  return { email, cpf };
}

export function refreshCookieOf(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith('piboost_refresh='));
  expect(cookie, 'refresh cookie').toBeDefined();
  return cookie!.split(';')[0]!;
}

export async function signIn(h: AppHarness, email: string, password = PASSWORD, rememberMe = false) {
  const res = await h.http.post('/api/auth/login').send({ email, password, rememberMe }).expect(200);
  return { accessToken: res.body.access_token as string, cookie: refreshCookieOf(res), body: res.body };
}

/** The code an authenticator app shows now for `secret` (or `stepsAhead` steps later: still accepted, one step of drift). */
export const appCode = (secret: string, stepsAhead = 0) => totpCode(secret, Math.floor(Date.now() / 1000) + stepsAhead * 30);

/**
 * A seeded demo staff member's session (they are enrolled with DEMO_TOTP_SECRET outside production):
 * the password, then the code. `stepsAhead` keeps two sign-ins of one account within 30 s apart.
 */
export async function demoStaffLogin(http: { post(path: string): request.Test }, email: string, stepsAhead = 0): Promise<request.Response> {
  const first = await http.post('/api/auth/login').send({ email, password: DEMO_PASSWORD, rememberMe: false }).expect(200);
  if (!first.body.two_factor_required) return first;
  return http.post('/api/auth/two-factor').send({ challengeToken: first.body.challenge_token, code: appCode(DEMO_TOTP_SECRET, stepsAhead) }).expect(200);
}

/** Turns two-factor on for the session's account: setup -> the app's first code -> the ten recovery codes. */
export async function enrolTwoFactor(h: AppHarness, accessToken: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const auth = { Authorization: `Bearer ${accessToken}` };
  const setup = await h.http.post('/api/auth/two-factor/setup').set(auth).expect(200);
  const { secret, setupToken } = setup.body.data as { secret: string; setupToken: string };
  const confirmed = await h.http.post('/api/auth/two-factor/confirm').set(auth).send({ setupToken, code: appCode(secret) }).expect(200);
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

/**
 * A staff member signed in with their staff role: staff tokens carry it only with two-factor on
 * (issue 14), so the first sign-in enrols and refreshes into a staff token. Later sign-ins of the
 * same account need `secret` (a code of a step not used yet).
 */
export async function signInStaff(h: AppHarness, email: string) {
  const first = await signIn(h, email);
  const { secret } = await enrolTwoFactor(h, first.accessToken);
  const res = await h.http.post('/api/auth/refresh').set('Cookie', first.cookie).expect(200);
  return { accessToken: res.body.access_token as string, cookie: refreshCookieOf(res), secret };
}

/** The session a Google sign-in opens, as the OAuth callback would (without a Google server). */
export async function googleSession(h: AppHarness, google: { subject: string; email: string; emailVerified: boolean; name?: string }) {
  const outcome = await identity(h.runtime).signInWithGoogle(google, {});
  if (isChallenge(outcome)) throw new Error('googleSession: this account asks for a two-factor code');
  return outcome;
}
