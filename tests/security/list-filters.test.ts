// Every back-office list and export takes react-admin's `filter`. A value the field's column cannot
// hold ("ontem" for a date, 5 for a uuid, "a" for a number) is the caller's mistake: a 400 in
// Portuguese, never a 5xx - also for the CSV exports and the events explorer, which run the filter
// outside the list's own query (issue 20 item 9). Every field of every list resource, on every
// route that takes a filter, as an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffLogin, openHarness, type AppHarness } from '../support/app';
import { seedDemoData } from '../../backend/src/modules/identity/seed';
import { definedListResources } from '../../backend/src/platform/http/ra-list';

const ADMIN = 'admin@demo.piboost.local';
let h: AppHarness;
let token: string;
let routes: string[];

beforeAll(async () => {
  h = await openHarness({ SEED_DEMO: 'true', ADMIN_EMAILS: ADMIN });
  await seedDemoData(h.runtime);
  token = (await demoStaffLogin(h.http, ADMIN)).body.access_token as string;
  const { paths } = (await h.http.get('/api/openapi.json').expect(200)).body as { paths: Record<string, { get?: { parameters?: { name: string }[] } }> };
  routes = Object.entries(paths)
    .filter(([path, ops]) => !path.includes('{') && ops.get?.parameters?.some((p) => p.name === 'filter'))
    .map(([path]) => path);
}, 120_000);
afterAll(async () => h?.close());

/** An export streams its list's rows: the list resource whose fields its filter takes. */
const EXPORTS: Record<string, string> = {
  '/api/admin/exports/users': 'users',
  '/api/admin/exports/audit-log': 'audit-log',
  '/api/admin/exports/inbox': 'inbox',
  '/api/admin/exports/newsletter': 'newsletter',
  '/api/admin/exports/events': 'events',
  '/api/admin/exports/analytics-daily': 'analytics/daily',
};

describe('list and export filters of the wrong type', () => {
  it('answer 400, never 5xx, on every route that takes a filter', async () => {
    expect(routes).toEqual(expect.arrayContaining(['/api/admin/events', ...Object.keys(EXPORTS)]));
    const resources = new Map(definedListResources().map((r) => [r.name, r]));
    const allFields = [...new Set([...resources.values()].flatMap((r) => Object.keys(r.columns)))];
    const failures: string[] = [];
    let requests = 0;
    const get = (route: string, filter?: object) => {
      requests++;
      return h.http.get(filter ? `${route}?filter=${encodeURIComponent(JSON.stringify(filter))}` : route).set('Authorization', `Bearer ${token}`);
    };
    for (const route of routes) {
      // A list names its resource in Content-Range; an export is its list's; a list that needs a
      // filter to answer at all gets every field there is.
      const plain = await get(route);
      // Failed jobs are BullMQ's, and this harness runs its jobs without Redis.
      if (plain.status === 503) continue;
      const name = EXPORTS[route] ?? /^(\S+) /.exec(plain.headers['content-range'] ?? '')?.[1];
      const fields = name ? Object.keys(resources.get(name)?.columns ?? {}) : allFields;
      expect(fields.length, route).toBeGreaterThan(0);
      // Text where a date, number or uuid belongs, in the three shapes a filter takes (=, range, IN).
      for (const filter of fields.flatMap((f) => [{ [f]: 'ontem' }, { [`${f}_gte`]: 'nunca' }, { [f]: [1, 'a'] }])) {
        const res = await get(route, filter);
        if (res.status >= 500) failures.push(`${res.status} ${route} ${JSON.stringify(filter)}`);
        else if (res.status >= 400) expect([res.body.success, typeof res.body.message], route).toEqual([false, 'string']);
      }
    }
    console.log(`${routes.length} routes with a filter: ${requests} requests, ${failures.length} 5xx`, failures.slice(0, 5));
    expect(failures).toEqual([]);
  }, 300_000);
});
