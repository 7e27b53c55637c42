// Issue 21 item 11: every page fits a 360 px phone without sideways scrolling - a visitor's pages,
// and a Premium person's with holdings, reports and a long e-mail - a visitor's page load leaves the
// browser console clean, and every breadcrumb link leads to a page. Each 360 px page is saved as a
// screenshot under test-results/layout-360/.
import type { APIRequestContext, Page } from '@playwright/test';
import { PERSON_PASSWORD, newPerson } from './support/accounts';
import { reportOnScreen } from './support/clock';
import { DEMO_ADMIN, staffToken } from './support/staff';
import { expect, test } from './support/test';

const PHONE = { width: 360, height: 740 };

const PUBLIC_PAGES = [
  '/', '/login', '/register', '/forgot-password', '/features', '/pricing', '/about', '/track-record', '/careers', '/press', '/blog',
  '/help', '/contact', '/support', '/terms', '/privacy', '/cookies', '/disclaimer', '/checkout', '/plans',
];
const SIGNED_IN_PAGES = ['/dashboard', '/profile', '/settings', '/reports', '/gamification', '/checkout', '/plans', '/ferramentas/calculadora-ir-cripto'];

/** How far the page scrolls sideways (0 when it fits), and the outermost elements that stick out. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    const clipped = (e: Element) => {
      for (let a = e.parentElement; a; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    const out = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > root.clientWidth + 0.5 && !clipped(e));
    const outermost = out.filter((e) => !out.some((o) => o !== e && o.contains(e)));
    return { by: root.scrollWidth - root.clientWidth, sticking: outermost.slice(0, 5).map((e) => `${e.tagName.toLowerCase()}${e.className ? `.${String(e.className).split(' ').join('.')}` : ''}`) };
  });

async function fits(page: Page, path: string, name: string) {
  await page.screenshot({ path: `test-results/layout-360/${name}.png`, fullPage: true });
  const { by, sticking } = await overflow(page);
  expect.soft(by, `${path} rola ${by} px para o lado a 360 px: ${sticking.join(', ')}`).toBeLessThanOrEqual(0);
}

/** Errors the browser console shows: failed requests (a 401, a 404) and uncaught exceptions. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

test.use({ viewport: PHONE });

test('a visitor’s pages fit a 360 px phone and load with a clean console', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = consoleErrors(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await fits(page, path, `visitante${path.replace(/\//g, '-') || '-inicio'}`);
  }
  expect(errors).toEqual([]);
});

/** A Premium person (trial granted by the demo admin) with a long e-mail. */
async function premiumPerson(request: APIRequestContext): Promise<string> {
  const { email } = await newPerson(request, 'Maria Aparecida Fernandes de Albuquerque', 'maria.aparecida.fernandes.de.albuquerque.investidora');
  const login = await request.post('/api/auth/login', { data: { email, password: PERSON_PASSWORD, rememberMe: false } });
  const { access_token: token, user } = (await login.json()) as { access_token: string; user: { id: string } };
  const { token: admin } = await staffToken(request, DEMO_ADMIN);
  expect((await request.post(`/api/admin/users/${user.id}/trial`, { data: { reason: 'Teste de layout a 360 px' }, headers: { Authorization: `Bearer ${admin}` } })).status()).toBe(200);
  for (const [coin, quantity] of [['bitcoin', 0.123456], ['ethereum', 12.5], ['solana', 1234.75]] as const) {
    const res = await request.put(`/api/portfolio/holdings/${coin}`, { data: { quantity, averageCostBrl: 123456.78 }, headers: { Authorization: `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return email;
}

test('a Premium person’s pages fit a 360 px phone, with holdings, reports and a long e-mail', async ({ page, request }) => {
  test.setTimeout(240_000);
  const email = await premiumPerson(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PERSON_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('row', { name: /^SOL/ })).toBeVisible({ timeout: 30_000 });
  // The reports exist once a build ran with the simulated market holding figures for the period:
  // a build before the first prices publishes nothing, so each attempt builds again.
  await expect.poll(() => reportOnScreen(page), { timeout: 90_000, intervals: [3_000] }).toBe(true);
  for (const path of SIGNED_IN_PAGES) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (path === '/dashboard') await expect(page.getByRole('row', { name: /^SOL/ })).toBeVisible();
    if (path === '/profile') await expect(page.getByText(email).first()).toBeVisible();
    await fits(page, path, `premium${path.replace(/\//g, '-')}`);
  }
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every breadcrumb link leads to a page; a segment without a page of its own is plain text', async ({ page, request }) => {
    for (const path of ['/newsletter/confirmar', '/newsletter/cancelar', '/reports/cancelar', '/cookies']) {
      await page.goto(path);
      const crumbs = page.getByRole('navigation', { name: 'Você está em' });
      await expect(crumbs).toBeVisible();
      for (const href of await crumbs.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
        expect((await request.get(href)).status(), `${path}: ${href}`).toBe(200);
      }
    }
    await page.goto('/newsletter/confirmar');
    const crumbs = page.getByRole('navigation', { name: 'Você está em' });
    await expect(crumbs.getByText('Newsletter', { exact: true })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Newsletter' })).toHaveCount(0);
    await crumbs.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
