// Receipts: a number given once per paid invoice (receipt-number.ts), the PDF rendered from the
// invoice's events, the issuer, the person's name and masked CPF, and the period the payment bought. The job
// e-mails it once (the outbox id is the invoice's); the Pagamento tab downloads the same PDF.
import { invoiceStream, isEvent, SubscriptionPeriodExtended, SubscriptionPeriodStarted, subscriptionStream } from '@piboost/events';
import { PLANS } from '@piboost/events/business';
import { DEFAULT_LOCALE, type Locale } from '@piboost/events/i18n';
import { readStream } from '../../platform/command';
import { t } from '../../platform/i18n';
import { recipientLocale } from '../../platform/mail/locale';
import type { Principal } from '../../platform/http/context';
import type { ProviderName } from '../../platform/payments/port';
import type { Runtime } from '../../platform/runtime';
import { contactOf, loadAccount } from '../identity';
import { foldInvoice, type InvoiceState } from './invoice';
import { formatAmount, maskCpf, receiptFileName, renderReceipt, spDateTime, type ReceiptData } from './receipt';
import { numberReceipt, receiptNumber } from './receipt-number';

export const METHOD_NAMES = { bitcoin: 'Bitcoin', lightning: 'Lightning', pix: 'PIX' } as const;

/** How each provider is named wherever an invoice shows it; the sandbox always says what it is. */
export function providerLabel(provider: ProviderName, simulated: boolean, locale: Locale = DEFAULT_LOCALE): string {
  if (provider === 'sandbox') return t(locale, 'receipt.sandboxProvider');
  const name = provider === 'btcpay' ? 'BTCPay Server' : 'PSP PIX (API Pix)';
  return simulated ? t(locale, 'receipt.simulatedProvider', { provider: name }) : name;
}

/** Every invoice of the person, oldest first, with its receipt's number once one was given (the LGPD copy). */
export async function invoicesOfPerson(runtime: Runtime, userId: string) {
  const rows = await runtime
    .db('billing_invoices as i')
    .leftJoin('billing_receipts as r', 'r.invoice_id', 'i.id')
    .where('i.user_id', userId)
    .orderBy('i.created_at')
    .select<
      { id: string; plan: string; billing_period: 'monthly' | 'annual'; method: keyof typeof METHOD_NAMES; provider: ProviderName; simulated: boolean; currency: 'BRL' | 'BTC'; amount: string; amount_usd_cents: number; status: string; created_at: Date; paid_at: Date | null; refunded_at: Date | null; number: string | null; year: number | null }[]
    >('i.id', 'i.plan', 'i.billing_period', 'i.method', 'i.provider', 'i.simulated', 'i.currency', 'i.amount', 'i.amount_usd_cents', 'i.status', 'i.created_at', 'i.paid_at', 'i.refunded_at', 'r.number', 'r.year');
  return rows.map((r) => ({
    id: r.id,
    receiptNumber: r.number !== null && r.year !== null ? receiptNumber(r.year, Number(r.number)) : null,
    planName: PLANS.find((p) => p.id === r.plan)?.name ?? r.plan,
    billingPeriod: r.billing_period,
    methodName: METHOD_NAMES[r.method] ?? r.method,
    providerLabel: providerLabel(r.provider, r.simulated),
    amount: formatAmount(r.currency, Number(r.amount)),
    amountUsdCents: r.amount_usd_cents,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    paidAt: r.paid_at?.toISOString() ?? null,
    refundedAt: r.refunded_at?.toISOString() ?? null,
  }));
}

/** The period this invoice started or extended, from the subscription stream. */
async function periodOf(runtime: Runtime, s: InvoiceState): Promise<{ start: Date; end: Date } | null> {
  for (const e of await readStream(runtime.store, subscriptionStream(s.request.userId))) {
    if (isEvent(e, SubscriptionPeriodStarted) && e.data.invoiceId === s.request.invoiceId) return { start: new Date(e.data.startsAt), end: new Date(e.data.endsAt) };
    if (isEvent(e, SubscriptionPeriodExtended) && e.data.invoiceId === s.request.invoiceId) return { start: new Date(e.data.previousEndsAt), end: new Date(e.data.endsAt) };
  }
  return null;
}

