import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  Catalogue,
  WrongExpectedVersion,
  defineEvent,
  type AppendResult,
  type EventFilter,
  type EventStore,
  type Expected,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type SubscriptionItem,
} from '@piboost/events';
import { eventually } from '../support/eventually';

export interface EventStoreHarness {
  store: EventStore;
  /** countAll is exact (PostgreSQL) rather than an estimate (KurrentDB). */
  exactCount: boolean;
  /**
   * Appends in a transaction kept open for `holdMs` after the append, so that commit order differs
   * from position order. Adapters without client transactions leave it out.
   */
  appendHeldOpen?(streamId: string, events: readonly NewEvent[], expected: Expected, holdMs: number): Promise<AppendResult>;
  dispose(): Promise<void>;
}

export type HarnessFactory = (options: { catalogue?: Catalogue }) => Promise<EventStoreHarness>;

/** Schema 2 renamed `body` to `text` and added `author`; stored version-1 events must read back in the new shape. */
export const noteWritten = defineEvent('ContractNoteWritten', z.object({ text: z.string(), author: z.string() }), {
  version: 2,
  upcasters: { 1: (data) => ({ text: data.body, author: 'desconhecido' }) },
});

function event(type: string, data: Record<string, unknown> = {}, eventId?: string): NewEvent {
  return { type, data, eventId };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

async function expectWrongVersion(append: Promise<unknown>, actual: bigint): Promise<WrongExpectedVersion> {
  const error = await append.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersion);
  expect((error as WrongExpectedVersion).actual).toBe(actual);
  return error as WrongExpectedVersion;
}

/**
 * Waits until catch-up readers can reach `position`. PostgreSQL shows an append to them only once
 * every transaction that started before it (anywhere in the cluster) has ended.
 */
export async function readable(store: EventStore, position: Position): Promise<void> {
  await eventually(async () => ((await store.headPosition()) ?? '') >= position, { interval: 5, label: `position ${position} readable` });
}

/** Reads the whole log after `after` in pages, returning the events and each page's checkpoint. */
async function readAllPaged(store: EventStore, after: Position | null, maxCount: number, filter?: EventFilter) {
  const events: RecordedEvent[] = [];
  const checkpoints: (Position | null)[] = [];
  let checkpoint = after;
  for (;;) {
    const page = await store.readAll({ after: checkpoint, maxCount, filter });
    checkpoints.push(page.checkpoint);
    events.push(...page.events);
    if (page.events.length === 0) return { events, checkpoints, checkpoint: page.checkpoint };
    expect(page.checkpoint).toBe(page.events[page.events.length - 1]!.position);
    checkpoint = page.checkpoint;
  }
}

/** Consumes a subscription until `stop` says so (checked after every item), then aborts it. */
async function subscribeUntil(
  store: EventStore,
  options: { after?: Position | null; filter?: EventFilter },
  stop: (items: SubscriptionItem[]) => boolean,
): Promise<SubscriptionItem[]> {
  const controller = new AbortController();
  const items: SubscriptionItem[] = [];
  for await (const item of store.subscribeAll({ ...options, signal: controller.signal })) {
    items.push(item);
    if (stop(items)) controller.abort();
  }
  return items;
}

const eventsOf = (items: SubscriptionItem[]) => items.flatMap((i) => (i.kind === 'event' ? [i.event] : []));

