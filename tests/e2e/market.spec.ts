// The market journey on the local simulators (DECISIONS 20): a Premium person sees live figures
// and the simulated analyst's analysis, adds holdings, sets a price alert, the simulated market
// moves past it, and the alert arrives by e-mail and on the panel. Then the public track record
// and the figure the marketing pages show agree.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { waitForMail } from './support/mail';
import { uniqueEmail, validCpf } from './support/people';
import { DEMO_ADMIN, signInToBackOffice, staffToken } from './support/staff';

const PASSWORD = 'Senha@Forte1';

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<{ token: string; userId: string }> {
  const login = await request.post('/api/auth/login', { data: { email, password, rememberMe: false } });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id };
}

/** A new person, registered through the API, with a Premium trial granted by the demo admin. */
async function premiumPerson(request: APIRequestContext, admin: string): Promise<string> {
  const email = uniqueEmail('mercado');
  await request.post('/api/auth/send-verification-code', { data: { email } });
  const code = /(\d{6})/.exec((await waitForMail(email, 'código de verificação')).subject)![1];
  const { registrationToken } = (await (await request.post('/api/auth/verify-code', { data: { email, code } })).json()) as { registrationToken: string };
  const registered = await request.post('/api/auth/register', {
    data: { registrationToken, name: 'Marta Mercado', email, cpf: validCpf(), password: PASSWORD, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'freemium' },
  });
  expect(registered.status()).toBe(201);
  const { userId } = await tokenOf(request, email, PASSWORD);
  const trial = await request.post(`/api/admin/users/${userId}/trial`, { data: { reason: 'Teste de ponta a ponta do painel' }, headers: { Authorization: `Bearer ${admin}` } });
  expect(trial.status()).toBe(200);
  return email;
}

test('a Premium person follows the simulated market, adds holdings and is alerted by e-mail when it moves', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token: admin } = await staffToken(request, DEMO_ADMIN);
  const email = await premiumPerson(request, admin);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Live figures from the simulated market (the schedulers refresh it every minute from start).
  await expect(page.getByRole('heading', { name: 'Painel Inteligente' })).toBeVisible();
  await expect(page.getByText('Simulação local').first()).toBeVisible();
  const btc = page.getByRole('listitem').filter({ hasText: 'Bitcoin em 24 h' });
  await expect(btc).toContainText(/R\$/, { timeout: 60_000 });
  await expect(page.getByRole('img', { name: /Preço do Bitcoin em 30 dias/ })).toBeVisible({ timeout: 60_000 });
  // The simulated analyst writes in Portuguese from the simulated figures; Premium sees it at once.
  await expect(page.getByRole('heading', { name: /^Simulação local: leitura do mercado/ })).toBeVisible({ timeout: 90_000 });
  // On the local simulator the status says so, and only that (issue 21 item 9).
  await expect(page.locator('.api-status')).toHaveText('Simulação local');
  await expect(page.getByRole('heading', { name: 'Alertas da IA' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Análise macro' })).toBeVisible();

  // Holdings, typed the Brazilian way.
  const holding = page.getByRole('form', { name: 'Adicionar posição' });
  await holding.getByLabel('Ativo').selectOption('ethereum');
  await holding.getByLabel('Quantidade').fill('2');
  await holding.getByLabel('Custo médio (R$)').fill('');
  await holding.getByRole('button', { name: 'Salvar posição' }).click();
  await expect(holding.getByText('Informe o custo médio.')).toBeVisible();
  await holding.getByLabel('Custo médio (R$)').fill('10.000,00');
  await holding.getByRole('button', { name: 'Salvar posição' }).click();
  const row = page.getByRole('row', { name: /^ETH/ });
  await expect(row).toContainText('R$ 10.000,00');
  await expect(page.getByRole('img', { name: /Valor da carteira em 30 dias/ })).toBeVisible();

  // An alert 5% above the current price; then the simulated market moves past it.
  const market = (await (await request.get('/api/public/market')).json()) as { data: { quotes: { coinId: string; priceBrl: number; priceUsd: number }[] } };
  const eth = market.data.quotes.find((q) => q.coinId === 'ethereum')!;
  const threshold = Math.round(eth.priceBrl * 1.05);
  const alertForm = page.getByRole('form', { name: 'Criar alerta de preço' });
  await alertForm.getByLabel('Ativo do alerta').selectOption('ethereum');
  await alertForm.getByLabel('Condição').selectOption('above');
  await alertForm.getByLabel('Preço (R$)').fill(String(threshold));
  await alertForm.getByRole('button', { name: 'Criar alerta' }).click();
  await expect(page.getByText(/ETH acima de R\$.*aguardando/)).toBeVisible();
  await page.screenshot({ path: 'test-results/market-dashboard.png', fullPage: true });

  const headers = { Authorization: `Bearer ${admin}` };
  expect((await request.post('/api/admin/market/simulator/prices', { headers, data: { prices: { ethereum: eth.priceUsd * 1.2 } } })).status()).toBe(200);
  expect((await request.post('/api/admin/market/refresh', { headers })).status()).toBe(202);

  const mail = await waitForMail(email, 'Alerta de preço');
  expect(mail.subject).toMatch(/^Alerta de preço: Ethereum \(ETH\) subiu acima de R\$/);
  await expect(page.getByText(/ETH acima de R\$.*disparado em/)).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(/Alerta de preço: ETH subiu acima de/)).toBeVisible();
  await page.screenshot({ path: 'test-results/market-alert-fired.png', fullPage: true });
  expect((await request.post('/api/admin/market/simulator/prices', { headers, data: { prices: { ethereum: null } } })).status()).toBe(200);
});

