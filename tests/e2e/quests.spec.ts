// Weekly quests, streak freezes and the quest boost (issue 25) as a person meets them: four days of
// logins in one league week on the server's clock (tests/e2e/support/clock.ts) complete "Presença na
// Semana"; on /gamification the "Missões da semana" card shows it done, the 2x boost running until its
// end, and the week's free streak freeze held - every number as the server decided it.
import type { APIRequestContext } from '@playwright/test';
import { newPerson, PERSON_PASSWORD, signInPerson } from './support/accounts';
import { moveClock } from './support/clock';
import { expect, test } from './support/test';

const SCREENS = 'test-results/screens';
const DAY = 86_400_000;

/** Days from now to the next Monday in São Paulo (never 0: the whole week lies ahead). */
function daysToNextMonday(): number {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(new Date());
  const index = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(weekday);
  return 7 - index;
}

/** A sign-in and the day's login as the console reports it, through the API, on the server's (moved) day. */
async function logInForTheDay(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PERSON_PASSWORD, rememberMe: false } });
  expect(res.status()).toBe(200);
  const token = ((await res.json()) as { access_token: string }).access_token;
  const award = await request.post('/api/gamification/award-xp', { headers: { Authorization: `Bearer ${token}` }, data: { activityName: 'feature_usage', metadata: { feature: 'daily_login' } } });
  expect(award.status()).toBe(200);
  expect(((await award.json()) as { data: { xpAwarded: number } }).data.xpAwarded).toBeGreaterThan(0);
}

test('a person completes the week\'s login quest and sees the 2x boost running and a streak freeze held', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { email } = await newPerson(request, 'Quitéria Missões', 'missoes');
  const monday = daysToNextMonday();
  try {
    // Monday to Wednesday of next week: three login days.
    for (let d = 0; d < 3; d++) {
      await moveClock((monday + d) * DAY);
      await logInForTheDay(request, email);
    }
    // Thursday: the person opens the console; its daily login is the fourth day of the week.
    await moveClock((monday + 3) * DAY);
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
    await signInPerson(page, email);
    const offer = page.getByRole('dialog', { name: /Experimente o Premium/ });
    if (await offer.isVisible().catch(() => false)) await offer.getByRole('button', { name: 'Agora não' }).click();
    await page.goto('/gamification');

    const card = page.locator('section.gam-quests');
    await expect(card.getByRole('heading', { name: 'Missões da semana' })).toBeVisible();
    const quest = card.getByRole('listitem', { name: 'Presença na Semana' });
    // The console's own daily login may land a moment after the page asks: the card follows it.
    await expect(async () => {
      await page.reload();
      await expect(quest.getByText('✓ Concluída')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(quest.getByRole('progressbar', { name: 'Progresso da missão Presença na Semana' })).toHaveAttribute('aria-valuenow', '4');
    await expect(card.getByText(/Semana de \d{2}\/\d{2} a \d{2}\/\d{2}: [1-3] de 3 concluídas/)).toBeVisible();
    await expect(card.getByText('Proteções de sequência:')).toBeVisible();
    await expect(card.locator('.gam-quests__holdings')).toContainText('Proteções de sequência: 1 de 2');
    const boost = card.getByRole('status');
    await expect(boost).toContainText('2x XP');
    await expect(boost).toContainText(/Bônus de XP ativo até \d{2}:\d{2}/);

    // The end shown is the server's: 15 minutes after the quest was completed.
    const res = await page.request.get('/api/gamification/quests', {
      headers: { Authorization: `Bearer ${((await (await request.post('/api/auth/login', { data: { email, password: PERSON_PASSWORD, rememberMe: false } })).json()) as { access_token: string }).access_token}` },
    });
    const data = ((await res.json()) as { data: { boost: { startsAt: string; endsAt: string; running: boolean }; freezes: { held: number } } }).data;
    expect(data.boost.running).toBe(true);
    expect(Date.parse(data.boost.endsAt) - Date.parse(data.boost.startsAt)).toBeGreaterThanOrEqual(15 * 60_000);
    expect(data.freezes.held).toBe(1);
    const endsAt = new Date(data.boost.endsAt).toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
    await expect(boost).toContainText(endsAt);

    await page.setViewportSize({ width: 1280, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/quests-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SCREENS}/quests-phone.png` });
  } finally {
    await moveClock(0);
  }
});
