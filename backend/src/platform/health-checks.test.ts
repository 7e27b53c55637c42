// Health turns degraded, with counts, on what needs an operator (issue 10, item 8): open dead
// letters, failed jobs (operations.test.ts) and an SMTP server that cannot be reached.
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { UnrecoverableError } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openHarness, type AppHarness } from '../../../tests/support/app';
import { createApp } from '../app';
import { freePort } from './db/embedded';
import { platformHealthChecks } from './health-checks';

let h: AppHarness;
let smtp: Server;
let smtpPort: number;
let closedPort: number;

beforeAll(async () => {
  // The probe hangs up as soon as it connects: the reset it leaves is expected, not a crash.
  smtp = createServer((socket) => socket.on('error', () => {}).end('220 teste ESMTP\r\n'));
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.address() as { port: number }).port;
  closedPort = await freePort();
  h = await openHarness();
});
afterAll(async () => {
  await h.close();
  await new Promise((resolve) => smtp.close(resolve));
});

const check = async (name: string, smtpUrl?: string) => {
  const runtime = { ...h.runtime, config: { ...h.runtime.config, SMTP_URL: smtpUrl } };
  return platformHealthChecks(runtime, []).find((c) => c.name === name)!.check();
};

it('says mail is down when the SMTP server cannot be reached', async () => {
  expect(await check('mail')).toEqual({ ok: true, details: { mode: 'outbox' } });
  expect(await check('mail', `smtp://127.0.0.1:${smtpPort}`)).toEqual({ ok: true, details: { mode: 'smtp', reachable: true } });
  expect(await check('mail', `smtp://127.0.0.1:${closedPort}`)).toEqual({ ok: false, details: { mode: 'smtp', reachable: false } });
});

it('turns degraded on an open dead letter of a serving build, with the count', async () => {
  await expect.poll(async () => (await check('projections')).ok, { timeout: 30_000 }).toBe(true);
  const build = await h.runtime.db('projection_builds').where({ projection: 'users', status: 'active' }).first<{ id: string }>('id');
  await h.runtime.db('projection_dead_letters').insert({
    projection: 'users',
    build_id: build!.id,
    event_id: '00000000-0000-4000-8000-000000000001',
    stream_id: 'user-x',
    stream_version: 0,
    position: '0',
    event_type: 'AccountRegistered',
    error: 'Authentication of sealed value failed',
  });
  const degraded = await check('projections');
  expect(degraded.ok).toBe(false);
  expect(degraded.details).toMatchObject({ deadLetters: 1, users: { deadLetters: 1 } });
});

it('keeps answering 200, "degraded", when a job failed for good: the process still serves (issue 20 item 10)', async () => {
  const queue = 'health-failing';
  h.runtime.jobs.worker(queue, async () => {
    throw new UnrecoverableError('fatura inv-antiga não existe');
  });
  await h.runtime.jobs.queue(queue).add('reconcile', {});
  await expect.poll(async () => (await h.runtime.jobs.depths())[queue]?.failed, { timeout: 30_000 }).toBe(1);
  const { config, logger, rateLimitStore, idempotency } = h.runtime;
  const app = createApp({
    config,
    logger,
    authenticator: async (ctx) => (ctx.get('authorization') ? { userId: 'staff', roles: ['support'], premium: false, profileComplete: true } : null),
    rateLimitStore,
    idempotency,
    healthChecks: platformHealthChecks(h.runtime, [queue]),
    modules: [],
    staticRoots: { console: tmpdir(), admin: tmpdir() },
  });
  const health = await request(app.callback()).get('/api/health').set('Authorization', 'Bearer staff');
  expect(health.status).toBe(200);
  expect(health.body).toMatchObject({ success: true, status: 'degraded', checks: { queue: { ok: false, details: { failed: 1 } } } });
  expect((await request(app.callback()).get('/api/health/ready')).body).toEqual({ success: true, status: 'ok' });
});
