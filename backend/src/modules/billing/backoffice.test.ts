// The sandbox provider, receipts and the back office through the real app, the real jobs and a real
// SMTP server: a fresh install (no provider settings) checks out through the sandbox; a signed
// sandbox webhook pays, while forged, stale, malformed, replayed and duplicated ones change nothing;
// admins mark sandbox invoices paid and refund through the provider, both audited; every payment
// mails a receipt PDF that embeds its font; lists filter; revenue matches figures computed by hand.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { invoiceStream, subscriptionStream, type RecordedEvent } from '@piboost/events';
import { freshEmail, openHarness, registerAccount, signIn, signInStaff, type AppHarness } from '../../../../tests/support/app';
import { pdfText } from '../../../../tests/support/pdf';
import { readStream } from '../../platform/command';
import { createMailer, type Mailer } from '../../platform/mail/mailer';
import { signBody } from '../../platform/payments/signature';
import { openProviders, sandboxWebhookSecret } from './providers';
import { formatAmount, maskCpf } from './receipt';
import { billingService } from './service';
import { billingWorkers } from './workers';
import { eventually } from '../../../../tests/support/eventually';
import { surveyAnswers } from '../../../../tests/support/fixtures';
import { settled } from '../../../../tests/support/settled';

let h: AppHarness;
let smtp: SMTPServer;
let outboxMailer: Mailer;
const mails: string[] = [];
let admin: string;
let support: string;
const adminEmail = freshEmail('chefe');
const supportEmail = freshEmail('suporte');
const DAY = 86_400_000;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const types = (events: readonly RecordedEvent[]) => events.map((e) => e.type);
const answers = surveyAnswers;

interface InvoiceView {
  id: string;
  status: string;
  provider: string;
  providerLabel: string;
  simulated: boolean;
  amount: number;
  currency: 'BRL' | 'BTC';
  paymentLink: string;
  paymentCode: string;
}

async function member(tag: string) {
  const { email, cpf } = await registerAccount(h, freshEmail(tag));
  return { email, cpf, token: (await signIn(h, email)).accessToken };
}

async function checkout(token: string, body: { plan: string; period: string; method: string }): Promise<InvoiceView> {
  const id = (await h.http.post('/api/billing/checkout').set(bearer(token)).send(body).expect(201)).body.data.invoiceId as string;
  return eventually(async () => {
    const data = (await h.http.get(`/api/billing/invoices/${id}`).set(bearer(token)).expect(200)).body.data as InvoiceView;
    return data.paymentCode ? data : null;
  }, { label: 'a cobrança sandbox' });
}

const statusOf = async (token: string, id: string) => (await h.http.get(`/api/billing/invoices/${id}`).set(bearer(token)).expect(200)).body.data.status as string;
const chargeOf = (invoice: InvoiceView) => invoice.paymentLink.split('/').at(-1)!;
const secret = () => sandboxWebhookSecret(h.runtime.config);

function sandboxNotice(chargeId: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({ deliveryId: randomUUID(), type: 'ChargePaid', chargeId, timestamp: Math.floor(Date.now() / 1000), ...extra });
}
const postSandbox = (body: string, sig = signBody(secret(), body)) => h.http.post('/api/billing/webhooks/sandbox').set('content-type', 'application/json').set('Sandbox-Sig', sig).send(body);
const settleJobs = async () => {
  // The webhook's job runs on the queue: give it the time a refused one would have had.
  await new Promise((r) => setTimeout(r, 600));
};

/** The PDF attached to the newest SMTP message to `to` whose subject matches. */
function attachedPdf(to: string): Buffer | null {
  const raw = mails.filter((m) => m.includes(to) && /Subject: .*Recibo/i.test(m.replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_x, b64: string) => Buffer.from(b64, 'base64').toString('utf8')))).at(-1);
  if (!raw) return null;
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw);
  return part ? Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64') : null;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const port = (smtp.server.address() as AddressInfo).port;
  // No BTCPAY_URL, PIX_PSP_URL: a fresh install, where the sandbox serves every method.
  h = await openHarness({ ADMIN_EMAILS: adminEmail });
  // Mail goes out over real SMTP (sign-up codes are read from the outbox before that, below).
  const { runtime } = h;
  const smtpMailer = createMailer({ db: runtime.db, smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: runtime.config.MAIL_FROM, vault: runtime.vault, keyedHash: runtime.keyedHash });
  for (const w of billingWorkers) h.runtime.jobs.worker(w.queue, (job) => w.process(h.runtime, job as never), { concurrency: w.concurrency });
  await billingService(h.runtime).jobs.refreshQuotes();
  await registerAccount(h, adminEmail);
  await registerAccount(h, supportEmail);
  await settled(h);
  admin = (await signInStaff(h, adminEmail)).accessToken;
  const supportId = (await h.runtime.db('users').where({ email_hash: h.runtime.keyedHash(supportEmail) }).first('id')).id as string;
  await h.http.post(`/api/admin/users/${supportId}/role`).set(bearer(admin)).send({ role: 'support', reason: 'equipe de suporte' }).expect(200);
  await settled(h);
  support = (await signInStaff(h, supportEmail)).accessToken;
  payerA = await member('sandbox-a');
  outboxMailer = runtime.mailer;
  (runtime as { mailer: Mailer }).mailer = smtpMailer;
}, 90_000);

