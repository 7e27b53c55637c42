// The subscription over time, with the server's one clock moved (tests/e2e/support/clock.ts): an
// invoice that expires offers a new one; the Pagamento tab cancels and reactivates; the renewal
// reminders arrive by SMTP at D-7, D-3 and D-0 with a link that opens a new invoice; after the grace
// days Premium expires.
import { expect, test } from './support/test';
import { payOnCheckout, payThroughSimulator, signUpWithGoogle } from './support/billing';
import { moveClock, runDueBillingJobs } from './support/clock';
import { waitForMail } from './support/mail';
import { uniqueEmail } from './support/people';

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

test.afterEach(async () => {
  await moveClock(0);
});

test('an invoice whose 15 minutes pass expires and the page offers a new one', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpWithGoogle(page, 'Érica Expira');
  await page.getByRole('dialog', { name: /Experimente o Premium/ }).getByRole('button', { name: 'Agora não' }).click();
  await page.goto('/checkout?plan=professional&period=monthly');
  await page.getByRole('radio', { name: /^PIX/ }).check();
  await page.getByRole('button', { name: 'Gerar Invoice' }).click();
  const invoice = page.getByLabel('Invoice');
  await expect(invoice.getByText('Pendente')).toBeVisible({ timeout: 30_000 });

  await moveClock(16 * 60_000);
  await runDueBillingJobs();
  await expect(page.getByText('O prazo desta invoice terminou sem pagamento.')).toBeVisible({ timeout: 20_000 });
  // A new invoice: priced at the quote refreshed by the moved clock, pending again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Gerar nova invoice' }).click();
    await expect(invoice.getByText('Pendente')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 40_000 });
});

test('cancel and reactivate in the Pagamento tab, reminders at D-7, D-3 and D-0 by e-mail, then grace and expiry', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('lembretes');
  await signUpWithGoogle(page, 'Renata Renova', email);
  await page.getByRole('dialog', { name: /Experimente o Premium/ }).getByRole('button', { name: 'Agora não' }).click();
  const paidAt = Date.now();
  await payThroughSimulator(page, 'Professional', 'PIX', 'Pagar (simulação)');

  await page.goto('/profile?aba=pagamento');
  const ends = page.getByText(/Plano Professional \(assinatura paga\) ativo até/);
  await expect(ends).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(page.getByText('Assinatura cancelada. Seu Premium continua até o fim do período pago.')).toBeVisible();
  await expect(page.getByText(/^Cancela em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await page.getByRole('button', { name: 'Reativar' }).click();
  await expect(page.getByText('Assinatura reativada.')).toBeVisible();
  await expect(page.getByText(/^Cancela em/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancelar assinatura' })).toBeVisible();

  // The paid month ends 30 days after the payment: 6.5, 2 and 0.1 days before it, one reminder each.
  let seen = 0;
  for (const [at, subject] of [
    [23.5, 'Seu Premium π Boost termina em 7 dias'],
    [28, 'Seu Premium π Boost termina em 3 dias'],
    [29.9, 'Seu Premium π Boost termina hoje'],
  ] as const) {
    await moveClock(at * DAY);
    await runDueBillingJobs();
    const mail = await waitForMail(email, subject, seen);
    expect(mail.text).toContain('/checkout?plan=professional&period=monthly');
    seen++;
  }
  // The link opens the checkout for the same plan and period, ready for a new invoice.
  const link = /https?:\/\/\S+\/checkout\?plan=professional&period=monthly/.exec((await waitForMail(email, 'termina hoje')).text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Professional · Mensal' })).toBeVisible();
  await page.getByRole('radio', { name: /^PIX/ }).check();
  await page.getByRole('button', { name: 'Gerar Invoice' }).click();
  await expect(page.getByLabel('Invoice').getByText('Pendente')).toBeVisible({ timeout: 30_000 });

  // Not renewed: three days of grace, then the expiry job ends Premium.
  await moveClock(31 * DAY);
  await page.goto('/profile?aba=pagamento');
  await expect(page.getByText(new RegExp(`O Premium continua até ${dayOf(paidAt + 33 * DAY).replace(/\//g, '\\/')}`))).toBeVisible();
  await moveClock(33 * DAY + 3600_000);
  await runDueBillingJobs();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Você está no plano gratuito.')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});

test('Professional -> Elite from the Pagamento tab: the prorated difference, paid, makes the plan Elite to the same end', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpWithGoogle(page, 'Ulisses Upgrade');
  await page.getByRole('dialog', { name: /Experimente o Premium/ }).getByRole('button', { name: 'Agora não' }).click();
  await payThroughSimulator(page, 'Professional', 'PIX', 'Pagar (simulação)');
  await page.goto('/profile?aba=pagamento');
  const ends = await page.getByText(/Plano Professional \(assinatura paga\) ativo até/).locator('strong').nth(1).textContent();

  // 20 days later, 10 are left: (US$ 99 - US$ 30) x 10 / 30 = US$ 23.
  await moveClock(20 * 86_400_000);
  await runDueBillingJobs();
  await page.reload();
  await page.getByRole('link', { name: 'Mudar para Elite (US$ 23 pelos 10 dias restantes)' }).click();
  await expect(page.getByText('US$ 23 pela diferença nos 10 dias restantes do seu período')).toBeVisible();
  await payOnCheckout(page, 'PIX', 'Pagar (simulação)', true);
  await page.goto('/profile?aba=pagamento');
  await expect(page.getByText(`Plano Elite (assinatura paga) ativo até ${ends}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: /Mudar para Elite/ })).toHaveCount(0);
});
