import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/db';
import { createDb, type Db } from '../db/knex';
import { migrate } from '../db/migrate';
import { FallbackRateLimitStore, leaseSize, MemoryRateLimitStore, PostgresRateLimitStore, rateLimitMigrations, RedisRateLimitStore, type RateLimitStore } from './rate-limit';

let testDb: TestDatabase;
let db: Db;
let redis: Redis;
const prefix = `test:${randomUUID()}:`;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDb(testDb.url, { poolMax: 8 });
  await migrate(db, rateLimitMigrations);
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
});

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await db.destroy();
  await testDb.drop();
});

/** Ends the key's current window, as time passing would. */
const expire: Record<string, (key: string) => Promise<void>> = {
  Redis: async (key) => {
    await redis.del(prefix + key);
  },
  PostgreSQL: async (key) => {
    await db('http_rate_limits').where({ key }).update({ window_ends_at: db.raw("now() - interval '1 second'") });
  },
};

describe.each([
  ['Redis', () => new RedisRateLimitStore(redis, prefix)],
  ['PostgreSQL', () => new PostgresRateLimitStore(db)],
] as [string, () => RateLimitStore][])('%s rate limit store', (name, makeStore) => {
  const rule = { points: 3, windowSeconds: 60 };

  it('allows the points of a window, then refuses with the time left', async () => {
    const store = makeStore();
    const key = randomUUID();
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await store.consume(key, rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0, 0]);
    for (const r of results) {
      expect(r.resetSeconds).toBeGreaterThan(0);
      expect(r.resetSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('keeps keys apart', async () => {
    const store = makeStore();
    const [a, b] = [randomUUID(), randomUUID()];
    for (let i = 0; i < 3; i++) await store.consume(a, rule);
    expect((await store.consume(a, rule)).allowed).toBe(false);
    expect((await store.consume(b, rule)).allowed).toBe(true);
  });

  it('starts a new window once the old one ends', async () => {
    const store = makeStore();
    const key = randomUUID();
    for (let i = 0; i < 4; i++) await store.consume(key, rule);
    await expire[name]!(key);
    const fresh = await store.consume(key, rule);
    expect(fresh).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('counts exactly under concurrency, across store instances (processes)', async () => {
    const stores = [makeStore(), makeStore(), makeStore()];
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => stores[i % 3]!.consume(key, { points: 10, windowSeconds: 60 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});

it('PostgreSQL store prunes finished windows', async () => {
  const store = new PostgresRateLimitStore(db, 0);
  const old = randomUUID();
  await store.consume(old, { points: 1, windowSeconds: 60 });
  await expire.PostgreSQL!(old);
  await store.consume(randomUUID(), { points: 1, windowSeconds: 60 });
  expect(await db('http_rate_limits').where({ key: old }).first()).toBeUndefined();
});

it('Redis store sends the script again when Redis no longer has it (restarted, flushed)', async () => {
  const calls: string[] = [];
  const client = {
    evalsha: async () => {
      calls.push('evalsha');
      throw new Error('NOSCRIPT No matching script. Please use EVAL.');
    },
    eval: async () => {
      calls.push('eval');
      return [1, 60_000];
    },
  };
  const store = new RedisRateLimitStore(client as unknown as Redis, 'x:');
  expect(await store.consume('k', { points: 2, windowSeconds: 60 })).toEqual({ allowed: true, remaining: 1, resetSeconds: 60 });
  expect(calls).toEqual(['evalsha', 'eval']);
});

describe('Redis store leases (rules of 40 points or more)', () => {
  /** A store over the real Redis that counts its round trips; `down()` makes Redis unreachable. */
  function countingStore() {
    let asks = 0;
    let down = false;
    const client = new Proxy(redis, {
      get(target, name) {
        if (name === 'evalsha' || name === 'eval') {
          asks++;
          if (down) return () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
        }
        const value = Reflect.get(target, name) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    return { store: new RedisRateLimitStore(client, prefix), asks: () => asks, down: () => (down = true) };
  }

  it('takes a twentieth of the points per round trip and still allows exactly the points', async () => {
    expect([3, 39, 40, 240, 600].map(leaseSize)).toEqual([1, 1, 2, 12, 30]);
    const { store, asks } = countingStore();
    const key = randomUUID();
    const rule = { points: 100, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 102; i++) results.push(await store.consume(key, rule));
    expect(results.map((r) => r.allowed)).toEqual([...Array<boolean>(100).fill(true), false, false]);
    expect(results.map((r) => r.remaining)).toEqual([...Array.from({ length: 100 }, (_, i) => 99 - i), 0, 0]);
    // 20 leases of 5, then each refusal asks again (a refusal is never held: the window may have ended).
    expect(asks()).toBe(22);
    // The shared count: 22 asks of 5 points each (past the limit it only says "exhausted").
    expect(Number(await redis.get(prefix + key))).toBe(110);
  });

  it('never lets more than the points through across processes, each spending only what it took', async () => {
    const stores = [countingStore(), countingStore(), countingStore()];
    const key = randomUUID();
    const rule = { points: 100, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 300 }, (_, i) => stores[i % 3]!.store.consume(key, rule)));
    // Every store keeps asking until refused, so every point taken is spent: exactly the points.
    expect(results.filter((r) => r.allowed)).toHaveLength(100);
    // Concurrent callers of one store wait for its one ask in flight instead of each asking.
    expect(stores.reduce((n, s) => n + s.asks(), 0)).toBeLessThan(300);
  });

  it('a lease ends no later than the shared window: the next window is counted afresh', async () => {
    const { store, asks } = countingStore();
    const key = randomUUID();
    const rule = { points: 40, windowSeconds: 1 };
    expect(await store.consume(key, rule)).toMatchObject({ allowed: true, remaining: 39 });
    // One point of the lease of 2 is still held; wait until Redis ended the window (the key expired).
    while ((await redis.exists(prefix + key)) === 1) await new Promise((r) => setTimeout(r, 20));
    expect(await store.consume(key, rule)).toMatchObject({ allowed: true, remaining: 39 });
    expect(asks()).toBe(2);
  });

  it('points already taken stay good while Redis is unreachable; then the per-process fallback counts', async () => {
    const { store, asks, down } = countingStore();
    const key = randomUUID();
    const rule = { points: 100, windowSeconds: 60 };
    const limits = new FallbackRateLimitStore(store, new MemoryRateLimitStore(), { timeoutMs: 1_000, pauseMs: 60_000 });
    expect(await limits.consume(key, rule)).toMatchObject({ allowed: true, remaining: 99 });
    down();
    const held = [];
    for (let i = 0; i < 4; i++) held.push(await limits.consume(key, rule));
    // The four points the lease of 5 still held, counted as the shared store counted them, with no round trip.
    expect(held.map((r) => r.remaining)).toEqual([98, 97, 96, 95]);
    expect(asks()).toBe(1);
    // Spent: the next asks Redis, fails, and the in-memory window answers (its own count).
    expect(await limits.consume(key, rule)).toMatchObject({ allowed: true, remaining: 99 });
    expect(asks()).toBe(2);
  });
});
