// The money side as a person meets it: the trial offer leads to the investor survey, whose answers
// start 30 days of Premium - the crown appears and the dashboard says until when.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { payThroughSimulator, signUpWithGoogle } from './support/billing';
import { pdfText, renderFirstPage } from './support/pdf';
import { DEMO_ADMIN, filterList, signInToBackOffice } from './support/staff';

test('the trial offer leads to the survey, which starts 30 days of Premium with the crown', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/survey');
  await expect(page.getByText('Você precisa estar logado para preencher a pesquisa.')).toBeVisible();

  await signUpWithGoogle(page, 'Tereza Teste');
  const offer = page.getByRole('dialog', { name: /Experimente o Premium grátis por 30 dias/ });
  await offer.getByRole('button', { name: 'Quero meu teste!' }).click();
  await expect(page).toHaveURL(/\/survey$/);
  await expect(page.getByText('Premium', { exact: true })).toHaveCount(0);

  // Every answer is required, on the page as on the server.
  await page.getByRole('button', { name: 'Enviar e ativar teste' }).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, preencha todos os campos da pesquisa.');

  await page.getByLabel('Perfil de investidor').selectOption({ label: 'Moderado' });
  await page.getByLabel('Nível de experiência com criptomoedas').selectOption({ label: 'Intermediário' });
  await page.getByLabel('Tempo de experiência com criptomoedas').selectOption({ label: '1-3 Anos' });
  await page.getByLabel('Preferência operacional').selectOption({ label: 'DeFi-Renda Passiva' });
  await page.getByLabel('Nível de confiança em IA').selectOption({ label: 'Médio (5-7)' });
  await page.getByRole('button', { name: 'Enviar e ativar teste' }).click();

  const until = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  // The answer waits for the read model the token is built from (bounded, seconds on a busy machine).
  await expect(page.getByText(`Pesquisa enviada! Seu teste Premium de 30 dias está ativo até ${until}.`)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTitle('Premium').first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText(`Teste grátis até ${until}`)).toBeVisible();

  // The crown survives a reload: the session's new token came from the server, not the page.
  await page.reload();
  await expect(page.getByTitle('Premium').first()).toBeVisible();
});

test('plans -> PIX checkout -> the PSP webhook pays -> Premium', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpWithGoogle(page, 'Paula Pix');
  await page.getByRole('dialog', { name: /Experimente o Premium/ }).getByRole('button', { name: 'Agora não' }).click();
  await page.goto('/plans');
  await expect(page.getByRole('radio', { name: 'Anual' })).toBeAttached();
  await expect(page.getByText('-20%')).toBeVisible();
  await expect(page.getByText('Pagamento 100% seguro · Garantia de 7 dias · Ativação imediata')).toBeVisible();
  await payThroughSimulator(page, 'Professional', 'PIX', 'Pagar (simulação)');
  await page.getByRole('link', { name: 'Ir para o Dashboard' }).click();
  await expect(page.getByText(/Assinatura até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await page.goto('/profile?aba=pagamento');

  // The payment panel lists the real invoice; within 7 days the person withdraws and Premium ends.
  const panel = page.getByRole('region', { name: 'Faturas' });
  await expect(panel.getByRole('cell', { name: 'Paga' })).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Cancelar e pedir reembolso' }).click();
  await expect(page.getByText('Assinatura cancelada. O reembolso foi solicitado ao provedor e você receberá a confirmação por e-mail.')).toBeVisible();
  await expect(page.getByTitle('Premium')).toHaveCount(0);
  await expect(page.getByText('Você está no plano gratuito.')).toBeVisible();
  await expect(panel.getByRole('cell', { name: /Reembols/ })).toBeVisible();
});

test('Lightning through BTCPay pays the Elite plan; its receipt downloads from the Pagamento tab', async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  await signUpWithGoogle(page, 'Luiz Conceição');
  await page.getByRole('dialog', { name: /Experimente o Premium/ }).getByRole('button', { name: 'Agora não' }).click();
  await payThroughSimulator(page, 'Elite', 'Lightning', 'Pagar (simulação)');

  await page.goto('/profile?aba=pagamento');
  const panel = page.getByRole('region', { name: 'Faturas' });
  const row = panel.getByRole('row').filter({ hasText: 'Paga' });
  const amount = (await row.getByRole('cell', { name: /BTC/ }).innerText()).split(' (')[0]!.trim();
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Recibo/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^recibo-PB-\d{4}-\d{6}\.pdf$/);
  const pdf = readFileSync(await download.path());
  const text = await pdfText(pdf);
  for (const expected of ['π Boost', 'Luiz Conceição', 'Elite (mensal)', amount, 'Lightning', 'BTCPay Server - Simulação local', 'horário de São Paulo']) expect(text).toContain(expected);
  expect(text).toMatch(/CPF\s+\*\*\*\.\d{3}\.\d{3}-\*\*/);

  // The first page as the browser's pdf.js draws it (the embedded font renders π, ã, ç).
  const viewer = await context.newPage();
  const png = await renderFirstPage(viewer, pdf);
  await viewer.screenshot({ path: testInfo.outputPath('recibo.png'), fullPage: true });
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  await viewer.close();
});

