import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@piboost/events';
import type { ProjectionEngine } from '@piboost/projections/engine/runner';
import type { Subscriber } from '@piboost/projections/engine/subscriber';
import { projectionsCli } from '../../scripts/lib/projections-cli';
import { useEngineEnv } from './support/engine-env';
import { appendCounted, expectedCounts, projectedCounts } from './support/env';
import { COUNTED, streamCounts } from './support/stream-counts';
import { eventually } from '../support/eventually';

const t = useEngineEnv({ projections: [streamCounts()] });
const { engine, logs } = t;

/** The build of `version` serves reads and has applied everything up to `position`. */
async function caughtUp(e: ProjectionEngine, position: string, version = 1): Promise<void> {
  await eventually(async () => {
    const [s] = await e.status();
    return s!.state === 'active' && s!.version === version;
  });
  expect(await e.waitFor(position)).toBe(true);
}

/** A subscriber has handled everything up to `position`. */
async function delivered(e: ProjectionEngine, name: string, position: string): Promise<void> {
  await eventually(async () => {
    const s = (await e.subscriberStatus()).find((x) => x.name === name)!;
    return s.checkpoint !== null && s.checkpoint >= position;
  });
}

function collector(name: string, options: { startFrom?: 'head'; failFor?: Set<string> } = {}) {
  const seen: string[] = [];
  const subscriber: Subscriber = {
    name,
    eventTypes: [COUNTED],
    startFrom: options.startFrom,
    async handle(events: readonly RecordedEvent[]) {
      if (events.some((e) => options.failFor?.has(e.eventId))) throw new Error('e-mail recusado');
      seen.push(...events.map((e) => e.eventId));
    },
  };
  return { subscriber, seen };
}

async function storedIds(): Promise<string[]> {
  return t.env.db('es_events').orderBy(['transaction_id', 'global_position']).pluck('event_id');
}

