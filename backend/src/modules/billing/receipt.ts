// The payment receipt (issue 12 item 6): a one-page PDF per paid invoice, e-mailed by a job and
// downloadable from the Pagamento tab. PDFKit's standard fonts cannot encode "π" (research §3), so
// the platform's PDF (platform/pdf) embeds DejaVu Sans and uses it for every line.
import { fields, type ReceiptIssuer } from '@piboost/events';
import { GUARANTEE_DAYS } from '@piboost/events/business';
import { DEFAULT_LOCALE, formatDateTime, formatNumber, type Locale } from '@piboost/events/i18n';
import { t } from '../../platform/i18n';
import { openPdf } from '../../platform/pdf';

export interface ReceiptData {
  number: string;
  issuedAt: Date;
  issuer: ReceiptIssuer;
  paidAt: Date;
  payerName: string;
  /** Already masked: ***.456.789-**. */
  payerCpf: string | null;
  planName: string;
  billingPeriod: 'monthly' | 'annual';
  periodStart: Date | null;
  periodEnd: Date | null;
  currency: 'BRL' | 'BTC';
  /** Minor units paid: centavos or satoshis. */
  amount: number;
  amountUsdCents: number;
  methodName: string;
  providerLabel: string;
  providerReference: string;
  invoiceId: string;
  simulated: boolean;
  refunded: boolean;
}

const SP = 'America/Sao_Paulo';
const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
/** "27/11/2026, 14:05 (horário de São Paulo)", in the reader's language. */
export const spDateTime = (d: Date, locale: Locale = DEFAULT_LOCALE) =>
  t(locale, 'receipt.saoPauloTime', { time: formatDateTime(d, locale, { ...DAY, hour: '2-digit', minute: '2-digit' }, SP) });
const spDate = (d: Date, locale: Locale) => formatDateTime(d, locale, DAY, SP);

/** R$ 159,00 or 0,00099000 BTC (the invoice's currency, written the reader's way). */
export function formatAmount(currency: 'BRL' | 'BTC', minor: number, locale: Locale = DEFAULT_LOCALE): string {
  if (currency === 'BRL') return formatNumber(minor / 100, locale, { style: 'currency', currency: 'BRL' }).replace(/\u00a0/g, ' ');
  return `${formatNumber(minor / 1e8, locale, { minimumFractionDigits: 8, maximumFractionDigits: 8 })} BTC`;
}

export const maskCpf = (cpf: string) => {
  const d = cpf.replace(/\D/g, '');
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : '***.***.***-**';
};

export function receiptFileName(number: string): string {
  return `recibo-${number}.pdf`;
}

/** Renders the receipt in the reader's language; resolves with the PDF's bytes. */
export function renderReceipt(r: ReceiptData, locale: Locale = DEFAULT_LOCALE): Promise<Buffer> {
  const { doc, done } = openPdf(t(locale, 'receipt.pdf.title', { number: r.number }), r.issuedAt);

  doc.fontSize(22).fillColor('#111').text('π Boost');
  doc.fontSize(10).fillColor('#111').text(r.issuer.legalName);
  doc.fontSize(9).fillColor('#555').text(r.issuer.cnpj ? t(locale, 'receipt.pdf.cnpj', { cnpj: fields.formatCnpj(r.issuer.cnpj) }) : t(locale, 'receipt.pdf.cnpjMissing'));
  doc.text(r.issuer.address);
  doc.moveDown(0.8);
  doc.fontSize(14).fillColor('#111').text(t(locale, 'receipt.pdf.heading', { number: r.number }));
  doc.fontSize(9).fillColor('#555').text(t(locale, 'receipt.pdf.issuedAt', { when: spDateTime(r.issuedAt, locale) }));
  if (r.issuer.demo) {
    doc.moveDown(0.5).fontSize(11).fillColor('#b45309').text(t(locale, 'receipt.pdf.demoIssuer'));
  }
  if (r.simulated) {
    doc.moveDown(0.5).fontSize(11).fillColor('#b45309').text(t(locale, 'receipt.pdf.simulated', { provider: r.providerLabel }));
  }
  if (r.refunded) doc.moveDown(0.5).fontSize(11).fillColor('#b91c1c').text(t(locale, 'receipt.pdf.refunded'));
  doc.moveDown(1);

  const rows: [string, string][] = [
    [t(locale, 'receipt.pdf.payer'), r.payerName || '-'],
    [t(locale, 'receipt.pdf.cpf'), r.payerCpf ?? '-'],
    [t(locale, 'receipt.pdf.plan'), t(locale, 'receipt.pdf.planValue', { plan: r.planName, period: r.billingPeriod })],
    [t(locale, 'receipt.pdf.period'), r.periodStart && r.periodEnd ? t(locale, 'receipt.pdf.periodValue', { start: spDate(r.periodStart, locale), end: spDate(r.periodEnd, locale) }) : '-'],
    [t(locale, 'receipt.pdf.amountPaid'), formatAmount(r.currency, r.amount, locale)],
    [t(locale, 'receipt.pdf.currency'), t(locale, 'receipt.pdf.currencyValue', { currency: r.currency })],
    [t(locale, 'receipt.pdf.planPrice'), t(locale, 'receipt.pdf.planPriceValue', { price: formatNumber(r.amountUsdCents / 100, locale, { minimumFractionDigits: 2 }) })],
    [t(locale, 'receipt.pdf.paidAt'), spDateTime(r.paidAt, locale)],
    [t(locale, 'receipt.pdf.method'), r.methodName],
    [t(locale, 'receipt.pdf.provider'), r.providerLabel],
    [t(locale, 'receipt.pdf.providerReference'), r.providerReference],
    [t(locale, 'receipt.pdf.invoice'), r.invoiceId],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.fontSize(10).fillColor('#555').text(label, 56, y, { width: 150 });
    doc.fontSize(11).fillColor('#111').text(value, 210, y, { width: 330 });
    doc.moveDown(0.6);
  }
  doc.moveDown(1).fontSize(9).fillColor('#555');
  doc.text(t(locale, 'receipt.pdf.withdrawal', { days: GUARANTEE_DAYS }), 56, doc.y, { width: 484 });
  doc.end();
  return done;
}