test('the back office finds the paid invoice, shows its events and refunds it through BTCPay; subscriptions and revenue list it', async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const payerContext = await browser.newContext();
  const payer = await payerContext.newPage();
  await signUpWithGoogle(payer, 'Bruna Backoffice');
  await payer.getByRole('dialog', { name: /Experimente o Premium/ }).getByRole('button', { name: 'Agora não' }).click();
  const invoiceId = await payThroughSimulator(payer, 'Professional', 'Lightning', 'Pagar (simulação)');

  await signInToBackOffice(page, DEMO_ADMIN);
  await page.getByRole('menuitem', { name: 'Faturas' }).click();
  // react-admin applies filters after a debounce: wait for the list to hold both, or the late
  // filter navigation takes the page back to the list after the invoice was opened.
  await filterList(page, async () => {
    await page.getByRole('combobox', { name: 'Método' }).click();
    await page.getByRole('option', { name: 'Lightning' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Paga', exact: true }).click();
  }, /lightning.*paid|paid.*lightning/);
  const rows = page.getByRole('row').filter({ hasText: 'Lightning' });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'PIX' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('faturas.png'), fullPage: true });
  await page.getByRole('cell', { name: invoiceId }).click();
  await expect(page).toHaveURL(new RegExp(`/billing/invoices/${invoiceId}/show`));

  await expect(page.getByText('BTCPay Server - Simulação local: nenhum pagamento real.')).toBeVisible();
  const events = page.getByRole('table', { name: 'Eventos da fatura' });
  await expect(events.getByRole('cell', { name: 'Fatura paga' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Webhooks do provedor' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Marcar como paga (sandbox)' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reembolsar' }).click();
  await page.getByRole('dialog', { name: 'Reembolsar esta fatura' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Reembolso solicitado ao provedor. O acesso pago desta fatura foi encerrado.')).toBeVisible();
  await expect(events.getByRole('cell', { name: 'Fatura reembolsada' })).toBeVisible({ timeout: 30_000 });
  await expect(events.getByRole('row').filter({ hasText: 'Reembolso solicitado' }).getByText(/^equipe/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('fatura.png'), fullPage: true });

  // The person's Premium ended with the refund.
  await payer.goto('/profile?aba=pagamento');
  await expect(payer.getByText('Você está no plano gratuito.')).toBeVisible();
  await payerContext.close();

  await page.getByRole('menuitem', { name: 'Assinaturas' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Encerrada' }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('assinaturas.png'), fullPage: true });
  await page.getByRole('menuitem', { name: 'Receita' }).click();
  await expect(page.getByText('Conversão teste -> pago')).toBeVisible();
  await expect(page.getByText('Receita por dia (US$, 30 dias)')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('receita.png'), fullPage: true });
});

test('a visitor at /checkout is asked to sign in', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Acesso Restrito' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fazer login' })).toBeVisible();
});
