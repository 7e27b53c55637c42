import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WrongExpectedVersion } from '@piboost/events';
import { createTestDatabase, type TestDatabase } from '../../tests/support/db';
import { createApp, type AppDeps } from './app';
import { loadConfig } from './config';
import { createDb, type Db } from './platform/db/knex';
import { migrate } from './platform/db/migrate';
import type { Authenticator, Principal } from './platform/http/context';
import { Conflict, NotFound, Unauthorized } from './platform/http/errors';
import type { HealthCheck } from './platform/http/health';
import { PostgresRateLimitStore, rateLimitMigrations, RedisRateLimitStore, type RateLimitStore } from './platform/http/rate-limit';
import { defineRoute, type Access, type RouteModule } from './platform/http/route';
import { noContent } from './platform/http/responses';
import { createLogger } from './platform/logger';

const config = loadConfig({
  NODE_ENV: 'test',
  CORS_ORIGINS: 'https://console.piboost.test,https://admin.piboost.test',
  AUTH_SECRET: 'a'.repeat(32),
  HMAC_SECRET: 'h'.repeat(32),
  PII_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
});

// Our own test input: a bearer token names the principal.
const principals: Record<string, Principal> = {
  user: { userId: 'u-1', roles: ['user'], premium: false, profileComplete: false },
  complete: { userId: 'u-2', roles: ['user'], premium: false, profileComplete: true },
  premium: { userId: 'u-3', roles: ['user'], premium: true, profileComplete: true },
  support: { userId: 's-1', roles: ['user', 'support'], premium: false, profileComplete: true },
  admin: { userId: 'a-1', roles: ['user', 'admin'], premium: false, profileComplete: false },
};
const authenticator: Authenticator = async (ctx) => {
  const token = /^Bearer (\w+)$/.exec(ctx.get('Authorization'))?.[1];
  if (token === 'expired') throw new Unauthorized('Sessão expirada. Faça login novamente.', 'SESSION_EXPIRED');
  return token ? (principals[token] ?? null) : null;
};

const ACCESS_LEVELS: Access[] = ['public', 'user', 'profile-complete', 'premium', 'support', 'admin'];

