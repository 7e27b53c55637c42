// The money side as a person meets it: the trial offer leads to the investor survey, whose answers
// start 30 days of Premium - the crown appears and the dashboard says until when.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { nextGoogleUser } from './support/google';
import { uniqueEmail, validCpf } from './support/people';

async function signUpWithGoogle(page: Page, name: string, email = uniqueEmail('assinatura')) {
  await nextGoogleUser({ sub: `sub-${email}`, email, name });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  const modal = page.getByRole('dialog', { name: 'Completar cadastro' });
  await modal.getByLabel('CPF').pressSequentially(validCpf());
  await expect(modal.getByText('CPF válido e disponível')).toBeVisible();
  await modal.getByRole('radio', { name: 'Freemium' }).check();
  await modal.getByRole('checkbox', { name: /LGPD/ }).check();
  await modal.getByRole('checkbox', { name: /Termos de Uso/ }).check();
  await modal.getByRole('button', { name: 'Continuar' }).click();
}

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

/** Plans -> checkout with `method` -> the simulator's payer page pays -> the page turns paid, with the crown. */
async function payThroughSimulator(page: Page, plan: 'Professional' | 'Elite', method: 'PIX' | 'Lightning', payButton: string) {
  await page.goto('/plans');
  await page.getByRole('radiogroup', { name: 'Planos' }).waitFor();
  if (plan === 'Elite') await page.locator('label.plan', { hasText: 'Elite' }).click();
  await page.getByRole('button', { name: `Continuar com ${plan}` }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=/);
  await expect(page.getByRole('heading', { name: 'Aguardando Pagamento' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  await page.getByRole('button', { name: 'Gerar Invoice' }).click();
  const invoice = page.getByLabel('Invoice');
  await expect(invoice.getByText('Simulação local - nenhum pagamento real.')).toBeVisible({ timeout: 30_000 });
  await expect(invoice.getByText('Pendente')).toBeVisible();
  await expect(invoice.getByRole('img', { name: new RegExp(`QR de pagamento ${method}`) })).toBeVisible();
  await expect(invoice.getByText(/^1[45]:\d{2}$/)).toBeVisible();

  const [payer] = await Promise.all([page.waitForEvent('popup'), invoice.getByRole('link', { name: 'Abrir em Nova Aba' }).click()]);
  await expect(payer.getByText('Simulação local', { exact: false }).first()).toBeVisible();
  await payer.getByRole('button', { name: payButton }).click();
  await expect(payer.getByText(/Simulação local: (PIX|pagamento) enviado/)).toBeVisible();
  await payer.close();

  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTitle('Premium').first()).toBeVisible();
}

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

test('Lightning through BTCPay pays the Elite plan', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpWithGoogle(page, 'Luiz Lightning');
  await page.getByRole('dialog', { name: /Experimente o Premium/ }).getByRole('button', { name: 'Agora não' }).click();
  await payThroughSimulator(page, 'Elite', 'Lightning', 'Pagar (simulação)');
});

test('a visitor at /checkout is asked to sign in', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Acesso Restrito' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fazer login' })).toBeVisible();
});
