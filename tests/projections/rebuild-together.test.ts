import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { EventStore, Position } from '@piboost/events';
import type { Build } from '@piboost/projections/engine/builds';
import type { BuildProgress } from '@piboost/projections/engine/progress';
import type { ProjectionEngine } from '@piboost/projections/engine/runner';
import { useEngineEnv } from './support/engine-env';
import { appendCounted, expectedCounts, projectedCounts } from './support/env';
import { COUNTED, mixedCounts, TALLIED, type StreamCountsOptions } from './support/stream-counts';
import { eventually } from '../support/eventually';

const t = useEngineEnv({ projections: mixedCounts() });
const { engine, logs } = t;

const TYPES: Record<string, string[]> = { counted: [COUNTED], tallied: [TALLIED], both_counts: [COUNTED, TALLIED] };
const NAMES = Object.keys(TYPES);

/**
 * Per round, 75 counted, 45 tallied and 30 ignored events over the same 3 streams (of 4 groups),
 * so that every page of a shared read mixes them; returns the last position.
 */
async function appendMixed(rounds: number, prefix = 'mixed'): Promise<Position> {
  let last = '';
  for (let r = 0; r < rounds; r++) {
    const streams = `${prefix}-${r % 4}`;
    await appendCounted(t.env.store, { streams: 3, perStream: 25, prefix: streams, type: COUNTED });
    await appendCounted(t.env.store, { streams: 3, perStream: 15, prefix: streams, type: TALLIED });
    last = await appendCounted(t.env.store, { streams: 3, perStream: 10, prefix: streams, type: 'TestIgnored' });
  }
  return last;
}

/** Every build serves reads and has applied everything up to `position`. */
async function caughtUp(e: ProjectionEngine, position: Position): Promise<void> {
  await eventually(async () => (await e.status()).every((s) => s.state === 'active'));
  expect(await e.waitFor(position)).toBe(true);
}

async function checksums(e: ProjectionEngine): Promise<string[]> {
  return Promise.all(NAMES.map((name) => e.checksum(name)));
}

/** What each projection's view shows, and what it should show. */
async function readsAndTruth(): Promise<{ reads: Record<string, number>[]; truth: Record<string, number>[] }> {
  return {
    reads: await Promise.all(NAMES.map((name) => projectedCounts(t.env.db, name))),
    truth: await Promise.all(NAMES.map((name) => expectedCounts(t.env.db, TYPES[name]))),
  };
}

async function unfinishedBuilds(e: ProjectionEngine): Promise<Record<string, Build>> {
  const builds = (await e.builds()).filter((b) => b.status === 'building' || b.status === 'catching-up');
  return Object.fromEntries(builds.map((b) => [b.projection, b]));
}

