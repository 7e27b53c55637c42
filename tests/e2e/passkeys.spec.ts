// Passkeys (issue 26 item 2) with Chromium's virtual authenticator (CDP WebAuthn): a member adds a
// passkey in the Segurança tab (the security e-mail arrives), renames it, signs out and signs in with
// it, and a replayed assertion is refused with a Portuguese
// message; a staff member's passkey answers the back office's second step. Browsers refuse an IP address as the relying party, so this runs on "localhost".
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newPerson, PERSON_PASSWORD } from './support/accounts';
import { waitForMail } from './support/mail';
import { DEMO_PASSWORD, DEMO_SUPPORT, staffCode } from './support/staff';

const port = Number(process.env.E2E_PORT ?? 3107);
test.use({ baseURL: `http://localhost:${port}` });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('hasSeenPremiumTrialOffer', 'true');
    localStorage.setItem('cookie-consent', 'accepted');
  });
});

/** A platform authenticator with user verification (the fingerprint always matches). */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return cdp;
}

async function signOut(page: Page) {
  await page.locator('.user-menu__trigger').click();
  await page.locator('.user-menu__list').getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).not.toHaveURL(/\/dashboard/);
}

test('a member adds a passkey, signs in with it, and a replayed assertion is refused', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { email } = await newPerson(request, 'Paula Passkey', 'passkey');
  await virtualAuthenticator(page);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PERSON_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/profile?aba=seguranca');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('Nenhuma passkey cadastrada.')).toBeVisible();
  // Nameless: the console says so before any ceremony.
  await card.getByRole('button', { name: 'Adicionar passkey' }).click();
  await expect(card.getByText('Dê um nome à passkey (até 60 caracteres)')).toBeVisible();
  await card.getByLabel('Nome da nova passkey').fill('Notebook do trabalho');
  await card.getByRole('button', { name: 'Adicionar passkey' }).click();
  await expect(page.getByText('Passkey adicionada! Use-a para entrar sem senha.')).toBeVisible();
  await expect(card.getByText('Notebook do trabalho')).toBeVisible();
  await expect(card.getByText('Ainda não usada')).toBeVisible();
  const mail = await waitForMail(email, 'Nova passkey adicionada à sua conta');
  expect(mail.text).toContain('A passkey "Notebook do trabalho" foi adicionada');

  await card.getByRole('button', { name: 'Renomear passkey Notebook do trabalho' }).click();
  await card.getByLabel('Novo nome para Notebook do trabalho').fill('Notebook pessoal');
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Passkey renomeada.')).toBeVisible();
  await expect(card.getByText('Notebook pessoal')).toBeVisible();
  await card.screenshot({ path: '/tmp/x/passkeys-card.png' });

  // Signed out, the login page's e-mail field offers the passkey (conditional UI): the virtual
  // authenticator picks it at once, as a person would from the autofill list.
  const isSignIn = (r: { url(): string; method(): string }) => r.url().endsWith('/api/auth/passkeys/sign-in') && r.method() === 'POST';
  const autofill = page.waitForRequest(isSignIn);
  await signOut(page);
  if (!/\/login/.test(page.url())) await page.goto('/login');
  const assertion = (await autofill).postData()!;
  await expect(page).toHaveURL(/\/dashboard/);

  // The same assertion again (its challenge already spent): 400 with a message in Portuguese.
  const replay = await request.post('/api/auth/passkeys/sign-in', { data: JSON.parse(assertion) as unknown });
  expect(replay.status()).toBe(400);
  expect(((await replay.json()) as { message: string }).message).toBe('Este pedido de passkey expirou ou já foi usado. Tente de novo.');

  // The "Entrar com passkey" button, in a browser without autofill for passkeys.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await signOut(page);
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  await page.screenshot({ path: '/tmp/x/passkeys-login.png', fullPage: true });
  const button = page.waitForRequest(isSignIn);
  await page.getByRole('button', { name: 'Entrar com passkey' }).click();
  await button;
  await expect(page).toHaveURL(/\/dashboard/);

  // The list shows the use; removing it mails the person.
  await page.goto('/profile?aba=seguranca');
  await expect(card.getByText(/Último uso:/)).toBeVisible();
  await card.getByRole('button', { name: 'Remover passkey Notebook pessoal' }).click();
  await card.getByRole('button', { name: 'Confirmar remoção da passkey Notebook pessoal' }).click();
  await expect(page.getByText('Passkey removida.')).toBeVisible();
  await expect(card.getByText('Nenhuma passkey cadastrada.')).toBeVisible();
  await waitForMail(email, 'Uma passkey foi removida da sua conta');
});

test("a staff member's passkey answers the back office's second step", async ({ page }) => {
  test.setTimeout(180_000);
  await virtualAuthenticator(page);
  // The console, as the demo support (two-factor on): password, then the code.
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_SUPPORT);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByLabel('Código de verificação').fill(await staffCode(DEMO_SUPPORT));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/profile?aba=seguranca');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await card.getByLabel('Nome da nova passkey').fill('Chave do suporte');
  await card.getByRole('button', { name: 'Adicionar passkey' }).click();
  await expect(page.getByText('Passkey adicionada! Use-a para entrar sem senha.')).toBeVisible();
  await signOut(page);

  // The back office: password, then "Usar uma passkey" instead of a code.
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(DEMO_SUPPORT);
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByLabel('Código de verificação')).toBeVisible();
  const used = page.waitForResponse((r) => r.url().endsWith('/api/auth/two-factor/passkey'));
  await page.getByRole('button', { name: 'Usar uma passkey' }).click();
  expect((await used).status()).toBe(200);
  await expect(page.getByText('Back office do π Boost')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('backoffice-passkey.png'), fullPage: true });

  // Left as found: the passkey removed from the console.
  await page.goto('/profile?aba=seguranca');
  await card.getByRole('button', { name: 'Remover passkey Chave do suporte' }).click();
  await card.getByRole('button', { name: 'Confirmar remoção da passkey Chave do suporte' }).click();
  await expect(card.getByText('Nenhuma passkey cadastrada.')).toBeVisible();
});
