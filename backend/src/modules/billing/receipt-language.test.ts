// Issue 26: the receipt - its e-mail and its PDF, mailed or downloaded - comes in the language the
// person chose; pt-BR stays as it was.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, openHarness, registerAccount, signIn, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { receivedMail } from '../../../../tests/support/outbox';
import { pdfText } from '../../../../tests/support/pdf';
import { DEMO_ISSUER } from '../../config';
import { signBody } from '../../platform/payments/signature';
import { sandboxWebhookSecret } from './providers';
import { renderReceipt, type ReceiptData } from './receipt';
import { billingService } from './service';
import { billingWorkers } from './workers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
let h: AppHarness;

beforeAll(async () => {
  h = await openHarness();
  for (const w of billingWorkers) h.runtime.jobs.worker(w.queue, (job) => w.process(h.runtime, job as never), { concurrency: w.concurrency });
  await billingService(h.runtime).jobs.refreshQuotes();
}, 90_000);

afterAll(async () => {
  await h?.close();
});

/** A person who chose `language` pays a PIX checkout through the sandbox: their e-mail, token and invoice. */
async function paidIn(language: 'en-US' | 'es-ES') {
  const { email } = await registerAccount(h, freshEmail(`recibo-${language.toLowerCase()}`));
  const token = (await signIn(h, email)).accessToken;
  await h.http.put('/api/user/preferences').set(bearer(token)).send({ language }).expect(200);
  const id = (await h.http.post('/api/billing/checkout').set(bearer(token)).send({ plan: 'professional', period: 'monthly', method: 'pix' }).expect(201)).body.data.invoiceId as string;
  const link = await eventually(async () => (await h.http.get(`/api/billing/invoices/${id}`).set(bearer(token))).body.data.paymentLink as string | null, { label: 'a cobrança', timeout: 20_000 });
  const body = JSON.stringify({ deliveryId: randomUUID(), type: 'ChargePaid', chargeId: link.split('/').at(-1), timestamp: Math.floor(Date.now() / 1000) });
  await h.http.post('/api/billing/webhooks/sandbox').set('content-type', 'application/json').set('Sandbox-Sig', signBody(sandboxWebhookSecret(h.runtime.config), body)).send(body).expect(200);
  const mail = await receivedMail(h.runtime, { to: email, tag: 'receipt' });
  const res = await h.http
    .get(`/api/billing/invoices/${id}/receipt.pdf`)
    .set(bearer(token))
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return { mail, pdf: await pdfText(res.body as Buffer) };
}

describe('the receipt in the person language', () => {
  it('mails and downloads it in English to a person who chose en-US', async () => {
    const { mail, pdf } = await paidIn('en-US');
    expect(mail.subject).toMatch(/^Receipt PB-\d{4}-\d{6} for your π Boost purchase \(local simulation\)$/);
    expect(mail.subject).not.toContain('pagamento');
    expect(mail.text).toContain('We received your payment of R$159.00 (PIX) for the Professional plan on');
    expect(mail.text).toContain('(São Paulo time)');
    expect(mail.text).toContain('Sandbox - Local simulation: no real payment was made.');
    expect(mail.text).not.toContain('Olá');
    expect(pdf).toMatch(/Receipt no\. PB-\d{4}-\d{6}/);
    expect(pdf).toContain('Amount paid');
    expect(pdf).not.toContain('Recibo de pagamento');
    expect(pdf).not.toContain('Forma de pagamento');
  }, 60_000);

  it('mails and downloads it in Spanish to a person who chose es-ES', async () => {
    const { mail, pdf } = await paidIn('es-ES');
    expect(mail.subject).toMatch(/^Recibo PB-\d{4}-\d{6} de tu compra en π Boost \(simulación local\)$/);
    expect(mail.subject).not.toContain('pagamento');
    expect(mail.text).toContain('Hemos recibido tu pago de');
    expect(mail.text).toContain('(hora de São Paulo)');
    expect(pdf).toMatch(/Recibo n\.º PB-\d{4}-\d{6}/);
    expect(pdf).toContain('Importe abonado');
    expect(pdf).not.toContain('Recibo de pagamento');
    expect(pdf).not.toContain('Forma de pagamento');
  }, 60_000);
});

describe('the receipt PDF on its own', () => {
  const data: ReceiptData = {
    number: 'PB-2026-000001',
    issuedAt: new Date('2026-11-27T17:05:00Z'),
    issuer: DEMO_ISSUER,
    paidAt: new Date('2026-11-27T17:05:00Z'),
    payerName: 'Maria Silva',
    payerCpf: '***.456.789-**',
    planName: 'Professional',
    billingPeriod: 'annual',
    periodStart: new Date('2026-11-27T17:05:00Z'),
    periodEnd: new Date('2027-11-27T17:05:00Z'),
    currency: 'BRL',
    amount: 159000,
    amountUsdCents: 30000,
    methodName: 'PIX',
    providerLabel: 'Sandbox - Local simulation',
    providerReference: 'sbxpay_1',
    invoiceId: randomUUID(),
    simulated: true,
    refunded: false,
  };

  it('writes every label in English, São Paulo times and the invoice currency', async () => {
    const text = await pdfText(await renderReceipt(data, 'en-US'));
    for (const s of ['Receipt no. PB-2026-000001', 'Issued on 11/27/2026, 02:05 PM (São Paulo time)', 'Professional (annual)', '11/27/2026 to 11/27/2027', 'R$1,590.00', 'US$ 300.00', 'Right of withdrawal']) expect(text).toContain(s);
    for (const s of ['Recibo', 'Valor pago', 'Período', 'horário']) expect(text).not.toContain(s);
  });

  it('keeps the Portuguese receipt as it was', async () => {
    const text = await pdfText(await renderReceipt(data));
    for (const s of ['Recibo de pagamento nº PB-2026-000001', 'Emitido em 27/11/2026, 14:05 (horário de São Paulo)', 'Professional (anual)', '27/11/2026 a 27/11/2027', 'R$ 1.590,00', 'US$ 300,00']) expect(text).toContain(s);
  });
});