describe('projection lifecycle', () => {
  it('builds a bumped version beside the old one and switches reads to its new shape', async () => {
    let last = await appendCounted(t.env.store, { streams: 8, perStream: 400 });
    const v1 = engine();
    await v1.start();
    await caughtUp(v1, last);
    await v1.stop();

    const v2 = engine({ projections: [streamCounts({ version: 2, withFirstPosition: true })] });
    await v2.start();
    await caughtUp(v2, last, 2);
    const builds = await v2.builds('stream_counts');
    expect(builds.map((b) => [b.version, b.status])).toEqual([
      [1, 'retired'],
      [2, 'active'],
    ]);
    const rows = await t.env.db('stream_counts').select('stream_id', 'events', 'first_position');
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => typeof r.first_position === 'string')).toBe(true);
    expect(await projectedCounts(t.env.db, 'stream_counts')).toEqual(await expectedCounts(t.env.db));
    last = await appendCounted(t.env.store, { streams: 1, perStream: 5, prefix: 'v2' });
    await caughtUp(v2, last, 2);
    expect(await projectedCounts(t.env.db, 'stream_counts')).toEqual(await expectedCounts(t.env.db));

    // Older code started after the switch neither builds nor writes.
    await v2.stop();
    const old = engine();
    await old.start();
    last = await appendCounted(t.env.store, { streams: 1, perStream: 5, prefix: 'late' });
    await eventually(async () => (await t.env.store.headPosition()) === last);
    await new Promise((r) => setTimeout(r, 300));
    expect(await old.hasProcessed(last)).toBe(false);
    const [status] = await old.status();
    expect(status).toMatchObject({ codeVersion: 1, version: 2, running: false, lagEvents: 5 });
    expect(status!.lagSeconds).toBeGreaterThan(0);
    expect((await old.builds('stream_counts')).length).toBe(2);
  });

  it('delivers to subscribers once, resumes from their checkpoint, and leaves them out of rebuilds', async () => {
    let last = await appendCounted(t.env.store, { streams: 3, perStream: 300 });
    const mailer = collector('mailer');
    const first = engine({ subscribers: [mailer.subscriber] });
    await first.start();
    await delivered(first, 'mailer', last);
    expect(mailer.seen).toEqual(await storedIds());

    await caughtUp(first, last);
    await first.rebuild('stream_counts');
    expect(mailer.seen).toHaveLength(900);
    await first.stop();

    last = await appendCounted(t.env.store, { streams: 1, perStream: 50, prefix: 'new' });
    // Registered now: starts at the head it finds, after the 50.
    const late = collector('late-mailer', { startFrom: 'head' });
    const second = engine({ subscribers: [mailer.subscriber, late.subscriber] });
    await eventually(async () => (await t.env.store.headPosition()) === last);
    await second.start();
    await delivered(second, 'mailer', last);
    expect(mailer.seen).toEqual(await storedIds());
    last = await appendCounted(t.env.store, { streams: 1, perStream: 10, prefix: 'newer' });
    await delivered(second, 'late-mailer', last);
    await delivered(second, 'mailer', last);
    expect(late.seen).toEqual((await storedIds()).slice(-10));
    expect(await second.subscriberStatus()).toEqual([
      expect.objectContaining({ name: 'mailer', eventsProcessed: 960, deadLetters: 0 }),
      expect.objectContaining({ name: 'late-mailer', eventsProcessed: 10 }),
    ]);
  });

  it('parks an event a subscriber keeps failing on, after retries, and delivers the rest', async () => {
    const last = await appendCounted(t.env.store, { streams: 2, perStream: 20 });
    const [badId] = (await storedIds()).slice(7, 8);
    const failFor = new Set([badId!]);
    const mailer = collector('mailer', { failFor });
    const e = engine({ subscribers: [mailer.subscriber], projections: [] });
    await e.start();
    await delivered(e, 'mailer', last);
    expect(mailer.seen).toEqual((await storedIds()).filter((id) => id !== badId));
    // Four failed attempts of the batch, then one by one.
    expect(logs.filter((l) => l.level === 'error')).toHaveLength(4);
    expect(logs.filter((l) => l.level === 'warn').map((l) => l.message)).toEqual(['eventos com erro estacionados na fila de mensagens mortas']);
    const [letter] = await e.deadLetters({ projection: 'mailer' });
    expect(letter).toMatchObject({ eventId: badId, buildId: null, error: 'e-mail recusado' });

    failFor.clear();
    expect(await e.retryDeadLetter(letter!.id)).toEqual({ resolved: true });
    expect(mailer.seen.at(-1)).toBe(badId);
    expect((await e.subscriberStatus())[0]!.deadLetters).toBe(0);
  });

  it('resumes a rebuild whose process was killed, without loss or duplicates', async () => {
    const last = await appendCounted(t.env.store, { streams: 10, perStream: 1000 });
    const live = engine();
    await live.start();
    await caughtUp(live, last);
    const incremental = await live.checksum('stream_counts');
    await live.stop();

    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/projections/support/rebuild-child.ts', t.env.url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((r) => child.once('exit', r));
    let output = '';
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const processed = [...output.matchAll(/processed (\d+)/g)].map((m) => Number(m[1]));
        if ((processed.at(-1) ?? 0) >= 2000) resolve();
      });
    });
    child.kill('SIGKILL');
    await exited;
    expect(output).not.toContain('finished');
    const unfinished = (await live.builds('stream_counts')).find((b) => b.status === 'building')!;
    expect(unfinished.eventsProcessed).toBeGreaterThanOrEqual(2000);
    expect(unfinished.eventsProcessed).toBeLessThan(10_000);

    // The platform restarts: its engine finishes the abandoned build from its checkpoint.
    const restarted = engine();
    await restarted.start();
    await eventually(async () => (await restarted.status())[0]!.build!.id === unfinished.id);
    expect((await restarted.builds('stream_counts')).map((b) => [b.id, b.status, b.eventsProcessed])).toEqual([
      [1, 'retired', 10_000],
      [unfinished.id, 'active', 10_000],
    ]);
    expect(await restarted.checksum('stream_counts')).toBe(incremental);
  });

  it('prints status and rebuilds from the CLI', async () => {
    const last = await appendCounted(t.env.store, { streams: 4, perStream: 250 });
    const live = engine();
    await live.start();
    await caughtUp(live, last);
    await live.stop();
    const runtime = { db: t.env.db, store: t.env.store, projections: [streamCounts()] };
    const lines: string[] = [];
    const bars: string[] = [];
    const progress = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bars.push(chunk.toString());
        done();
      },
    });
    const io = { out: (line: string) => lines.push(line), progress };

    expect(await projectionsCli(['status'], runtime, io)).toBe(0);
    expect(lines[0]).toMatch(/^projeção\s+versão\s+estado/);
    expect(lines.join('\n')).toMatch(/stream_counts\s+1\s+active\s+não\s+1 \(active\)/);

    lines.length = 0;
    expect(await projectionsCli(['rebuild', 'stream_counts'], runtime, io)).toBe(0);
    expect(lines.join('\n')).toContain(`checksum ${await live.checksum('stream_counts')} (idêntico ao build anterior)`);
    expect(lines.join('\n')).toMatch(/stream_counts: build 2 ativo - 1\.000 eventos/);
    expect(bars.join('')).toMatch(/stream_counts +\[█+\] 100% \| 1\.000\/1\.000 eventos \| [\d.]+ ev\/s \| ETA 0 s/);

    lines.length = 0;
    bars.length = 0;
    const two = { ...runtime, projections: [streamCounts(), streamCounts({ name: 'other_counts' })] };
    expect(await projectionsCli(['rebuild', '--all'], two, io)).toBe(0);
    expect(lines).toEqual([
      expect.stringMatching(/^stream_counts: build 3 ativo - 1\.000 eventos .* checksum [0-9a-f]{32} \(idêntico ao build anterior\)$/),
      expect.stringMatching(/^other_counts: build 4 ativo - 1\.000 eventos .* checksum [0-9a-f]{32}$/),
    ]);
    expect(await t.env.db('other_counts').sum({ n: 'events' }).first()).toEqual({ n: '1000' });
    // One read of the log for both, one bar with their progress summed.
    expect(bars.join('')).toMatch(/2 projeções +\[█+\] 100% \| 2\.000\/2\.000 eventos/);

    lines.length = 0;
    expect(await projectionsCli(['rebuild', 'other_counts', 'stream_counts'], two, io)).toBe(0);
    expect(lines.map((l) => l.split(' - ')[0])).toEqual(['other_counts: build 5 ativo', 'stream_counts: build 6 ativo']);

    expect(await projectionsCli(['rebuild', 'nope'], runtime, io)).toBe(2);
    expect(await projectionsCli(['frobnicate'], runtime, io)).toBe(2);
  });
});
