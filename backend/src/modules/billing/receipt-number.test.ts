// Receipt numbers and issuer (issue 21 item 4) through the real app, jobs and event store. The
// database first holds what the old numbering left (a serial that a re-download's conflicting insert
// advanced, so numbers went missing); the new scheme keeps those numbers and continues after
// them: a number given once, at payment, re-downloads keeping it, concurrent payments consecutive,
// and a new São Paulo year starting again at 000001. The receipt names the configured issuer.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReceiptIssued, receiptsStream, type RecordedEvent } from '@piboost/events';
import { freshEmail, openHarness, registerAccount, signIn, type AppHarness } from '../../../../tests/support/app';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/db';
import { pdfText } from '../../../../tests/support/pdf';
import { DEMO_ISSUER } from '../../config';
import { readStream } from '../../platform/command';
import { createDb } from '../../platform/db/knex';
import { migrate } from '../../platform/db/migrate';
import { signBody } from '../../platform/payments/signature';
import { billingMigrations } from './migrations';
import { sandboxWebhookSecret } from './providers';
import { renderReceipt, type ReceiptData } from './receipt';
import { decideReceipt, foldReceiptYear, issuedReceipt, issueReceiptNumber, saoPauloYear } from './receipt-number';
import { billingService } from './service';
import { billingWorkers } from './workers';
import { eventually } from '../../../../tests/support/eventually';

const ISSUER = { ISSUER_LEGAL_NAME: 'Pi Boost Tecnologia Ltda.', ISSUER_CNPJ: '11.222.333/0001-81', ISSUER_ADDRESS: 'Av. Paulista, 1000, conj. 101, Bela Vista, São Paulo - SP, 01310-100' };
const legacy = { first: randomUUID(), second: randomUUID(), lastYear: randomUUID() };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** Payments through the app are paid now: the legacy receipts are placed in this year and the one before. */
const Y = saoPauloYear(new Date());
const sequences = (events: readonly RecordedEvent[]) => events.map((e) => (e.data as { sequence: number }).sequence);

let db: TestDatabase;
let h: AppHarness;

beforeAll(async () => {
  db = await createTestDatabase();
  const knex = createDb(db.url);
  await migrate(knex, billingMigrations.slice(0, 2));
  // The old numbering: first use inserts, and every later use's ignored insert still takes a serial.
  const oldNumber = (invoiceId: string, issuedAt: string) => knex('billing_receipts').insert({ invoice_id: invoiceId, issued_at: issuedAt }).onConflict('invoice_id').ignore();
  await oldNumber(legacy.lastYear, `${Y - 1}-12-30T15:00:00Z`);
  await oldNumber(legacy.first, `${Y}-03-01T15:00:00Z`);
  await oldNumber(legacy.first, `${Y}-03-02T15:00:00Z`);
  await oldNumber(legacy.second, `${Y}-04-01T15:00:00Z`);
  await knex.destroy();
  h = await openHarness({ DATABASE_URL: db.url, ...ISSUER });
  for (const w of billingWorkers) h.runtime.jobs.worker(w.queue, (job) => w.process(h.runtime, job as never), { concurrency: w.concurrency });
  await billingService(h.runtime).jobs.refreshQuotes();
}, 90_000);

afterAll(async () => {
  await h?.close();
  await db?.drop();
});

/** A member checks out with PIX and a signed sandbox webhook pays it: the invoice's id and the member's token. */
async function paidInvoice(tag: string) {
  const { email } = await registerAccount(h, freshEmail(tag));
  const token = (await signIn(h, email)).accessToken;
  const id = (await h.http.post('/api/billing/checkout').set(bearer(token)).send({ plan: 'professional', period: 'monthly', method: 'pix' }).expect(201)).body.data.invoiceId as string;
  const invoice = (await h.http.get(`/api/billing/invoices/${id}`).set(bearer(token))).body.data as { paymentLink: string | null };
  const link = invoice.paymentLink ?? (await eventually(async () => (await h.http.get(`/api/billing/invoices/${id}`).set(bearer(token))).body.data.paymentLink as string | null, { label: 'a cobrança', timeout: 20_000 }));
  const body = JSON.stringify({ deliveryId: randomUUID(), type: 'ChargePaid', chargeId: link.split('/').at(-1), timestamp: Math.floor(Date.now() / 1000) });
  await h.http.post('/api/billing/webhooks/sandbox').set('content-type', 'application/json').set('Sandbox-Sig', signBody(sandboxWebhookSecret(h.runtime.config), body)).send(body).expect(200);
  // The number is given in the same re-read that records the payment.
  await eventually(async () => (await h.runtime.db('billing_receipts').where({ invoice_id: id }).first()) ?? null, { label: 'o número do recibo', timeout: 20_000 });
  return { id, token };
}

async function download(token: string, invoiceId: string) {
  const res = await h.http
    .get(`/api/billing/invoices/${invoiceId}/receipt.pdf`)
    .set(bearer(token))
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return { fileName: /filename="([^"]+)"/.exec(res.headers['content-disposition'] as string)![1], text: await pdfText(res.body as Buffer) };
}

