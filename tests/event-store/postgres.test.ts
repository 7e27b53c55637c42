import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppendResult, Position, RecordedEvent, SubscriptionItem } from '@piboost/events';
import { createDb } from '@piboost/backend/platform/db/knex';
import { migrate } from '@piboost/backend/platform/db/migrate';
import { PostgresEventStore, eventStoreMigrations } from '@piboost/backend/platform/event-store/postgres';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { eventStoreContract, readable } from './contract';

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = createDb(database.url);
  await migrate(db, eventStoreMigrations);
  await db.destroy();
  pool = new pg.Pool({ connectionString: database.url, max: 24 });
  // Dropping the database (WITH FORCE) can reach a connection pool.end() is still closing.
  pool.on('error', () => {});
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

eventStoreContract('PostgreSQL', async ({ catalogue }) => {
  const store = new PostgresEventStore(pool, { upcast: catalogue });
  return {
    store,
    exactCount: true,
    async appendHeldOpen(streamId, events, expected, holdMs) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await store.append(streamId, events, { expected, client });
        await client.query('SELECT pg_sleep($1)', [holdMs / 1000]);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    dispose: () => store.close(),
  };
});

describe('PostgreSQL event store specifics', () => {
  let store: PostgresEventStore;
  beforeAll(() => {
    // A poll this slow would time the tests out: wake-ups and the pending-row retry must do the work.
    store = new PostgresEventStore(pool, { pollIntervalMs: 120_000 });
  });
  afterAll(() => store.close());
  const stream = (label: string) => `pg-${randomUUID().slice(0, 8)}-${label}`;

  /** The readable head once every event committed so far can be read. */
  async function settledHead(): Promise<string | null> {
    const tail = await pool.query('SELECT transaction_id::text AS t, global_position::text AS g FROM es_events ORDER BY 1 DESC, 2 DESC LIMIT 1');
    if (tail.rows[0]) await readable(store, `${tail.rows[0].t.padStart(20, '0')}-${tail.rows[0].g.padStart(19, '0')}`);
    return store.headPosition();
  }

  /** A transaction on its own connection, left open until the caller commits. */
  async function openTransaction() {
    const client = await pool.connect();
    await client.query('BEGIN');
    return {
      client,
      async commit() {
        await client.query('COMMIT');
        client.release();
      },
    };
  }

  function tail(after: string | null, prefix: string) {
    const controller = new AbortController();
    const items: SubscriptionItem[] = [];
    const waiters: (() => void)[] = [];
    const done = (async () => {
      for await (const item of store.subscribeAll({ after, filter: { streamPrefixes: [prefix] }, signal: controller.signal })) {
        items.push(item);
        waiters.splice(0).forEach((w) => w());
      }
    })();
    return {
      items,
      events: () => items.flatMap((i) => (i.kind === 'event' ? [i.event] : [])),
      async until(test: () => boolean) {
        while (!test()) await new Promise<void>((resolve) => waiters.push(resolve));
      },
      async stop() {
        controller.abort();
        await done;
      },
    };
  }

  it('exports its migration under the event-store module', () => {
    expect(eventStoreMigrations.map((m) => m.name)).toEqual([
      'event-store/001-create-event-store',
      'event-store/002-subject-index',
      'event-store/003-explorer-indexes',
      'event-store/004-drop-subject-index',
      'event-store/005-append-batch',
      'event-store/006-drop-explorer-indexes',
    ]);
  });

  it('leaves es_events only the indexes appends and catch-up reads need (the explorer reads its read model)', async () => {
    const indexes = await pool.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'es_events' ORDER BY 1`);
    expect(indexes.rows.map((r) => r.indexname)).toEqual(['es_events_event_id_key', 'es_events_log', 'es_events_pkey', 'es_events_type']);
    const statistics = await pool.query(`SELECT stxname FROM pg_statistic_ext WHERE stxrelid = 'es_events'::regclass`);
    expect(statistics.rows).toEqual([]);
  });

  it('positions are the zero-padded (transaction id, global position) pair of the event', async () => {
    const result = await store.append(stream('position'), [{ type: 'P', data: {} }]);
    expect(result.position).toMatch(/^\d{20}-\d{19}$/);
    expect(await settledHead()).toBe(result.position);
    const row = await pool.query('SELECT transaction_id::text AS t, global_position::text AS g FROM es_events ORDER BY global_position DESC LIMIT 1');
    expect(result.position).toBe(`${row.rows[0].t.padStart(20, '0')}-${row.rows[0].g.padStart(19, '0')}`);
  });

  it('a reader never passes an older transaction that is still open, and delivers it when it commits', async () => {
    const prefix = stream('open-');
    const start = await settledHead();
    const subscription = tail(start, prefix);
    await subscription.until(() => subscription.items.some((i) => i.kind === 'caughtUp'));

    const older = await openTransaction();
    const first = await store.append(`${prefix}older`, [{ type: 'Older', data: {} }], { client: older.client });
    const second = await store.append(`${prefix}newer`, [{ type: 'Newer', data: {} }]);
    expect(second.position > first.position).toBe(true);

    // The newer event is committed, but a reader that took it now would skip the older one later.
    expect(await store.readAll({ after: start, maxCount: 10, filter: { streamPrefixes: [prefix] } })).toEqual({ events: [], checkpoint: start });
    expect(await store.countAll({ after: start, filter: { streamPrefixes: [prefix] } })).toBe(0);
    expect(await store.headPosition()).toBe(start);
    expect(subscription.events()).toEqual([]);

    await older.commit();
    await subscription.until(() => subscription.events().length === 2);
    await subscription.stop();
    expect(subscription.events().map((e) => e.type)).toEqual(['Older', 'Newer']);
  });

  it('countByType counts each type up to the readable head it reports; counting after that head adds only what came since', async () => {
    const prefix = stream('count-');
    const [a, b, c] = [`CountA-${prefix}`, `CountB-${prefix}`, `CountC-${prefix}`];
    const start = await settledHead();
    const appended = await store.append(`${prefix}1`, [{ type: a, data: {} }, { type: a, data: {} }, { type: b, data: {} }, { type: c, data: {} }]);
    await readable(store, appended.position);
    const first = await store.countByType({ after: start, types: [a, b] });
    expect(Object.fromEntries(first.counts)).toEqual({ [a]: 2, [b]: 1 });
    expect(first.head).toBe(await store.headPosition());

    const older = await openTransaction();
    await store.append(`${prefix}2`, [{ type: a, data: {} }], { client: older.client });
    const later = await store.append(`${prefix}3`, [{ type: b, data: {} }]);
    // The open transaction holds back the later commit too: a reader cannot take it yet.
    const held = await store.countByType({ after: first.head, types: [a, b] });
    expect(held).toEqual({ counts: new Map(), head: first.head });

    await older.commit();
    await readable(store, later.position);
    const next = await store.countByType({ after: held.head, types: [a, b] });
    expect(Object.fromEntries(next.counts)).toEqual({ [a]: 1, [b]: 1 });
    expect(next.head).toBe(await store.headPosition());
  });

  it('orders by transaction: an event numbered later by an older transaction comes first', async () => {
    const prefix = stream('xid-');
    const start = await store.headPosition();
    const older = await openTransaction();
    await older.client.query('SELECT pg_current_xact_id()');
    const newer = await store.append(`${prefix}newer`, [{ type: 'Newer', data: {} }]);
    const late = await store.append(`${prefix}older`, [{ type: 'Older', data: {} }], { client: older.client });
    expect(BigInt(late.position.slice(21)) > BigInt(newer.position.slice(21))).toBe(true);
    await older.commit();
    await readable(store, newer.position);
    const { events } = await store.readAll({ after: start, maxCount: 10, filter: { streamPrefixes: [prefix] } });
    expect(events.map((e) => e.type)).toEqual(['Older', 'Newer']);
  });

  it('notices rows held back by an open transaction that sends no wake-up when it ends', async () => {
    const prefix = stream('silent-');
    const subscription = tail(await store.headPosition(), prefix);
    await subscription.until(() => subscription.items.some((i) => i.kind === 'caughtUp'));
    const blocker = await openTransaction();
    await blocker.client.query('SELECT pg_current_xact_id()');
    await store.append(`${prefix}1`, [{ type: 'HeldBack', data: {} }]);
    // The append's wake-up comes while the row is still unreadable; the blocker's commit sends none.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(subscription.events()).toEqual([]);
    await blocker.commit();
    await subscription.until(() => subscription.events().length === 1);
    await subscription.stop();
  });

  it('catch-up pages decode every field exactly and chain in order by their checkpoints (issue 28: eight-field rows)', async () => {
    const prefix = stream('decode-');
    const start = await settledHead();
    const awkward = { text: 'aspas " barra \\ nova\nlinha ação 🚀', list: [1, 2.5, null, true], nested: { '': {}, a: [] } };
    const appended = [];
    for (let i = 0; i < 7; i++) {
      const data = i === 3 ? awkward : { i };
      const metadata = i === 3 ? { correlationId: 'c"\\', tenant: 'ç' } : {};
      appended.push(await store.append(`${prefix}${i % 2}`, [{ type: i === 3 ? 'Awkward' : 'Plain', data, metadata }]));
    }
    await readable(store, appended[6]!.position);
    const whole = await store.readAll({ after: start, maxCount: 100, filter: { streamPrefixes: [prefix] } });
    expect(whole.events.map((e) => e.position)).toEqual(appended.map((a) => a.position));
    const odd = whole.events[3]!;
    expect(odd).toMatchObject({ type: 'Awkward', streamId: `${prefix}1`, streamVersion: 2n, schemaVersion: 1, data: awkward });
    expect(odd.metadata).toMatchObject({ correlationId: 'c"\\', tenant: 'ç' });
    const stored = await pool.query('SELECT event_id, recorded_at FROM es_events WHERE stream_id = $1 ORDER BY stream_version', [`${prefix}1`]);
    expect(odd.eventId).toBe(stored.rows[1].event_id);
    expect(odd.recordedAt.getTime()).toBe(stored.rows[1].recorded_at.getTime());

    // Pages of 3 chain through their checkpoints to the same events; the last one ends at the head.
    const paged = [];
    let checkpoint: string | null = start;
    for (let page = 0; page < 4; page++) {
      const next = await store.readAll({ after: checkpoint, maxCount: 3, filter: { streamPrefixes: [prefix] } });
      paged.push(...next.events);
      if (next.events.length === 3) expect(next.checkpoint).toBe(next.events[2]!.position);
      checkpoint = next.checkpoint;
    }
    expect(paged).toEqual(whole.events);
    expect(checkpoint).toBe(await store.headPosition());
  });

  it('a filtered reader moves its checkpoint past events it does not want', async () => {
    const prefix = stream('skip-');
    const start = await settledHead();
    await store.append(`${prefix}wanted`, [{ type: 'Wanted', data: {} }]);
    const tailEnd = await store.append(stream('other'), [{ type: 'Other', data: {} }, { type: 'Other', data: {} }]);
    await readable(store, tailEnd.position);
    const page = await store.readAll({ after: start, maxCount: 10, filter: { types: ['Wanted'] } });
    expect(page.events.map((e) => e.type)).toEqual(['Wanted']);
    expect(page.checkpoint).toBe(tailEnd.position);
    // A checkpoint never moves backwards, even from a position beyond the readable head.
    const beyond = `${'9'.repeat(20)}-${'0'.repeat(19)}`;
    expect((await store.readAll({ after: beyond, maxCount: 10 })).checkpoint).toBe(beyond);
  });

  describe('idempotent appends', () => {
    const ids = () => [randomUUID(), randomUUID()];

    it('a full retry returns the original result even when its expected version is stale', async () => {
      const s = stream('retry');
      const [a, b] = ids();
      const batch = [
        { type: 'A', data: {}, eventId: a },
        { type: 'B', data: {}, eventId: b },
      ];
      const original = await store.append(s, batch, { expected: 'no_stream' });
      await readable(store, (await store.append(s, [{ type: 'C', data: {} }])).position);
      expect(await store.append(s, batch, { expected: 'no_stream' })).toEqual(original);
      expect(await store.append(s, batch, { expected: 17n })).toEqual(original);
      expect(await store.countAll({ filter: { streamPrefixes: [s] } })).toBe(3);
    });

    it('a partial retry appends only the new events, under the expected-version check', async () => {
      const s = stream('partial');
      const [a, b] = ids();
      await store.append(s, [{ type: 'A', data: {}, eventId: a }]);
      await expect(store.append(s, [{ type: 'A', data: {}, eventId: a }, { type: 'B', data: {}, eventId: b }], { expected: 0n })).rejects.toMatchObject({
        name: 'WrongExpectedVersion',
        actual: 1n,
      });
      const result = await store.append(s, [{ type: 'A', data: {}, eventId: a }, { type: 'B', data: {}, eventId: b }], { expected: 1n });
      expect(result.nextVersion).toBe(2n);
      const stored: RecordedEvent[] = [];
      for await (const e of store.readStream(s)) stored.push(e);
      expect(stored.map((e) => e.eventId)).toEqual([a, b]);
    });

    it('concurrent copies of one append store it once and all report its result', async () => {
      const s = stream('copies');
      const batch = ids().map((eventId) => ({ type: 'A', data: {}, eventId }));
      const results = await Promise.all(Array.from({ length: 8 }, () => store.append(s, batch, { expected: 'any' })));
      expect(new Set(results.map((r) => `${r.nextVersion} ${r.position}`)).size).toBe(1);
      expect(results[0]!.nextVersion).toBe(2n);
    });

    it('refuses an event id already stored in another stream', async () => {
      const [a] = ids();
      await store.append(stream('owner'), [{ type: 'A', data: {}, eventId: a }]);
      await expect(store.append(stream('thief'), [{ type: 'A', data: {}, eventId: a }])).rejects.toThrow(/another stream/);
    });
  });

  it('version conflicts and retried duplicates keep their connection (pg-pool drops one on a pool.query error)', async () => {
    const own = new pg.Pool({ connectionString: database.url, max: 2 });
    let connections = 0;
    own.on('connect', () => connections++);
    const contended = new PostgresEventStore(own);
    try {
      const s = stream('kept');
      const eventId = randomUUID();
      await contended.append(s, [{ type: 'A', data: {}, eventId }]);
      for (let i = 0; i < 20; i++) {
        await expect(contended.append(s, [{ type: 'B', data: {} }], { expected: 0n })).rejects.toMatchObject({ name: 'WrongExpectedVersion', actual: 1n });
        // The duplicate id is refused by the unique index first, then found by the retry.
        expect((await contended.append(s, [{ type: 'A', data: {}, eventId }])).nextVersion).toBe(1n);
      }
      // At most the pool's two (one may carry the wake-up NOTIFY); each lost one would add one.
      expect(connections).toBeLessThanOrEqual(2);
    } finally {
      await contended.close();
      await own.end();
    }
  });

  describe('group commit', () => {
    const positionsTransaction = (position: string) => position.slice(0, 20);

    it('appends that arrive together commit together, each under its own expectation', async () => {
      const existing = Array.from({ length: 4 }, (_, i) => stream(`grouped-old-${i}`));
      for (const s of existing) await store.append(s, [{ type: 'A', data: {} }]);
      const fresh = Array.from({ length: 8 }, (_, i) => stream(`grouped-new-${i}`));
      const outcomes = await Promise.allSettled([
        ...fresh.map((s) => store.append(s, [{ type: 'N', data: {} }, { type: 'N', data: {} }], { expected: 'no_stream' })),
        store.append(existing[0]!, [{ type: 'B', data: {} }], { expected: 1n }),
        store.append(existing[1]!, [{ type: 'B', data: {} }], { expected: 5n }),
        store.append(existing[2]!, [{ type: 'B', data: {} }], { expected: 'no_stream' }),
        store.append(existing[3]!, [{ type: 'B', data: {} }], { expected: 'stream_exists' }),
      ]);
      const done = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      expect(done.slice(0, 8).map((r) => r.nextVersion)).toEqual(Array(8).fill(2n));
      expect(outcomes[8]).toMatchObject({ status: 'fulfilled', value: { nextVersion: 2n } });
      expect(outcomes[9]).toMatchObject({ status: 'rejected', reason: { name: 'WrongExpectedVersion', actual: 1n } });
      expect(outcomes[10]).toMatchObject({ status: 'rejected', reason: { name: 'WrongExpectedVersion', actual: 1n } });
      expect(outcomes[11]).toMatchObject({ status: 'fulfilled', value: { nextVersion: 2n } });
      // Fewer transactions than appends: the ones queued behind the first batches shared one.
      expect(new Set(done.map((r) => positionsTransaction(r.position))).size).toBeLessThan(done.length);
      for (const [s, expected] of [[existing[1]!, ['A']], [existing[2]!, ['A']], [existing[0]!, ['A', 'B']], [fresh[0]!, ['N', 'N']]] as const) {
        const types: string[] = [];
        for await (const e of store.readStream(s)) types.push(e.type);
        expect(types).toEqual(expected);
      }
    });

    it('callers a batch answered send their next appends in one batch with the appends queued meanwhile', async () => {
      const writers = Array.from({ length: 4 }, (_, i) => stream(`next-turn-${i}`));
      const next: Promise<AppendResult>[] = [];
      // The first two appends take the two free slots alone; the last two queue behind them. Each
      // caller appends again as soon as it is answered.
      const first = await Promise.all(
        writers.map((s, i) =>
          store.append(s, [{ type: 'T', data: {} }]).then((result) => {
            next[i] = store.append(s, [{ type: 'T', data: {} }], { expected: 1n });
            return result;
          }),
        ),
      );
      const second = await Promise.all(next);
      const queued = positionsTransaction(first[2]!.position);
      expect(positionsTransaction(first[3]!.position)).toBe(queued);
      // The slot freed first is given back after its callers' next appends arrived: they joined the queued ones.
      expect([positionsTransaction(second[0]!.position), positionsTransaction(second[1]!.position)]).toContain(queued);
      expect(second.map((r) => r.nextVersion)).toEqual(Array(4).fill(2n));
    });

    it('an append that fails the whole batch fails alone: the others are committed again one by one', async () => {
      const owner = stream('batch-owner');
      const taken = randomUUID();
      await store.append(owner, [{ type: 'A', data: {}, eventId: taken }]);
      const others = Array.from({ length: 6 }, (_, i) => stream(`batch-other-${i}`));
      const outcomes = await Promise.allSettled([
        ...others.map((s) => store.append(s, [{ type: 'O', data: {}, eventId: randomUUID() }], { expected: 'no_stream' })),
        store.append(stream('batch-thief'), [{ type: 'A', data: {}, eventId: taken }]),
        store.append(stream('batch-plain'), [{ type: 'X', data: {} }]),
      ]);
      expect(outcomes.slice(0, 6).map((o) => o.status)).toEqual(Array(6).fill('fulfilled'));
      expect(outcomes[6]).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/another stream/) } });
      expect(outcomes[7]).toMatchObject({ status: 'fulfilled', value: { nextVersion: 1n } });
      // Counted once readable: the store shows a commit after every older transaction has ended.
      for (const o of outcomes.slice(0, 6)) await readable(store, (o as PromiseFulfilledResult<{ position: Position }>).value.position);
      for (const s of others) expect(await store.countAll({ filter: { streamPrefixes: [s] } })).toBe(1);
    });

    it('a retried append in a batch returns its original result', async () => {
      const s = stream('batch-retry');
      const events = [{ type: 'R', data: {}, eventId: randomUUID() }];
      const original = await store.append(s, events, { expected: 'no_stream' });
      await readable(store, original.position);
      const results = await Promise.all([
        ...Array.from({ length: 5 }, (_, i) => store.append(stream(`batch-retry-other-${i}`), [{ type: 'O', data: {}, eventId: randomUUID() }])),
        store.append(s, events, { expected: 'no_stream' }),
        store.append(s, events),
      ]);
      expect(results[5]).toEqual(original);
      expect(results[6]).toEqual(original);
      expect(await store.countAll({ filter: { streamPrefixes: [s] } })).toBe(1);
    });

    it('appends of 4 events or more do not wait for a batch: each commits alone, retries included', async () => {
      const four = () => Array.from({ length: 4 }, () => ({ type: 'F', data: {}, eventId: randomUUID() }));
      const streams = Array.from({ length: 6 }, (_, i) => stream(`solo-${i}`));
      const batches = streams.map(() => four());
      const small = Array.from({ length: 6 }, (_, i) => store.append(stream(`solo-small-${i}`), [{ type: 'S', data: {} }]));
      const results = await Promise.all(streams.map((s, i) => store.append(s, batches[i]!, { expected: 'no_stream' })));
      await Promise.all(small);
      expect(results.map((r) => r.nextVersion)).toEqual(Array(6).fill(4n));
      expect(new Set(results.map((r) => positionsTransaction(r.position))).size).toBe(6);
      // A retry (stale expectation) returns the original result; a partial retry appends only the new events.
      expect(await store.append(streams[0]!, batches[0]!, { expected: 'no_stream' })).toEqual(results[0]);
      const more = four();
      expect((await store.append(streams[1]!, [...batches[1]!, ...more])).nextVersion).toBe(8n);
      for (const [s, count] of [[streams[0]!, 4], [streams[1]!, 8]] as const) {
        const ids: string[] = [];
        for await (const e of store.readStream(s)) ids.push(e.eventId);
        expect(new Set(ids).size).toBe(count);
      }
      await expect(store.append(streams[2]!, four(), { expected: 0n })).rejects.toMatchObject({ name: 'WrongExpectedVersion', actual: 4n });
    });

    it("a version conflict inside a caller's transaction writes nothing and leaves the transaction usable", async () => {
      const s = stream('in-tx-conflict');
      await store.append(s, [{ type: 'A', data: {} }]);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await expect(store.append(s, [{ type: 'B', data: {} }], { expected: 0n, client })).rejects.toMatchObject({ name: 'WrongExpectedVersion', actual: 1n });
        expect((await store.append(s, [{ type: 'B', data: {} }], { expected: 1n, client })).nextVersion).toBe(2n);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      const types: string[] = [];
      for await (const e of store.readStream(s)) types.push(e.type);
      expect(types).toEqual(['A', 'B']);
    });
  });

  it('the append-batch migration keeps a non-empty log appendable where it left off', async () => {
    const older = await createTestDatabase();
    const db = createDb(older.url);
    const own = new pg.Pool({ connectionString: older.url, max: 2 });
    try {
      await migrate(db, eventStoreMigrations.slice(0, 4));
      await own.query(`SELECT * FROM es_append('kept', 'no_stream', NULL, '[{"type": "A", "schemaVersion": 1, "data": {}}, {"type": "B", "schemaVersion": 1, "data": {}}]', '{}', false, false)`);
      await migrate(db, eventStoreMigrations);
      const migrated = new PostgresEventStore(own);
      expect((await migrated.append('kept', [{ type: 'C', data: {} }], { expected: 2n })).nextVersion).toBe(3n);
      await expect(migrated.append('kept', [{ type: 'D', data: {} }], { expected: 2n })).rejects.toMatchObject({ name: 'WrongExpectedVersion', actual: 3n });
      await migrated.close();
    } finally {
      await db.destroy();
      await own.end();
      await older.drop();
    }
  });

  it('rejects an empty append', async () => {
    await expect(store.append(stream('empty'), [])).rejects.toThrow(/no events/);
  });

  it('subscriptions share one LISTEN connection and give it back when they end', async () => {
    const listeners = async () =>
      Number(
        (
          await pool.query("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'piboost-event-store-listen'")
        ).rows[0].count,
      );
    const prefix = stream('listen-');
    const a = tail(null, prefix);
    const b = tail(null, prefix);
    await a.until(() => a.items.some((i) => i.kind === 'caughtUp'));
    await b.until(() => b.items.some((i) => i.kind === 'caughtUp'));
    expect(await listeners()).toBe(1);
    await a.stop();
    expect(await listeners()).toBe(1);
    await b.stop();
    expect(await listeners()).toBe(0);
  });
});
