// The life of an account in the browser: sign up with the code read from the local SMTP server,
// complete CPF, consents and plan, sign in, restore the session on reload, sign out, reset the
// password by the e-mailed link, and sign in with Google (the local OAuth2 server) into the forced
// completion modal.
import { expect, test } from './support/test';
import type { Page, Route } from '@playwright/test';
import { nextGoogleUser } from './support/google';
import { mailTo, waitForMail } from './support/mail';
import { DEMO_CPF, uniqueEmail, validCpf } from './support/people';

const PASSWORD = 'Senha@Forte1';
// Seeded on every e2e server (backend/src/seed.ts); this one is not used by the other specs.
const DEMO_EMAIL = 'felipe.ribeiro@demo.piboost.local';
const DEMO_PASSWORD = 'Demo@2026!';
const NEW_PASSWORD = 'Nova@Senha2';

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function dismissTrialOffer(page: Page) {
  await page.getByRole('button', { name: 'Agora não' }).click();
}

async function completeProfile(page: Page, plan: string) {
  const dialog = page.getByRole('dialog', { name: 'Completar cadastro' });
  const cpf = validCpf();
  await dialog.getByLabel('CPF').fill('');
  await dialog.getByLabel('CPF').pressSequentially(cpf);
  await expect(dialog.getByLabel('CPF')).toHaveValue(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
  await expect(dialog.getByText('CPF válido e disponível')).toBeVisible();
  await dialog.getByRole('radio', { name: plan }).check();
  await dialog.getByRole('checkbox', { name: /LGPD/ }).check();
  await dialog.getByRole('checkbox', { name: /Termos de Uso/ }).check();
  for (const name of ['Política de Privacidade', 'Termos de Uso', 'Política de Cookies']) {
    await expect(dialog.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
  await dialog.getByRole('button', { name: 'Continuar' }).click();
}

test('sign up, sign in, sign out and reset the password', async ({ page }) => {
  // A long journey: the default budget is per test, not per step.
  test.setTimeout(120_000);
  const email = uniqueEmail('jornada');

  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('senha@fraca1');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Senha deve ter pelo menos uma letra maiúscula')).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill('Outra@Senha1');
  await page.getByRole('checkbox', { name: 'Aceito os Termos de Uso' }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Senhas não conferem')).toBeVisible();
  await expect(page.getByText('Por favor, corrija os erros no formulário').last()).toBeVisible();

  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const verification = page.getByRole('dialog', { name: 'Verifique seu email' });
  await expect(verification).toBeVisible();
  await expect(verification.getByText(/Reenviar código em 4:5\d/)).toBeVisible();
  const mail = await waitForMail(email, 'código de verificação');
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

  await verification.getByLabel('Código de verificação').fill('123');
  await verification.getByRole('button', { name: 'Verificar' }).click();
  await expect(verification.getByText('Digite o código de 6 dígitos')).toBeVisible();
  await verification.getByLabel('Código de verificação').fill(code === '000000' ? '111111' : '000000');
  await verification.getByRole('button', { name: 'Verificar' }).click();
  await expect(verification.getByText('Código inválido. Tente novamente.')).toBeVisible();
  await verification.getByLabel('Código de verificação').fill(code);
  await verification.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Email Verificado!')).toBeVisible();

  await page.getByRole('dialog', { name: 'Completar cadastro' }).getByLabel('Nome completo').fill('Marina Jornada');
  await completeProfile(page, 'Professional');
  await expect(page.getByText('Conta criada com sucesso! Faça login para continuar.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Email é obrigatório')).toBeVisible();
  await signInWithPassword(page, email, 'Errada@123');
  await expect(page.getByText('Email ou senha incorretos')).toBeVisible();
  await signInWithPassword(page, email, PASSWORD);
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissTrialOffer(page);
  const userMenu = page.getByRole('button', { name: /Marina Jornada/ });
  await expect(userMenu).toBeVisible();

  // The access token lives in memory only: a reload restores the session from the refresh cookie.
  await page.reload();
  await expect(userMenu).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/eyJ|access_token/);

  await userMenu.click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // Forgotten password: the link comes by e-mail and works once.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  // The page is its own chunk: wait for it, or the fill could land on the login form being left.
  await expect(page.getByRole('heading', { name: 'Esqueceu a senha?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('Se houver uma conta com este email, enviaremos um link para redefinir sua senha.')).toBeVisible();
  const reset = await waitForMail(email, 'Redefinição de senha');
  const link = /(http\S+reset-password\?token=\S+)/.exec(reset.text)![1]!;
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida com sucesso! Faça login com sua nova senha.')).toBeVisible();
  await signInWithPassword(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await mailTo(email)).length).toBe(2);
});

test('first Google sign-in forces the completion modal; cancelling signs out', async ({ page }) => {
  const email = uniqueEmail('google');
  await nextGoogleUser({ sub: `sub-${email}`, email, name: 'Gustavo Google' });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  const modal = page.getByRole('dialog', { name: 'Completar cadastro' });
  await expect(modal).toBeVisible();
  // The trial offer waits for the completed profile: it never covers the forced modal.
  await expect(page.getByRole('button', { name: 'Agora não' })).toHaveCount(0);
  await expect(modal.getByLabel('Nome completo')).toHaveCount(0);
  await modal.getByLabel('CPF').pressSequentially('11111111111');
  await expect(modal.getByText('CPF inválido')).toBeVisible();
  await modal.getByLabel('CPF').fill('');
  await modal.getByLabel('CPF').pressSequentially(DEMO_CPF);
  await expect(modal.getByText('CPF já está em uso')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  await expect(modal).toBeVisible();
  await completeProfile(page, 'Elite');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('button', { name: /Gustavo Google/ })).toBeVisible();
});

async function signInThroughApi(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD, rememberMe: true } });
  expect(res.ok()).toBe(true);
}

const unavailable = (route: Route) =>
  route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Serviço indisponível', code: 'UNAVAILABLE' }) });

test('the shell shows the session restore: each attempt, then when it last synced', async ({ page }) => {
  await signInThroughApi(page);
  let failures = 2;
  let release!: () => void;
  const third = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/refresh', async (route) => {
    if (failures-- > 0) return unavailable(route);
    await third;
    return route.continue();
  });

  await page.goto('/');
  await expect(page.getByText('Tentativa 2 de 3')).toBeVisible();
  await expect(page.getByText('Tentativa 3 de 3')).toBeVisible();
  release();
  await expect(page.getByText(/^synced \d+s ago$/)).toBeVisible();
  await expect(page.getByText('Tentativa 3 de 3')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Felipe Ribeiro/ })).toBeVisible();
});