describe('receipt numbers', () => {
  it('keeps the numbers given before, gaps and all', async () => {
    expect((await issuedReceipt(h.runtime, legacy.lastYear))?.number).toBe(`PB-${Y - 1}-000001`);
    expect((await issuedReceipt(h.runtime, legacy.first))?.number).toBe(`PB-${Y}-000002`);
    expect((await issuedReceipt(h.runtime, legacy.second))?.number).toBe(`PB-${Y}-000004`);
  });

  it('numbers a payment once, at payment: re-downloads keep the number and the next payment takes the next one', async () => {
    const a = await paidInvoice('recibo-a');
    const first = await download(a.token, a.id);
    expect(first.fileName).toBe(`recibo-PB-${Y}-000005.pdf`);
    expect(first.text).toContain(`Recibo de pagamento nº PB-${Y}-000005`);
    for (let i = 0; i < 3; i++) expect((await download(a.token, a.id)).fileName).toBe(`recibo-PB-${Y}-000005.pdf`);
    // The mailed receipt asked for it too: still one number.
    await eventually(async () => (await h.runtime.db('outbox').where({ tag: 'receipt', reference: a.id }).first()) ?? null, { label: 'o recibo por e-mail', timeout: 20_000 });
    const b = await paidInvoice('recibo-b');
    expect((await download(b.token, b.id)).fileName).toBe(`recibo-PB-${Y}-000006.pdf`);
    const events = await readStream(h.runtime.store, receiptsStream(Y));
    expect(events.map((e) => e.type)).toEqual([ReceiptIssued.type, ReceiptIssued.type]);
    expect(sequences(events)).toEqual([5, 6]);
  });

  it('names the issuer from the settings: legal name, CNPJ and address', async () => {
    const c = await paidInvoice('recibo-c');
    const { text } = await download(c.token, c.id);
    expect(text).toContain('Pi Boost Tecnologia Ltda.');
    expect(text).toContain('CNPJ 11.222.333/0001-81');
    expect(text).toContain(ISSUER.ISSUER_ADDRESS);
    expect(text).not.toContain('demonstração');
    const issued = (await readStream(h.runtime.store, receiptsStream(Y))).at(-1)!;
    expect(issued.data).toMatchObject({ invoiceId: c.id, issuer: { legalName: 'Pi Boost Tecnologia Ltda.', cnpj: '11222333000181', demo: false } });
  });

  it('gives payments at once consecutive numbers, and one invoice asked for at once a single number', async () => {
    const before = sequences(await readStream(h.runtime.store, receiptsStream(Y))).at(-1)!;
    const paidAt = new Date(`${Y}-06-20T15:00:00Z`);
    const invoices = Array.from({ length: 6 }, () => ({ invoiceId: randomUUID(), userId: randomUUID(), paidAt }));
    const numbers = await Promise.all(invoices.map((i) => issueReceiptNumber(h.runtime, i)));
    expect(numbers.map((n) => n.number).sort()).toEqual(Array.from({ length: 6 }, (_, i) => `PB-${Y}-${String(before + 1 + i).padStart(6, '0')}`));
    const same = { invoiceId: randomUUID(), userId: randomUUID(), paidAt };
    const again = await Promise.all(Array.from({ length: 4 }, () => issueReceiptNumber(h.runtime, same)));
    expect(new Set(again.map((n) => n.number)).size).toBe(1);
    // Gapless: every number from the first after the legacy ones, each once.
    const all = sequences(await readStream(h.runtime.store, receiptsStream(Y)));
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => 5 + i));
    expect(all.at(-1)).toBe(before + 7);
  });

  it('starts again at 000001 when the São Paulo year turns', async () => {
    const at = (iso: string) => issueReceiptNumber(h.runtime, { invoiceId: randomUUID(), userId: randomUUID(), paidAt: new Date(iso) });
    // 23:59:59 of 31 December in São Paulo is still the old year; midnight there starts the new one.
    expect((await at(`${Y + 2}-01-01T02:59:59Z`)).number).toBe(`PB-${Y + 1}-000001`);
    expect((await at(`${Y + 2}-01-01T03:00:00Z`)).number).toBe(`PB-${Y + 2}-000001`);
    expect((await at(`${Y + 2}-01-02T10:00:00Z`)).number).toBe(`PB-${Y + 2}-000002`);
    expect((await at(`${Y + 1}-12-31T12:00:00Z`)).number).toBe(`PB-${Y + 1}-000002`);
  });
});

describe('the receipt decider', () => {
  const cmd = { invoiceId: randomUUID(), userId: randomUUID(), paidAt: new Date('2026-06-01T12:00:00Z'), issuedAt: new Date('2026-06-01T12:00:05Z'), issuer: DEMO_ISSUER, floor: 0 };
  it('given no receipt this year, when a payment is numbered, then it is 000001; after legacy numbers, the next one', () => {
    expect(decideReceipt(foldReceiptYear([]), cmd).issued).toMatchObject({ year: 2026, sequence: 1, number: 'PB-2026-000001' });
    expect(decideReceipt(foldReceiptYear([]), { ...cmd, floor: 41 }).issued.number).toBe('PB-2026-000042');
  });
});

describe('the demonstration issuer', () => {
  it('says on the receipt that it identifies no company', async () => {
    const data: ReceiptData = {
      number: 'PB-2026-000001',
      issuedAt: new Date(),
      issuer: DEMO_ISSUER,
      paidAt: new Date(),
      payerName: 'Maria Silva',
      payerCpf: '***.456.789-**',
      planName: 'Professional',
      billingPeriod: 'monthly',
      periodStart: null,
      periodEnd: null,
      currency: 'BRL',
      amount: 15900,
      amountUsdCents: 3000,
      methodName: 'PIX',
      providerLabel: 'Sandbox - Simulação local',
      providerReference: 'sbxpay_1',
      invoiceId: randomUUID(),
      simulated: true,
      refunded: false,
    };
    const text = await pdfText(await renderReceipt(data));
    expect(text).toContain('Emissor de demonstração (instalação local)');
    expect(text).toContain('CNPJ não configurado');
    expect(text).toContain('este recibo não identifica uma empresa');
  });
});