afterAll(async () => {
  await h?.close();
  await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
});

let payerA: Awaited<ReturnType<typeof member>>;
let invoiceA: InvoiceView;
let payerB: Awaited<ReturnType<typeof member>>;
let invoiceB: InvoiceView;
let invoiceC: InvoiceView;

describe('the sandbox provider (fresh install)', () => {
  it('serves every method, labelled, and its page says what it is', async () => {
    const methods = (await h.http.get('/api/user/payment-methods').set(bearer(admin)).expect(200)).body.data as { id: string; simulated: boolean; sandbox: boolean }[];
    expect(methods.map((m) => [m.id, m.simulated, m.sandbox])).toEqual([
      ['pix', true, true],
      ['lightning', true, true],
      ['bitcoin', true, true],
    ]);
    invoiceA = await checkout(payerA.token, { plan: 'professional', period: 'monthly', method: 'pix' });
    expect(invoiceA).toMatchObject({ provider: 'sandbox', providerLabel: 'Sandbox - Simulação local', simulated: true, currency: 'BRL', status: 'open' });
    expect(invoiceA.paymentCode).toBe(`piboost-sandbox:${chargeOf(invoiceA)}?amount=${invoiceA.amount}&currency=BRL`);
    const page = await h.http.get(new URL(invoiceA.paymentLink).pathname).expect(200);
    expect(page.text).toContain('Sandbox - Simulação local');
    expect(page.text).toContain(formatAmount('BRL', invoiceA.amount));
    expect(page.text).toContain('aguardando pagamento');
    await h.http.get('/api/billing/sandbox/sbx_000000000000000000000000').expect(404);
  });

  it('refuses forged, stale and malformed webhooks; a signed one pays; its replay and a duplicate change nothing', async () => {
    const charge = chargeOf(invoiceA);
    const forged = await postSandbox(sandboxNotice(charge), signBody('outro-segredo-qualquer', sandboxNotice(charge))).expect(401);
    expect(forged.body.message).toBe('Assinatura Sandbox-Sig inválida.');
    await postSandbox(sandboxNotice(charge), '').expect(401);
    // Signed over other bytes than those sent: refused before parsing.
    const body = sandboxNotice(charge);
    await postSandbox(`${body} `, signBody(secret(), body)).expect(401);
    const stale = await postSandbox(sandboxNotice(charge, { timestamp: Math.floor(Date.now() / 1000) - 600 })).expect(401);
    expect(stale.body.message).toBe('Webhook sandbox fora da janela de 5 minutos (reenvio recusado).');
    await postSandbox('{"deliveryId":1}').expect(400);
    await postSandbox(sandboxNotice(charge, { amount: -5 })).expect(400);
    await settleJobs();
    expect(await statusOf(payerA.token, invoiceA.id)).toBe('open');
    expect(await h.runtime.db('billing_webhook_deliveries').where({ provider: 'sandbox' })).toHaveLength(0);

    const paid = sandboxNotice(charge);
    expect((await postSandbox(paid).expect(200)).body).toMatchObject({ received: 1, fresh: 1 });
    await eventually(async () => (await statusOf(payerA.token, invoiceA.id)) === 'paid', { label: 'o pagamento' });
    const userId = (await readStream(h.runtime.store, invoiceStream(invoiceA.id)))[0]!.data as { userId: string };
    await eventually(async () => (await readStream(h.runtime.store, subscriptionStream(userId.userId))).length === 1, { label: 'o período' });
    const before = types(await readStream(h.runtime.store, invoiceStream(invoiceA.id)));
    expect(before).toEqual(['InvoiceRequested', 'InvoiceCreated', 'InvoicePaid']);

    // The same bytes again (a replay inside the window): logged once, nothing new.
    expect((await postSandbox(paid).expect(200)).body).toMatchObject({ received: 1, fresh: 0 });
    // A second, fresh notice for the paid charge (a duplicate): its job finds nothing left to pay.
    expect((await postSandbox(sandboxNotice(charge)).expect(200)).body).toMatchObject({ fresh: 1 });
    await settleJobs();
    expect(types(await readStream(h.runtime.store, invoiceStream(invoiceA.id)))).toEqual(before);
    expect(await readStream(h.runtime.store, subscriptionStream(userId.userId))).toHaveLength(1);
    const row = await h.runtime.db('billing_sandbox_charges').where({ id: charge }).first();
    expect(Number(row.paid_amount)).toBe(invoiceA.amount);
  });

  it('mails a receipt PDF over SMTP that renders π, ã and the amount; the owner downloads the same, nobody else', async () => {
    const pdf = await eventually(async () => attachedPdf(payerA.email), { label: 'o recibo por SMTP' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('π Boost');
    expect(text).toMatch(/Recibo de pagamento nº PB-\d{4}-\d{6}/);
    expect(text).toContain('horário de São Paulo');
    expect(text).toContain('Preço do plano');
    expect(text).toContain(formatAmount('BRL', invoiceA.amount));
    expect(text).toContain(maskCpf(payerA.cpf));
    expect(text).not.toContain(payerA.cpf.replace(/\D/g, ''));
    expect(text).toContain('Professional (mensal)');
    expect(text).toContain('Sandbox - Simulação local');
    expect(text).toMatch(/sbxpay_[0-9a-f]{24}/);
    // The font is embedded (a subset), not one of the 14 standard fonts that cannot encode π.
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);

    const download = await h.http.get(`/api/billing/invoices/${invoiceA.id}/receipt.pdf`).set(bearer(payerA.token)).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/attachment; filename="recibo-PB-\d{4}-\d{6}\.pdf"/);
    const downloaded = await pdfText(download.body as Buffer);
    expect(downloaded).toContain(/nº (PB-\d{4}-\d{6})/.exec(text)![1]!);
    // Sign-ups read their codes from the outbox again (the SMTP copy masks them).
    (h.runtime as { mailer: Mailer }).mailer = outboxMailer;
    const stranger = await member('curiosa');
    expect((await h.http.get(`/api/billing/invoices/${invoiceA.id}/receipt.pdf`).set(bearer(stranger.token)).expect(404)).body.message).toBe('Recibo não encontrado: a fatura não foi paga.');
    const history = (await h.http.get('/api/billing/invoices').set(bearer(payerA.token)).expect(200)).body.data as { id: string; provider: string; paidAt: string | null }[];
    expect(history).toEqual([expect.objectContaining({ id: invoiceA.id, provider: 'sandbox', paidAt: expect.any(String) })]);
    // One receipt per payment, mailed once even though the invoice was re-read three times.
    expect(await h.runtime.db('outbox').where({ tag: 'receipt', reference: invoiceA.id })).toHaveLength(1);
  });
});

