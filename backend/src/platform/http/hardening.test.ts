// The HTTP layer under hostile input and failing dependencies (issue 10, items 5 and 6): bad bytes
// get a 400 envelope, an unreachable database a 503 with Retry-After, a slow or dead rate-limit
// store never holds a request, and POSTs honour Idempotency-Key.
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/db';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { createDb, type Db } from '../db/knex';
import { migrate } from '../db/migrate';
import { createLogger } from '../logger';
import type { Authenticator, Principal } from './context';
import type { HealthCheck } from './health';
import { idempotencyMigrations, PostgresIdempotencyStore } from './idempotency';
import { FallbackRateLimitStore, MemoryRateLimitStore, type RateLimitStore } from './rate-limit';
import { defineRoute, type RouteModule } from './route';

const config = loadConfig({
  NODE_ENV: 'test',
  AUTH_SECRET: 'a'.repeat(32),
  HMAC_SECRET: 'h'.repeat(32),
  PII_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
});

const principals: Record<string, Principal> = {
  ana: { userId: 'u-ana', roles: ['user'], premium: false, profileComplete: true },
  bia: { userId: 'u-bia', roles: ['user'], premium: false, profileComplete: true },
  support: { userId: 's-1', roles: ['user', 'support'], premium: false, profileComplete: true },
};
const authenticator: Authenticator = async (ctx) => principals[/^Bearer (\w+)$/.exec(ctx.get('Authorization'))?.[1] ?? ''] ?? null;

let created = 0;
let databaseDown = false;
let failure: Error | null = null;
const deadPool = createDb('postgres://postgres@127.0.0.1:1/nothing');

const testModule: RouteModule = {
  routes: [
    defineRoute({
      method: 'POST',
      path: '/api/test/tickets',
      summary: 'Abre um chamado',
      tags: ['Teste'],
      access: 'public',
      rateLimit: { points: 1000, windowSeconds: 60, key: 'ip' },
      input: { body: z.object({ name: z.string().min(1), tags: z.array(z.string()).optional() }) },
      status: 201,
      response: z.object({ success: z.literal(true), data: z.object({ number: z.number(), name: z.string() }) }),
      handler: async (ctx, { body }) => {
        if (databaseDown) await deadPool.raw('SELECT 1');
        created += 1;
        ctx.set('Location', `/api/test/tickets/${created}`);
        return { success: true as const, data: { number: created, name: body.name } };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/test/things/:id',
      summary: 'Lê uma coisa',
      tags: ['Teste'],
      access: 'public',
      rateLimit: { points: 1000, windowSeconds: 60, key: 'ip' },
      input: { params: z.object({ id: z.string() }), query: z.object({ q: z.string().optional() }) },
      response: z.object({ id: z.string() }),
      noStore: true,
      handler: async (_ctx, { params }) => {
        if (databaseDown) await deadPool.raw('SELECT 1');
        if (failure) throw failure;
        return { id: params.id };
      },
    }),
  ],
};

const healthChecks: HealthCheck[] = [
  { name: 'database', check: async () => ({ ok: true, details: { embedded: false } }) },
  { name: 'queue', readiness: true, check: () => new Promise(() => {}) }, // Redis gone: the call never returns
];

let testDb: TestDatabase;
let db: Db;
let store: PostgresIdempotencyStore;

function app(rateLimitStore: RateLimitStore = new MemoryRateLimitStore()) {
  return request(
    createApp({
      config,
      logger: createLogger({ level: 'silent' }),
      authenticator,
      rateLimitStore,
      idempotency: store,
      healthChecks,
      modules: [testModule],
      staticRoots: { console: tmpdir(), admin: tmpdir() },
    }).callback(),
  );
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDb(testDb.url, { poolMax: 4 });
  await migrate(db, idempotencyMigrations);
  store = new PostgresIdempotencyStore(db);
});

afterAll(async () => {
  await deadPool.destroy();
  await db.destroy();
  await testDb.drop();
});

