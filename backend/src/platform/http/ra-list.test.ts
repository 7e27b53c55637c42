import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/db';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { createDb, type Db } from '../db/knex';
import { createLogger } from '../logger';
import { defineListResource, listQuerySchema, listRows } from './ra-list';
import { defineRoute } from './route';
import { migrate } from '../db/migrate';
import { PostgresRateLimitStore, rateLimitMigrations } from './rate-limit';
import { z } from 'zod';

let testDb: TestDatabase;
let db: Db;
let api: () => request.Agent;

const products = defineListResource({
  name: 'products',
  columns: { id: 'id', name: 'name', category: 'category', price: 'price_cents', discontinuedAt: 'discontinued_at' },
  search: ['name', 'category'],
  defaultSort: ['id', 'ASC'],
  maxPageSize: 50,
});

const rows = [
  { id: 1, name: 'Carteira Ledger', category: 'hardware', price_cents: 79_900, discontinued_at: null },
  { id: 2, name: 'Curso Bitcoin', category: 'educação', price_cents: 19_900, discontinued_at: null },
  { id: 3, name: 'Curso DeFi', category: 'educação', price_cents: 29_900, discontinued_at: '2025-01-01T00:00:00Z' },
  { id: 4, name: 'Livro 100% Cripto', category: 'livros', price_cents: 9_900, discontinued_at: null },
  { id: 5, name: 'Carteira Trezor', category: 'hardware', price_cents: 69_900, discontinued_at: null },
  { id: 6, name: 'Mentoria', category: 'educação', price_cents: 19_900, discontinued_at: null },
];

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDb(testDb.url, { poolMax: 4 });
  await migrate(db, rateLimitMigrations);
  await db.schema.createTable('products', (t) => {
    t.integer('id').primary();
    t.text('name').notNullable();
    t.text('category').notNullable();
    t.integer('price_cents').notNullable();
    t.timestamp('discontinued_at', { useTz: true }).nullable();
  });
  await db('products').insert(rows);

  const app = createApp({
    config: loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'a'.repeat(32), HMAC_SECRET: 'h'.repeat(32), PII_MASTER_KEY: Buffer.alloc(32).toString('base64') }),
    logger: createLogger({ level: 'silent' }),
    authenticator: async () => null,
    rateLimitStore: new PostgresRateLimitStore(db),
    healthChecks: [],
    modules: [
      {
        routes: [
          defineRoute({
            method: 'GET',
            path: '/api/products',
            summary: 'Lista produtos',
            tags: ['Teste'],
            access: 'public',
            rateLimit: { points: 1000, windowSeconds: 60, key: 'ip' },
            input: { query: listQuerySchema },
            response: z.array(z.object({ id: z.number(), name: z.string(), price_cents: z.number() })),
            handler: (ctx, { query }) => listRows(ctx, db, db('products').select('id', 'name', 'price_cents'), products, query),
          }),
        ],
      },
    ],
  });
  api = () => request.agent(app.callback());
});

afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

async function list(query: Record<string, unknown>) {
  const params = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
  return api().get('/api/products').query(params);
}

const ids = (res: request.Response) => (res.body as { id: number }[]).map((r) => r.id);