test('the shell says the session could not be restored after three failed attempts', async ({ page }) => {
  await signInThroughApi(page);
  let attempts = 0;
  await page.route('**/api/auth/refresh', (route) => {
    attempts++;
    return unavailable(route);
  });

  await page.goto('/');
  await expect(page.getByText('Erro ao restaurar sessão')).toBeVisible();
  await expect(page.getByText('Faça login novamente')).toBeVisible();
  expect(attempts).toBe(3);
  await page.getByRole('button', { name: 'Fechar aviso de sessão' }).click();
  await expect(page.getByText('Erro ao restaurar sessão')).toHaveCount(0);
});

test('a call refused with 401 (expired access token) refreshes the session once and is retried', async ({ page }) => {
  const email = uniqueEmail('expirado');
  await nextGoogleUser({ sub: `sub-${email}`, email, name: 'Elisa Expirada' });
  let refused = 0;
  let refreshes = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/auth/refresh')) refreshes++;
  });
  await page.route('**/api/auth/complete-profile', (route) => {
    if (refused++ > 0) return route.continue();
    return route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Token inválido ou expirado', code: 'UNAUTHORIZED' }) });
  });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  await expect(page.getByRole('dialog', { name: 'Completar cadastro' })).toBeVisible();
  const before = refreshes;
  await completeProfile(page, 'Professional');
  await expect(page).toHaveURL(/\/profile$/);
  expect(refused).toBe(2);
  // One refresh for the retry, one after completing (the token must say the profile is complete).
  expect(refreshes - before).toBe(2);
  await expect(page.getByText('Token inválido ou expirado')).toHaveCount(0);
});

