// Lighthouse on the production build served by the real backend on a database of its own: the
// landing page (ARCHITECTURE §8: performance >= 95 mobile, accessibility >= 95), a signed-in console
// page (mobile) and the signed-in back office (desktop), each >= 90 (issue 16 item 5). Beside them,
// the same audits of a bare static page from the same machine: the ceiling this machine allows today.
// Needs `npm run build` first. Run: npx tsx tests/bench/lighthouse.bench.ts
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ProjectionEngine } from '@piboost/projections';
import { createApp } from '@piboost/backend/app';
import { loadConfig } from '@piboost/backend/config';
import { openRuntime } from '@piboost/backend/platform/runtime';
import { platformHealthChecks } from '@piboost/backend/platform/health-checks';
import { authenticator, modules } from '@piboost/backend/modules/index';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemoData } from '@piboost/backend/modules/identity/seed';
import { totpCode } from '@piboost/backend/modules/identity/totp';
import { createTestDatabase } from '../support/db';
import { allQueues, allReactors, moduleRoutes, startWorkers } from '@piboost/backend/platform/module';

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));

const database = await createTestDatabase('piboost_bench');
const config = loadConfig({
  ...process.env,
  DATABASE_URL: database.url,
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  QUEUE_PREFIX: `lh${randomBytes(4).toString('hex')}`,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'piboost-lh-')),
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
});
const runtime = await openRuntime(modules, config);
const engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, subscribers: allReactors(runtime), logger: runtime.logger });
await engine.start();
const workers = startWorkers(runtime);
await seedDemoData(runtime);
const app = createApp({
  config,
  logger: runtime.logger,
  authenticator: authenticator(runtime),
  rateLimitStore: runtime.rateLimitStore,
  healthChecks: platformHealthChecks(runtime, allQueues(modules)),
  modules: moduleRoutes(runtime),
});
const appServer = createServer(app.callback());
const appPort = await listen(appServer);

const bare = createServer((_req, res) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end('<!doctype html><html lang="pt-BR"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>ref</title><meta name="description" content="ref"></head><body><main><h1>π Boost</h1></main></body></html>');
});
const barePort = await listen(bare);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

/** A demo account's refresh cookie (staff answer the two-factor step): a page loaded with it is signed in. */
async function sessionCookie(email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`http://127.0.0.1:${appPort}/api/auth/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  let response = await post('login', { email, password: DEMO_PASSWORD, rememberMe: false });
  const first = (await response.json()) as { two_factor_required?: boolean; challenge_token?: string };
  if (first.two_factor_required) response = await post('two-factor', { challengeToken: first.challenge_token, code: totpCode(DEMO_TOTP_SECRET, Math.floor(Date.now() / 1000)) });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('piboost_refresh='));
  if (!response.ok || !cookie) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

/** Mobile: Lighthouse's default (emulated phone, slow 4G, CPU slowdown); desktop: its desktop preset. */
async function audit(url: string, { desktop = false, cookie }: { desktop?: boolean; cookie?: string } = {}) {
  const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance', 'accessibility'], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) };
  let result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
  // Lighthouse now and then loses the trace of a load (NO_NAVSTART): run that audit once more.
  if (result?.lhr.runtimeError) result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
  if (!result) throw new Error(`no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  // LH_REPORT=<dir> keeps each audited page's full report (layout shifts, long tasks, bootup time).
  if (process.env.LH_REPORT) {
    const name = `${new URL(url).port === String(barePort) ? 'bare' : 'app'}${new URL(url).pathname.replaceAll('/', '_')}${desktop ? '-desktop' : ''}.json`;
    writeFileSync(join(process.env.LH_REPORT, name), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcp: audits['first-contentful-paint']?.displayValue,
    lcp: audits['largest-contentful-paint']?.displayValue,
    tbt: audits['total-blocking-time']?.displayValue,
    cls: audits['cumulative-layout-shift']?.displayValue,
    bytes: audits['total-byte-weight']?.displayValue,
  };
}

try {
  const reference = await audit(`http://127.0.0.1:${barePort}/`);
  const referenceDesktop = await audit(`http://127.0.0.1:${barePort}/`, { desktop: true });
  const landing = await audit(`http://127.0.0.1:${appPort}/`);
  const dashboard = await audit(`http://127.0.0.1:${appPort}/dashboard`, { cookie: await sessionCookie('ana.souza@demo.piboost.local') });
  const backOffice = await audit(`http://127.0.0.1:${appPort}/admin/`, { desktop: true, cookie: await sessionCookie('admin@demo.piboost.local') });
  console.log('lighthouse                           performance  accessibility  FCP / LCP / TBT / CLS / bytes');
  const rows = [
    ['landing / (mobile)', landing, 95],
    ['console /dashboard, signed in (mobile)', dashboard, 90],
    ['reference: bare page (mobile)', reference, null],
    ['back office, signed in (desktop)', backOffice, 90],
    ['reference: bare page (desktop)', referenceDesktop, null],
  ] as const;
  let ok = true;
  for (const [name, r, budget] of rows) {
    const met = budget === null || (r.performance >= budget && r.accessibility >= budget);
    ok &&= met;
    console.log(`${name.padEnd(40)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(13)}  ${r.fcp} / ${r.lcp} / ${r.tbt} / ${r.cls} / ${r.bytes}${budget === null ? '' : met ? `  (>= ${budget}: met)` : `  (>= ${budget}: NOT met)`}`);
  }
  console.log(ok ? 'budgets met' : 'budgets NOT met');
  process.exitCode = ok ? 0 : 1;
} finally {
  chrome.kill();
  await new Promise((r) => appServer.close(r));
  await new Promise((r) => bare.close(r));
  await Promise.all([engine.stop(), workers.stop()]);
  await runtime.close();
  await database.drop();
}
