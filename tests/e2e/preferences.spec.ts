// Preferences do what they say (issue 21 item 6). "Notificações por email": a member switches it
// off on the profile, the market crosses their price alert - the panel shows it fired - and no alert
// mail reaches their inbox (the real SMTP catcher); switched on again, the next alert arrives by
// e-mail. "Fuso horário": chosen London, the panel's alert times and the profile's session times
// are London's, not São Paulo's (the browser's zone here).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newPerson, PERSON_PASSWORD } from './support/accounts';
import { mailTo, waitForMail } from './support/mail';
import { DEMO_ADMIN, staffToken } from './support/staff';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hasSeenPremiumTrialOffer', 'true'));
});

async function saveEmailNotifications(page: Page, on: boolean) {
  await page.goto('/profile?aba=notificacoes');
  const email = page.getByRole('switch', { name: /^Notificações por email/ });
  await email.setChecked(on);
  await page.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByText('Preferências salvas com sucesso!')).toBeVisible();
}

/** An alert the current price already crossed, then the market refreshed: it fires at once. */
async function crossedAlert(request: APIRequestContext, token: string, admin: string, priceBrl: number) {
  const created = await request.post('/api/price-alerts', { data: { coinId: 'bitcoin', condition: 'above', priceBrl }, headers: { Authorization: `Bearer ${token}` } });
  expect(created.status()).toBe(201);
  expect((await request.post('/api/admin/market/refresh', { headers: { Authorization: `Bearer ${admin}` } })).status()).toBe(202);
}

test('with "Notificações por email" off a fired price alert sends no mail; on again, it does', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token: admin } = await staffToken(request, DEMO_ADMIN);
  const { email } = await newPerson(request, 'Nina Notificações', 'notificacoes');
  const login = await request.post('/api/auth/login', { data: { email, password: PERSON_PASSWORD, rememberMe: false } });
  const token = ((await login.json()) as { access_token: string }).access_token;

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PERSON_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await saveEmailNotifications(page, false);
  await page.reload();
  await expect(page.getByRole('switch', { name: /^Notificações por email/ })).not.toBeChecked();
  await page.screenshot({ path: 'test-results/preferences-email-off.png', fullPage: true });

  await crossedAlert(request, token, admin, 1);
  // The panel shows the alert fired...
  await page.goto('/dashboard');
  await expect(page.getByText(/BTC acima de R\$\s*1,00.*disparado em/)).toBeVisible({ timeout: 45_000 });

  // ...and once e-mail is back on, only the next alert is mailed.
  await saveEmailNotifications(page, true);
  await crossedAlert(request, token, admin, 2);
  const mail = await waitForMail(email, 'Alerta de preço');
  expect(mail.subject).toMatch(/subiu acima de R\$\s*2,00$/);
  expect((await mailTo(email)).filter((m) => m.subject.startsWith('Alerta de preço'))).toHaveLength(1);
});

/** An instant as the console shows it (dd/mm/aaaa hh:mm) in `timeZone`. */
const shown = (iso: string, timeZone: string) => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));

test('"Fuso horário" sets the zone of the times on the panel and the profile', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token: admin } = await staffToken(request, DEMO_ADMIN);
  const { email } = await newPerson(request, 'Lia Londres', 'fuso');
  const login = await request.post('/api/auth/login', { data: { email, password: PERSON_PASSWORD, rememberMe: false } });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const auth = { Authorization: `Bearer ${token}` };
  await crossedAlert(request, token, admin, 3);
  await expect.poll(async () => ((await (await request.get('/api/dashboard', { headers: auth })).json()) as { data: { priceAlerts: { triggeredAt: string | null }[] } }).data.priceAlerts[0]?.triggeredAt ?? null, { timeout: 45_000 }).not.toBeNull();
  const fired = ((await (await request.get('/api/dashboard', { headers: auth })).json()) as { data: { priceAlerts: { triggeredAt: string }[] } }).data.priceAlerts[0]!.triggeredAt;

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PERSON_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page.getByText(`disparado em ${shown(fired, 'America/Sao_Paulo')}`)).toBeVisible({ timeout: 30_000 });

  await page.goto('/profile?aba=notificacoes');
  await page.getByLabel('Fuso horário').selectOption('Europe/London');
  await page.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByText('Preferências salvas com sucesso!')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByText(`disparado em ${shown(fired, 'Europe/London')}`)).toBeVisible({ timeout: 30_000 });
  const sessions = (await (await request.get('/api/auth/sessions', { headers: auth })).json()) as { data: { createdAt: string }[] };
  await page.goto('/profile?aba=seguranca');
  const started = sessions.data.map((s) => `Início: ${shown(s.createdAt, 'Europe/London')}`);
  await expect(page.getByText(started[0]!).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/preferences-time-zone.png', fullPage: true });
});
