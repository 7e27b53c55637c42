// Weekly leagues (issue 25), as a person and as staff see them: a new person earns XP by signing in,
// is placed in a Bronze cohort by the league job, and sees their league, position and time left on
// /gamification and the dashboard card (also on a 360 px phone); leaving the leagues in the
// preferences takes them out; an admin opens the back office's "Ligas" page.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { newPerson, signInPerson } from './support/accounts';
import { DEMO_ADMIN, signInToBackOffice } from './support/staff';

const PHONE = { width: 360, height: 740 };

interface LeagueAnswer {
  week: string;
  tierLabel: string;
  cohortId: string | null;
  optedOut: boolean;
  members: { position: number; displayName: string; xp: number; isMe: boolean }[];
  me: { position: number; xp: number } | null;
}

/** The page's latest answer of GET /api/gamification/league (each XP award asks for it again). */
function latestLeague(page: Page): () => LeagueAnswer | null {
  let latest: LeagueAnswer | null = null;
  page.on('response', async (r) => {
    if (new URL(r.url()).pathname !== '/api/gamification/league' || !r.ok()) return;
    // A page left before the body was read has a newer answer coming.
    const body = (await r.json().catch(() => null)) as { data: LeagueAnswer } | null;
    if (body) latest = body.data;
  });
  return () => latest;
}

/** "4º de 9 · 80 XP na semana" from an answer, as the screens write it. */
const standing = (l: LeagueAnswer | null) => (l?.me ? `${l.me.position}º de ${l.members.length} · ${l.me.xp.toLocaleString('pt-BR')} XP na semana` : null);

async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('a person earns XP and sees their league on /gamification and the dashboard; an admin opens Ligas', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const name = 'Lara Liga';
  const { email } = await newPerson(request, name, 'ligas');
  // Signing in lands on the dashboard: the daily login and the visit are the week's first XP.
  const firstXp = page.waitForResponse((r) => r.url().endsWith('/api/gamification/award-xp') && r.ok());
  await signInPerson(page, email);
  await firstXp;
  await page.getByRole('dialog', { name: /Experimente o Premium/ }).getByRole('button', { name: 'Agora não' }).click();
  await page.getByRole('button', { name: 'Recusar' }).click();

  // The league job places the person after the XP event: the tab shows them once it has run.
  const league = latestLeague(page);
  await expect(async () => {
    await page.goto('/gamification?aba=liga');
    await expect(page.getByText('Sua posição:')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect.poll(() => league()?.me).toBeTruthy();
  expect(league()!.tierLabel).toBe('Bronze');
  await expect(page.getByRole('tab', { name: 'Liga' })).toHaveAttribute('aria-selected', 'true');
  // The figures are the latest answer's (visiting the page is worth XP, so it may be asked again).
  await expect(async () => expect(await page.getByText('Sua posição:').textContent()).toBe(`Sua posição: ${standing(league())}`)).toPass();
  await expect(page.getByText(/^Tempo restante: /)).toBeVisible();
  const table = page.getByRole('table', { name: /Classificação da liga Bronze/ });
  const mine = table.locator('tr[aria-current="true"]');
  await expect(mine).toContainText(`${name} (você)`);
  await expect(page.getByRole('heading', { name: 'Como funcionam as ligas' })).toBeVisible();
  await page.screenshot({ path: 'test-results/leagues-tab-desktop.png', fullPage: true });

  // The phone: the tab and the dashboard card fit 360 px.
  await page.setViewportSize(PHONE);
  await fitsWidth(page, PHONE.width);
  await page.screenshot({ path: 'test-results/leagues-tab-phone.png', fullPage: true });
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: /Liga semanal/ });
  await expect(async () => expect(await card.textContent()).toContain(standing(league()))).toPass();
  await expect(card).toContainText(/Termina em /);
  await card.scrollIntoViewIfNeeded();
  await fitsWidth(page, PHONE.width);
  await card.screenshot({ path: 'test-results/leagues-card-phone.png' });
  await card.getByRole('link', { name: 'Ver minha liga' }).click();
  await expect(page).toHaveURL(/\/gamification\?aba=liga$/);
  await expect(page.getByRole('table', { name: /Classificação da liga Bronze/ })).toBeVisible();

  // Leaving the leagues in the preferences takes the person out of the table; coming back restores it.
  await page.goto('/profile?aba=notificacoes');
  const toggle = page.getByRole('switch', { name: /Participar das ligas semanais/ });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await page.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByText('Preferências salvas com sucesso!')).toBeVisible();
  await page.goto('/gamification?aba=liga');
  await expect(page.getByText(/Você não está participando das ligas semanais/)).toBeVisible();
  await expect(page.getByRole('table', { name: /Classificação da liga/ })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Desafios de hoje' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Liga semanal/ })).toHaveCount(0);
  await page.goto('/profile?aba=notificacoes');
  await page.getByRole('switch', { name: /Participar das ligas semanais/ }).check();
  await page.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByRole('switch', { name: /Participar das ligas semanais/ })).toBeChecked();
  // Saving waits a bounded time for the preferences read model; on a loaded machine the league may show the
  // switch a moment later, so the page is opened again until it does.
  await expect(async () => {
    await page.goto('/gamification?aba=liga');
    await expect(page.getByRole('table', { name: /Classificação da liga Bronze/ }).locator('tr[aria-current="true"]')).toContainText(name, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  // The back office: league health of the running week, for an admin.
  const admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInToBackOffice(admin, DEMO_ADMIN);
  await admin.getByRole('menuitem', { name: 'Ligas' }).click();
  const health = admin.getByRole('table', { name: 'Saúde das ligas por semana' });
  await expect(health.getByRole('row').filter({ hasText: league()!.week }).first()).toBeVisible();
  await admin.screenshot({ path: 'test-results/leagues-admin.png', fullPage: true });
  await admin.context().close();
});
