import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/db';
import { createJobs, JobDiscarded, type Jobs } from './index';
import { eventually } from '../../../../tests/support/eventually';
import { Redis } from 'ioredis';
import { createDb } from '../db/knex';
import { migrate } from '../db/migrate';
import { jobLedgerMigrations } from './ledger';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each(['redis', 'postgres'] as const)('jobs on %s', (backend) => {
  let db: TestDatabase;
  let jobs: Jobs;

  beforeAll(async () => {
    db = await createTestDatabase();
    const prefix = `t${randomBytes(4).toString('hex')}`;
    jobs = createJobs({ databaseUrl: db.url, redisUrl: backend === 'redis' ? REDIS_URL : undefined, prefix });
  });
  afterAll(async () => {
    await jobs.close();
    await db.drop();
  });

  it('runs a job id once even when it is enqueued again (replays never repeat a side effect)', async () => {
    const seen: string[] = [];
    jobs.worker<{ n: number }, void>('mail', async (job) => {
      seen.push(`${job.id}:${job.data.n}`);
    });
    const queue = jobs.queue('mail');
    await queue.add('send', { n: 1 }, { jobId: 'event-1' });
    await queue.add('send', { n: 1 }, { jobId: 'event-1' });
    await queue.add('send', { n: 2 }, { jobId: 'event-2' });
    await eventually(() => seen.length >= 2, { label: 'two jobs' });
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.sort()).toEqual(['event-1:1', 'event-2:2']);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    let attempts = 0;
    let done = false;
    jobs.worker('flaky', async () => {
      attempts++;
      if (attempts < 3) throw new Error('temporarily down');
      done = true;
    });
    await jobs.queue('flaky').add('x', {}, { attempts: 5, backoff: { type: 'fixed', delay: 50 } });
    await eventually(() => done, { label: 'the third attempt' });
    expect(attempts).toBe(3);
  });

  it('ends a job whose subject no longer exists as discarded, not as a failure waiting for an operator', async () => {
    let attempts = 0;
    jobs.worker('expiry', async () => {
      attempts++;
      throw new JobDiscarded('fatura inv-1 não existe');
    });
    const job = await jobs.queue('expiry').add('reconcile', { invoiceId: 'inv-1' }, { jobId: 'expire-inv-1' });
    await expect.poll(() => job.isCompleted(), { timeout: 30_000 }).toBe(true);
    expect((await jobs.queue('expiry').getJob('expire-inv-1'))?.returnvalue).toEqual({ discarded: 'fatura inv-1 não existe' });
    expect(attempts).toBe(1);
    expect((await jobs.depths()).expiry?.failed).toBe(0);
  });

  it('reports queue depths', async () => {
    await jobs.queue('idle').add('x', {}, { delay: 60_000 });
    const depths = await jobs.depths();
    expect(depths.idle?.delayed).toBe(1);
  });

  it('waits for the in-flight job when closing (graceful shutdown)', async () => {
    const prefix = `t${randomBytes(4).toString('hex')}`;
    const own = createJobs({ databaseUrl: db.url, redisUrl: backend === 'redis' ? REDIS_URL : undefined, prefix });
    let started = false;
    let finished = false;
    own.worker('slow', async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 500));
      finished = true;
    });
    await own.queue('slow').add('x', {});
    await eventually(() => started, { label: 'the job to start' });
    await own.close();
    expect(finished).toBe(true);
  });
});

describe('jobs on redis after an upgrade moved the keys', () => {
  it('runs again, under the new per-queue keys, every job the ledger still holds', async () => {
    const db = await createTestDatabase();
    const knex = createDb(db.url);
    const redis = new Redis(REDIS_URL);
    const prefix = `t${randomBytes(4).toString('hex')}`;
    try {
      await migrate(knex, jobLedgerMigrations);
      // The install before: its single marker set, its jobs under `<prefix>:<queue>:*` (never read again).
      await redis.set(`${prefix}:data-marker`, 'old');
      await knex('job_ledger').insert({ queue: 'moved', job_id: 'pending-1', name: 'x', data: JSON.stringify({ n: 1 }), opts: JSON.stringify({}), due_at: new Date() });
      const jobs = createJobs({ databaseUrl: db.url, redisUrl: REDIS_URL, prefix, db: knex });
      const seen: string[] = [];
      jobs.worker('moved', async (job) => {
        seen.push(job.id!);
      });
      const watch = jobs.watchForDataLoss(async () => {});
      try {
        await eventually(() => seen.length === 1, { label: 'the pending job back' });
        expect(seen).toEqual(['pending-1']);
        expect(await redis.exists(`${prefix}:{moved}:data-marker`, `${prefix}:{moved}:moved:id`)).toBeGreaterThan(0);
      } finally {
        watch.stop();
        await jobs.close();
      }
    } finally {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await knex.destroy();
      await db.drop();
    }
  });
});
