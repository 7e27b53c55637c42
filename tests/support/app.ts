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
import { createApp, type App } from '../../backend/src/app';
import { loadConfig } from '../../backend/src/config';
import { authenticator, modules } from '../../backend/src/modules';
import { moduleRoutes } from '../../backend/src/platform/module';
import { openRuntime, type Runtime } from '../../backend/src/platform/runtime';
import { cpfFromBase } from '../e2e/support/people';
import { createTestDatabase, type TestDatabase } from './db';

export interface AppHarness {
  db: TestDatabase;
  runtime: Runtime;
  engine: ProjectionEngine;
  app: App;
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

export async function openHarness(env: Record<string, string> = {}): Promise<AppHarness> {
  const db = await createTestDatabase();
  // No REDIS_URL: rate-limit counters then live in this test's own database, not a shared Redis.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'piboost-identity-')),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const runtime = await openRuntime(modules, config);
  // The read models (users: premium, avatar) are served by the real projector.
  const engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, logger: runtime.logger, pollIntervalMs: 50 });
  await engine.start();
  const app = createApp({
    config,
    logger: runtime.logger,
    authenticator: authenticator(runtime),
    rateLimitStore: runtime.rateLimitStore,
    healthChecks: [],
    modules: moduleRoutes(runtime),
    staticRoots: { console: tmpdir(), admin: tmpdir() },
    trustProxy: true,
  });
  // Every request comes from its own address unless the test names one, so per-IP limits only
  // bite in the tests that are about them.
  const callback = app.callback();
  const fromAnyAddress: typeof callback = (req, res) => {
    req.headers['x-forwarded-for'] ??= `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    return callback(req, res);
  };
  return {
    db,
    runtime,
    engine,
    app,
    http: request(fromAnyAddress),
    async close() {
      await engine.stop();
      await runtime.close();
      await db.drop();
    },
  };
}

// Consecutive bases from a random start: unique within the process, and test files (each on its
// own database) cannot collide anyway.
let cpfBase = randomInt(100_000_000, 900_000_000);
/** A valid CPF no other test in this process used. */
export function freshCpf(): string {
  cpfBase += 1;
  return cpfFromBase(String(cpfBase));
}

let emailSeq = 0;
export function freshEmail(tag = 'pessoa'): string {
  emailSeq += 1;
  return `${tag}.${emailSeq}.${randomBytes(3).toString('hex')}@exemplo.com.br`;
}

export const PASSWORD = 'Senha@Forte1';

/** The newest message of a kind sent to `to` (the outbox keeps every message when SMTP is off). */
export async function lastMail(runtime: Runtime, to: string, tag: string): Promise<{ subject: string; text: string }> {
  const row = await runtime.db('outbox').where({ to, tag }).orderBy('created_at', 'desc').first<{ subject: string; text: string } | undefined>('subject', 'text');
  expect(row, `mail ${tag} to ${to}`).toBeDefined();
  return row!;
}

export async function codeFor(runtime: Runtime, email: string): Promise<string> {
  return /\b(\d{6})\b/.exec((await lastMail(runtime, email, 'verification-code')).text)![1]!;
}

/** Send code -> verify: the registration token of a verified sign-up. */
export async function verifiedSignUp(h: AppHarness, email: string): Promise<string> {
  await h.http.post('/api/auth/send-verification-code').send({ email }).expect(200);
  const res = await h.http.post('/api/auth/verify-code').send({ email, code: await codeFor(h.runtime, email) }).expect(200);
  return res.body.registrationToken as string;
}

export async function registerAccount(h: AppHarness, email = freshEmail(), cpf = freshCpf(), extra: Record<string, unknown> = {}) {
  const registrationToken = await verifiedSignUp(h, email);
  await h.http
    .post('/api/auth/register')
    .send({ registrationToken, name: 'Maria da Silva', email, cpf, password: PASSWORD, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'freemium', ...extra })
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
