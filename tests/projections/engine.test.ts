import { describe, expect, it } from 'vitest';
import { ProjectionEngine } from '@piboost/projections/engine/runner';
import type { BuildProgress } from '@piboost/projections/engine/progress';
import { useEngineEnv } from './support/engine-env';
import { appendCounted, expectedCounts, projectedCounts } from './support/env';
import { streamCounts } from './support/stream-counts';
import { eventually } from '../support/eventually';

const t = useEngineEnv({ projections: [streamCounts()], pollIntervalMs: 100 });
const { engine, logs } = t;

/** The serving build has applied everything up to `position`, and the first build was switched in. */
async function caughtUp(e: ProjectionEngine, position: string): Promise<void> {
  expect(await e.waitFor(position)).toBe(true);
  await eventually(async () => (await e.status())[0]!.state === 'active');
}

async function physicalTables(): Promise<string[]> {
  const rows = await t.env.db('pg_tables').where({ schemaname: 'public' }).andWhere('tablename', 'like', 'stream_counts%').pluck('tablename');
  return rows.sort();
}

describe('projection engine', () => {
  it('builds incrementally, and a rebuild reproduces the same rows', async () => {
    let last = await appendCounted(t.env.store, { streams: 20, perStream: 500 });
    const live = engine();
    await live.start();
    await caughtUp(live, last);
    const early = await live.checksum('stream_counts');
    last = await appendCounted(t.env.store, { streams: 5, perStream: 200, prefix: 'late' });
    await caughtUp(live, last);
    expect(await live.checksum('stream_counts')).not.toBe(early);

    expect(await projectedCounts(t.env.db, 'stream_counts')).toEqual(await expectedCounts(t.env.db));
    const incremental = await live.checksum('stream_counts');
    const [before] = await live.status();
    expect(before).toMatchObject({ version: 1, state: 'active', running: true, lagEvents: 0, lagSeconds: 0, deadLetters: 0 });
    expect(before!.build!.processed).toBe(11_000);

    const progress: BuildProgress[] = [];
    const result = await live.rebuild('stream_counts', { onProgress: (p) => progress.push(p) });
    expect(result).toMatchObject({ processed: 11_000, resumed: false });
    expect(result.buildId).not.toBe(before!.build!.id);
    expect(await live.checksum('stream_counts')).toBe(incremental);
    expect(progress.at(-1)).toMatchObject({ status: 'active', processed: 11_000, total: 11_000, percent: 100 });
    expect(progress.some((p) => p.percent > 0 && p.percent < 100)).toBe(true);

    const builds = await live.builds('stream_counts');
    expect(builds.map((b) => b.status)).toEqual(['retired', 'active']);
    expect(await physicalTables()).toEqual([`stream_counts__b${result.buildId}`]);

    // The live runner moves over to the new build.
    last = await appendCounted(t.env.store, { streams: 1, perStream: 10, prefix: 'after' });
    await caughtUp(live, last);
    expect(await projectedCounts(t.env.db, 'stream_counts')).toEqual(await expectedCounts(t.env.db));
  });

  it('keeps up with concurrent writers while following', async () => {
    const live = engine({ batchSize: 500 });
    await live.start();
    const positions = [await appendCounted(t.env.store, { streams: 3, perStream: 100 })];
    const writers = Array.from({ length: 6 }, (_, w) =>
      (async () => {
        for (let i = 0; i < 150; i++) {
          const streamId = `writer-${w}-${i % 7}`;
          const events = Array.from({ length: 1 + (i % 4) }, (_, k) => ({ type: 'TestCounted', data: { i, k } }));
          positions.push((await t.env.store.append(streamId, events)).position);
        }
      })(),
    );
    await Promise.all(writers);
    await caughtUp(live, positions.sort().at(-1)!);
    const expected = await expectedCounts(t.env.db);
    expect(Object.values(expected).reduce((a, b) => a + b, 0)).toBe(300 + 6 * 373);
    expect(await projectedCounts(t.env.db, 'stream_counts')).toEqual(expected);
    const [status] = await live.status();
    expect(status!.build!.processed).toBe(300 + 6 * 373);
  });

  it('parks a poison event, goes on with the rest, and resolves it on retry', async () => {
    const poisoned = new Set<string>();
    const projection = streamCounts({ poison: (e) => poisoned.has(e.eventId) });
    await appendCounted(t.env.store, { streams: 4, perStream: 250 });
    const bad = await t.env.store.append('counter-2', [{ eventId: '00000000-0000-4000-8000-000000000bad', type: 'TestCounted', data: {} }]);
    poisoned.add('00000000-0000-4000-8000-000000000bad');
    const last = await appendCounted(t.env.store, { streams: 4, perStream: 250, prefix: 'next' });
    const live = engine({ projections: [projection] });
    await live.start();
    await caughtUp(live, last);

    const expected = await expectedCounts(t.env.db);
    expect(await projectedCounts(t.env.db, 'stream_counts')).toEqual({ ...expected, 'counter-2': expected['counter-2']! - 1 });
    const letters = await live.deadLetters({ projection: 'stream_counts' });
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({
      eventId: '00000000-0000-4000-8000-000000000bad',
      streamId: 'counter-2',
      streamVersion: 251,
      position: bad.position,
      eventType: 'TestCounted',
      attempts: 1,
      resolvedAt: null,
    });
    expect(letters[0]!.error).toContain('envenenado');
    expect(logs.map((l) => [l.level, l.message])).toContainEqual(['warn', 'eventos com erro estacionados na fila de mensagens mortas']);
    expect((await live.status())[0]!.deadLetters).toBe(1);

    expect(await live.retryDeadLetter(letters[0]!.id)).toEqual({ resolved: false, error: expect.stringContaining('envenenado') });
    expect((await live.deadLetters())[0]!.attempts).toBe(2);

    poisoned.clear();
    expect(await live.retryDeadLetter(letters[0]!.id)).toEqual({ resolved: true });
    expect(await projectedCounts(t.env.db, 'stream_counts')).toEqual(expected);
    expect(await live.deadLetters()).toEqual([]);
    expect((await live.deadLetters({ includeResolved: true }))[0]).toMatchObject({ attempts: 3, resolvedAt: expect.any(Date) });
    expect((await live.status())[0]!.deadLetters).toBe(0);
  });

  it('runs one live runner per projection across engines and fails over when it stops', async () => {
    const applied = { a: 0, b: 0 };
    const counting = (who: 'a' | 'b') =>
      streamCounts({
        beforeBatch: async (_table, events) => {
          applied[who] += events.length;
        },
      });
    const a = engine({ projections: [counting('a')] });
    await a.start();
    let last = await appendCounted(t.env.store, { streams: 10, perStream: 100 });
    await caughtUp(a, last);
    // a's live role takes its lease shortly after the first build is switched in; b must find it taken.
    await eventually(async () => (await a.status())[0]!.running);
    const b = engine({ projections: [counting('b')] });
    await b.start();
    last = await appendCounted(t.env.store, { streams: 10, perStream: 30, prefix: 'more' });
    await caughtUp(a, last);
    expect(applied).toEqual({ a: 1300, b: 0 });

    await a.stop();
    last = await appendCounted(t.env.store, { streams: 10, perStream: 50, prefix: 'after' });
    await caughtUp(b, last);
    expect(applied).toEqual({ a: 1300, b: 500 });
    expect(await projectedCounts(t.env.db, 'stream_counts')).toEqual(await expectedCounts(t.env.db));
    expect((await b.status())[0]!.running).toBe(true);
  });

  it('fences a runner whose lease died mid-batch, so its successor never applies the batch twice', async () => {
    let gate: Promise<void> | null = null;
    let entered!: () => void;
    const inBatch = new Promise<void>((r) => (entered = r));
    let open!: () => void;
    const a = engine({
      projections: [
        streamCounts({
          beforeBatch: async () => {
            if (!gate) return;
            entered();
            await gate;
          },
        }),
      ],
    });
    await a.start();
    let last = await appendCounted(t.env.store, { streams: 2, perStream: 100 });
    await caughtUp(a, last);
    await eventually(async () => (await a.status())[0]!.running);
    const b = engine();
    await b.start();

    gate = new Promise<void>((r) => (open = r));
    last = await appendCounted(t.env.store, { streams: 5, perStream: 100, prefix: 'fenced' });
    await inBatch;
    const holder = await t.env.db('pg_locks')
      .where({ locktype: 'advisory', classid: 7301, granted: true })
      .whereRaw('database = (SELECT oid FROM pg_database WHERE datname = current_database())')
      .first('pid');
    await t.env.db.raw('SELECT pg_terminate_backend(?)', [holder.pid]);
    // b takes the lease over and blocks on the build row that a's open batch holds.
    await eventually(async () => {
      const waiting = await t.env.db('pg_stat_activity').whereRaw('datname = current_database()').where({ wait_event_type: 'Lock' }).first();
      return waiting !== undefined;
    });
    open();
    await caughtUp(b, last);
    expect(await projectedCounts(t.env.db, 'stream_counts')).toEqual(await expectedCounts(t.env.db));
    expect((await b.status())[0]!.build!.processed).toBe(700);
  });

  it('resumes an aborted rebuild from its checkpoint without loss or duplicates', async () => {
    let last = await appendCounted(t.env.store, { streams: 10, perStream: 1000 });
    const live = engine();
    await live.start();
    await caughtUp(live, last);
    const incremental = await live.checksum('stream_counts');
    // Nobody else may take the abandoned build over: this test is about rebuild() resuming it.
    await live.stop();

    const operator = engine({ batchSize: 500 });
    const abort = new AbortController();
    const rebuild = operator.rebuild('stream_counts', {
      signal: abort.signal,
      onProgress: (p) => p.processed >= 4000 && abort.abort(),
    });
    await expect(rebuild).rejects.toThrow(/abort/i);
    const [, unfinished] = await live.builds('stream_counts');
    expect(unfinished).toMatchObject({ status: 'building', eventsProcessed: 4000 });
    // Reads still come from the serving build.
    expect(await live.checksum('stream_counts')).toBe(incremental);

    last = await appendCounted(t.env.store, { streams: 2, perStream: 100, prefix: 'meanwhile' });
    await eventually(async () => (await t.env.store.headPosition()) === last);
    const resumedBy = engine({ batchSize: 700 });
    const result = await resumedBy.rebuild('stream_counts');
    expect(result).toMatchObject({ buildId: unfinished!.id, resumed: true, processed: 10_200 });
    expect(await projectedCounts(t.env.db, 'stream_counts')).toEqual(await expectedCounts(t.env.db));
    expect((await resumedBy.status())[0]!.build).toMatchObject({ id: unfinished!.id, processed: 10_200 });
  });

  it('answers reads from the old build while a rebuild is in progress', async () => {
    let newTable = '';
    let batches = 0;
    let reached!: () => void;
    const atThirdBatch = new Promise<void>((r) => (reached = r));
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const projection = streamCounts({
      beforeBatch: async (table) => {
        if (table === newTable && ++batches === 3) {
          reached();
          await released;
        }
      },
    });
    const last = await appendCounted(t.env.store, { streams: 10, perStream: 300 });
    const live = engine({ projections: [projection], batchSize: 500 });
    await live.start();
    await caughtUp(live, last);
    const expected = await expectedCounts(t.env.db);
    const oldBuild = (await live.status())[0]!.build!.id;

    newTable = `stream_counts__b${oldBuild + 1}`;
    const rebuild = live.rebuild('stream_counts');
    try {
      await atThirdBatch;
      // Two batches of the new build are committed, the third is held open mid-transaction.
      expect(Object.values(await projectedCounts(t.env.db, newTable)).reduce((a, b) => a + b, 0)).toBe(1000);
      expect(await projectedCounts(t.env.db, 'stream_counts')).toEqual(expected);
      const [status] = await live.status();
      expect(status).toMatchObject({ state: 'rebuilding', version: 1, build: { id: oldBuild }, rebuild: { buildId: oldBuild + 1, processed: 1000 } });
    } finally {
      release();
    }
    await rebuild;
    expect(await projectedCounts(t.env.db, 'stream_counts')).toEqual(expected);
    expect((await live.status())[0]).toMatchObject({ state: 'active', build: { id: oldBuild + 1 }, rebuild: null });
  });
});