describe('bad bytes get a 400 envelope', () => {
  it('refuses NUL and lone surrogates in body strings, nested values and keys', async () => {
    for (const body of [{ name: 'Ana\u0000' }, { name: 'Ana \ud800' }, { name: 'ok', tags: ['a', '\udc00b'] }, { name: 'ok', ['k\u0000']: 1 }]) {
      const res = await app().post('/api/test/tickets').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'Texto com caracteres inválidos.' });
    }
    expect(created).toBe(0);
    // A well-formed pair (an emoji) is text like any other.
    expect((await app().post('/api/test/tickets').send({ name: 'Ana 🚀' })).status).toBe(201);
  });

  it('a route that answers one person\'s own data says Cache-Control: no-store; others say nothing of it', async () => {
    const own = await app().get('/api/test/things/1');
    expect([own.status, own.headers['cache-control']]).toEqual([200, 'no-store']);
    const shared = await app().post('/api/test/tickets').send({ name: 'Ana' });
    expect([shared.status, shared.headers['cache-control']]).toEqual([201, undefined]);
  });

  it('refuses %00 and encoded lone surrogates in path ids and queries', async () => {
    const res = await app().get('/api/test/things/abc%00def');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ id: 'Texto com caracteres inválidos.' });
    expect((await app().get('/api/test/things/x?q=%00')).status).toBe(400);
    expect((await app().get('/api/test/things/x?q=%ED%A0%80')).status).toBeLessThan(500);
  });

  it('answers a body that claims gzip but is not with a 400', async () => {
    // The bytes as given: superagent would otherwise serialise a Buffer as JSON.
    const gzipped = (bytes: Buffer, encoding = 'gzip') =>
      app().post('/api/test/tickets').set('Content-Type', 'application/json').set('Content-Encoding', encoding).serialize((b: Buffer) => b as unknown as string).send(bytes);
    const res = await gzipped(Buffer.from('not gzip at all'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'INVALID_ENCODING' });
    expect((await gzipped(gzipSync(JSON.stringify({ name: 'Ana' })).subarray(0, 12))).status).toBe(400);
    expect((await gzipped(Buffer.from('{}'), 'br')).body.code).toBe('INVALID_ENCODING');
    const good = await gzipped(gzipSync(JSON.stringify({ name: 'Gz' })));
    expect(good.status, JSON.stringify(good.body)).toBe(201);
  });
});

