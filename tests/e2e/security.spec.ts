// Account security (issue 14 item 4): a member turns on two-factor from the Segurança tab (the code is
// computed here from the secret the setup shows, as an authenticator app would), signs in with a code
// and then with a recovery code, sees the sessions of another browser and ends it - whose next
// request is refused - and the security e-mails arrive.
import { expect, test } from './support/test';
import type { Browser, Page } from '@playwright/test';
import { newPerson, PERSON_PASSWORD } from './support/accounts';
import { waitForMail } from './support/mail';
import { signInToBackOffice, staffCode, DEMO_ADMIN } from './support/staff';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('hasSeenPremiumTrialOffer', 'true');
    localStorage.setItem('cookie-consent', 'accepted');
  });
});

async function passwordStep(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PERSON_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function codeStep(page: Page, code: string) {
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByLabel('Código de verificação').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

async function signOut(page: Page) {
  await page.locator('.user-menu__trigger').click();
  await page.locator('.user-menu__list').getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/(login)?$/);
}

/** Another browser (its own cookies) signed in as the person. */
async function otherBrowser(browser: Browser, email: string, code: string) {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' });
  await context.addInitScript(() => localStorage.setItem('hasSeenPremiumTrialOffer', 'true'));
  const page = await context.newPage();
  await passwordStep(page, email);
  await codeStep(page, code);
  return { context, page };
}

test('a member turns on two-factor, signs in with a code and a recovery code, and ends another session', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const { email } = await newPerson(request, 'Sofia Segura', 'seguranca');
  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/profile?aba=seguranca');
  await expect(page.getByText('Status: Desativada')).toBeVisible();
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(page.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  await page.getByText('Não consegue ler o QR code?').click();
  const uri = await page.getByTestId('otpauth-uri').innerText();
  expect(uri).toMatch(/^otpauth:\/\/totp\/%CF%80%20Boost:/);
  const secret = new URL(uri).searchParams.get('secret')!;
  await page.screenshot({ path: 'test-results/security-enrol.png', fullPage: true });

  // A wrong code first: the server's message, nothing turned on.
  await page.getByLabel('Código do aplicativo').fill('000000');
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(page.getByText('Código de verificação inválido. Confira o código no aplicativo e tente de novo.').first()).toBeVisible();
  await page.getByLabel('Código do aplicativo').fill(await staffCode(email, secret));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  const codes = page.getByRole('region', { name: 'Códigos de recuperação' });
  await expect(codes.locator('code')).toHaveCount(10);
  const recovery = await codes.locator('code').allInnerTexts();
  await page.screenshot({ path: 'test-results/security-recovery-codes.png', fullPage: true });
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(page.getByText('Status: Ativada · 10 códigos de recuperação restantes')).toBeVisible();
  await waitForMail(email, 'Verificação em duas etapas ativada');
  // Shown once: reloading shows the state, never the codes again.
  await page.reload();
  await expect(page.getByText(recovery[0]!)).toHaveCount(0);

  // Signing in now asks for the code.
  await signOut(page);
  await passwordStep(page, email);
  await page.screenshot({ path: 'test-results/security-code-step.png', fullPage: true });
  await codeStep(page, await staffCode(email, secret));

  // And a recovery code works once.
  await signOut(page);
  await passwordStep(page, email);
  await codeStep(page, recovery[0]!);
  await waitForMail(email, 'Um código de recuperação foi usado');
  await signOut(page);
  await passwordStep(page, email);
  await page.getByLabel('Código de verificação').fill(recovery[0]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Código de verificação inválido. Confira o código no aplicativo e tente de novo.').first()).toBeVisible();
  await page.getByLabel('Código de verificação').fill(recovery[1]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // A second browser signs in (a new device: an e-mail says so)...
  const phone = await otherBrowser(browser, email, await staffCode(email, secret));
  await waitForMail(email, 'Novo acesso à sua conta');
  await page.goto('/profile?aba=seguranca');
  const sessions = page.getByRole('region', { name: 'Sessões ativas' });
  await expect(sessions.getByText('Safari no iOS')).toBeVisible();
  await expect(sessions.getByText('Esta sessão')).toBeVisible();
  await page.screenshot({ path: 'test-results/security-sessions.png', fullPage: true });

  // ...and is ended from here: its next request is refused, and it is back at the sign-in.
  await sessions.getByRole('button', { name: /^Encerrar sessão: Safari no iOS/ }).click();
  await expect(sessions.getByText('Safari no iOS')).toHaveCount(0);
  // 401 while its cookie is still there; 204 (no session) once an earlier refusal cleared it - never a token.
  const refused = await phone.page.evaluate(async () => (await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' })).status);
  expect([401, 204]).toContain(refused);
  await phone.page.goto('/profile');
  await expect(phone.page).toHaveURL(/\/login/);
  await phone.context.close();
  await waitForMail(email, 'Sessões encerradas na sua conta');
});

test('staff sign in to the back office with the code step', async ({ page }) => {
  await signInToBackOffice(page, DEMO_ADMIN);
  await page.screenshot({ path: 'test-results/security-backoffice.png', fullPage: true });
});

test('staff see the data-subject requests with the 15-day deadline and register one received by e-mail', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email } = await newPerson(request, 'Tiago Titular', 'titular');
  await signInToBackOffice(page, DEMO_ADMIN);
  await page.getByRole('menuitem', { name: 'Pedidos LGPD' }).click();
  await expect(page.getByRole('heading', { name: 'Pedidos dos titulares (LGPD)' })).toBeVisible();
  await page.getByLabel('Email da conta do titular').fill('ninguem@exemplo.com.br');
  await page.getByRole('button', { name: 'Registrar pedido recebido por email' }).click();
  await expect(page.getByText('Nenhuma conta com este email. Confira o endereço, ou marque "Titular sem conta" para registrar o pedido de um visitante.').first()).toBeVisible();

  const received = new Date(Date.now() - 16 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Email da conta do titular').fill(email);
  await page.getByLabel('Tipo do pedido').click();
  await page.getByRole('option', { name: 'Correção' }).click();
  await page.getByLabel('Recebido em').fill(received);
  await page.getByRole('button', { name: 'Registrar pedido recebido por email' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Correção');
  await expect(row).toContainText('Atrasado 1 dia');
  // The day typed is the day shown (a date is a São Paulo day, not UTC midnight).
  await expect(row).toContainText(received.split('-').reverse().join('/'));
  await expect(page.getByText('1 pedido está atrasado.')).toBeVisible();
  await page.screenshot({ path: 'test-results/security-privacy-requests.png', fullPage: true });
  await row.getByLabel('Resposta dada').fill('Endereço corrigido conforme pedido.');
  await row.getByRole('button', { name: 'Marcar respondido' }).click();
  await expect(row).toContainText('Respondido');
});
