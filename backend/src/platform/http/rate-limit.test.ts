import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/db';
import { createDb, type Db } from '../db/knex';
import { migrate } from '../db/migrate';
import { PostgresRateLimitStore, rateLimitMigrations, RedisRateLimitStore, type RateLimitStore } from './rate-limit';

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