/** The real store, counting the events its readAll hands out. */
function countingReads(store: EventStore, reads: { events: number }): EventStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'readAll') {
        return async (options: Parameters<EventStore['readAll']>[0]) => {
          const page = await target.readAll(options);
          reads.events += page.events.length;
          return page;
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Holds chosen batches of a new build of `projection` open in their transaction until released. */
function batchGate(projection: string) {
  let servingTable = '';
  let batches = 0;
  const holds = new Map<number, { reach: () => void; released: Promise<void> }>();
  const options: StreamCountsOptions = {
    beforeBatch: async (table) => {
      if (!servingTable || table === servingTable) return;
      const hold = holds.get(++batches);
      if (!hold) return;
      hold.reach();
      await hold.released;
    },
  };
  return {
    options,
    /** Counts batches from now on, of every build but the serving one. */
    arm(servingBuildId: number) {
      servingTable = `${projection}__b${servingBuildId}`;
    },
    hold(nth: number) {
      let reach!: () => void;
      let release!: () => void;
      const reached = new Promise<void>((r) => (reach = r));
      holds.set(nth, { reach, released: new Promise<void>((r) => (release = r)) });
      return { reached, release };
    },
  };
}

describe('rebuilding several projections together', () => {
  it('reads the log once for all of them and ends with the rows the live runners built', async () => {
    const last = await appendMixed(40);
    const live = engine();
    await live.start();
    await caughtUp(live, last);
    const incremental = await checksums(live);
    await live.stop();

    const reads = { events: 0 };
    const operator = engine({ store: countingReads(t.env.store, reads), batchSize: 700 });
    const progress: BuildProgress[] = [];
    const results = await operator.rebuildAll({ onProgress: (p) => progress.push(p) });

    expect(results.map((r) => [r.projection, r.processed, r.resumed])).toEqual([
      ['counted', 3000, false],
      ['tallied', 1800, false],
      ['both_counts', 4800, false],
    ]);
    expect(await checksums(operator)).toEqual(incremental);
    // Each event of their types was read once - not once per projection, and no ignored ones.
    expect(reads.events).toBe(4800);
    for (const name of NAMES) {
      expect((await operator.builds(name)).map((b) => b.status)).toEqual(['retired', 'active']);
      const own = progress.filter((p) => p.projection === name);
      expect(own.some((p) => p.percent > 0 && p.percent < 100)).toBe(true);
      expect(own.at(-1)).toMatchObject({ status: 'active', percent: 100 });
    }
    expect(logs.filter((l) => l.level !== 'info')).toEqual([]);

    // Each rebuilt alone, one after another, ends with the same rows as the shared read's builds.
    for (const name of NAMES) await operator.rebuild(name);
    expect(await checksums(operator)).toEqual(incremental);
    for (const name of NAMES) expect((await operator.builds(name)).map((b) => b.status)).toEqual(['retired', 'retired', 'active']);
  });

  it('resumes an interrupted shared rebuild whose builds stand at different checkpoints, without loss or duplicates', async () => {
    let last = await appendMixed(40);
    const live = engine();
    await live.start();
    await caughtUp(live, last);
    const incremental = await checksums(live);
    // Nobody else may take the abandoned builds over: this test is about rebuildAll resuming them.
    await live.stop();

    // counted gets far ahead alone, then a shared rebuild starts the other two and is interrupted early.
    const alone = new AbortController();
    await expect(
      engine({ batchSize: 500 }).rebuild('counted', { signal: alone.signal, onProgress: (p) => p.processed >= 2500 && alone.abort() }),
    ).rejects.toThrow(/abort/i);
    const together = new AbortController();
    const interrupted = engine({ batchSize: 400 }).rebuildAll({
      signal: together.signal,
      onProgress: (p) => p.projection === 'tallied' && p.processed >= 300 && together.abort(),
    });
    await expect(interrupted).rejects.toThrow(/abort/i);
    const unfinished = await unfinishedBuilds(live);
    expect(Object.keys(unfinished).sort()).toEqual(['both_counts', 'counted', 'tallied']);
    const { counted, tallied, both_counts: both } = unfinished as Record<string, Build>;
    expect(counted!.eventsProcessed).toBeGreaterThanOrEqual(2500);
    expect(tallied!.eventsProcessed).toBeGreaterThanOrEqual(300);
    expect(both!.eventsProcessed).toBeGreaterThan(0);
    expect(counted!.checkpoint! > tallied!.checkpoint!).toBe(true);
    expect(counted!.checkpoint! > both!.checkpoint!).toBe(true);
    // Reads still come from the serving builds.
    expect(await checksums(live)).toEqual(incremental);

    last = await appendMixed(5, 'meanwhile');
    await eventually(async () => (await t.env.store.headPosition()) === last);
    const results = await engine({ batchSize: 300 }).rebuildAll();
    expect(results.map((r) => [r.projection, r.buildId, r.resumed, r.processed])).toEqual([
      ['counted', counted!.id, true, 3375],
      ['tallied', tallied!.id, true, 2025],
      ['both_counts', both!.id, true, 5400],
    ]);
    const { reads, truth } = await readsAndTruth();
    expect(reads).toEqual(truth);
  });

  it('keeps answering reads from the serving builds while they are rebuilt together', async () => {
    const gate = batchGate('tallied');
    const third = gate.hold(3);
    const last = await appendMixed(30);
    const live = engine({ projections: mixedCounts({ tallied: gate.options }), batchSize: 300 });
    await live.start();
    await caughtUp(live, last);
    const serving = (await live.status()).map((s) => s.build!.id);
    gate.arm(serving[1]!);

    const rebuild = live.rebuildAll();
    try {
      await third.reached;
      const { reads, truth } = await readsAndTruth();
      expect(reads).toEqual(truth);
      for (const [i, status] of (await live.status()).entries()) {
        expect(status).toMatchObject({ state: 'rebuilding', build: { id: serving[i] }, rebuild: { buildId: expect.any(Number) } });
        expect(status.rebuild!.buildId).toBeGreaterThan(Math.max(...serving));
        expect(status.rebuild!.processed).toBeGreaterThan(0);
      }
    } finally {
      third.release();
    }
    await rebuild;
    await caughtUp(live, last);
    const { reads, truth } = await readsAndTruth();
    expect(reads).toEqual(truth);
    for (const [i, status] of (await live.status()).entries()) expect(status).toMatchObject({ state: 'active', rebuild: null, build: { id: serving[i]! + 3 } });
  });

  it('parks a poison event for its own projection only, and the others go on', async () => {
    const poisoned = new Set<string>();
    const projections = mixedCounts({ tallied: { poison: (e) => poisoned.has(e.eventId) } });
    await appendMixed(10);
    const bad = '00000000-0000-4000-8000-000000000bad';
    await t.env.store.append('mixed-0-1', [{ eventId: bad, type: TALLIED, data: {} }]);
    poisoned.add(bad);
    const last = await appendMixed(10, 'after');
    const live = engine({ projections });
    await live.start();
    await caughtUp(live, last);
    const incremental = await checksums(live);
    await live.stop();

    const results = await engine({ projections, batchSize: 250 }).rebuildAll();
    expect(await checksums(live)).toEqual(incremental);
    const { reads, truth } = await readsAndTruth();
    expect(reads).toEqual([truth[0], { ...truth[1], 'mixed-0-1': truth[1]!['mixed-0-1']! - 1 }, truth[2]]);
    const letters = await live.deadLetters();
    expect(letters.map((l) => [l.projection, l.eventId])).toEqual([
      ['tallied', bad],
      ['tallied', bad],
    ]);
    expect(letters[1]!.buildId).toBe(results[1]!.buildId);
  });

  it('takes its leases again after losing them mid-read, and applies nothing twice', async () => {
    const last = await appendMixed(30);
    const live = engine();
    await live.start();
    await caughtUp(live, last);
    const serving = (await live.status()).map((s) => s.build!.id);
    await live.stop();
    const gate = batchGate('both_counts');
    gate.arm(serving[2]!);
    const [third, sixth] = [gate.hold(3), gate.hold(6)];

    const leaseHolders = () =>
      t.env.db('pg_locks')
        .where({ locktype: 'advisory', classid: 7302, granted: true })
        .whereRaw('database = (SELECT oid FROM pg_database WHERE datname = current_database())')
        .pluck('pid');
    const rebuild = engine({ projections: mixedCounts({ both: gate.options }), batchSize: 300 }).rebuildAll();
    try {
      await third.reached;
      const [lost] = await leaseHolders();
      await t.env.db.raw('SELECT pg_terminate_backend(?)', [lost]);
      await eventually(async () => (await t.env.db('pg_stat_activity').where({ pid: lost }).first()) === undefined);
      third.release();
      await sixth.reached;
      // The same three leases again, on a new connection.
      const holders = await leaseHolders();
      expect(holders).toHaveLength(3);
      expect(holders).not.toContain(lost);
    } finally {
      third.release();
      sixth.release();
    }
    const results = await rebuild;
    expect(results.map((r) => [r.projection, r.processed])).toEqual([
      ['counted', 2250],
      ['tallied', 1350],
      ['both_counts', 3600],
    ]);
    const { reads, truth } = await readsAndTruth();
    expect(reads).toEqual(truth);
  });

  it('resumes a shared rebuild whose process was killed, without loss or duplicates', async () => {
    const last = await appendMixed(40);
    const live = engine();
    await live.start();
    await caughtUp(live, last);
    const incremental = await checksums(live);
    await live.stop();

    const alone = new AbortController();
    await expect(engine().rebuild('tallied', { signal: alone.signal, onProgress: (p) => p.processed >= 1000 && alone.abort() })).rejects.toThrow(/abort/i);
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/projections/support/rebuild-child.ts', t.env.url, '--all'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((r) => child.once('exit', r));
    let output = '';
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if ([...output.matchAll(/processed (\d+) counted/g)].some((m) => Number(m[1]) >= 600)) resolve();
      });
    });
    child.kill('SIGKILL');
    await exited;
    expect(output).not.toContain('finished');
    const unfinished = await unfinishedBuilds(live);
    expect(unfinished.counted!.eventsProcessed).toBeGreaterThanOrEqual(600);
    expect(unfinished.counted!.eventsProcessed).toBeLessThan(3000);
    expect(unfinished.tallied!.checkpoint! > unfinished.counted!.checkpoint!).toBe(true);

    const results = await engine({ batchSize: 900 }).rebuildAll();
    expect(results.map((r) => [r.projection, r.buildId, r.resumed, r.processed])).toEqual([
      ['counted', unfinished.counted!.id, true, 3000],
      ['tallied', unfinished.tallied!.id, true, 1800],
      ['both_counts', unfinished.both_counts!.id, true, 4800],
    ]);
    expect(await checksums(live)).toEqual(incremental);
  });
});