test('registration tells a timeout, a lost connection, a failed resend and a failed CPF check apart', async ({ page }) => {
  test.setTimeout(60_000);
  // The 10 s request timeout and the 300 s resend countdown run on the page's clock.
  await page.clock.install();
  await page.goto('/register');
  await page.getByLabel('Email').fill(uniqueEmail('rede'));
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'Aceito os Termos de Uso' }).check();
  const send = '**/api/auth/send-verification-code';

  const held: Route[] = [];
  await page.route(send, (route) => {
    held.push(route);
  });
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect.poll(() => held.length).toBe(1);
  await page.clock.runFor(10_000);
  await expect(page.getByText('Timeout: Servidor não respondeu. Tente novamente.')).toBeVisible();
  await held[0]!.abort().catch(() => undefined);
  await page.unroute(send);

  await page.route(send, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Erro de conexão. Verifique sua internet e tente novamente.')).toBeVisible();
  await page.unroute(send);

  await page.route(send, (route) => route.fulfill({ json: { success: true, message: 'Código de verificação enviado para seu email!' } }));
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const verification = page.getByRole('dialog', { name: 'Verifique seu email' });
  await expect(verification).toBeVisible();
  await page.route('**/api/auth/resend-verification-code', (route) => route.abort('internetdisconnected'));
  // The countdown re-arms a 1 s timer after each render, so the clock moves a second at a time.
  const resend = verification.getByRole('button', { name: 'Reenviar Código' });
  for (let second = 0; second < 600 && !(await resend.isVisible()); second++) await page.clock.runFor(1000);
  await resend.click();
  await expect(page.getByText('Erro ao reenviar código. Tente novamente.')).toBeVisible();

  await page.route('**/api/auth/verify-code', (route) =>
    route.fulfill({ json: { success: true, message: 'Email verificado com sucesso!', registrationToken: 'token-de-teste' } }),
  );
  await page.route('**/api/auth/check-cpf', (route) => route.abort('internetdisconnected'));
  await verification.getByLabel('Código de verificação').fill('123456');
  await verification.getByRole('button', { name: 'Verificar' }).click();
  const completion = page.getByRole('dialog', { name: 'Completar cadastro' });
  await expect(completion).toBeVisible();
  await completion.getByLabel('CPF').pressSequentially(validCpf());
  await expect(completion.getByText('Erro ao verificar disponibilidade')).toBeVisible();
});

test.describe('at the machine itself', () => {
  // The panel hands out the admin's password and code: the server shows it to loopback clients only.
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '127.0.0.1' } });

  test('local-auth dev mode: the /login panel signs in the test admin and starts a test registration', async ({ page }) => {
    await page.goto('/login');
    const panel = page.getByRole('complementary', { name: 'Modo de desenvolvimento' });
    await panel.getByRole('button', { name: 'Registrar conta de teste' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByLabel('Email')).toHaveValue(/^teste\.[a-z0-9]+@demo\.piboost\.local$/);
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(DEMO_PASSWORD);

    await page.goto('/login');
    await panel.getByRole('button', { name: 'Entrar como admin de teste' }).click();
    await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
    await expect(page.getByRole('button', { name: /Administração π Boost/ })).toBeVisible();
    await expect(page.getByTitle('Administrador')).toBeVisible();

    // Status da Plataforma (admins only) shows the live checks and leads to the back office's page.
    await page.getByRole('link', { name: 'Status da Plataforma' }).first().click();
    await expect(page.getByRole('heading', { name: 'Status da Plataforma' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Serviços' }).getByText('Event store')).toBeVisible();
    await expect(page.getByRole('link', { name: 'abrir o status detalhado no back office' })).toHaveAttribute('href', '/admin/#/status');
  });
});

test('a visitor from another address gets no dev panel', async ({ page }) => {
  const answered = page.waitForResponse('**/api/auth/dev-accounts');
  await page.goto('/login');
  expect((await answered).status()).toBe(204);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Modo de desenvolvimento' })).toHaveCount(0);
});

test('sign-in without a session or without a loadable profile leaves the user signed out', async ({ page }) => {
  await page.route('**/api/auth/login', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, message: 'ok' }) }));
  await signInWithPassword(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page.getByText('Nenhuma sessão retornada.')).toBeVisible();
  await page.unroute('**/api/auth/login');

  let logouts = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/auth/logout')) logouts++;
  });
  await page.route('**/api/auth/me', unavailable);
  await signInWithPassword(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page.getByText('Falha ao carregar perfil do usuário.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(logouts).toBe(1);
  // The server really ended it: a reload finds no session to restore.
  await page.unroute('**/api/auth/me');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
});

