// Issue 20 item 6: a Redis without persistence loses its data (FLUSHALL here, a restart in
// production) while tickets keep coming in. Every acknowledged ticket still gets its mail, re-sent
// from PostgreSQL, and the job schedulers come back without a restart. The Redis is this test's
// own redis-server on a free port, never the shared one.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ProjectionEngine } from '@piboost/projections';
import { QUEUES } from '../../backend/src/modules/billing/service';
import { INBOX_MAIL_QUEUE } from '../../backend/src/modules/inbox/reactors';
import { freePort } from '../../backend/src/platform/db/embedded';
import { allReactors, startWorkers } from '../../backend/src/platform/module';
import { startRedis, stopProcess } from '../bench/outage';
import { openHarness, type AppHarness } from '../support/app';

let redis: ChildProcess;
let redisUrl: string;
let h: AppHarness;
let reactors: ProjectionEngine;
let workers: { stop(): Promise<void> };

beforeAll(async () => {
  const port = await freePort();
  redis = await startRedis(port);
  redisUrl = `redis://127.0.0.1:${port}`;
  h = await openHarness({ REDIS_URL: redisUrl });
  reactors = new ProjectionEngine({ db: h.runtime.db, store: h.runtime.store, projections: [], subscribers: allReactors(h.runtime), logger: h.runtime.logger, pollIntervalMs: 50 });
  await reactors.start();
  workers = startWorkers(h.runtime);
});
afterAll(async () => {
  await Promise.all([reactors.stop(), workers.stop()]);
  await h.close();
  await stopProcess(redis);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('mails every acknowledged ticket and brings the schedules back after Redis loses its data', async () => {
  const quotes = h.runtime.jobs.queue(QUEUES.quotes);
  await expect.poll(() => quotes.getJobScheduler('billing-quotes-refresh'), { timeout: 30_000 }).toBeTruthy();

  const acknowledged = new Set<string>();
  let running = true;
  const writer = async () => {
    while (running) {
      const key = randomUUID();
      const res = await h.http
        .post('/api/support/ticket')
        .set('idempotency-key', key)
        .send({ name: 'Cliente Paciente', email: `cliente.${key.slice(0, 8)}@exemplo.com.br`, subject: 'Redis sem dados', message: `Chamado ${key}` });
      if (res.status === 201) acknowledged.add(res.body.data.ticketNumber as string);
    }
  };
  const writers = Array.from({ length: 3 }, writer);
  const admin = new Redis(redisUrl);
  try {
    await sleep(1_500);
    // Held in Redis only from here: the mails the flush takes with it.
    const mail = h.runtime.jobs.queue(INBOX_MAIL_QUEUE);
    await mail.pause();
    await expect.poll(() => mail.getWaitingCount(), { timeout: 30_000 }).toBeGreaterThan(0);
    await admin.flushall();
    await sleep(1_500);
  } finally {
    running = false;
    await Promise.all(writers);
    admin.disconnect();
  }

  expect(acknowledged.size).toBeGreaterThan(0);
  const mailed = async () =>
    new Set((await h.runtime.db('outbox').where({ tag: 'inbox-support' }).select<{ reference: string }[]>('reference')).map((r) => r.reference));
  await expect
    .poll(async () => {
      const sent = await mailed();
      return [...acknowledged].filter((n) => !sent.has(n)).length;
    }, { timeout: 60_000, interval: 500 })
    .toBe(0);
  console.log(`acknowledged ${acknowledged.size}, mailed ${[...(await mailed())].filter((n) => acknowledged.has(n)).length}`);
  await expect.poll(() => quotes.getJobScheduler('billing-quotes-refresh'), { timeout: 30_000 }).toBeTruthy();
  // A job that ended leaves the ledger: nothing of the mails is kept for a later loss.
  await expect.poll(() => h.runtime.db('job_ledger').where({ queue: INBOX_MAIL_QUEUE }).count<{ n: string }[]>({ n: '*' }).then((r) => Number(r[0]!.n)), { timeout: 30_000 }).toBe(0);
}, 120_000);