describe('back office actions', () => {
  it('"Marcar como paga (sandbox)": admins only, audited, paid through the sandbox job', async () => {
    payerB = await member('sandbox-b');
    invoiceB = await checkout(payerB.token, { plan: 'elite', period: 'monthly', method: 'lightning' });
    expect(invoiceB).toMatchObject({ provider: 'sandbox', currency: 'BTC' });
    const path = `/api/admin/billing/invoices/${invoiceB.id}/mark-paid-sandbox`;
    await h.http.post(path).set(bearer(payerB.token)).expect(403);
    expect((await h.http.post(path).set(bearer(support)).expect(403)).body.message).toBe('Acesso restrito a administradores.');
    expect((await h.http.post(path).set(bearer(admin)).expect(200)).body.message).toBe('Pagamento sandbox registrado. A fatura fica paga em instantes.');
    await eventually(async () => (await statusOf(payerB.token, invoiceB.id)) === 'paid', { label: 'o pagamento' });
    expect((await h.http.post(path).set(bearer(admin)).expect(409)).body.message).toBe('Esta fatura não está aguardando pagamento.');
    expect(types(await readStream(h.runtime.store, invoiceStream(invoiceB.id)))).toEqual(['InvoiceRequested', 'InvoiceCreated', 'InvoiceMarkedPaidInSandbox', 'InvoicePaid']);
    const adminId = (await h.runtime.db('users').where({ email_hash: h.runtime.keyedHash(adminEmail) }).first('id')).id as string;
    const audit = await eventually(async () => h.runtime.db('audit_log').where({ action: 'InvoiceMarkedPaidInSandbox', target_id: invoiceB.id }).first(), { label: 'a auditoria' });
    expect(audit).toMatchObject({ actor_id: adminId, target_type: 'invoice' });
  });

  it('"Reembolsar": admins only, through the provider, ends the paid access at once, audited', async () => {
    const path = `/api/admin/billing/invoices/${invoiceB.id}/refund`;
    await h.http.post(path).set(bearer(support)).expect(403);
    const me = async () => (await h.http.get('/api/billing/subscription').set(bearer(payerB.token)).expect(200)).body.data as { premium: boolean };
    await eventually(async () => (await me()).premium, { label: 'o Premium' });
    expect((await h.http.post(path).set(bearer(admin)).expect(200)).body.message).toBe('Reembolso solicitado ao provedor. O acesso pago desta fatura foi encerrado.');
    expect((await me()).premium).toBe(false);
    await h.http.post(path).set(bearer(admin)).expect(409);
    await eventually(async () => (await statusOf(payerB.token, invoiceB.id)) === 'refunded', { label: 'o reembolso' });
    const refunded = (await readStream(h.runtime.store, invoiceStream(invoiceB.id))).at(-1)!;
    expect(refunded).toMatchObject({ type: 'InvoiceRefunded', data: { reason: 'staff', amount: invoiceB.amount, providerRefundId: expect.stringMatching(/^sbxrf_/) } });
    expect((await h.runtime.db('billing_sandbox_charges').where({ id: chargeOf(invoiceB) }).first()).refund_id).toBe((refunded.data as { providerRefundId: string }).providerRefundId);
    await eventually(async () => h.runtime.db('audit_log').where({ action: 'RefundRequested', target_id: invoiceB.id, target_type: 'invoice' }).first(), { label: 'a auditoria' });
    // An open invoice cannot be refunded.
    const open = await checkout(payerB.token, { plan: 'professional', period: 'monthly', method: 'pix' });
    expect((await h.http.post(`/api/admin/billing/invoices/${open.id}/refund`).set(bearer(admin)).expect(409)).body.message).toBe('Só uma fatura paga pode ser reembolsada.');
  });

  it('a trial user who pays the annual plan (and one who does not) - for the revenue figures', async () => {
    const c = await member('teste-e-paga');
    await h.http.post('/api/user/submit-survey-and-activate-trial').set(bearer(c.token)).send(answers).expect(200);
    const d = await member('so-teste');
    await h.http.post('/api/user/submit-survey-and-activate-trial').set(bearer(d.token)).send(answers).expect(200);
    invoiceC = await checkout(c.token, { plan: 'professional', period: 'annual', method: 'bitcoin' });
    await postSandbox(sandboxNotice(chargeOf(invoiceC))).expect(200);
    await eventually(async () => (await statusOf(c.token, invoiceC.id)) === 'paid', { label: 'o pagamento' });
  });
});