describe('outages fail fast', () => {
  it('answers 503 with Retry-After and a Portuguese message while the database is down', async () => {
    databaseDown = true;
    try {
      const read = await app().get('/api/test/things/1');
      expect(read.status).toBe(503);
      expect(read.headers['retry-after']).toBe('5');
      expect(read.body).toEqual({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' });
      expect((await app().post('/api/test/tickets').send({ name: 'x' })).status).toBe(503);
    } finally {
      databaseDown = false;
    }
  });

  it('answers 503 when a disk or memory is full, and 500 to a bug', async () => {
    // What pg, Node's fs and ioredis raise when the server or this machine runs out of room.
    const diskFull = Object.assign(new pg.DatabaseError('could not extend file "base/16384/2619": No space left on device', 0, 'error'), { code: '53100' });
    const outOfMemory = Object.assign(new pg.DatabaseError('out of memory', 0, 'error'), { code: '53200' });
    const noSpace = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    const redisFull = new Error("OOM command not allowed when used memory > 'maxmemory'.");
    try {
      for (const err of [diskFull, outOfMemory, noSpace, redisFull]) {
        failure = err;
        const res = await app().get('/api/test/things/1');
        expect([res.status, res.headers['retry-after'], res.body.code], err.message).toEqual([503, '5', 'SERVICE_UNAVAILABLE']);
      }
      failure = new TypeError("Cannot read properties of undefined (reading 'x')");
      expect((await app().get('/api/test/things/1')).status).toBe(500);
    } finally {
      failure = null;
    }
  });

  it('a rate-limit store that hangs or fails costs one short timeout, then per-process limits apply', async () => {
    let calls = 0;
    const hanging: RateLimitStore = { consume: () => ((calls += 1), new Promise(() => {})) };
    const limits = new FallbackRateLimitStore(hanging, new MemoryRateLimitStore(), { timeoutMs: 100, pauseMs: 60_000 });
    const api = app(limits);
    const started = Date.now();
    for (let i = 0; i < 5; i++) expect((await api.get('/api/test/things/1')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(calls).toBe(1);
    const points = { points: 2, windowSeconds: 60 };
    const failing = new FallbackRateLimitStore({ consume: () => Promise.reject(new Error('ECONNREFUSED')) }, new MemoryRateLimitStore(), { timeoutMs: 100, pauseMs: 0 });
    const results = [];
    for (let i = 0; i < 3; i++) results.push((await failing.consume('k', points)).allowed);
    expect(results).toEqual([true, true, false]);
  });

  it('health answers within a second when a check hangs, and says only the verdict to the public', async () => {
    const started = Date.now();
    const anonymous = await app().get('/api/health');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(anonymous.status).toBe(503);
    expect(anonymous.body).toEqual({ success: false, status: 'unavailable' });
    const staff = await app().get('/api/health').set('Authorization', 'Bearer support');
    expect(staff.body.checks).toEqual({ database: { ok: true, details: { embedded: false } }, queue: { ok: false, details: { error: 'falhou' } } });
    const user = await app().get('/api/health').set('Authorization', 'Bearer ana');
    expect(user.body.checks).toBeUndefined();
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer to a retry, so a ticket is created once', async () => {
    const before = created;
    const first = await app().post('/api/test/tickets').set('Idempotency-Key', 'k-ticket-1').send({ name: 'Ana' });
    const retry = await app().post('/api/test/tickets').set('Idempotency-Key', 'k-ticket-1').send({ name: 'Ana' });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.location).toBe(first.headers.location);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(created).toBe(before + 1);
  });

  it('refuses the same key with another body (422), and scopes keys to the caller', async () => {
    await app().post('/api/test/tickets').set('Idempotency-Key', 'k-ticket-2').send({ name: 'Ana' }).expect(201);
    const other = await app().post('/api/test/tickets').set('Idempotency-Key', 'k-ticket-2').send({ name: 'Outra' });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const before = created;
    const ana = await app().post('/api/test/tickets').set('Authorization', 'Bearer ana').set('Idempotency-Key', 'k-shared').send({ name: 'X' });
    const bia = await app().post('/api/test/tickets').set('Authorization', 'Bearer bia').set('Idempotency-Key', 'k-shared').send({ name: 'X' });
    expect(ana.body.data.number).not.toBe(bia.body.data.number);
    expect(created).toBe(before + 2);
  });

  it('runs concurrent duplicates once: the others wait for the answer (409 while it runs)', async () => {
    const before = created;
    const answers = await Promise.all(Array.from({ length: 8 }, () => app().post('/api/test/tickets').set('Idempotency-Key', 'k-burst').send({ name: 'Burst' })));
    expect(created).toBe(before + 1);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    expect((await app().post('/api/test/tickets').set('Idempotency-Key', 'k-burst').send({ name: 'Burst' })).body.data.number).toBe(before + 1);
  });

  it('does not keep a failed attempt: the retry runs again', async () => {
    databaseDown = true;
    const failed = await app().post('/api/test/tickets').set('Idempotency-Key', 'k-outage').send({ name: 'Ana' });
    databaseDown = false;
    expect(failed.status).toBe(503);
    const retry = await app().post('/api/test/tickets').set('Idempotency-Key', 'k-outage').send({ name: 'Ana' });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key', async () => {
    const res = await app().post('/api/test/tickets').set('Idempotency-Key', 'x'.repeat(300)).send({ name: 'Ana' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IDEMPOTENCY_KEY_INVALID');
  });
});