describe('ra-data-simple-rest lists', () => {
  it('pages with range and reports the total in Content-Range', async () => {
    const res = await list({ sort: ['id', 'ASC'], range: [0, 1] });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([1, 2]);
    expect(res.headers['content-range']).toBe('products 0-1/6');

    const last = await list({ sort: ['id', 'ASC'], range: [4, 9] });
    expect(ids(last)).toEqual([5, 6]);
    expect(last.headers['content-range']).toBe('products 4-5/6');

    const beyond = await list({ range: [10, 19] });
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['content-range']).toBe('products */6');
  });

  it('sorts by a mapped column, breaking ties by id', async () => {
    const res = await list({ sort: ['price', 'DESC'] });
    expect(ids(res)).toEqual([1, 5, 3, 2, 6, 4]);
    const asc = await list({ sort: ['price', 'asc'] });
    expect(ids(asc)).toEqual([4, 2, 6, 3, 5, 1]);
  });

  it('reads id lists as IN, other keys as equality, and null as IS NULL', async () => {
    expect(ids(await list({ filter: { id: [6, 2, 4] } }))).toEqual([2, 4, 6]);
    expect(ids(await list({ filter: { category: 'hardware' } }))).toEqual([1, 5]);
    expect(ids(await list({ filter: { category: ['livros', 'hardware'] } }))).toEqual([1, 4, 5]);
    expect(ids(await list({ filter: { discontinuedAt: null } }))).toEqual([1, 2, 4, 5, 6]);
    expect(ids(await list({ filter: { discontinuedAt_neq: null } }))).toEqual([3]);
    const filtered = await list({ filter: { category: 'educação' }, range: [0, 0] });
    expect(filtered.headers['content-range']).toBe('products 0-0/3');
  });

  it('applies the comparison suffixes', async () => {
    expect(ids(await list({ filter: { price_gte: 29_900 } }))).toEqual([1, 3, 5]);
    expect(ids(await list({ filter: { price_gt: 29_900 } }))).toEqual([1, 5]);
    expect(ids(await list({ filter: { price_lte: 19_900 } }))).toEqual([2, 4, 6]);
    expect(ids(await list({ filter: { price_lt: 19_900 } }))).toEqual([4]);
    expect(ids(await list({ filter: { category_neq: 'educação', price_lt: 70_000 } }))).toEqual([4, 5]);
  });

  it('searches q case-insensitively over the declared columns, literally', async () => {
    expect(ids(await list({ filter: { q: 'CURSO' } }))).toEqual([2, 3]);
    expect(ids(await list({ filter: { q: 'EDUCA' } }))).toEqual([2, 3, 6]);
    expect(ids(await list({ filter: { q: 'carteira', price_lt: 70_000 } }))).toEqual([5]);
    expect(ids(await list({ filter: { q: '100%' } }))).toEqual([4]);
    expect(ids(await list({ filter: { q: '%' } }))).toEqual([4]);
    expect(ids(await list({ filter: { q: '_' } }))).toEqual([]);
  });

  it('refuses what is not whitelisted or well formed, in Portuguese', async () => {
    const cases: [Record<string, unknown> | string, Record<string, string>][] = [
      [{ sort: ['password', 'ASC'] }, { sort: 'Campo desconhecido: password.' }],
      [{ sort: ['id', 'UP'] }, { sort: 'Use ["campo","ASC"] ou ["campo","DESC"].' }],
      [{ filter: { password: 'x' } }, { filter: 'Filtro desconhecido: password.' }],
      [{ filter: { password_gte: 'x' } }, { filter: 'Campo desconhecido: password.' }],
      [{ filter: { name: { $ne: 1 } } }, { filter: 'Valor inválido para name.' }],
      [{ filter: ['id'] }, { filter: 'Use um objeto JSON {campo: valor}.' }],
      [{ range: [5, 2] }, { range: 'Use [início, fim] com números inteiros, fim >= início.' }],
      [{ range: [0, 50] }, { range: 'Página grande demais (máximo 50 registros).' }],
      ['filter={oops', { filter: 'JSON inválido.' }],
      // Object.prototype's names are not fields, and a value the column's type cannot take is a 400.
      [{ sort: ['__proto__', 'ASC'] }, { sort: 'Campo desconhecido: __proto__.' }],
      [{ sort: ['constructor', 'DESC'] }, { sort: 'Campo desconhecido: constructor.' }],
      [{ filter: { constructor: 'x' } }, { filter: 'Filtro desconhecido: constructor.' }],
      [{ filter: { toString_gte: 'x' } }, { filter: 'Campo desconhecido: toString.' }],
      [{ filter: { price: 'caro' } }, { filter: 'Valor de filtro incompatível com o tipo do campo.' }],
      [{ filter: { discontinuedAt_gte: 'ontem' } }, { filter: 'Valor de filtro incompatível com o tipo do campo.' }],
      // An escaped NUL passes the raw query's check and appears only once the JSON is parsed.
      [{ filter: { q: 'a\u0000b' } }, { 'filter.q': 'Texto com caracteres inválidos.' }],
    ];
    for (const [query, errors] of cases) {
      const res = typeof query === 'string' ? await api().get(`/api/products?${query}`) : await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors });
    }
  });

  it('checks the resource definition itself', () => {
    expect(() => defineListResource({ name: 'x', columns: ['id'], search: ['name'] })).toThrow(/name is not one of its columns/);
  });
});
