// Paying for Elite during a trial (issue 21 items 1 and 2): the paid period begins when the trial
// ends, and checkout, the Pagamento tab, the dashboard and the profile's plan badge all say so; the
// queued period can be cancelled there, with a full refund, and the trial goes on.
import { expect, test } from './support/test';
import { payThroughSimulator, signUpWithGoogle } from './support/billing';

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

test('Elite paid during a trial starts at the trial end, is shown as queued everywhere, and can be cancelled', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpWithGoogle(page, 'Paula Plano');
  await page.getByRole('dialog', { name: /Experimente o Premium grátis por 30 dias/ }).getByRole('button', { name: 'Quero meu teste!' }).click();
  await page.getByLabel('Perfil de investidor').selectOption({ label: 'Moderado' });
  await page.getByLabel('Nível de experiência com criptomoedas').selectOption({ label: 'Intermediário' });
  await page.getByLabel('Tempo de experiência com criptomoedas').selectOption({ label: '1-3 Anos' });
  await page.getByLabel('Preferência operacional').selectOption({ label: 'DeFi-Renda Passiva' });
  await page.getByLabel('Nível de confiança em IA').selectOption({ label: 'Médio (5-7)' });
  const trialStarted = Date.now();
  await page.getByRole('button', { name: 'Enviar e ativar teste' }).click();
  const trialEnd = dayOf(trialStarted + 30 * DAY);
  const eliteEnd = dayOf(trialStarted + 60 * DAY);
  // Premium runs to the paid end plus the 3 grace days (GRACE_DAYS) unless renewed.
  const premiumEnd = dayOf(trialStarted + 63 * DAY);
  await expect(page.getByText(`Pesquisa enviada! Seu teste Premium de 30 dias está ativo até ${trialEnd}.`)).toBeVisible({ timeout: 20_000 });

  await payThroughSimulator(page, 'Elite', 'PIX', 'Pagar (simulação)');
  // Checkout tells when Elite begins - not that it is active.
  await expect(page.getByText(`Seu plano Elite começa em ${trialEnd}, quando termina o Premium que você já tem.`, { exact: false })).toBeVisible();
  await expect(page.getByText('Seu plano Elite está ativo')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('checkout-queued.png'), fullPage: true });

  // The dashboard shows the plan in force in large type: the trial's Professional.
  await page.goto('/dashboard');
  const planStat = page.getByRole('list', { name: 'Seus números' }).getByRole('listitem').filter({ hasText: 'Plano atual' });
  await expect(planStat.locator('.stat__value')).toHaveText('Professional');
  await expect(planStat).toContainText(`Plano atual · Assinatura até ${premiumEnd}`);

  // The Pagamento tab: the trial in force, the queued Elite month, and its cancel.
  await page.goto('/profile?aba=pagamento');
  await expect(page.locator('.profile-badge', { hasText: /^Plano / })).toHaveText('Plano Professional');
  await expect(page.getByText(`Plano Professional (teste grátis) ativo até ${trialEnd}.`)).toBeVisible();
  const queued = page.getByRole('list', { name: 'Próximos períodos' });
  await expect(queued.getByRole('listitem')).toHaveText([`Plano Elite mensal: começa em ${trialEnd} e vai até ${eliteEnd}. Cancelar este período`]);
  await page.screenshot({ path: test.info().outputPath('pagamento-queued.png'), fullPage: true });

  page.once('dialog', (d) => {
    expect(d.message()).toBe(`Cancelar o plano Elite que começa em ${trialEnd}? Ele ainda não começou: o reembolso integral será pedido ao provedor.`);
    void d.accept();
  });
  await queued.getByRole('button', { name: 'Cancelar este período' }).click();
  await expect(page.getByText('Período Elite cancelado. O reembolso integral foi solicitado ao provedor e você receberá a confirmação por e-mail.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Próximos períodos' })).toHaveCount(0);
  await expect(page.getByText(`Plano Professional (teste grátis) ativo até ${trialEnd}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Faturas' }).getByText(/^(Reembolso solicitado|Reembolsada)$/)).toBeVisible({ timeout: 20_000 });

  await page.goto('/dashboard');
  await expect(planStat).toContainText(`Plano atual · Teste grátis até ${trialEnd}`);
  await expect(planStat.locator('.stat__value')).toHaveText('Professional');
});
