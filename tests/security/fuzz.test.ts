// Property-based fuzzing of the whole API (issue 10, item 6): every operation of /api/openapi.json,
// as every role (anonymous, user, support, admin, each a real signed-in account), with generated
// hostile input - NUL bytes, lone surrogates, `__proto__`/`constructor` as fields, wrong types,
// `%00` in path ids, broken JSON and gzip, list filters on the lists' real fields with values of the
// wrong type. Any 5xx is a failure. FUZZ_RUNS (default 4) bounds the
// runs per operation and role, so the suite stays well under a minute.
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffLogin, openHarness, signIn, type AppHarness } from '../support/app';
import { DEMO_PASSWORD, seedDemoData } from '../../backend/src/modules/identity/seed';
import { definedListResources } from '../../backend/src/platform/http/ra-list';

const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

type Role = 'anonymous' | 'user' | 'support' | 'admin';
const ACCOUNTS: Record<Exclude<Role, 'anonymous'>, string> = {
  user: 'ana.souza@demo.piboost.local',
  support: 'suporte@demo.piboost.local',
  admin: 'admin@demo.piboost.local',
};

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
}
interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[] | null;
}

/** Strings that broke the API before, and the classics. */
const NASTY = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '__proto__',
  'constructor',
  'prototype',
  '["__proto__","ASC"]',
  '["constructor","DESC"]',
  '{"__proto__":{"x":1}}',
  '{"constructor":"x"}',
  '{"createdAt":"ontem"}',
  '{"created_at_gte":"nunca"}',
  '{"id":["a",1,null]}',
  '{"q":{"$ne":1}}',
  '[0,1e309]',
  '[-1,5]',
  '[5,1]',
  '{',
  '',
  ' ',
  '-1',
  '1e309',
  'NaN',
  'null',
  "' OR '1'='1",
  '../../../etc/passwd',
  '😀'.repeat(50),
  'x'.repeat(3000),
];

const nastyString = fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 20 }));
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', '\u0000'), nastyString, { maxKeys: 2 }),
);

/** A path segment: hostile text, percent-encoded, or raw escapes such as %00 that the router decodes. */
const pathSegment = fc.oneof(
  // A lone surrogate cannot be percent-encoded as UTF-8: send the raw escape of one instead.
  nastyString.map((s) => (/[\uD800-\uDFFF]/.test(s.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '')) ? '%ED%A0%80' : encodeURIComponent(s) || 'x')),
  fc.constantFrom('%00', 'abc%00', '%ED%A0%80', '%C0%AE', '%FF', '00000000-0000-0000-0000-000000000000%00', '1', '-1', '99999999999999999999'),
);

function operations(document: { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const body = op.requestBody?.content['application/json']?.schema;
      ops.push({
        method: method as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: body ? Object.keys(body.properties ?? {}) : null,
      });
    }
  }
  return ops;
}

interface Attempt {
  segments: Record<string, string>;
  query: Record<string, unknown>;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; bytes: Buffer; encoding?: string };
}

/** A list filter (JSON text) on the fields the back-office lists really have, each with a hostile value. */
function listFilter(): fc.Arbitrary<string> {
  const fields = [...new Set(definedListResources().flatMap((r) => Object.keys(r.columns)))].flatMap((f) => [f, `${f}_gte`, `${f}_lt`, `${f}_neq`]);
  return fc.dictionary(fc.constantFrom(...fields), nastyValue, { minKeys: 1, maxKeys: 2 }).map((filter) => JSON.stringify(filter));
}