test('a Google account whose e-mail Google has not verified is refused with the spec message', async ({ page }) => {
  const email = uniqueEmail('nao-verificado');
  await nextGoogleUser({ sub: `sub-${email}`, email, name: 'Nina Não Verificada', email_verified: false });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  await expect(page.getByText('Email não confirmado. Verifique sua caixa de entrada.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signed-in pages: visitors wait on "Loading..." then go to /login; an incomplete profile gets the forced modal', async ({ page }) => {
  // The session restore is held until the guard's loading state has been seen (a fixed delay raced
  // the lazy route's load on a busy machine), then let through.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/api/auth/refresh', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByText('Loading...')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/login$/);
  await page.unroute('**/api/auth/refresh');

  const email = uniqueEmail('guarda');
  await nextGoogleUser({ sub: `sub-${email}`, email, name: 'Guilherme Guarda' });
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  await expect(page.getByRole('dialog', { name: 'Completar cadastro' })).toBeVisible();
  // Leaving the callback page does not escape the CPF/consent guard.
  await page.goto('/gamification');
  const modal = page.getByRole('dialog', { name: 'Completar cadastro' });
  await expect(modal).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Central de Gamificação' })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  await page.goto('/dashboard');
  await completeProfile(page, 'Freemium');
  await expect(page.getByRole('heading', { name: 'Painel Inteligente' })).toBeVisible();
});

test('the dashboard shows the signed-in person\'s own figures', async ({ page }) => {
  await signInWithPassword(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Painel Inteligente' })).toBeVisible();
  const token = await page.evaluate(async () => (await (await fetch('/api/auth/refresh', { method: 'POST' })).json()).access_token as string);
  const profile = await (await page.request.get('/api/gamification/profile/me', { headers: { Authorization: `Bearer ${token}` } })).json();
  const stats = page.getByRole('list', { name: 'Seus números' });
  const xp = stats.getByRole('listitem').filter({ hasText: 'Nível' });
  await expect(xp).toContainText(`${new Intl.NumberFormat('pt-BR').format(profile.data.gamification.totalXP)} XP`);
  await expect(xp).toContainText(`Nível ${profile.data.gamification.currentLevel}`);
  // The plan in force (billing's fold), never the plan chosen at sign-up, with how Premium is held.
  const me = await (await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).json();
  const premium = stats.getByRole('listitem').filter({ hasText: 'Plano atual' });
  await expect(premium.locator('.stat__value')).toHaveText({ freemium: 'Freemium', professional: 'Professional', elite: 'Elite' }[me.user.plan as string]!);
  if (me.user.premiumAccess) await expect(premium).toContainText(me.user.premiumAccess === 'trial' ? 'Teste grátis até' : 'Assinatura até');
  else await expect(premium).toContainText('Sem Premium');
  await page.goto('/status');
  await expect(page.getByText('Esta página é exclusiva para administradores.')).toBeVisible();
  await page.goto('/dashboard');
  await page.screenshot({ path: 'test-results/screens/dashboard.png', fullPage: true });
});
