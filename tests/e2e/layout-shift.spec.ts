// Issue 28 item 6: no signed-in console page moves under the reader while it loads. Each page of the
// route table (console/src/config/routes.ts) is loaded afresh on a phone-sized screen, signed in by
// its refresh cookie as a returning person is, and its layout shifts are summed from a
// PerformanceObserver('layout-shift') until the page has settled: below 0.1, Lighthouse's "good".
// The trial offer, which a freemium person sees on every page until they answer it, is measured too.
import type { APIRequestContext, Page } from '@playwright/test';
import { routeTable, type RoutePath } from '../../console/src/config/routes';
import { paths } from '../../console/src/config/paths';
import { newPerson, PERSON_PASSWORD } from './support/accounts';
import { DEMO_ADMIN, DEMO_PASSWORD, staffToken } from './support/staff';
import { expect, test } from './support/test';

const GOOD_CLS = 0.1;
const MEMBER = 'ana.souza@demo.piboost.local';

/** Lighthouse's mobile screen (a Moto G Power). */
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'en-US' });

/** Records every layout shift from the page's first paint on, with what moved (for the message). */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Loads `path` afresh, waits until nothing more arrives, and gives its layout shifts. */
async function shiftsOf(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1, main h2').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // A last paint after the final response (a chart, a count) is part of the load too.
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

async function expectSteady(page: Page, path: string) {
  const { cls, shifts } = await shiftsOf(page, path);
  const detail = shifts.map((s) => `${s.value.toFixed(3)} (${s.moved.join(', ')})`).join('; ');
  console.log(`CLS ${path} ${cls.toFixed(3)} ${detail}`);
  expect.soft(cls, `${path}: CLS ${cls.toFixed(3)}: ${detail}`).toBeLessThan(GOOD_CLS);
}

/** Ids for the route table's paths with parameters, made or found the way a member would. */
async function pathsWithIds(request: APIRequestContext, token: string): Promise<Record<string, string>> {
  // The member's own language: the community's rooms are named per language.
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'pt-BR' };
  const { tracks } = ((await (await request.get('/api/education/tracks', { headers })).json()) as { data: { tracks: { id: string; lessons: { id: string }[] }[] } }).data;
  const ticket = await request.post('/api/support/ticket', { headers, data: { name: 'Ana Souza', email: MEMBER, subject: 'Relatório', message: 'Meu relatório não gerou.', priority: 'medium' } });
  expect(ticket.ok(), await ticket.text()).toBe(true);
  let ticketId: string | undefined;
  await expect
    .poll(async () => {
      const { data } = (await (await request.get('/api/support/tickets', { headers })).json()) as { data: { tickets: { id: string }[] } };
      ticketId = data.tickets[0]?.id;
      return ticketId;
    }, { timeout: 30_000 })
    .toBeTruthy();
  const thread = await request.post('/api/community/rooms/geral/threads', { headers, data: { title: 'Halving e ciclos', body: 'O que acham do próximo halving?' } });
  expect(thread.ok(), await thread.text()).toBe(true);
  const { threadId } = ((await thread.json()) as { data: { threadId: string } }).data;
  return {
    [paths.educationLesson.path]: `/education/${tracks[0]!.id}/${tracks[0]!.lessons[0]!.id}`,
    [paths.supportTicket.path]: `/support/chamados/${ticketId}`,
    [paths.communityRoom.path]: '/community/geral',
    [paths.communityThread.path]: `/community/t/${threadId}`,
    // A subject nobody discussed yet: the page says so, in the same frame.
    [paths.communityDiscussion.path]: '/community/discussao/article/ainda-sem-discussao',
  } satisfies Partial<Record<RoutePath, string>>;
}

test('no signed-in console page shifts its layout while it loads (CLS < 0.1 on a phone)', async ({ page }) => {
  test.setTimeout(240_000);
  await observeShifts(page);
  // Signing in through the API sets the refresh cookie in the browser's context: each page then
  // loads as a returning member's does.
  const login = await page.request.post('/api/auth/login', { data: { email: MEMBER, password: DEMO_PASSWORD, rememberMe: true } });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const withIds = await pathsWithIds(page.request, token);
  for (const route of routeTable.filter((r) => r.access === 'signed-in')) {
    await expectSteady(page, route.path.includes(':') ? withIds[route.path]! : route.path);
  }
});

test('the admins’ status page does not shift its layout while it loads', async ({ page }) => {
  test.setTimeout(120_000);
  await observeShifts(page);
  await staffToken(page.request, DEMO_ADMIN);
  for (const route of routeTable.filter((r) => r.access === 'admin')) await expectSteady(page, route.path);
});

test('the trial offer a freemium person sees does not shift the page under it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await observeShifts(page);
  const { email } = await newPerson(request, 'Rafaela Teixeira', 'cls');
  expect((await page.request.post('/api/auth/login', { data: { email, password: PERSON_PASSWORD, rememberMe: true } })).ok()).toBe(true);
  for (const path of [paths.dashboard.path, paths.profile.path]) {
    await expectSteady(page, path);
    await expect(page.getByRole('dialog')).toBeVisible();
  }
});
