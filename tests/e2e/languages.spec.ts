// The product in English and Spanish (issue 26 item 1), walked as people meet it: a visitor whose
// browser asks for the language sees the landing and the sign-up page in it, signs up with Google
// (the language becomes their preference), and finds the dashboard, plans, checkout and profile in
// it; they pay, and the receipt e-mail and PDF arrive in it too. On every page the test looks for
// Portuguese left over: a pt-BR catalogue message the page's own catalogue lacks, or a word only
// Portuguese has. Labels are read from the catalogues, so the test follows the translations.
import { readFileSync } from 'node:fs';
import { createTranslator, type Locale } from '@piboost/events/i18n';
import type { Page } from '@playwright/test';
import { ptBR, type MessageKey } from '../../console/src/i18n/messages/pt-BR';
import { enUS } from '../../console/src/i18n/messages/en-US';
import { esES } from '../../console/src/i18n/messages/es-ES';
import { expect, test } from './support/test';
import { nextGoogleUser } from './support/google';
import { waitForMail } from './support/mail';
import { pdfText } from './support/pdf';
import { uniqueEmail, validCpf } from './support/people';
import { untranslated } from './support/untranslated';

const catalogues = { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES };

/** A message as the page shows it: values filled, tags reduced to their text (an accessible name). */
function label(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  const source = catalogues[locale][key].replace(/<\/?[a-zA-Z]+>/g, '');
  return createTranslator<'x'>(() => ({ x: source })).t(locale, 'x', values);
}

async function expectTranslated(page: Page, locale: Exclude<Locale, 'pt-BR'>, where: string) {
  await page.waitForLoadState('networkidle');
  expect(await page.locator('html').getAttribute('lang'), where).toBe(locale);
  expect.soft(await untranslated(page, locale), where).toEqual([]);
}

const RECEIPT_SUBJECT: Record<Exclude<Locale, 'pt-BR'>, string> = { 'en-US': 'Receipt', 'es-ES': 'Recibo' };
const RECEIPT_WORD: Record<Exclude<Locale, 'pt-BR'>, RegExp> = { 'en-US': /Receipt/, 'es-ES': /Recibo/ };

for (const locale of ['en-US', 'es-ES'] as const) {
  test(`${locale}: landing, sign-up, dashboard, checkout and profile with no Portuguese left; the receipt e-mail and PDF in ${locale}`, async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ locale, extraHTTPHeaders: { 'X-Forwarded-For': `10.78.${locale === 'en-US' ? 1 : 2}.${Date.now() % 250}` } });
    const page = await context.newPage();
    const t = (key: MessageKey, values?: Record<string, string | number>) => label(locale, key, values);

    await page.goto('/');
    await expectTranslated(page, locale, 'landing');
    await page.screenshot({ path: testInfo.outputPath(`landing-${locale}.png`), fullPage: true });
    await page.goto('/register');
    await expectTranslated(page, locale, 'sign-up');

    const email = uniqueEmail(`idioma-${locale}`);
    await nextGoogleUser({ sub: `sub-${email}`, email, name: locale === 'en-US' ? 'Emily Walker' : 'Lucia Moreno' });
    await page.goto('/login');
    await page.getByRole('button', { name: t('auth.login.google') }).click();
    const modal = page.getByRole('dialog', { name: t('auth.complete.title') });
    await modal.getByLabel(t('auth.cpf.label')).pressSequentially(validCpf());
    await expect(modal.getByText(t('auth.cpf.available'))).toBeVisible();
    await expectTranslated(page, locale, 'completion');
    await modal.getByRole('radio', { name: 'Freemium' }).check();
    await modal.getByRole('checkbox', { name: /LGPD/ }).check();
    await modal.getByRole('checkbox', { name: t('auth.complete.termsConsent') }).check();
    await modal.getByRole('button', { name: t('auth.continue') }).click();
    await expect(modal).toBeHidden({ timeout: 20_000 });
    await page.getByRole('dialog', { name: /Premium/ }).getByRole('button', { name: t('layout.trial.notNow') }).click();

    await page.goto('/dashboard');
    await expectTranslated(page, locale, 'dashboard');
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${locale}.png`), fullPage: true });

    await page.goto('/plans');
    await expectTranslated(page, locale, 'plans');
    await page.getByRole('button', { name: t('billing.plans.continue', { plan: 'Professional' }) }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=/);
    await expectTranslated(page, locale, 'checkout');
    await page.getByRole('radio', { name: /^PIX/ }).check();
    await page.getByRole('button', { name: t('billing.checkout.generate') }).click();
    const invoice = page.getByLabel(t('billing.invoice.label'));
    await expect(invoice.getByRole('link', { name: t('billing.invoice.openNewTab') })).toBeVisible({ timeout: 30_000 });
    await expectTranslated(page, locale, 'invoice');
    await page.screenshot({ path: testInfo.outputPath(`checkout-${locale}.png`), fullPage: true });
    const [payer] = await Promise.all([page.waitForEvent('popup'), invoice.getByRole('link', { name: t('billing.invoice.openNewTab') }).click()]);
    // The payment provider's own page (a local simulator of the PSP), not ours: it speaks Portuguese.
    await payer.getByRole('button', { name: 'Pagar (simulação)' }).click();
    await expect(payer.getByText(/Simulação local: (PIX|pagamento) enviado/)).toBeVisible();
    await payer.close();
    await expect(page.getByRole('heading', { name: t('billing.paid.title') })).toBeVisible({ timeout: 30_000 });

    const receipt = await waitForMail(email, RECEIPT_SUBJECT[locale]);
    expect(receipt.text).not.toMatch(/pagamento|Obrigado/);

    await page.goto('/profile?aba=pagamento');
    await expectTranslated(page, locale, 'profile, payment tab');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: new RegExp(t('billing.payment.receipt')) }).first().click()]);
    const text = await pdfText(readFileSync(await download.path()));
    expect(text).toMatch(RECEIPT_WORD[locale]);
    expect(text).not.toMatch(/Recibo de pagamento|Forma de pagamento/);
    for (const tab of ['profile.tabs.personal', 'profile.tabs.notifications', 'profile.tabs.security', 'profile.tabs.privacy'] as const) {
      await page.getByRole('tab', { name: t(tab) }).click();
      await expectTranslated(page, locale, `profile, ${tab}`);
    }
    await page.screenshot({ path: testInfo.outputPath(`profile-${locale}.png`), fullPage: true });
    await context.close();
  });
}
