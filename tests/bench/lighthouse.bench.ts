// Lighthouse on the landing page's production build (ARCHITECTURE §8: performance >= 95 mobile,
// accessibility >= 95), served by the real backend on a database of its own. Beside it, the same
// audit of a bare static page from the same machine: the ceiling this machine allows today.
// Needs `npm run build` first. Run: npx tsx tests/bench/lighthouse.bench.ts
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ProjectionEngine } from '@piboost/projections';
import { createApp } from '@piboost/backend/app';
import { loadConfig } from '@piboost/backend/config';
import { openRuntime } from '@piboost/backend/platform/runtime';
import { platformHealthChecks } from '@piboost/backend/platform/health-checks';
import { authenticator, modules } from '@piboost/backend/modules/index';
import { seedDemoData } from '@piboost/backend/modules/identity/seed';
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

async function audit(url: string) {
  // Lighthouse's default config: mobile emulation with simulated slow 4G and CPU slowdown.
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`no result for ${url}`);
  // LH_REPORT=<file> keeps the landing's full report (long tasks, bootup time) for a closer look.
  if (process.env.LH_REPORT && !url.startsWith(`http://127.0.0.1:${barePort}`)) writeFileSync(process.env.LH_REPORT, JSON.stringify({ lhr: result.lhr, trace: result.artifacts.Trace }));
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
  const landing = await audit(`http://127.0.0.1:${appPort}/`);
  console.log('lighthouse (mobile)        performance  accessibility  FCP / LCP / TBT / CLS / bytes');
  for (const [name, r] of [
    ['landing /', landing],
    ['reference: bare page', reference],
  ] as const) {
    console.log(`${name.padEnd(26)} ${String(r.performance).padStart(11)}  ${String(r.accessibility).padStart(13)}  ${r.fcp} / ${r.lcp} / ${r.tbt} / ${r.cls} / ${r.bytes}`);
  }
  const ok = landing.performance >= 95 && landing.accessibility >= 95;
  console.log(ok ? 'budget met (>= 95 / >= 95)' : 'budget NOT met (>= 95 / >= 95)');
  process.exitCode = ok ? 0 : 1;
} finally {
  chrome.kill();
  await new Promise((r) => appServer.close(r));
  await new Promise((r) => bare.close(r));
  await Promise.all([engine.stop(), workers.stop()]);
  await runtime.close();
  await database.drop();
}
