// What the billing journeys share: a Google sign-up with a CPF, and paying a plan through the
// simulators' payer page (its invoice id is returned).
import { expect, type Page } from '@playwright/test';
import { nextGoogleUser } from './google';
import { uniqueEmail, validCpf } from './people';

export async function signUpWithGoogle(page: Page, name: string, email = uniqueEmail('assinatura'), start?: () => Promise<void>) {
  await nextGoogleUser({ sub: `sub-${email}`, email, name });
  if (start) await start();
  else {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar com Google' }).click();
  }
  const modal = page.getByRole('dialog', { name: 'Completar cadastro' });
  await modal.getByLabel('CPF').pressSequentially(validCpf());
  await expect(modal.getByText('CPF válido e disponível')).toBeVisible();
  await modal.getByRole('radio', { name: 'Freemium' }).check();
  await modal.getByRole('checkbox', { name: /LGPD/ }).check();
  await modal.getByRole('checkbox', { name: /Termos de Uso/ }).check();
  await modal.getByRole('button', { name: 'Continuar' }).click();
}

/** Plans -> checkout with `method` -> the simulator's payer page pays -> the page turns paid, with the crown. */
export async function payThroughSimulator(page: Page, plan: 'Professional' | 'Elite', method: 'PIX' | 'Lightning', payButton: string): Promise<string> {
  await page.goto('/plans');
  await page.getByRole('radiogroup', { name: 'Planos' }).waitFor();
  if (plan === 'Elite') await page.locator('label.plan', { hasText: 'Elite' }).click();
  await page.getByRole('button', { name: `Continuar com ${plan}` }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=/);
  return payOnCheckout(page, method, payButton);
}

/**
 * On /checkout: generate the invoice with `method`, pay it on the simulator's payer page, see it paid
 * with the crown. `serverClockMoved`: the browser's countdown runs on the machine's time, so it is not checked.
 */
export async function payOnCheckout(page: Page, method: 'PIX' | 'Lightning', payButton: string, serverClockMoved = false): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Aguardando Pagamento' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  await page.getByRole('button', { name: 'Gerar Invoice' }).click();
  const invoice = page.getByLabel('Invoice');
  await expect(invoice.getByText('Simulação local - nenhum pagamento real.')).toBeVisible({ timeout: 30_000 });
  await expect(invoice.getByText('Pendente')).toBeVisible();
  const invoiceId = (await invoice.getByText(/^ID: /).innerText()).replace('ID: ', '');
  await expect(invoice.getByRole('img', { name: new RegExp(`QR de pagamento ${method}`) })).toBeVisible();
  if (!serverClockMoved) await expect(invoice.getByText(/^1[45]:\d{2}$/)).toBeVisible();

  const [payer] = await Promise.all([page.waitForEvent('popup'), invoice.getByRole('link', { name: 'Abrir em Nova Aba' }).click()]);
  await expect(payer.getByText('Simulação local', { exact: false }).first()).toBeVisible();
  await payer.getByRole('button', { name: payButton }).click();
  await expect(payer.getByText(/Simulação local: (PIX|pagamento) enviado/)).toBeVisible();
  await payer.close();

  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTitle('Premium').first()).toBeVisible();
  return invoiceId;
}
