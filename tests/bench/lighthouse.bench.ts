// Lighthouse on the production build served by the real backend on a database of its own: the
// landing page (ARCHITECTURE §8: performance >= 95 mobile, accessibility >= 95), every signed-in
// console page on Lighthouse's mobile default and every back-office page on its desktop preset, each
// >= 90 (issue 16 item 5, issue 28 item 6). Beside them, the same audits of a bare static page from
// the same machine: the ceiling this machine allows today. It also sums the console's first-load
// JavaScript on `/` against its budget (console/README.md).
// Needs `npm run build` first. Run: npx tsx tests/bench/lighthouse.bench.ts [--pages <text>[,<text>]]
// (--pages audits only the pages whose address contains one of the texts, e.g. --pages community,#/users).
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { ProjectionEngine } from '@piboost/projections';
import { createApp } from '@piboost/backend/app';
import { DEMO_ADMIN_EMAIL, loadConfig } from '@piboost/backend/config';
import { openRuntime } from '@piboost/backend/platform/runtime';
import { platformHealthChecks } from '@piboost/backend/platform/health-checks';
import { authenticator, modules } from '@piboost/backend/modules/index';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemoData } from '@piboost/backend/modules/identity/seed';
import { tracks } from '@piboost/backend/modules/education/tracks';
import { createTestDatabase } from '../support/db';
import { unusedStaffCode } from '../support/staff-totp';
import { allQueues, allReactors, moduleRoutes, startWorkers } from '@piboost/backend/platform/module';
import { paths } from '../../console/src/config/paths';
import { routeTable, type RoutePath } from '../../console/src/config/routes';

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
  // The demo admin is an admin only through ADMIN_EMAILS (its dev-mode default needs SEED_DEMO): without
  // it the account is a plain user, the back office signs it out and every row audits `#/login`.
  ADMIN_EMAILS: DEMO_ADMIN_EMAIL,
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

// A browser in Brazilian Portuguese, as the product's people have (Chromium's default is en-US: the
// console would then fetch its en-US catalogue and redraw in pt-BR once the person's preference arrives).
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=pt-BR', '--accept-lang=pt-BR'],
});

// Lighthouse keeps an origin's cookies from one audit to the next, and a cookie in the browser's jar wins
// over an extraHeaders Cookie: the account of the page before would load the next page. Each audit
// therefore starts from a jar holding only its own refresh cookie, which the page then rotates as a
// browser does.
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
async function useCookie(cookie: string | undefined) {
  const jar = browser.contexts()[0]!;
  await jar.clearCookies();
  if (!cookie) return;
  const [name, value] = cookie.split('=') as [string, string];
  await jar.addCookies([{ name, value, domain: '127.0.0.1', path: '/api/auth', httpOnly: true, sameSite: 'Strict' }]);
}

const MEMBER = 'ana.souza@demo.piboost.local';
const ADMIN = DEMO_ADMIN_EMAIL;

/** The last TOTP step used per account: the server accepts each step once. */
const lastStep = new Map<string, number>();
async function staffCode(email: string): Promise<string> {
  for (;;) {
    const next = unusedStaffCode(lastStep, email, DEMO_TOTP_SECRET);
    if ('code' in next) return next.code;
    await new Promise((r) => setTimeout(r, next.waitMs));
  }
}

/**
 * A fresh session of a demo account (staff answer the two-factor step): its refresh cookie, with
 * which a page loads signed in, and its access token for the API. One per audited page: the page
 * spends the cookie (rotation), and a spent cookie sent again ends the session (reuse detection).
 */