describe('back office lists (ra-data-simple-rest)', () => {
  const list = (path: string, filter: object, sort = ['createdAt', 'ASC']) => h.http.get(path).query({ filter: JSON.stringify(filter), sort: JSON.stringify(sort) }).set(bearer(support));

  it('filters invoices by status, method, provider and period; the detail lists events and deliveries', async () => {
    await settled(h);
    const ids = async (filter: object) => ((await list('/api/admin/billing/invoices', filter).expect(200)).body as { id: string }[]).map((r) => r.id);
    expect(await ids({ status: 'paid' })).toEqual([invoiceA.id, invoiceC.id]);
    expect(await ids({ status: 'refunded' })).toEqual([invoiceB.id]);
    expect(await ids({ method: 'bitcoin' })).toEqual([invoiceC.id]);
    expect(await ids({ billingPeriod: 'annual' })).toEqual([invoiceC.id]);
    expect(await ids({ provider: 'sandbox', status: ['paid', 'refunded'] })).toEqual([invoiceA.id, invoiceB.id, invoiceC.id]);
    expect(await ids({ createdAt_gte: new Date(Date.now() + DAY).toISOString() })).toEqual([]);
    // Per person: the back office's "Pessoa" filter and the person page's Faturas tab send userId.
    const ownerOf = async (email: string) => (await h.runtime.db('users').where({ email_hash: h.runtime.keyedHash(email) }).first('id')).id as string;
    expect(await ids({ userId: await ownerOf(payerA.email) })).toEqual([invoiceA.id]);
    expect(await ids({ userId: await ownerOf(payerB.email), status: 'refunded' })).toEqual([invoiceB.id]);
    expect(await ids({ userId: await ownerOf(adminEmail) })).toEqual([]);
    const bad = await list('/api/admin/billing/invoices', { segredo: 1 }).expect(400);
    expect(bad.body.errors.filter).toBe('Filtro desconhecido: segredo.');

    const detail = (await h.http.get(`/api/admin/billing/invoices/${invoiceA.id}`).set(bearer(support)).expect(200)).body;
    expect(detail).toMatchObject({ providerLabel: 'Sandbox - Simulação local', status: 'paid' });
    expect(detail.events.map((e: { label: string }) => e.label)).toEqual(['Fatura solicitada', 'Fatura criada', 'Fatura paga']);
    expect(detail.deliveries).toHaveLength(2);
    const b = (await h.http.get(`/api/admin/billing/invoices/${invoiceB.id}`).set(bearer(support)).expect(200)).body;
    expect(b.events.filter((e: { staffId: string | null }) => e.staffId).map((e: { type: string }) => e.type)).toEqual(['InvoiceMarkedPaidInSandbox', 'RefundRequested', 'InvoiceRefunded']);
  });

  it('lists subscriptions with their state, filterable', async () => {
    const rows = async (filter: object) => (await list('/api/admin/billing/subscriptions', filter, ['premiumUntil', 'DESC']).expect(200)).body as { id: string; status: string; plan: string; billingPeriod: string | null; invoicesPaid: number }[];
    const all = await rows({});
    expect(all).toHaveLength(4);
    expect((await rows({ status: 'active' })).map((r) => [r.plan, r.billingPeriod, r.invoicesPaid]).sort()).toEqual([
      ['professional', 'annual', 1],
      ['professional', 'monthly', 1],
    ]);
    expect(await rows({ status: 'trial' })).toHaveLength(1);
    expect((await rows({ status: 'lapsed' })).map((r) => r.invoicesPaid)).toEqual([1]);
  });
});

