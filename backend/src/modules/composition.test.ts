import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent, ProjectionRebuildRequested, projectionStream } from '@piboost/events';
import { ProjectionEngine } from '@piboost/projections';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/db';
import { loadConfig } from '../config';
import { openRuntime, type Runtime } from '../platform/runtime';
import { modules } from '.';
import { DEMO_PEOPLE, seedDemoData } from './identity';
import { platformHealthChecks } from '../platform/health-checks';
import { allQueues, allReactors, startWorkers } from '../platform/module';
import { platformStatus } from './operations';
import { eventually } from '../../../tests/support/eventually';

describe('reactors and jobs on the running platform', () => {
  let db: TestDatabase;
  let runtime: Runtime;
  let engine: ProjectionEngine;
  let workers: { stop(): Promise<void> };

  beforeAll(async () => {
    db = await createTestDatabase();
    const config = loadConfig({
      DATABASE_URL: db.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'piboost-reactors-')),
      LOG_LEVEL: 'silent',
    });
    runtime = await openRuntime(modules, config);
    engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, subscribers: allReactors(runtime), logger: runtime.logger, pollIntervalMs: 100 });
    await engine.start();
    workers = startWorkers(runtime);
  });

  afterAll(async () => {
    await Promise.all([engine.stop(), workers.stop()]);
    await runtime.close();
    await db.drop();
  });

  it('lists every queue a worker consumes, and every queue a reactor fills has a worker', async () => {
    const queues = allQueues(modules);
    // Written out by hand: a queue missing here is a failed job nobody can see or retry.
    expect([...queues].sort()).toEqual(['assistant-answers', 'billing-charges', 'billing-quotes', 'billing-receipts', 'billing-reminders', 'community-digest', 'community-xp', 'content-ai', 'education', 'gamification', 'gamification-reward-trials', 'identity_mail', 'identity_maintenance', 'inbox-mail', 'inbox-mail-in', 'inbox-satisfaction', 'leagues-close', 'leagues-join', 'market-ai', 'market-data', 'market-mail', 'outbox_retention', 'privacy', 'projections', 'push', 'reports-build', 'reports-mail', 'tax-reminders']);
    for (const reactor of allReactors(runtime)) {
      const { queue } = reactor as { queue?: string };
      expect(queue && queues.includes(queue), `${reactor.name} fills ${queue}`).toBe(true);
    }
    const queueCheck = platformHealthChecks(runtime, queues).find((c) => c.name === 'queue')!;
    const { details } = (await queueCheck.check()) as unknown as { details: { queues: Record<string, unknown> } };
    expect(Object.keys(details.queues).sort()).toEqual([...queues].sort());
    expect((await platformStatus(runtime)).queues.map((q) => q.name).sort()).toEqual([...queues].sort());
  });

  it('seeds the demo accounts once, even when two processes race', async () => {
    // Each account is claimed through its e-mail reservation: the two share the work, never double it.
    const results = await Promise.all([seedDemoData(runtime), seedDemoData(runtime)]);
    expect(results[0]!.accounts + results[1]!.accounts).toBe(DEMO_PEOPLE.length);
    expect(await seedDemoData(runtime)).toEqual({ seeded: false, accounts: 0 });
    await eventually(async () => (await engine.status()).every((s) => s.lagEvents === 0 && s.version !== null), { label: 'projections to catch up' });
    const { count } = (await runtime.db('users').count<{ count: string }[]>('* as count'))[0]!;
    expect(Number(count)).toBe(DEMO_PEOPLE.length);
  });

  it('runs a requested rebuild as a job, once, even when the event is delivered again', async () => {
    const before = (await engine.builds('users')).length;
    const eventId = randomUUID();
    const request = newEvent(ProjectionRebuildRequested, { projection: 'users', staffId: randomUUID(), jobId: eventId }, undefined, eventId);
    await runtime.events.append(projectionStream('users'), [request]);

    const jobId = `projection_rebuild_requests-${eventId}`;
    const job = await eventually(async () => {
      const found = await runtime.jobs.queue('projections').getJob(jobId);
      return found && (await found.isCompleted()) ? found : undefined;
    }, { label: 'the rebuild job to complete' });
    expect(job.progress).toBe(100);
    const builds = await engine.builds('users');
    expect(builds.length).toBe(before + 1);
    expect(builds.at(-1)!.status).toBe('active');

    // A redelivery of the same event (at-least-once) enqueues the same jobId: nothing runs again.
    const recorded = [];
    for await (const e of runtime.store.readStream(projectionStream('users'))) recorded.push(e);
    await allReactors(runtime)[0]!.handle(recorded);
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await engine.builds('users')).length).toBe(before + 1);
    expect(await runtime.jobs.queue('projections').getJobCountByTypes('completed')).toBe(1);
  });
});