async function receiptFor(runtime: Runtime, s: InvoiceState, locale: Locale): Promise<{ data: ReceiptData; email: string | null }> {
  const r = s.request;
  const [{ number, issuedAt, issuer }, period, account, contact] = await Promise.all([
    numberReceipt(runtime, s),
    periodOf(runtime, s),
    loadAccount(runtime, r.userId),
    contactOf(runtime, r.userId),
  ]);
  const open = async (sealed: string | null | undefined) => (sealed ? await runtime.vault.decryptField(sealed) : null);
  const [name, email, cpf] = [contact?.name ?? null, contact?.email ?? null, await open(account?.cpf)];
  return {
    email,
    data: {
      number,
      issuedAt,
      issuer: issuer ?? runtime.config.issuer,
      paidAt: s.paidAt!,
      payerName: name ?? '',
      payerCpf: cpf ? maskCpf(cpf) : null,
      planName: PLANS.find((p) => p.id === r.plan)!.name,
      billingPeriod: r.billingPeriod,
      periodStart: period?.start ?? null,
      periodEnd: period?.end ?? null,
      currency: r.currency,
      amount: s.amountPaid,
      amountUsdCents: r.amountUsdCents,
      methodName: METHOD_NAMES[r.method],
      providerLabel: providerLabel(r.provider, r.simulated, locale),
      providerReference: s.providerPaymentId ?? s.charge?.providerInvoiceId ?? '-',
      invoiceId: r.invoiceId,
      simulated: r.simulated,
      refunded: s.status === 'refunded',
    },
  };
}

const loadPaid = async (runtime: Runtime, invoiceId: string) => {
  const s = foldInvoice(await readStream(runtime.store, invoiceStream(invoiceId)));
  return s && s.paidAt ? s : null;
};

/** The receipt mail's text, in the person's language. */
function receiptText(data: ReceiptData, locale: Locale): string {
  return [
    data.payerName ? t(locale, 'receipt.mail.hello', { name: data.payerName }) : t(locale, 'receipt.mail.helloAnonymous'),
    '',
    t(locale, 'receipt.mail.paid', { amount: formatAmount(data.currency, data.amount, locale), method: data.methodName, plan: data.planName, paidAt: spDateTime(data.paidAt, locale) }),
    data.simulated ? t(locale, 'receipt.mail.simulated', { provider: data.providerLabel }) : '',
    t(locale, 'receipt.mail.attached', { number: data.number }),
    '',
    t(locale, 'receipt.mail.signature'),
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n');
}

/** The job after a payment: number the receipt, render it, e-mail it once with the PDF attached, in the person's language. */
export async function issueReceipt(runtime: Runtime, invoiceId: string): Promise<string> {
  const s = await loadPaid(runtime, invoiceId);
  if (!s) return 'not paid';
  const locale = await recipientLocale(runtime.db, s.request.userId);
  const { data, email } = await receiptFor(runtime, s, locale);
  if (!email) return 'no e-mail';
  const pdf = await renderReceipt(data, locale);
  await runtime.mailer.send({
    id: `receipt-${invoiceId}`,
    to: email,
    subjectId: s.request.userId,
    tag: 'receipt',
    reference: invoiceId,
    subject: t(locale, 'receipt.mail.subject', { number: data.number, simulated: data.simulated ? 'yes' : 'no' }),
    text: receiptText(data, locale),
    attachments: [{ filename: receiptFileName(data.number), contentType: 'application/pdf', content: pdf }],
  });
  return data.number;
}

/** The PDF for the Pagamento tab's "Recibo" (its owner) or the back office (staff); null: no paid invoice of theirs. */
export async function receiptPdf(runtime: Runtime, principal: Principal, invoiceId: string): Promise<{ fileName: string; pdf: Buffer } | null> {
  const s = await loadPaid(runtime, invoiceId);
  const staff = principal.roles.includes('admin') || principal.roles.includes('support');
  if (!s || (s.request.userId !== principal.userId && !staff)) return null;
  // The owner's language, for them and for staff alike: the downloaded copy is the one that was mailed.
  const locale = await recipientLocale(runtime.db, s.request.userId);
  const { data } = await receiptFor(runtime, s, locale);
  return { fileName: receiptFileName(data.number), pdf: await renderReceipt(data, locale) };
}
