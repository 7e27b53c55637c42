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

/** Opens the league tab until the league job has placed the person (it runs after the XP event), and returns the API's answer. */
async function placedLeague(page: Page): Promise<LeagueAnswer> {
  let answer: LeagueAnswer | null = null;
  await expect(async () => {
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/gamification/league' && r.ok());
    await page.goto('/gamification?aba=liga');
    answer = ((await (await response).json()) as { data: LeagueAnswer }).data;
    expect(answer.me).not.toBeNull();
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });
  return answer!;
}

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

  const league = await placedLeague(page);
  expect(league.tierLabel).toBe('Bronze');
  await expect(page.getByRole('tab', { name: 'Liga' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Sua posição:')).toHaveText(`Sua posição: ${league.me!.position}º de ${league.members.length} · ${league.me!.xp} XP na semana`);
  await expect(page.getByText(/^Tempo restante: /)).toBeVisible();
  const table = page.getByRole('table', { name: /Classificação da liga Bronze/ });
  const mine = table.locator('tr[aria-current="true"]');
  await expect(mine).toContainText(`${name} (você)`);
  await expect(mine).toContainText(`${league.me!.xp}`);
  await expect(page.getByRole('heading', { name: 'Como funcionam as ligas' })).toBeVisible();
  await page.screenshot({ path: 'test-results/leagues-tab-desktop.png', fullPage: true });

  // The phone: the tab and the dashboard card fit 360 px.
  await page.setViewportSize(PHONE);
  await fitsWidth(page, PHONE.width);
  await page.screenshot({ path: 'test-results/leagues-tab-phone.png', fullPage: true });
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: /Liga semanal/ });
  await expect(card).toContainText(`${league.me!.position}º de ${league.members.length} · ${league.me!.xp} XP na semana`);
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
  await page.goto('/gamification?aba=liga');
  await expect(page.getByRole('table', { name: /Classificação da liga Bronze/ }).locator('tr[aria-current="true"]')).toContainText(name);

  // The back office: league health of the running week, for an admin.
  const admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInToBackOffice(admin, DEMO_ADMIN);
  await admin.getByRole('menuitem', { name: 'Ligas' }).click();
  const health = admin.getByRole('table', { name: 'Saúde das ligas por semana' });
  await expect(health.getByRole('row').filter({ hasText: league.week }).first()).toBeVisible();
  await admin.screenshot({ path: 'test-results/leagues-admin.png', fullPage: true });
  await admin.context().close();
});
