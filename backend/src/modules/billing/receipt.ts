// The payment receipt (issue 12 item 6): a one-page PDF per paid invoice, e-mailed by a job and
// downloadable from the Pagamento tab. PDFKit's standard fonts cannot encode "π" (research §3), so
// the platform's PDF (platform/pdf) embeds DejaVu Sans and uses it for every line.
import { fields, type ReceiptIssuer } from '@piboost/events';
import { GUARANTEE_DAYS } from '@piboost/events/business';
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
export const spDateTime = (d: Date) => `${d.toLocaleString('pt-BR', { timeZone: SP, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })} (horário de São Paulo)`;
const spDate = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: SP, day: '2-digit', month: '2-digit', year: 'numeric' });

/** R$ 159,00 or 0,00099000 BTC. */
export function formatAmount(currency: 'BRL' | 'BTC', minor: number): string {
  if (currency === 'BRL') return (minor / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\u00a0/g, ' ');
  return `${(minor / 1e8).toLocaleString('pt-BR', { minimumFractionDigits: 8, maximumFractionDigits: 8 })} BTC`;
}

export const maskCpf = (cpf: string) => {
  const d = cpf.replace(/\D/g, '');
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : '***.***.***-**';
};

export function receiptFileName(number: string): string {
  return `recibo-${number}.pdf`;
}

/** Renders the receipt; resolves with the PDF's bytes. */
export function renderReceipt(r: ReceiptData): Promise<Buffer> {
  const { doc, done } = openPdf(`Recibo ${r.number}`, r.issuedAt);

  doc.fontSize(22).fillColor('#111').text('π Boost');
  doc.fontSize(10).fillColor('#111').text(r.issuer.legalName);
  doc.fontSize(9).fillColor('#555').text(`CNPJ ${r.issuer.cnpj ? fields.formatCnpj(r.issuer.cnpj) : 'não configurado'}`);
  doc.text(r.issuer.address);
  doc.moveDown(0.8);
  doc.fontSize(14).fillColor('#111').text(`Recibo de pagamento nº ${r.number}`);
  doc.fontSize(9).fillColor('#555').text(`Emitido em ${spDateTime(r.issuedAt)}`);
  if (r.issuer.demo) {
    doc.moveDown(0.5).fontSize(11).fillColor('#b45309').text('Emissor de demonstração (instalação local): este recibo não identifica uma empresa e não vale como comprovante.');
  }
  if (r.simulated) {
    doc.moveDown(0.5).fontSize(11).fillColor('#b45309').text(`${r.providerLabel}: nenhum pagamento real foi feito. Este recibo não vale como comprovante.`);
  }
  if (r.refunded) doc.moveDown(0.5).fontSize(11).fillColor('#b91c1c').text('Pagamento reembolsado.');
  doc.moveDown(1);

  const rows: [string, string][] = [
    ['Pagador', r.payerName || '-'],
    ['CPF', r.payerCpf ?? '-'],
    ['Plano', `${r.planName} (${r.billingPeriod === 'annual' ? 'anual' : 'mensal'})`],
    ['Período', r.periodStart && r.periodEnd ? `${spDate(r.periodStart)} a ${spDate(r.periodEnd)}` : '-'],
    ['Valor pago', formatAmount(r.currency, r.amount)],
    ['Moeda', r.currency === 'BRL' ? 'Real (BRL)' : 'Bitcoin (BTC)'],
    ['Preço do plano', `US$ ${(r.amountUsdCents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`],
    ['Data do pagamento', spDateTime(r.paidAt)],
    ['Método', r.methodName],
    ['Provedor', r.providerLabel],
    ['Referência no provedor', r.providerReference],
    ['Fatura', r.invoiceId],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.fontSize(10).fillColor('#555').text(label, 56, y, { width: 150 });
    doc.fontSize(11).fillColor('#111').text(value, 210, y, { width: 330 });
    doc.moveDown(0.6);
  }
  doc.moveDown(1).fontSize(9).fillColor('#555');
  doc.text(
    `Direito de arrependimento (CDC art. 49): a primeira contratação pode ser cancelada com reembolso integral em até ${GUARANTEE_DAYS} dias do pagamento, em Perfil > Pagamento > "Cancelar e pedir reembolso".`,
    56,
    doc.y,
    { width: 484 },
  );
  doc.end();
  return done;
}