function attempt(op: Operation): fc.Arbitrary<Attempt> {
  const fields = op.bodyFields ?? [];
  const body = fc.oneof(
    // The operation's own fields, each with a hostile value.
    fc.record(Object.fromEntries(fields.map((f) => [f, nastyValue])), { requiredKeys: [] }).map((value) => ({ kind: 'json' as const, value })),
    fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json' as const, value })),
    fc.constantFrom<Attempt['body']>(
      { kind: 'raw', bytes: Buffer.from('{"a":') },
      { kind: 'raw', bytes: Buffer.from('not gzip'), encoding: 'gzip' },
      { kind: 'raw', bytes: gzipSync('{"a":1}').subarray(0, 10), encoding: 'gzip' },
      { kind: 'raw', bytes: Buffer.from('{}'), encoding: 'br' },
      { kind: 'raw', bytes: Buffer.from('{"__proto__":{"polluted":true},"constructor":{"prototype":{}}}') },
    ),
  );
  return fc.record({
    segments: fc.record(Object.fromEntries(op.pathParams.map((p) => [p, pathSegment]))),
    query: fc.record(Object.fromEntries(op.queryParams.map((q) => [q, q === 'filter' ? fc.oneof(listFilter(), nastyValue) : nastyValue])), { requiredKeys: [] }),
    body,
  });
}

function queryString(query: Record<string, unknown>): string {
  const parts = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v) ?? '')}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

let h: AppHarness;
const tokens: Partial<Record<Role, string>> = {};
let ops: Operation[] = [];

beforeAll(async () => {
  h = await openHarness({ SEED_DEMO: 'true', ADMIN_EMAILS: ACCOUNTS.admin, LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent' });
  await seedDemoData(h.runtime);
  tokens.user = (await signIn(h, ACCOUNTS.user, DEMO_PASSWORD)).accessToken;
  // The demo staff are enrolled in two-factor (issue 14): the password, then the code.
  tokens.support = (await demoStaffLogin(h.http, ACCOUNTS.support)).body.access_token as string;
  tokens.admin = (await demoStaffLogin(h.http, ACCOUNTS.admin, 1)).body.access_token as string;
  ops = operations((await h.http.get('/api/openapi.json').expect(200)).body);
}, 120_000);
afterAll(async () => h.close());

describe('fuzzing every operation of /api/openapi.json', () => {
  it('walks the whole API', () => {
    expect(ops.length).toBeGreaterThan(30);
    expect(ops.some((o) => o.pathParams.length) && ops.some((o) => o.bodyFields?.length) && ops.some((o) => o.queryParams.includes('filter'))).toBe(true);
  });

  for (const role of ['anonymous', 'user', 'support', 'admin'] as const) {
    it(`never answers 5xx to hostile input, as ${role}`, async () => {
      const failures: string[] = [];
      let requests = 0;
      for (const op of ops) {
        const result = await fc.check(
          fc.asyncProperty(attempt(op), async (a) => {
            const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => a.segments[name] ?? 'x') + queryString(a.query);
            let req = h.http[op.method](path);
            if (tokens[role]) req = req.set('Authorization', `Bearer ${tokens[role]}`);
            if (op.method !== 'get' && op.method !== 'delete') {
              // The bytes as generated (superagent would refuse a bare number or re-serialise a Buffer).
              const bytes = a.body.kind === 'json' ? Buffer.from(JSON.stringify(a.body.value) ?? 'null') : a.body.bytes;
              req = req.set('Content-Type', 'application/json').serialize((b: Buffer) => b as unknown as string);
              if (a.body.kind === 'raw' && a.body.encoding) req = req.set('Content-Encoding', a.body.encoding);
              req = req.send(bytes as unknown as object);
            }
            const res = await req;
            requests += 1;
            if (res.status >= 500) throw new Error(`${res.status} ${JSON.stringify(res.body)} for ${op.method.toUpperCase()} ${path}`);
            // Every refusal is the API's envelope, in Portuguese.
            if (res.status >= 400 && res.status !== 405) {
              if (res.body?.success !== false || typeof res.body.message !== 'string') throw new Error(`${res.status} without the error envelope for ${op.method.toUpperCase()} ${path}`);
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        if (result.failed) failures.push(`${op.method.toUpperCase()} ${op.path}: ${String((result.errorInstance as Error | undefined)?.message ?? result.errorInstance)} (seed ${SEED})`);
      }
      console.log(`fuzz as ${role}: ${ops.length} operations, ${requests} requests, ${failures.length} failing`);
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
