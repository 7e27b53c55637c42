import Koa from 'koa';
import Router from '@koa/router';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { AppContext, AppState } from './context';
import { RouteTable } from './route-table';

/** Each route answers its own name and the params it was given. */
const ROUTES: [string, string][] = [
  ['GET', '/api/items'],
  ['POST', '/api/items'],
  ['GET', '/api/items/:id'],
  ['GET', '/api/items/mine'], // registered after :id, so :id answers it (@koa/router runs the first match)
  ['GET', '/api/me/items'],
  ['GET', '/api/users/:userId/files/:file'],
  ['DELETE', '/api/users/:userId/files/:file'],
  ['GET', '/api/users/me/files/:name'], // after the route above: never reached
  ['GET', '/api/orgs/me'],
  ['GET', '/api/orgs/:id'], // after the static path: /api/orgs/me stays the static one's
];

const answer = (name: string) => async (ctx: AppContext) => {
  ctx.body = { name, params: ctx.params };
};

function apps() {
  const build = (withTable: boolean) => {
    const app = new Koa<AppState>();
    const router = new Router<AppState>();
    const table = new RouteTable();
    for (const [method, path] of ROUTES) {
      router.register(path, [method], answer(`${method} ${path}`));
      table.add(method, path, answer(`${method} ${path}`));
    }
    app.use(async (ctx, next) => {
      try {
        await next();
      } catch (err) {
        ctx.status = (err as { status?: number }).status ?? 500;
        ctx.body = { error: ctx.status };
      }
    });
    if (withTable) app.use(table.middleware());
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
    return app.callback();
  };
  return { table: build(true), router: build(false) };
}

describe('RouteTable', () => {
  it('finds static paths per method and parameterised paths segment by segment, with decoded params', () => {
    const table = new RouteTable();
    for (const [method, path] of ROUTES) table.add(method, path, answer(`${method} ${path}`));
    expect(table.find('GET', '/api/items')?.params).toEqual({});
    expect(table.find('GET', '/api/users/u%201/files/a.txt')?.params).toEqual({ userId: 'u 1', file: 'a.txt' });
    expect(table.find('GET', '/api/items/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' }); // undecodable: as sent, like @koa/router
    expect(table.find('HEAD', '/api/items/7')?.params).toEqual({ id: '7' });
    expect(table.find('PUT', '/api/items')).toBeNull();
    expect(table.find('GET', '/api/items/')).toBeNull();
    expect(table.find('GET', '/api/items//')).toBeNull();
    expect(table.find('GET', '/API/items')).toBeNull();
    expect(table.find('GET', '/api/users/7/files')).toBeNull();
  });

  it('refuses path syntax it does not match like @koa/router would', () => {
    const table = new RouteTable();
    expect(() => table.add('GET', '/api/files/*rest', answer('x'))).toThrow(/neither literal nor :name/);
    expect(() => table.add('GET', '/api/x{/:y}', answer('x'))).toThrow(/neither literal nor :name/);
    expect(() => table.add('GET', '/api/x/', answer('x'))).toThrow(/neither literal nor :name/);
  });

  it('in front of @koa/router, answers every request as @koa/router alone does (route order, 405, trailing slash, case)', async () => {
    const { table, router } = apps();
    const requests: [string, string][] = [
      ['get', '/api/items'],
      ['post', '/api/items'],
      ['put', '/api/items'],
      ['get', '/api/items/42'],
      ['get', '/api/items/mine'],
      ['get', '/api/items/a%2Fb'],
      ['get', '/api/items/'],
      ['get', '/API/Items'],
      ['get', '/api/me/items'],
      ['get', '/api/users/7/files/report.pdf'],
      ['delete', '/api/users/7/files/report.pdf'],
      ['patch', '/api/users/7/files/report.pdf'],
      ['get', '/api/users/me/files/x'],
      ['get', '/api/orgs/me'],
      ['get', '/api/orgs/9'],
      ['get', '/api/nothing'],
      ['head', '/api/items/1'],
    ];
    for (const [method, path] of requests) {
      const [a, b] = await Promise.all([request(table)[method as 'get'](path), request(router)[method as 'get'](path)]);
      expect({ method, path, status: a.status, body: a.body as unknown, allow: a.headers.allow }).toEqual({ method, path, status: b.status, body: b.body as unknown, allow: b.headers.allow });
    }
    const mine = await request(table).get('/api/items/mine');
    expect(mine.body).toEqual({ name: 'GET /api/items/:id', params: { id: 'mine' } });
    expect((await request(table).get('/api/orgs/me')).body).toEqual({ name: 'GET /api/orgs/me', params: {} });
    expect((await request(table).put('/api/items')).status).toBe(405);
  });
});