const testModule: RouteModule = {
  routes: [
    defineRoute({
      method: 'POST',
      path: '/api/test/people',
      summary: 'Cadastra uma pessoa',
      tags: ['Teste'],
      access: 'public',
      rateLimit: { points: 1000, windowSeconds: 60, key: 'ip' },
      input: {
        body: z.object({
          name: z.string().min(3),
          email: z.email(),
          age: z.number().int().min(18).optional(),
          address: z.object({ city: z.string().min(1) }).optional(),
        }),
      },
      response: z.object({ success: z.literal(true), data: z.object({ name: z.string() }) }),
      status: 201,
      handler: (_ctx, { body }) => ({ success: true as const, data: { name: body.name } }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/test/items/:id',
      summary: 'Lê um item',
      tags: ['Teste'],
      access: 'user',
      rateLimit: { points: 1000, windowSeconds: 60, key: 'user' },
      input: {
        params: z.object({ id: z.uuid() }),
        query: z.object({ limit: z.coerce.number().int().max(50).default(10) }),
      },
      response: z.object({ id: z.string(), limit: z.number(), userId: z.string() }),
      handler: (_ctx, { params, query, principal }) => ({ id: params.id, limit: query.limit, userId: principal.userId }),
    }),
    ...ACCESS_LEVELS.map((access) =>
      defineRoute({
        method: 'GET',
        path: `/api/test/access/${access}`,
        summary: `Acesso ${access}`,
        tags: ['Teste'],
        access,
        rateLimit: { points: 1000, windowSeconds: 60, key: 'user' },
        response: z.object({ userId: z.string().nullable() }),
        handler: (_ctx, { principal }) => ({ userId: principal?.userId ?? null }),
      }),
    ),
    defineRoute({
      method: 'POST',
      path: '/api/test/limited',
      summary: 'Limitado a 3 por minuto por usuário',
      tags: ['Teste'],
      access: 'public',
      rateLimit: { points: 3, windowSeconds: 60, key: 'user' },
      response: z.object({ success: z.boolean() }),
      handler: () => ({ success: true }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/test/upload',
      summary: 'Aceita até 2 MB',
      tags: ['Teste'],
      access: 'public',
      rateLimit: { points: 1000, windowSeconds: 60, key: 'ip' },
      bodyLimit: '2mb',
      input: { body: z.object({ data: z.string() }) },
      response: z.object({ length: z.number() }),
      handler: (_ctx, { body }) => ({ length: body.data.length }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/test/small',
      summary: 'Limite padrão de corpo',
      tags: ['Teste'],
      access: 'public',
      rateLimit: { points: 1000, windowSeconds: 60, key: 'ip' },
      input: { body: z.object({ data: z.string() }) },
      response: z.object({ length: z.number() }),
      handler: (_ctx, { body }) => ({ length: body.data.length }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/test/fail/:kind',
      summary: 'Falha de propósito',
      tags: ['Teste'],
      access: 'public',
      rateLimit: false,
      input: { params: z.object({ kind: z.enum(['internal', 'conflict', 'concurrency', 'missing']) }) },
      response: noContent,
      handler: (_ctx, { params }) => {
        if (params.kind === 'conflict') throw new Conflict('Este e-mail já está cadastrado.', 'EMAIL_TAKEN');
        if (params.kind === 'concurrency') throw new WrongExpectedVersion('user-1', 3n, 4n);
        if (params.kind === 'missing') throw new NotFound('Usuário não encontrado.');
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/test/nothing',
      summary: 'Não devolve nada',
      tags: ['Teste'],
      access: 'public',
      rateLimit: false,
      response: noContent,
      handler: () => undefined,
    }),
  ],
};

let healthy = true;
const healthChecks: HealthCheck[] = [
  { name: 'database', check: async () => ({ ok: true }) },
  { name: 'projections', check: async () => ({ ok: healthy, details: { lagEvents: healthy ? 0 : 5000 } }) },
];

let db: Db;
let testDb: TestDatabase;
let redis: Redis;
const redisPrefix = `test:${randomUUID()}:`;
let staticDir: string;
const logLines: Record<string, unknown>[] = [];

function deps(rateLimitStore: RateLimitStore, overrides: Partial<AppDeps> = {}): AppDeps {
  return {
    config,
    logger: createLogger({
      level: 'info',
      destination: new Writable({
        write(chunk, _enc, done) {
          logLines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    }),
    authenticator,
    rateLimitStore,
    healthChecks,
    modules: [testModule],
    staticRoots: { console: join(staticDir, 'console'), admin: join(staticDir, 'admin') },
    ...overrides,
  };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDb(testDb.url, { poolMax: 4 });
  await migrate(db, rateLimitMigrations);
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  staticDir = mkdtempSync(join(tmpdir(), 'piboost-static-'));
  mkdirSync(join(staticDir, 'console', 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'console', 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(staticDir, 'console', 'routes.json'), JSON.stringify(['/', '/login', '/blog/:slug']));
  writeFileSync(join(staticDir, 'console', 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(staticDir, 'console', 'robots.txt'), 'User-agent: *');
});

afterAll(async () => {
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await db.destroy();
  await testDb.drop();
  rmSync(staticDir, { recursive: true, force: true });
});

const api = () => request(createApp(deps(new PostgresRateLimitStore(db))).callback());

describe('validation', () => {
  it('answers 400 with a Portuguese message per field', async () => {
    const res = await api().post('/api/test/people').send({ name: 'Al', email: 'não é e-mail', address: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Alguns campos estão inválidos. Verifique e tente novamente.',
      errors: {
        name: 'Deve ter pelo menos 3 caracteres.',
        email: 'E-mail inválido.',
        'address.city': 'Campo obrigatório.',
      },
    });
  });

  it('uses the only error as the message', async () => {
    const res = await api().post('/api/test/people').send({ name: 'Alice', email: 'alice@example.com', age: 17 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Deve ser maior ou igual a 18.');
    expect(res.body.errors).toEqual({ age: 'Deve ser maior ou igual a 18.' });
  });

  it('passes parsed input to the handler and uses the route status', async () => {
    const res = await api().post('/api/test/people').send({ name: 'Alice', email: 'alice@example.com', extra: 'ignored' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { name: 'Alice' } });
  });

  it('validates path and query parameters, coercing and defaulting', async () => {
    const id = randomUUID();
    const ok = await api().get(`/api/test/items/${id}`).set('Authorization', 'Bearer user');
    expect(ok.body).toEqual({ id, limit: 10, userId: 'u-1' });

    const bad = await api().get('/api/test/items/42?limit=500').set('Authorization', 'Bearer user');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ id: 'Identificador inválido.' });

    const badQuery = await api().get(`/api/test/items/${id}?limit=500`).set('Authorization', 'Bearer user');
    expect(badQuery.body.errors).toEqual({ limit: 'Deve ser menor ou igual a 50.' });
  });

  it('rejects malformed JSON in Portuguese', async () => {
    const res = await api().post('/api/test/people').set('Content-Type', 'application/json').send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'INVALID_JSON', message: 'JSON inválido no corpo da requisição.' });
  });

  it('treats a missing body as missing fields', async () => {
    const res = await api().post('/api/test/people');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'Campo obrigatório.', email: 'Campo obrigatório.' });
  });
});

describe('access', () => {
  // Who may call each level; everyone else is refused.
  const allowed: Record<Access, (keyof typeof principals | 'anonymous')[]> = {
    public: ['anonymous', 'user', 'complete', 'premium', 'support', 'admin'],
    user: ['user', 'complete', 'premium', 'support', 'admin'],
    'profile-complete': ['complete', 'premium', 'support', 'admin'],
    premium: ['premium', 'admin'],
    support: ['support', 'admin'],
    admin: ['admin'],
  };

  for (const access of ACCESS_LEVELS) {
    for (const caller of ['anonymous', ...Object.keys(principals)] as const) {
      const expected = allowed[access].includes(caller) ? 200 : caller === 'anonymous' ? 401 : 403;
      it(`${access} route answers ${expected} to ${caller}`, async () => {
        const req = api().get(`/api/test/access/${access}`);
        const res = caller === 'anonymous' ? await req : await req.set('Authorization', `Bearer ${caller}`);
        expect(res.status).toBe(expected);
        if (expected === 200) expect(res.body.userId).toBe(caller === 'anonymous' ? null : principals[caller]!.userId);
        if (expected === 401) expect(res.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED', message: 'Você precisa estar logado para acessar este recurso.' });
        if (expected === 403) expect(res.body.success).toBe(false);
      });
    }
  }

  it('names why a logged-in user is refused', async () => {
    const incomplete = await api().get('/api/test/access/premium').set('Authorization', 'Bearer user');
    expect(incomplete.body).toMatchObject({ code: 'PROFILE_INCOMPLETE', message: 'Complete seu cadastro (CPF e consentimentos) para acessar este recurso.' });
    const free = await api().get('/api/test/access/premium').set('Authorization', 'Bearer complete');
    expect(free.body).toMatchObject({ code: 'PREMIUM_REQUIRED', message: 'Este recurso é exclusivo para assinantes Premium.' });
    const notAdmin = await api().get('/api/test/access/admin').set('Authorization', 'Bearer support');
    expect(notAdmin.body).toMatchObject({ code: 'FORBIDDEN', message: 'Acesso restrito a administradores.' });
  });

  it("passes on the authenticator's own refusal, except on public routes", async () => {
    const protectedRoute = await api().get('/api/test/access/user').set('Authorization', 'Bearer expired');
    expect(protectedRoute.status).toBe(401);
    expect(protectedRoute.body).toEqual({ success: false, code: 'SESSION_EXPIRED', message: 'Sessão expirada. Faça login novamente.' });
    const publicRoute = await api().get('/api/test/access/public').set('Authorization', 'Bearer expired');
    expect(publicRoute.status).toBe(200);
    expect(publicRoute.body).toEqual({ userId: null });
  });

  it('lists every mounted route, and no protected one answers an anonymous caller', async () => {
    const app = createApp(deps(new PostgresRateLimitStore(db)));
    expect(app.routes).toContainEqual({ method: 'GET', path: '/api/health', access: 'public', summary: 'Saúde da plataforma' });
    expect(app.routes).toHaveLength(testModule.routes.length + 3);
    for (const route of app.routes.filter((r) => r.access !== 'public')) {
      const path = route.path.replace(/:\w+/g, randomUUID());
      const res = await request(app.callback())[route.method.toLowerCase() as 'get'](path);
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('refuses routes outside /api and duplicates', () => {
    const route = testModule.routes[0]!;
    expect(() => createApp(deps(new PostgresRateLimitStore(db), { modules: [{ routes: [{ ...route, path: '/people' }] }] }))).toThrow(/under \/api/);
    expect(() => createApp(deps(new PostgresRateLimitStore(db), { modules: [{ routes: [route, route] }] }))).toThrow(/twice/);
  });
});

describe.each([
  ['Redis', () => new RedisRateLimitStore(redis, `${redisPrefix}${randomUUID()}:`)],
  ['PostgreSQL', () => new PostgresRateLimitStore(db)],
])('rate limit with the %s store', (_name, makeStore) => {
  it('answers 429 with Retry-After once the key spent its points', async () => {
    const app = createApp(deps(makeStore())).callback();
    for (let i = 0; i < 3; i++) {
      const res = await request(app).post('/api/test/limited').set('Authorization', 'Bearer premium');
      expect(res.status).toBe(200);
    }
    const refused = await request(app).post('/api/test/limited').set('Authorization', 'Bearer premium');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.message).toMatch(/^Muitas requisições\. Tente novamente em \d+ segundos?\.$/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another user has their own budget.
    const other = await request(app).post('/api/test/limited').set('Authorization', 'Bearer complete');
    expect(other.status).toBe(200);
  });
});

describe('OpenAPI and API reference', () => {
  it('documents every route from its zod schemas', async () => {
    const res = await api().get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    const create = doc.paths['/api/test/people'].post;
    expect(create.summary).toBe('Cadastra uma pessoa');
    expect(create.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['name', 'email'],
      properties: { name: { type: 'string', minLength: 3 }, email: { type: 'string', format: 'email' } },
    });
    expect(create.responses['201'].content['application/json'].schema.properties.data).toBeDefined();
    expect(create.responses['400']).toBeDefined();
    expect(create.security).toBeUndefined();

    const read = doc.paths['/api/test/items/{id}'].get;
    expect(read.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'path', name: 'id', required: true }),
        expect.objectContaining({ in: 'query', name: 'limit' }),
      ]),
    );
    expect(read.security).toEqual([{ bearerAuth: [] }]);
    expect(read.description).toContain('Acesso: usuário logado');
    expect(read.responses['401']).toBeDefined();
    expect(doc.paths['/api/test/limited'].post.responses['429']).toBeDefined();
    expect(doc.paths['/api/health'].get).toBeDefined();

    const app = createApp(deps(new PostgresRateLimitStore(db)));
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(app.routes.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`).sort());
  });

  it('serves the Scalar reference from our own assets', async () => {
    const page = await api().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).not.toMatch(/https?:\/\//);
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(2);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const bundle = await api().get(scripts[0]!);
    expect(bundle.status).toBe(200);
    expect(bundle.type).toBe('application/javascript');
    expect(bundle.headers['cache-control']).toContain('immutable');
    expect(bundle.text).toContain('createApiReference');

    const init = await api().get(scripts[1]!);
    expect(init.text).toContain("Scalar.createApiReference('#app'");
    expect(init.text).toContain('"url":"/api/openapi.json"');
    expect(init.text).toContain('"withDefaultFonts":false');
  });
});

describe('security headers and CORS', () => {
  it('sets the security headers on API and page responses', async () => {
    for (const path of ['/api/health', '/', '/api/nope']) {
      const res = await api().get(path);
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });

  it('leaves HSTS out in development', async () => {
    const dev = { ...config, NODE_ENV: 'development' as const };
    const res = await request(createApp(deps(new PostgresRateLimitStore(db), { config: dev })).callback()).get('/api/health');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers allowed origins with credentials and exposed headers, even on errors', async () => {
    const origin = 'https://admin.piboost.test';
    const ok = await api().get('/api/health').set('Origin', origin);
    expect(ok.headers['access-control-allow-origin']).toBe(origin);
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    expect(ok.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(ok.headers['access-control-expose-headers']).toContain('X-Request-Id');

    const refused = await api().get('/api/test/access/admin').set('Origin', origin);
    expect(refused.status).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(origin);

    const preflight = await api()
      .options('/api/test/people')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toContain('Content-Type');
  });

  it('gives other origins nothing', async () => {
    const res = await api().get('/api/health').set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('body limit', () => {
  it('answers 413 in Portuguese above the default 1 MB', async () => {
    const res = await api().post('/api/test/small').send({ data: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'O corpo da requisição é grande demais (máximo 1 MB).' });
  });

  it('lets a route raise its limit', async () => {
    const res = await api().post('/api/test/upload').send({ data: 'x'.repeat(1_500_000) });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(1_500_000);
    const tooBig = await api().post('/api/test/upload').send({ data: 'x'.repeat(2_200_000) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('O corpo da requisição é grande demais (máximo 2 MB).');
  });
});

describe('request ids and logs', () => {
  it('echoes a valid X-Request-Id and replaces an unsafe one', async () => {
    const given = await api().get('/api/health').set('X-Request-Id', 'abc-123.x');
    expect(given.headers['x-request-id']).toBe('abc-123.x');
    const unsafe = await api().get('/api/health').set('X-Request-Id', 'a"b<script>');
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await api().get('/api/health');
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(unsafe.headers['x-request-id']);
  });

  it('logs one line per request with ids, and nothing personal', async () => {
    const requestId = `log-${randomUUID()}`;
    await api()
      .get(`/api/test/items/${randomUUID()}?limit=5&email=ana@example.com`)
      .set('Authorization', 'Bearer premium')
      .set('Cookie', 'refresh=secret-cookie')
      .set('X-Request-Id', requestId);
    await api().post('/api/test/people').set('X-Request-Id', `${requestId}-post`).send({ name: 'Ana Souza', email: 'ana@example.com' });

    const line = logLines.find((l) => l.requestId === requestId && l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', status: 200, userId: 'u-3', requestId });
    expect(line!.path).toMatch(/^\/api\/test\/items\/[0-9a-f-]+$/);
    expect(typeof line!.durationMs).toBe('number');
    const post = logLines.find((l) => l.requestId === `${requestId}-post`);
    expect(post).toMatchObject({ method: 'POST', path: '/api/test/people', status: 201 });

    const all = JSON.stringify(logLines);
    for (const secret of ['ana@example.com', 'Ana Souza', 'secret-cookie', 'Bearer premium']) expect(all).not.toContain(secret);
  });
});

describe('error envelope', () => {
  it('hides internal errors behind a generic Portuguese message, and logs them', async () => {
    const res = await api().get('/api/test/fail/internal').set('X-Request-Id', 'boom-1');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, code: 'INTERNAL_ERROR', message: 'Erro interno do servidor. Tente novamente mais tarde.' });
    expect(res.text).not.toContain('hunter2');
    const logged = logLines.find((l) => l.requestId === 'boom-1' && l.msg === 'request failed');
    expect(JSON.stringify(logged)).toContain('ECONNREFUSED');
  });

  it('maps typed errors and the event store conflict', async () => {
    const conflict = await api().get('/api/test/fail/conflict');
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({ success: false, code: 'EMAIL_TAKEN', message: 'Este e-mail já está cadastrado.' });

    const concurrency = await api().get('/api/test/fail/concurrency');
    expect(concurrency.status).toBe(409);
    expect(concurrency.body).toEqual({ success: false, code: 'CONCURRENCY_CONFLICT', message: 'Conflito de atualização, tente novamente.' });

    const missing = await api().get('/api/test/fail/missing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Usuário não encontrado.' });
  });

  it('answers unknown API paths and methods with JSON in Portuguese', async () => {
    for (const path of ['/api/nope', '/api', '/api/test/people/extra']) {
      const res = await api().get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
    }
    const wrongMethod = await api().put('/api/test/people');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body).toEqual({ success: false, code: 'METHOD_NOT_ALLOWED', message: 'Método não permitido para este recurso.' });
  });

  it('answers 204 when a handler returns nothing', async () => {
    const res = await api().delete('/api/test/nothing');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
  });
});

describe('health', () => {
  it('answers 200 "degraded" when a check of the platform\'s state fails: the process still serves', async () => {
    healthy = true;
    const ok = await api().get('/api/health').set('Authorization', 'Bearer support');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      success: true,
      status: 'ok',
      checks: { database: { ok: true }, projections: { ok: true, details: { lagEvents: 0 } } },
    });

    healthy = false;
    const degraded = await api().get('/api/health').set('Authorization', 'Bearer support');
    expect(degraded.status).toBe(200);
    expect(degraded.body.status).toBe('degraded');
    expect(degraded.body.checks.projections).toEqual({ ok: false, details: { lagEvents: 5000 } });
    expect((await api().get('/api/health/ready')).body).toEqual({ success: true, status: 'ok' });
    healthy = true;
  });

  it('reports a check that throws as failed without its error', async () => {
    const throwing: HealthCheck = {
      name: 'queue',
      readiness: true,
      check: async () => {
        throw new Error('redis at 10.0.0.9 refused');
      },
    };
    const res = await request(createApp(deps(new PostgresRateLimitStore(db), { healthChecks: [throwing] })).callback())
      .get('/api/health')
      .set('Authorization', 'Bearer admin');
    expect(res.status).toBe(503);
    expect(res.body.checks.queue).toEqual({ ok: false, details: { error: 'falhou' } });
    expect(res.text).not.toContain('10.0.0.9');
  });

  it('separates liveness (the process answers) from readiness (database, event store and queue reachable)', async () => {
    const unreachable: HealthCheck = {
      name: 'database',
      readiness: true,
      check: async () => {
        throw new Error('connection refused');
      },
    };
    const down = request(createApp(deps(new PostgresRateLimitStore(db), { healthChecks: [unreachable, ...healthChecks.slice(1)] })).callback());
    expect((await down.get('/api/health/live')).status).toBe(200);
    expect((await down.get('/api/health/live')).body).toEqual({ success: true, status: 'ok' });
    const ready = await down.get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ success: false, status: 'unavailable' });
    const health = await down.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ success: false, status: 'unavailable' });
    expect((await api().get('/api/health/ready')).status).toBe(200);
  });
});

describe('single-page apps', () => {
  it('serves files, falls back to index.html for app routes, and caches only hashed assets', async () => {
    const home = await api().get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<title>console</title>');
    expect(home.headers['cache-control']).toBe('no-cache');

    const deepLink = await api().get('/blog/como-comecar');
    expect(deepLink.status).toBe(200);
    expect(deepLink.text).toContain('<title>console</title>');
    expect((await api().get('/login/')).status).toBe(200);

    // Outside the console's route table: its 404 page, with the status that says so.
    const unknown = await api().get('/education');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<title>console</title>');
    expect((await api().get('/blog/como-comecar/extra')).status).toBe(404);

    const asset = await api().get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const robots = await api().get('/robots.txt');
    expect(robots.text).toBe('User-agent: *');
    expect(robots.headers['cache-control']).toBe('no-cache');

    const missing = await api().get('/assets/gone-999.js');
    expect(missing.status).toBe(404);

    const traversal = await api().get('/..%2f..%2fpackage.json');
    expect(traversal.text).not.toContain('"workspaces"');
  });

  it('serves the back office under /admin and says how to build a missing app', async () => {
    const redirect = await api().get('/admin');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe('/admin/');

    const admin = await api().get('/admin/');
    expect(admin.status).toBe(503);
    expect(admin.text).toContain('admin/dist');
    expect(admin.text).toContain('npm run build');

    mkdirSync(join(staticDir, 'admin'), { recursive: true });
    writeFileSync(join(staticDir, 'admin', 'index.html'), '<!doctype html><title>admin</title>');
    const built = await api().get('/admin/');
    expect(built.status).toBe(200);
    expect(built.text).toContain('<title>admin</title>');
  });
});