describe('revenue analytics', () => {
  it('MRR, active by plan, trial -> paid conversion and churn match the figures computed by hand', async () => {
    await h.http.get('/api/admin/billing/revenue').set(bearer(support)).expect(403);
    const { data } = (await h.http.get('/api/admin/billing/revenue').set(bearer(admin)).expect(200)).body;
    // Active paid: A (Professional monthly, launch price US$ 30) and C (Professional annual, US$ 576 / 12 = 48).
    // B (Elite) was refunded: not active, and lapsed within 30 days of the three paid subscribers.
    // Trials: C and D; C paid.
    expect(data).toMatchObject({
      mrrUsdCents: 3000 + 4800,
      activeByPlan: { professional: 2, elite: 0 },
      trials: 2,
      trialsConverted: 1,
      conversionPercent: 50,
      churnPercent: 33.3,
    });
    // Revenue today: A's 30 + C's 576 (B's refunded payment counts as paid, not as revenue).
    expect(data.days).toHaveLength(1);
    expect(data.days[0]).toMatchObject({ revenueUsdCents: 3000 + 57600, invoicesPaid: 3 });
    const csv = await h.http.get('/api/admin/billing/revenue.csv').set(bearer(admin)).expect(200);
    expect(csv.text.startsWith('\uFEFFDia;Receita (US$);Faturas pagas')).toBe(true);
    expect(csv.text).toContain(';606;3');
    // Taking the revenue out is a staff action like any export.
    const audited = await eventually(async () => h.runtime.db('audit_log').where({ action: 'DataExported', target_id: 'revenue' }).first(), { label: 'a auditoria da receita' });
    expect(audited).toMatchObject({ target_type: 'export', details: { filter: {} } });
  });
});

describe('production', () => {
  it('never builds the sandbox: without real providers it refuses to start, with them there is no sandbox', async () => {
    const config = { ...h.runtime.config, NODE_ENV: 'production' as const };
    await expect(openProviders(config, h.runtime.db, () => h.runtime.now())).rejects.toThrow(/simuladores locais são recusados/);
    const real = await openProviders({ ...config, BTCPAY_URL: 'http://127.0.0.1:9', PIX_PSP_URL: 'http://127.0.0.1:9', MARKET_DATA_URL: 'http://127.0.0.1:9' }, h.runtime.db, () => h.runtime.now());
    expect(Object.keys(real.payments).sort()).toEqual(['btcpay', 'pix']);
    await real.close();
  });
});