async function signIn(email: string): Promise<{ cookie: string; token: string }> {
  const post = (path: string, body: unknown) =>
    fetch(`http://127.0.0.1:${appPort}/api/auth/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  let response = await post('login', { email, password: DEMO_PASSWORD, rememberMe: false });
  const first = (await response.clone().json()) as { two_factor_required?: boolean; challenge_token?: string };
  if (first.two_factor_required) response = await post('two-factor', { challengeToken: first.challenge_token, code: await staffCode(email) });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('piboost_refresh='));
  if (!response.ok || !cookie) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return { cookie: cookie.split(';')[0]!, token: ((await response.json()) as { access_token: string }).access_token };
}

async function apiAs<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${appPort}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Routes that only send the person on (console/src/app/routes/settings.tsx): the audit loads the
 * address and the page it leads to, and must end there.
 */
const REDIRECTS: Record<string, string> = { [paths.settings.path]: paths.profile.path };

/** Mobile: Lighthouse's default (emulated phone, slow 4G, CPU slowdown); desktop: its desktop preset. */
async function audit(url: string, { desktop = false }: { desktop?: boolean } = {}) {
  const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance', 'accessibility'] };
  let result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
  // Lighthouse now and then loses the trace of a load (NO_NAVSTART): run that audit once more.
  if (result?.lhr.runtimeError) result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
  if (!result) throw new Error(`no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  // A page that sent the browser elsewhere (a sign-in page, a refusal's redirect) would score that page.
  const landed = new URL(result.lhr.finalDisplayedUrl);
  const asked = new URL(url);
  const expected = REDIRECTS[asked.pathname] ?? `${asked.pathname}${asked.hash}`;
  if (`${landed.pathname}${landed.hash}` !== expected) throw new Error(`${url}: the audited page ended on ${landed.pathname}${landed.hash}, not on ${expected}`);
  // LH_REPORT=<dir> keeps each audited page's full report (layout shifts, long tasks, bootup time).
  if (process.env.LH_REPORT) {
    const { port, pathname, hash } = new URL(url);
    const name = `${port === String(barePort) ? 'bare' : 'app'}${`${pathname}${hash}`.replaceAll(/[/#]/g, '_')}${desktop ? '-desktop' : ''}.json`;
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

const pagesArgument = process.argv.indexOf('--pages');
const pageFilter = pagesArgument === -1 ? null : (process.argv[pagesArgument + 1] ?? '').split(',').filter(Boolean);
const wanted = (address: string) => !pageFilter || pageFilter.some((text) => address.includes(text));

/** One row of the table: an address, its device, who is signed in, and its target (null: a reference). */
interface Page {
  name: string;
  url: string;
  desktop: boolean;
  account: string | null;
  target: number | null;
}

/**
 * The console's signed-in pages, from its route table (console/src/config/routes.ts). A path with a
 * parameter gets an id the demo data gives (the built-in room, the first free lesson) or that the
 * member makes through the API (a ticket, a thread); a discussion needs an analysis, an article or a
 * report, which a fresh install does not have: that row says so instead of a score.
 */
async function consolePages(): Promise<{ pages: Page[]; skipped: string[] }> {
  const { token } = await signIn(MEMBER);
  const freeTrack = tracks().find((t) => t.access === 'free')!;
  const ids = async (): Promise<Partial<Record<RoutePath, string | null>>> => {
    await apiAs(token, '/api/support/ticket', { name: 'Ana Souza', email: MEMBER, subject: 'Relatório', message: 'Meu relatório não gerou.', priority: 'medium' });
    // The ticket list is a read model: it shows the ticket once the projection has it.
    let tickets: { id: string }[] = [];
    for (let tries = 0; tickets.length === 0 && tries < 100; tries++) {
      if (tries > 0) await new Promise((r) => setTimeout(r, 200));
      ({ tickets } = await apiAs<{ tickets: { id: string }[] }>(token, '/api/support/tickets'));
    }
    // The built-in rooms are opened at the first community request, and the answer waits at most 5 s
    // for the read model: on a busy machine the room arrives later.
    let rooms: { slug: string }[] = [];
    for (let tries = 0; !rooms.some((r) => r.slug === 'geral') && tries < 100; tries++) {
      if (tries > 0) await new Promise((r) => setTimeout(r, 200));
      ({ rooms } = await apiAs<{ rooms: { slug: string }[] }>(token, '/api/community/rooms'));
    }
    const { threadId } = await apiAs<{ threadId: string }>(token, '/api/community/rooms/geral/threads', { title: 'Halving e ciclos', body: 'O que acham do próximo halving?' });
    const subject =
      (await runtime.db('market_analyses').first('id').then((r?: { id: string }) => r && `analysis/${r.id}`)) ??
      (await runtime.db('blog_articles').where({ status: 'published' }).first('slug').then((r?: { slug: string }) => r && `article/${r.slug}`)) ??
      (await runtime.db('premium_reports').first('kind', 'period_start').then((r?: { kind: string; period_start: string }) => r && `report/${r.kind}-${r.period_start}`));
    return {
      [paths.educationLesson.path]: `/education/${freeTrack.id}/${freeTrack.lessons[0]!.id}`,
      [paths.supportTicket.path]: tickets[0] ? `/support/chamados/${tickets[0].id}` : null,
      [paths.communityRoom.path]: '/community/geral',
      [paths.communityThread.path]: `/community/t/${threadId}`,
      [paths.communityDiscussion.path]: subject ? `/community/discussao/${subject}` : null,
    };
  };
  const withIds = await ids();
  const pages: Page[] = [];
  const skipped: string[] = [];
  for (const route of routeTable.filter((r) => r.access !== 'public')) {
    const path = route.path.includes(':') ? withIds[route.path] : route.path;
    if (path === undefined) throw new Error(`${route.path}: give the bench an id for it`);
    if (path === null) skipped.push(route.path);
    else pages.push({ name: `console ${path}`, url: `http://127.0.0.1:${appPort}${path}`, desktop: false, account: route.access === 'admin' ? ADMIN : MEMBER, target: 90 });
  }
  return { pages, skipped };
}

/**
 * The back office's pages, read from its composition root (admin/src/App.tsx): the home, every
 * resource with pages (its list) and every custom route; a lesson's page gets the first lesson.
 */
function backOfficePages(): Page[] {
  const app = readFileSync(new URL('../../admin/src/App.tsx', import.meta.url), 'utf8');
  const resources = [...app.matchAll(/<Resource name="([^"]+)" \{\.\.\./g)].map((m) => `/${m[1]}`);
  const custom = [...app.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1]!.replace(':lessonId', tracks()[0]!.lessons[0]!.id));
  return ['/', ...resources, ...custom].map((path) => ({
    name: `back office ${path}`,
    url: `http://127.0.0.1:${appPort}/admin/${path === '/' ? '' : `#${path}`}`,
    desktop: true,
    account: ADMIN,
    target: 90,
  }));
}

/**
 * The console's first-load JavaScript on `/`: the entry script and the modules index.html preloads,
 * gzipped (as the server sends them; KB of 1,000 bytes, as Vite prints them).
 */
function firstLoadKb(): number {
  const dist = new URL('../../console/dist/', import.meta.url);
  const html = readFileSync(new URL('index.html', dist), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return scripts.reduce((sum, file) => sum + gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length, 0) / 1000;
}
const FIRST_LOAD_BUDGET_KB = 200;

try {
  const { pages: signedIn, skipped } = await consolePages();
  const pages: Page[] = [
    { name: 'reference: bare page (mobile)', url: `http://127.0.0.1:${barePort}/`, desktop: false, account: null, target: null },
    { name: 'landing / (mobile)', url: `http://127.0.0.1:${appPort}/`, desktop: false, account: null, target: 95 },
    ...signedIn,
    { name: 'reference: bare page (desktop)', url: `http://127.0.0.1:${barePort}/`, desktop: true, account: null, target: null },
    ...backOfficePages(),
  ].filter((p) => p.target === null || wanted(p.url));
  const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`targets: performance and accessibility >= 90 on every signed-in console page (mobile) and back-office page (desktop); landing >= 95`);
  console.log(`load average at start: ${load()} (simulated throttling scales the CPU this machine shows: under load TBT, and the LCP it drives, read worse; CLS does not)`);
  console.log(`${'page'.padEnd(56)} perf  access  LCP     TBT      CLS    (FCP / bytes)`);
  let ok = true;
  for (const page of pages) {
    await useCookie(page.account ? (await signIn(page.account)).cookie : undefined);
    const r = await audit(page.url, { desktop: page.desktop });
    const met = page.target === null || (r.performance >= page.target && r.accessibility >= page.target);
    ok &&= met;
    const verdict = page.target === null ? '  (reference)' : `  (>= ${page.target}: ${met ? 'met' : 'NOT met'})`;
    console.log(
      `${page.name.padEnd(56)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(6)}  ${String(r.lcp).padEnd(7)} ${String(r.tbt).padEnd(8)} ${String(r.cls).padEnd(6)} (${r.fcp} / ${r.bytes})${verdict}`,
    );
  }
  console.log(`load average at end: ${load()}`);
  for (const path of skipped) console.log(`${`console ${path}`.padEnd(56)} not audited: the demo data has no id for it`);
  const firstLoad = firstLoadKb();
  const withinBudget = firstLoad <= FIRST_LOAD_BUDGET_KB;
  ok &&= withinBudget;
  console.log(`console first-load JavaScript on / (gzip): ${firstLoad.toFixed(1)} KB of ${FIRST_LOAD_BUDGET_KB} KB${withinBudget ? '' : ' (over budget)'}`);
  console.log(ok ? 'budgets met' : 'budgets NOT met');
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  // The process.exit() below would end the process before an error thrown here is printed.
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser.close();
  chrome.kill();
  // Keep-alive sockets (the bench's own fetches, the browser's) would hold close() open.
  appServer.closeAllConnections();
  bare.closeAllConnections();
  await new Promise((r) => appServer.close(r));
  await new Promise((r) => bare.close(r));
  await Promise.all([engine.stop(), workers.stop()]);
  await runtime.close();
  await database.drop();
  // Every part above has closed, yet a handle of Lighthouse's or the CDP connection keeps the process alive.
  process.exit();
}