test('the public track record and the marketing pages show the same measured figure', async ({ page, request }) => {
  const record = (await (await request.get('/api/public/track-record')).json()) as { data: { scored: number; minimumN: number; figures: { hitRate: number } | null } };
  await page.goto('/track-record');
  await expect(page.getByRole('heading', { name: 'Histórico auditável' })).toBeVisible();
  await page.getByRole('button', { name: 'Verificar a cadeia de hashes' }).click();
  await expect(page.getByText(/^Cadeia íntegra: \d+ chamadas conferidas\. Último hash:/)).toBeVisible();
  const expected = record.data.figures
    ? `${(record.data.figures.hitRate * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`
    : `Ainda sem histórico suficiente: ${record.data.scored} de ${record.data.minimumN} chamadas pontuadas.`;
  await expect(page.getByText(expected, { exact: false }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/track-record.png', fullPage: true });

  for (const path of ['/', '/about', '/features']) {
    await page.goto(path);
    const stats = page.getByLabel(path === '/' ? 'Cobertura e histórico da IA' : 'Números da plataforma');
    await stats.scrollIntoViewIfNeeded();
    if (record.data.figures) await expect(stats.getByText(expected)).toBeVisible();
    else await expect(stats.getByText(`taxa de acerto: ainda sem histórico suficiente (${record.data.scored} de ${record.data.minimumN} chamadas pontuadas)`)).toBeVisible();
    await expect(stats.getByText('criptomoedas acompanhadas')).toBeVisible();
  }
});

test('the back office shows the AI provider, its calls and costs, analyses, scoring and market freshness', async ({ page }) => {
  await signInToBackOffice(page, DEMO_ADMIN);
  await page.getByRole('menuitem', { name: 'Mercado e IA' }).click();
  await expect(page.getByText('Provedor de IA')).toBeVisible();
  await expect(page.getByText(/^Simulação local: sem provedor real/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Conectada|Testando|Limite atingido|Desconectada/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Frescor das cotações' }).getByRole('row', { name: /Cotações/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Chamadas à IA' }).getByRole('row', { name: /market_analysis/ }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Análises publicadas' }).getByRole('row', { name: /Simulação local/ }).first()).toBeVisible();
  await expect(page.getByText(/^Cadeia de hashes íntegra/)).toBeVisible();
  await page.screenshot({ path: 'test-results/backoffice-market.png', fullPage: true });
});