export function eventStoreContract(name: string, factory: HarnessFactory): void {
  describe(`event store contract: ${name}`, () => {
    let harness: EventStoreHarness;
    let store: EventStore;
    // KurrentDB keeps its log between runs: every test works in streams and types of its own.
    const run = randomUUID().slice(0, 8);
    let counter = 0;
    const fresh = (label: string) => `c${run}${++counter}-${label}`;

    /** The readable head once every earlier append is readable (a marker appended now is). */
    const settledHead = async () => {
      await readable(store, (await store.append(`c${run}-marker`, [event('Marker')])).position);
      return store.headPosition();
    };

    beforeAll(async () => {
      harness = await factory({});
      store = harness.store;
    });
    afterAll(async () => {
      await harness?.dispose();
    });

    describe('expected version', () => {
      it("'no_stream' succeeds on a new stream and fails on an existing one with its version", async () => {
        const stream = fresh('no-stream');
        expect((await store.append(stream, [event('A'), event('B')], { expected: 'no_stream' })).nextVersion).toBe(2n);
        const error = await expectWrongVersion(store.append(stream, [event('C')], { expected: 'no_stream' }), 2n);
        expect(error.streamId).toBe(stream);
        expect(error.expected).toBe('no_stream');
        expect(await collect(store.readStream(stream))).toHaveLength(2);
      });

      it("'stream_exists' fails on a new stream with version 0 and succeeds on an existing one", async () => {
        const stream = fresh('exists');
        await expectWrongVersion(store.append(stream, [event('A')], { expected: 'stream_exists' }), 0n);
        expect(await collect(store.readStream(stream))).toHaveLength(0);
        await store.append(stream, [event('A')], { expected: 'no_stream' });
        expect((await store.append(stream, [event('B')], { expected: 'stream_exists' })).nextVersion).toBe(2n);
      });

      it('an exact version succeeds when it matches and fails with the actual version when it does not', async () => {
        const stream = fresh('exact');
        expect((await store.append(stream, [event('A')], { expected: 0n })).nextVersion).toBe(1n);
        await expectWrongVersion(store.append(stream, [event('B')], { expected: 0n }), 1n);
        expect((await store.append(stream, [event('B'), event('C')], { expected: 1n })).nextVersion).toBe(3n);
        await expectWrongVersion(store.append(stream, [event('D')], { expected: 2n }), 3n);
        await expectWrongVersion(store.append(stream, [event('D')], { expected: 7n }), 3n);
        await expectWrongVersion(store.append(fresh('exact-missing'), [event('A')], { expected: 2n }), 0n);
        const stored = await collect(store.readStream(stream));
        expect(stored.map((e) => e.type)).toEqual(['A', 'B', 'C']);
      });

      it("'any' appends whatever the stream holds, and is the default", async () => {
        const stream = fresh('any');
        expect((await store.append(stream, [event('A')], { expected: 'any' })).nextVersion).toBe(1n);
        expect((await store.append(stream, [event('B')], { expected: 'any' })).nextVersion).toBe(2n);
        expect((await store.append(stream, [event('C')])).nextVersion).toBe(3n);
      });
    });

    it('concurrent appenders with the same expected version: exactly one wins each version', async () => {
      const stream = fresh('race');
      const rounds = 20;
      for (let round = 0; round < rounds; round++) {
        const results = await Promise.allSettled(
          Array.from({ length: 8 }, (_, i) => store.append(stream, [event('Raced', { round, i })], { expected: BigInt(round) })),
        );
        const won = results.filter((r) => r.status === 'fulfilled');
        expect(won).toHaveLength(1);
        expect(won[0]!.value.nextVersion).toBe(BigInt(round + 1));
        for (const r of results) {
          if (r.status === 'rejected') {
            expect(r.reason).toBeInstanceOf(WrongExpectedVersion);
            expect((r.reason as WrongExpectedVersion).actual).toBe(BigInt(round + 1));
          }
        }
      }
      const stored = await collect(store.readStream(stream));
      expect(stored.map((e) => e.streamVersion)).toEqual(Array.from({ length: rounds }, (_, i) => BigInt(i + 1)));
      expect(stored.map((e) => (e.data as { round: number }).round)).toEqual(Array.from({ length: rounds }, (_, i) => i));
    });

    it('appenders retrying on conflict fill one stream without gaps or losses', async () => {
      const stream = fresh('contended');
      const appenders = 12;
      const each = 8;
      await Promise.all(
        Array.from({ length: appenders }, async (_, a) => {
          let expected = 0n;
          for (let n = 0; n < each; ) {
            try {
              expected = (await store.append(stream, [event('Counted', { a, n })], { expected })).nextVersion;
              n++;
            } catch (error) {
              if (!(error instanceof WrongExpectedVersion)) throw error;
              expected = error.actual;
            }
          }
        }),
      );
      const stored = await collect(store.readStream(stream));
      expect(stored.map((e) => e.streamVersion)).toEqual(Array.from({ length: appenders * each }, (_, i) => BigInt(i + 1)));
      for (let a = 0; a < appenders; a++) {
        const mine = stored.map((e) => e.data as { a: number; n: number }).filter((d) => d.a === a);
        expect(mine.map((d) => d.n)).toEqual(Array.from({ length: each }, (_, n) => n));
      }
    });

    it('16 concurrent writers: a tailing subscriber sees every event exactly once, in order', async () => {
      const prefix = fresh('load-');
      const filter = { streamPrefixes: [prefix] };
      const start = await store.headPosition();
      const controller = new AbortController();
      const sentinel = randomUUID();
      const received: RecordedEvent[] = [];
      const subscriber = (async () => {
        for await (const item of store.subscribeAll({ after: start, filter, signal: controller.signal })) {
          if (item.kind !== 'event') continue;
          received.push(item.event);
          if (item.event.eventId === sentinel) controller.abort();
        }
      })();

      const written: string[] = [];
      let heldOpen = 0;
      await Promise.all(
        Array.from({ length: 16 }, async (_, w) => {
          const versions = new Map<string, bigint>();
          for (let tx = 0; tx < 100; tx++) {
            const stream = `${prefix}w${w}-s${(tx * 7 + w) % 5}`;
            const size = tx % 3 === 0 ? 2 + ((tx + w) % 5) : 1;
            const batch = Array.from({ length: size }, (_, i) => event('LoadTested', { w, tx, i }, randomUUID()));
            const expected = versions.get(stream) ?? 0n;
            const result =
              harness.appendHeldOpen && (tx + w) % 10 === 0
                ? (heldOpen++, await harness.appendHeldOpen(stream, batch, expected, 5 + ((tx * 13 + w) % 25)))
                : await store.append(stream, batch, { expected });
            expect(result.nextVersion).toBe(expected + BigInt(size));
            versions.set(stream, result.nextVersion);
            written.push(...batch.map((e) => e.eventId!));
          }
        }),
      );
      // Appended after every writer committed, so it comes after all of their events in the log.
      await store.append(`${prefix}sentinel`, [event('LoadTested', {}, sentinel)]);
      await subscriber;

      const delivered = received.slice(0, -1);
      expect(written.length).toBeGreaterThan(3000);
      if (harness.appendHeldOpen) expect(heldOpen).toBeGreaterThan(100);
      expect(delivered).toHaveLength(written.length);
      expect(new Set(delivered.map((e) => e.eventId)).size).toBe(written.length);
      expect(new Set(delivered.map((e) => e.eventId))).toEqual(new Set(written));
      for (let i = 1; i < received.length; i++) expect(received[i]!.position > received[i - 1]!.position).toBe(true);
      const byStream = new Map<string, bigint[]>();
      for (const e of delivered) byStream.set(e.streamId, [...(byStream.get(e.streamId) ?? []), e.streamVersion]);
      for (const versions of byStream.values()) {
        expect(versions).toEqual(versions.map((_, i) => BigInt(i + 1)));
      }
      // A paged catch-up read of the same log agrees with the subscription, event for event.
      const paged = await readAllPaged(store, start, 250, filter);
      expect(paged.events.map((e) => e.eventId)).toEqual(received.map((e) => e.eventId));
    });

    it('idempotent event ids: a retried append stores nothing twice', async () => {
      const stream = fresh('idempotent');
      const batch = [event('A', { n: 1 }, randomUUID()), event('B', { n: 2 }, randomUUID())];
      const first = await store.append(stream, batch, { expected: 'no_stream' });
      const retry = await store.append(stream, batch, { expected: 'no_stream' });
      expect(retry.nextVersion).toBe(first.nextVersion);
      const single = [event('C', { n: 3 }, randomUUID())];
      expect((await store.append(stream, single, { expected: 'any' })).nextVersion).toBe(3n);
      expect((await store.append(stream, single, { expected: 'any' })).nextVersion).toBe(3n);
      const stored = await collect(store.readStream(stream));
      expect(stored.map((e) => e.eventId)).toEqual([...batch, ...single].map((e) => e.eventId));
    });

    describe('appendMany', () => {
      it('appends to many streams, each under its own expectation: a conflict refuses only its own', async () => {
        const [a, b, c] = [fresh('many-a'), fresh('many-b'), fresh('many-c')];
        await store.append(b, [event('B0')]);
        const results = await store.appendMany([
          { streamId: a, events: [event('A1'), event('A2')], expected: 'no_stream' },
          { streamId: b, events: [event('B1')], expected: 0n },
          { streamId: c, events: [event('C1')] },
          { streamId: b, events: [event('B2')], expected: 1n },
        ]);
        expect(results.map((r) => (r instanceof WrongExpectedVersion ? `conflict ${r.streamId} at ${r.actual}` : r.nextVersion))).toEqual([2n, `conflict ${b} at 1`, 1n, 2n]);
        expect((await collect(store.readStream(a))).map((e) => e.type)).toEqual(['A1', 'A2']);
        expect((await collect(store.readStream(b))).map((e) => e.type)).toEqual(['B0', 'B2']);
        expect(await store.appendMany([])).toEqual([]);
      });

      it('run again with the same event ids, it stores nothing twice and answers as the first time', async () => {
        const streams = Array.from({ length: 40 }, (_, i) => fresh(`many-retry-${i}`));
        const appends = streams.map((streamId, i) => ({ streamId, events: [event('Ranked', { i }, randomUUID())], expected: 'no_stream' as const }));
        const first = await store.appendMany(appends);
        const again = await store.appendMany(appends);
        expect(again.map((r) => (r instanceof WrongExpectedVersion ? r : r.nextVersion))).toEqual(first.map(() => 1n));
        // A second run that adds a new stream beside the stored ones stores only the new one.
        const extra = { streamId: fresh('many-retry-extra'), events: [event('Ranked', { i: 40 }, randomUUID())], expected: 'no_stream' as const };
        expect((await store.appendMany([...appends, extra])).every((r) => !(r instanceof WrongExpectedVersion) && r.nextVersion === 1n)).toBe(true);
        for (const streamId of [...streams, extra.streamId]) expect(await collect(store.readStream(streamId))).toHaveLength(1);
      });

      it('refuses an event id already stored in another stream', async () => {
        const id = randomUUID();
        await store.append(fresh('many-owner'), [event('Owned', {}, id)]);
        await expect(store.appendMany([{ streamId: fresh('many-thief'), events: [event('Owned', {}, id)] }])).rejects.toThrow();
      });
    });

    describe('readStream', () => {
      const stream = () => `c${run}-read-stream`;
      beforeAll(async () => {
        const events = Array.from({ length: 2500 }, (_, i) => event('Numbered', { n: i + 1 }));
        await store.append(stream(), events, { expected: 'no_stream' });
      });
      const versions = async (options: Parameters<EventStore['readStream']>[1]) =>
        (await collect(store.readStream(stream(), options))).map((e) => Number(e.streamVersion));
      const range = (from: number, to: number) =>
        Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i));

      it('reads forwards, from a version, with a maximum count', async () => {
        expect(await versions({})).toEqual(range(1, 2500));
        expect(await versions({ fromVersion: 1200n })).toEqual(range(1200, 2500));
        expect(await versions({ maxCount: 3 })).toEqual([1, 2, 3]);
        expect(await versions({ fromVersion: 999n, maxCount: 1003 })).toEqual(range(999, 2001));
        expect(await versions({ fromVersion: 2501n })).toEqual([]);
      });

      it('reads backwards, from a version, with a maximum count', async () => {
        expect(await versions({ backwards: true })).toEqual(range(2500, 1));
        expect(await versions({ backwards: true, maxCount: 1500 })).toEqual(range(2500, 1001));
        expect(await versions({ backwards: true, fromVersion: 5n, maxCount: 2 })).toEqual([5, 4]);
      });

      it('returns the stored fields and nothing for a missing stream', async () => {
        const [first] = await collect(store.readStream(stream(), { maxCount: 1 }));
        expect(first).toMatchObject({ type: 'Numbered', streamId: stream(), streamVersion: 1n, data: { n: 1 }, schemaVersion: 1 });
        expect(first!.recordedAt).toBeInstanceOf(Date);
        expect(await collect(store.readStream(fresh('missing')))).toEqual([]);
      });

      it('keeps metadata', async () => {
        const s = fresh('metadata');
        const metadata = { correlationId: 'c-1', causationId: 'c-0', actorId: 'u-1', requestId: 'r-1' };
        await store.append(s, [{ type: 'A', data: { ok: true }, metadata }]);
        expect((await collect(store.readStream(s)))[0]!.metadata).toEqual(metadata);
      });
    });

    it('readAll pages through the log with checkpoints', async () => {
      const start = await settledHead();
      const prefix = fresh('paging-');
      const appended: string[] = [];
      let last = '';
      for (let i = 0; i < 25; i++) {
        const e = event('Paged', { i }, randomUUID());
        last = (await store.append(`${prefix}${i % 4}`, [e])).position;
        appended.push(e.eventId!);
      }
      await readable(store, last);
      const paged = await readAllPaged(store, start, 10);
      expect(paged.events.map((e) => e.eventId)).toEqual(appended);
      expect(paged.checkpoints).toHaveLength(4);
      expect(paged.checkpoint).toBe(paged.events[24]!.position);
      const again = await store.readAll({ after: paged.checkpoint, maxCount: 10 });
      expect(again).toEqual({ events: [], checkpoint: paged.checkpoint });
    });

    it('filters by event type and by stream prefix, in readAll and subscribeAll', async () => {
      const start = await store.headPosition();
      const p = fresh('filter-');
      const [typeA, typeB, typeC] = ['A', 'B', 'C'].map((t) => `${p}${t}`) as [string, string, string];
      await store.append(`${p}left-1`, [event(typeA, { n: 1 }), event(typeB, { n: 2 })]);
      await store.append(`${p}right-1`, [event(typeA, { n: 3 }), event(typeC, { n: 4 })]);
      await readable(store, (await store.append(`${p}left-2`, [event(typeC, { n: 5 })])).position);
      const numbers = (events: RecordedEvent[]) => events.map((e) => (e.data as { n: number }).n);
      const cases: [EventFilter, number[]][] = [
        [{ types: [typeA] }, [1, 3]],
        [{ types: [typeB, typeC] }, [2, 4, 5]],
        [{ streamPrefixes: [`${p}left-`] }, [1, 2, 5]],
        [{ streamPrefixes: [`${p}right-`, `${p}left-2`] }, [3, 4, 5]],
        [{ types: [typeA, typeC], streamPrefixes: [`${p}left-`] }, [1, 5]],
        [{ types: [`${p}none`] }, []],
      ];
      for (const [filter, expected] of cases) {
        expect(numbers((await readAllPaged(store, start, 2, filter)).events)).toEqual(expected);
        const items = await subscribeUntil(store, { after: start, filter }, (seen) => seen.at(-1)?.kind === 'caughtUp');
        expect(numbers(eventsOf(items))).toEqual(expected);
        if (harness.exactCount) expect(await store.countAll({ after: start, filter })).toBe(expected.length);
      }
    });

    it('upcasts events stored with an older schema version on every read', async () => {
      const upcasting = await factory({ catalogue: new Catalogue([noteWritten]) });
      try {
        const s = upcasting.store;
        const stream = fresh('notes');
        const start = await s.headPosition();
        await s.append(stream, [{ type: noteWritten.type, data: { body: 'olá' }, schemaVersion: 1 }]);
        await readable(s, (await s.append(stream, [{ type: noteWritten.type, data: { text: 'atual', author: 'ana' } }])).position);
        const expected = [
          { schemaVersion: 2, data: { text: 'olá', author: 'desconhecido' } },
          { schemaVersion: 2, data: { text: 'atual', author: 'ana' } },
        ];
        expect(await collect(s.readStream(stream))).toMatchObject(expected);
        const filter = { streamPrefixes: [stream] };
        expect((await s.readAll({ after: start, maxCount: 10, filter })).events).toMatchObject(expected);
        const items = await subscribeUntil(s, { after: start, filter }, (seen) => eventsOf(seen).length === 2);
        expect(eventsOf(items)).toMatchObject(expected);
        // The store without the catalogue shows what is really stored.
        expect(await collect(store.readStream(stream))).toMatchObject([{ schemaVersion: 1, data: { body: 'olá' } }, expected[1]!]);
      } finally {
        await upcasting.dispose();
      }
    });

    it('a subscription resumes after a checkpoint without repeating or skipping events', async () => {
      const start = await store.headPosition();
      const p = fresh('resume-');
      const filter = { streamPrefixes: [p] };
      const ids: string[] = [];
      const append = async (n: number) => {
        for (let i = 0; i < n; i++) {
          const e = event('Resumed', { i }, randomUUID());
          const { position } = await store.append(`${p}${i % 3}`, [e]);
          ids.push(e.eventId!);
          if (i === n - 1) await readable(store, position);
        }
      };
      await append(10);
      const first = await subscribeUntil(store, { after: start, filter }, (seen) => seen.at(-1)?.kind === 'caughtUp');
      const checkpoints = first.filter((i) => i.kind === 'checkpoint');
      expect(checkpoints.length).toBeGreaterThan(0);
      const saved = checkpoints.at(-1)!.kind === 'checkpoint' ? (checkpoints.at(-1) as { position: Position }).position : null;
      expect(eventsOf(first).map((e) => e.eventId)).toEqual(ids);
      expect(saved! >= eventsOf(first).at(-1)!.position).toBe(true);

      await append(7);
      const second = await subscribeUntil(store, { after: saved, filter }, (seen) => eventsOf(seen).length === 7);
      expect(eventsOf(second).map((e) => e.eventId)).toEqual(ids.slice(10));
    });

    it('subscribeAll reports caughtUp at the head and ends when aborted', async () => {
      const p = fresh('live-');
      const filter = { streamPrefixes: [p] };
      const controller = new AbortController();
      const items: SubscriptionItem[] = [];
      let appended: AppendResult | undefined;
      for await (const item of store.subscribeAll({ after: await store.headPosition(), filter, signal: controller.signal })) {
        items.push(item);
        if (item.kind === 'caughtUp' && !appended) appended = await store.append(`${p}1`, [event('Live')]);
        if (item.kind === 'event') controller.abort();
      }
      expect(items[0]!.kind).toBe('caughtUp');
      expect(eventsOf(items)).toHaveLength(1);
      expect(eventsOf(items)[0]!.position >= appended!.position).toBe(true);
      // An already aborted signal yields nothing.
      expect(await collect(store.subscribeAll({ signal: AbortSignal.abort() }))).toEqual([]);
    });

    it('headPosition and countAll follow the log', async () => {
      const p = fresh('head-');
      const before = await settledHead();
      const result = await store.append(`${p}1`, [event('H'), event('H'), event('H')]);
      await readable(store, result.position);
      const head = await store.headPosition();
      expect(head).not.toBeNull();
      expect(before === null || head! > before).toBe(true);
      const [last] = await collect(store.readStream(`${p}1`, { backwards: true, maxCount: 1 }));
      expect(head).toBe(last!.position);
      expect(result.position <= head!).toBe(true);
      expect(await store.countAll({ after: head })).toBe(0);
      if (harness.exactCount) {
        expect(await store.countAll({ after: before })).toBe(3);
        expect(await store.countAll({ after: before, filter: { types: ['H'], streamPrefixes: [p] } })).toBe(3);
      } else {
        expect(await store.countAll({ after: before })).toBeGreaterThan(0);
      }
    });
  });
}
