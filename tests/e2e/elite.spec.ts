// What Elite delivers (issue 21 item 3), as a person meets it on the local simulators: on the free plan
// the advanced analysis says it is an Elite feature; after paying Elite, the dashboard shows per coin
// the 24 h, 7- and 30-day readings with the figures the AI read, and a support ticket tells its
// 4-business-hour target.
import { expect, test } from './support/test';
import { payThroughSimulator, signUpWithGoogle } from './support/billing';

test('an Elite person sees the advanced analysis per coin with its data, and the 4-hour support target', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await signUpWithGoogle(page, 'Elisa Elite');
  await page.getByRole('dialog', { name: /Experimente o Premium/ }).getByRole('button', { name: 'Agora não' }).click();

  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Análise avançada por moeda' });
  await expect(card.getByText('Recurso do plano Elite.')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('link', { name: 'Conhecer o Elite' })).toBeVisible();

  await payThroughSimulator(page, 'Elite', 'PIX', 'Pagar (simulação)');

  // The hourly job writes the first one once the simulated quotes and 30-day series are stored.
  await expect(async () => {
    await page.goto('/dashboard');
    await expect(card.getByRole('heading', { name: 'Bitcoin (BTC)' })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 180_000 });
  await expect(card.getByText('Simulação local').first()).toBeVisible();
  const bitcoin = card.getByRole('region', { name: 'Bitcoin (BTC)' });
  const horizons = bitcoin.getByRole('list', { name: 'Horizontes de Bitcoin' });
  for (const horizon of ['24 horas', '7 dias', '30 dias']) await expect(horizons.getByText(new RegExp(`^${horizon}: (alta|baixa|estável)$`))).toBeVisible();
  await bitcoin.getByText('Dados usados pela IA').click();
  const figures = bitcoin.getByRole('table', { name: 'Indicadores de Bitcoin' });
  await expect(figures.getByRole('row', { name: /RSI 14 dias/ })).toContainText(/\d/);
  await expect(figures.getByRole('row', { name: /Média móvel 30 dias/ })).toContainText('R$');
  await expect(figures.getByText(/Calculados de \d+ fechamentos diários/)).toBeVisible();
  await card.screenshot({ path: testInfo.outputPath('analise-avancada.png') });

  // Support: the ticket tells the Elite target, and "Meus chamados" keeps it.
  await page.goto('/support');
  await expect(page.getByText(/Prazo da primeira resposta: Elite, 4 horas úteis; demais planos e sem cadastro, 24 horas úteis/)).toBeVisible();
  const form = page.getByRole('form', { name: 'Abrir chamado de suporte' });
  await form.getByLabel('Nome').fill('Elisa Elite');
  await form.getByLabel('E-mail').fill('elisa.elite@exemplo.com.br');
  await form.getByLabel('Assunto').fill('Dúvida sobre a análise avançada');
  await form.getByLabel('Mensagem').fill('Como o RSI é calculado?');
  await form.getByRole('button', { name: 'Enviar chamado' }).click();
  await expect(form.getByText(/Chamado aberto! Resposta em até 4 horas úteis \(até /)).toBeVisible();
  const mine = page.getByRole('region', { name: 'Meus chamados' });
  await expect(mine.getByText(/Resposta em até 4 horas úteis/)).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: testInfo.outputPath('meus-chamados.png'), fullPage: false });
});
