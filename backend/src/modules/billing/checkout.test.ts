// Checkout through the real app, the real jobs and the providers' local fakes speaking their
// protocols: PIX pays through the PSP's webhook, Lightning through BTCPay's signed one; forged,
// replayed and duplicated webhooks change nothing; an invoice expires when its time passes; two
// paid invoices never make two overlapping periods; the invoices read model rebuilds identically.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { invoiceStream, subscriptionStream } from '@piboost/events';
import { freshEmail, lastMail, registerAccount, signIn, type AppHarness } from '../../../../tests/support/app';
import * as support from '../../../../tests/support/billing';
import { sessionToken } from '../../../../tests/support/sessions';
import { asBytes, readSpreadsheet } from '../../../../tests/support/spreadsheet';
import { bearer, DAY, PIX_TOKEN, types, type BillingHarness } from '../../../../tests/support/billing';
import { readStream } from '../../platform/command';
import type { FakeBtcPay } from '../../platform/payments/fake-btcpay';
import type { FakePixPsp } from '../../platform/payments/fake-pix-psp';
import { txidOf } from '../../platform/payments/pix';
import { signBody } from '../../platform/payments/signature';
import { QUEUES } from './service';
import { sendRenewalReminders } from './reminders';
import { eventually } from '../../../../tests/support/eventually';
import { settled } from '../../../../tests/support/settled';

let b: BillingHarness;
let h: AppHarness;
let btcpay: FakeBtcPay;
let psp: FakePixPsp;

const member = () => support.member(h);
const checkout = (token: string, body: { plan: string; period: string; method: string }) => support.checkout(h, token, body);
const statusOf = (token: string, id: string) => support.statusOf(h, token, id);
const userIdOf = async (id: string) => ({ userId: await support.userIdOf(h, id) });

beforeAll(async () => {
  b = await support.openBillingHarness();
  ({ h, btcpay, psp } = b);
}, 60_000);

afterAll(async () => {
  await b?.close();
});

describe('plans', () => {
  it('prices in US$ with the BRL equivalent of the latest quote', async () => {
    const res = await h.http.get('/api/billing/plans').expect(200);
    const professional = res.body.data.plans.find((p: { id: string }) => p.id === 'professional');
    expect(professional).toMatchObject({ listUsdCents: 6000, monthlyUsdCents: 3000, monthlyBrlCents: 15900, annualMonthlyUsdCents: 4800, annualUsdCents: 57600 });
    expect(res.body.data.quote).toMatchObject({ usdBrl: '5.300000', source: 'coingecko', simulated: false });
  });

  it('refuses to price without a usable quote and says why (the first minute of an install, issue 21 item 9)', async () => {
    const token = await member();
    // The state of a fresh install before its first quote: nothing to price with.
    const kept = await h.runtime.db('billing_quote_snapshots').select('*');
    await h.runtime.db('billing_quote_snapshots').del();
    try {
      const res = await h.http.post('/api/billing/checkout').set(bearer(token)).send({ plan: 'professional', period: 'monthly', method: 'pix' });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'QUOTE_UNAVAILABLE', message: 'Cotação indisponível no momento. Tente novamente em alguns minutos.' });
    } finally {
      await h.runtime.db('billing_quote_snapshots').insert(kept);
    }
  });
});

describe('PIX', () => {
  it('the server prices the invoice, the PSP webhook pays it after GET /cob confirms, and Premium starts', async () => {
    const token = await member();
    const invoice = await checkout(token, { plan: 'professional', period: 'monthly', method: 'pix' });
    expect(invoice).toMatchObject({ currency: 'BRL', amount: 15900, status: 'open' });
    expect(isValidPixPayload(invoice.paymentCode)).toBe(true);
    expect(invoice.qrSvg).toContain('<svg');

    // A notification without the URL's token is refused; one with it but for a Pix nobody paid is
    // logged, re-read at the PSP (still ATIVA) and changes nothing.
    const forged = JSON.stringify({ pix: [{ endToEndId: 'E1823612020261123000000000000001', txid: txidOf(invoice.id), valor: '159.00', horario: new Date().toISOString() }] });
    await h.http.post('/api/billing/webhooks/pix/pix').set('content-type', 'application/json').send(forged).expect(401);
    await h.http.post(`/api/billing/webhooks/pix/pix?hmac=${PIX_TOKEN}`).set('content-type', 'application/json').send(forged).expect(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(await statusOf(token, invoice.id)).toBe('open');

    await psp.pay(txidOf(invoice.id));
    await eventually(async () => (await statusOf(token, invoice.id)) === 'paid', { label: 'o pagamento' });
    const { userId } = await userIdOf(invoice.id);
    const periods = await eventually(async () => {
      const s = await readStream(h.runtime.store, subscriptionStream(userId));
      return s.length ? s : null;
    }, { label: 'o período' });
    expect(types(periods)).toEqual(['SubscriptionPeriodStarted']);
    const p = periods[0]!.data as { startsAt: string; endsAt: string; plan: string };
    expect(p.plan).toBe('professional');
    expect(Date.parse(p.endsAt) - Date.parse(p.startsAt)).toBe(30 * DAY);

    // The same notification again (a replay) is recognised by its endToEndId: nothing new happens.
    const before = types(await readStream(h.runtime.store, invoiceStream(invoice.id)));
    expect((await psp.replayLast())).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(types(await readStream(h.runtime.store, invoiceStream(invoice.id)))).toEqual(before);
    expect(before).toEqual(['InvoiceRequested', 'InvoiceCreated', 'InvoicePaid']);
    expect(await readStream(h.runtime.store, subscriptionStream(userId))).toHaveLength(1);
  });
});

describe('Lightning through BTCPay', () => {
  it('quotes satoshis, settles through the signed webhook and refuses forged or replayed ones', async () => {
    const token = await member();
    const invoice = await checkout(token, { plan: 'elite', period: 'monthly', method: 'lightning' });
    // US$ 99 at US$ 100,000 per BTC = 99,000 sats.
    expect(invoice).toMatchObject({ currency: 'BTC', amount: 99_000 });
    expect(invoice.paymentCode).toMatch(/^lightning:lnbcrt/);
    const providerId = btcpay.invoices().at(-1)!.id;

    const forgedBody = JSON.stringify({ deliveryId: 'forjado-1', type: 'InvoiceSettled', timestamp: Math.floor(Date.now() / 1000), storeId: btcpay.storeId, invoiceId: providerId });
    const refused = await h.http.post('/api/billing/webhooks/btcpay').set('content-type', 'application/json').set('BTCPay-Sig', signBody('outro-segredo', forgedBody)).send(forgedBody).expect(401);
    expect(refused.body.message).toBe('Assinatura BTCPay-Sig inválida.');
    // Correctly signed but the invoice is unpaid at BTCPay: the re-read grants nothing.
    await h.http.post('/api/billing/webhooks/btcpay').set('content-type', 'application/json').set('BTCPay-Sig', signBody(btcpay.webhookSecret, forgedBody)).send(forgedBody).expect(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(await statusOf(token, invoice.id)).toBe('open');

    await btcpay.pay(providerId);
    await eventually(async () => (await statusOf(token, invoice.id)) === 'paid', { label: 'o pagamento' });
    const before = types(await readStream(h.runtime.store, invoiceStream(invoice.id)));
    expect(await btcpay.replayLast()).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(types(await readStream(h.runtime.store, invoiceStream(invoice.id)))).toEqual(before);
    const { userId } = await userIdOf(invoice.id);
    await eventually(async () => (await readStream(h.runtime.store, subscriptionStream(userId))).length === 1, { label: 'o período' });
  });

  it('records an underpayment without granting anything', async () => {
    const token = await member();
    const invoice = await checkout(token, { plan: 'professional', period: 'monthly', method: 'bitcoin' });
    expect(invoice.paymentCode).toMatch(/^bitcoin:bcrt1q/);
    await btcpay.pay(btcpay.invoices().at(-1)!.id, 1_000);
    await eventually(async () => (await statusOf(token, invoice.id)) === 'underpaid', { label: 'a falta' });
    const { userId } = await userIdOf(invoice.id);
    expect(await readStream(h.runtime.store, subscriptionStream(userId))).toHaveLength(0);
  });
});

describe('expiry and concurrency', () => {
  it('expires an unpaid invoice when its 15 minutes pass (the delayed job, clock moved)', async () => {
    const token = await member();
    const invoice = await checkout(token, { plan: 'professional', period: 'annual', method: 'pix' });
    const realNow = h.runtime.now;
    h.runtime.now = () => new Date(Date.now() + 16 * 60_000);
    try {
      const job = await h.runtime.jobs.queue(QUEUES.charges).getJob(`expire-${invoice.id}`);
      expect(await job!.getState()).toBe('delayed');
      await job!.promote();
      await eventually(async () => (await statusOf(token, invoice.id)) === 'expired', { label: 'a expiração' });
    } finally {
      h.runtime.now = realNow;
    }
  });

  it('two invoices paid at once make one period and its extension, never two overlapping periods', async () => {
    const token = await member();
    const [a, b] = await Promise.all([
      checkout(token, { plan: 'professional', period: 'monthly', method: 'pix' }),
      checkout(token, { plan: 'professional', period: 'monthly', method: 'pix' }),
    ]);
    await Promise.all([psp.pay(txidOf(a!.id)), psp.pay(txidOf(b!.id))]);
    const { userId } = await userIdOf(a!.id);
    const periods = await eventually(async () => {
      const s = await readStream(h.runtime.store, subscriptionStream(userId));
      return s.length === 2 ? s : null;
    }, { label: 'os dois períodos' });
    expect(types(periods)).toEqual(['SubscriptionPeriodStarted', 'SubscriptionPeriodExtended']);
    const started = periods[0]!.data as { startsAt: string; endsAt: string };
    const extended = periods[1]!.data as { previousEndsAt: string; endsAt: string };
    expect(extended.previousEndsAt).toBe(started.endsAt);
    expect(Date.parse(extended.endsAt) - Date.parse(started.startsAt)).toBe(60 * DAY);
  });
});

describe('the 7-day guarantee', () => {
  it('"Cancelar e pedir reembolso" ends Premium at once and refunds through the PSP (devolução)', async () => {
    const { email } = await registerAccount(h, freshEmail('arrependida'));
    const { accessToken: token } = await signIn(h, email);
    const invoice = await checkout(token, { plan: 'professional', period: 'monthly', method: 'pix' });
    await psp.pay(txidOf(invoice.id));
    await eventually(async () => (await statusOf(token, invoice.id)) === 'paid', { label: 'o pagamento' });
    const sub = await eventually(async () => {
      const r = await h.http.get('/api/billing/subscription').set(bearer(token)).expect(200);
      return r.body.data.refundable ? r.body.data : null;
    }, { label: 'a garantia' });
    expect(sub).toMatchObject({ premium: true, plan: 'professional', kind: 'paid', refundable: { invoiceId: invoice.id } });

    const res = await h.http.post(`/api/billing/invoices/${invoice.id}/refund`).set(bearer(token)).expect(200);
    expect(res.body.message).toBe('Assinatura cancelada. O reembolso foi solicitado ao provedor e você receberá a confirmação por e-mail.');
    const after = await h.http.get('/api/billing/subscription').set(bearer(token)).expect(200);
    expect(after.body.data).toMatchObject({ premium: false, refundable: null });
    await h.http.post(`/api/billing/invoices/${invoice.id}/refund`).set(bearer(token)).expect(409);

    await eventually(async () => (await statusOf(token, invoice.id)) === 'refunded', { label: 'o reembolso' });
    const refunded = (await readStream(h.runtime.store, invoiceStream(invoice.id))).at(-1)!;
    expect(refunded).toMatchObject({ type: 'InvoiceRefunded', data: { amount: 15900, reason: 'guarantee' } });
    expect(psp.cobs().find((c) => c.txid === txidOf(invoice.id))!.pix[0]!.devolucoes).toHaveLength(1);
    const mail = await eventually(async () => h.runtime.db('outbox').where({ tag: 'refund', reference: invoice.id }).first(), { label: 'o e-mail' });
    expect(mail).toBeDefined();
  });

  it('refuses a refund after 7 days', async () => {
    const token = await member();
    const invoice = await checkout(token, { plan: 'elite', period: 'annual', method: 'pix' });
    await psp.pay(txidOf(invoice.id));
    await eventually(async () => (await statusOf(token, invoice.id)) === 'paid', { label: 'o pagamento' });
    await eventually(async () => (await h.runtime.db('billing_invoices').where({ id: invoice.id }).first())?.status === 'paid', { label: 'o read model' });
    const realNow = h.runtime.now;
    h.runtime.now = () => new Date(Date.now() + 8 * DAY);
    try {
      const res = await h.http.post(`/api/billing/invoices/${invoice.id}/refund`).set(bearer(token)).expect(409);
      expect(res.body.message).toBe('O reembolso vale para a primeira contratação, em até 7 dias do pagamento.');
    } finally {
      h.runtime.now = realNow;
    }
  });
});

describe('renewal reminders', () => {
  it('e-mails D-7, D-3 and D-0 once each, with a link that opens a new invoice', async () => {
    const { email } = await registerAccount(h, freshEmail('lembrete'));
    const { accessToken: token } = await signIn(h, email);
    const invoice = await checkout(token, { plan: 'professional', period: 'monthly', method: 'pix' });
    await psp.pay(txidOf(invoice.id));
    const { userId } = await userIdOf(invoice.id);
    const period = await eventually(async () => (await readStream(h.runtime.store, subscriptionStream(userId)))[0], { label: 'o período' });
    const end = Date.parse((period.data as { endsAt: string }).endsAt);
    await eventually(async () => (await h.runtime.db('users').where({ id: userId }).first())?.premium_until, { label: 'o read model' });
    const mails = () => h.runtime.db('outbox').where({ tag: 'renewal-reminder', to: email }).orderBy('created_at').select('subject');
    const realNow = h.runtime.now;
    try {
      for (const [before, subject] of [
        [6.5 * DAY, 'Seu Premium π Boost termina em 7 dias'],
        [2 * DAY, 'Seu Premium π Boost termina em 3 dias'],
        [2 * 3600_000, 'Seu Premium π Boost termina hoje'],
      ] as const) {
        h.runtime.now = () => new Date(end - before);
        await sendRenewalReminders(h.runtime);
        await sendRenewalReminders(h.runtime);
        expect((await mails()).at(-1)?.subject).toBe(subject);
      }
    } finally {
      h.runtime.now = realNow;
    }
    const sent = await mails();
    expect(sent).toHaveLength(3);
    // Bodies are kept sealed in the outbox; the harness opens the newest one.
    expect((await lastMail(h.runtime, email, 'renewal-reminder')).text).toContain('/checkout?plan=professional&period=monthly');
  });
});

describe('read model', () => {
  it('rebuilding billing_invoices reproduces it exactly', async () => {
    await settled(h);
    const rows = async () => h.runtime.db('billing_invoices').orderBy('id').select();
    const before = await rows();
    expect(before.length).toBeGreaterThanOrEqual(5);
    await h.engine.rebuild('billing_invoices');
    expect(await rows()).toEqual(before);
  });
});

describe('revenue export', () => {
  it('opens as a pt-BR spreadsheet with the figures of the revenue page, worked out from the paid invoices', async () => {
    const admin = bearer(await sessionToken(h.runtime, { roles: ['user', 'admin'], premium: false, profileComplete: true }));
    // Hand count from the rows themselves: paid (or later refunded) in the last 30 days, amounts of the not-refunded.
    const paid = await h.runtime.db('billing_invoices').whereIn('status', ['paid', 'refund_requested', 'refunded']).select('status', 'amount_usd_cents', 'paid_at');
    expect(paid.length).toBeGreaterThan(0);
    const page = (await h.http.get('/api/admin/billing/revenue').set(admin).expect(200)).body.data as { days: { day: string; revenueUsdCents: number; invoicesPaid: number }[] };
    expect(page.days.reduce((n, d) => n + d.invoicesPaid, 0)).toBe(paid.filter((i) => Date.now() - new Date(i.paid_at).getTime() < 30 * 86_400_000).length);
    expect(page.days.reduce((n, d) => n + d.revenueUsdCents, 0)).toBe(
      paid.filter((i) => i.status !== 'refunded' && Date.now() - new Date(i.paid_at).getTime() < 30 * 86_400_000).reduce((n, i) => n + Number(i.amount_usd_cents), 0),
    );

    const file = await h.http.get('/api/admin/billing/revenue.csv').set(admin).buffer(true).parse(asBytes).expect(200);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="receita-\d{4}-\d{2}-\d{2}\.csv"/);
    const sheet = readSpreadsheet(file.body as Buffer);
    expect(sheet.headers).toEqual(['Dia', 'Receita (US$)', 'Faturas pagas']);
    expect(sheet.rows).toEqual(page.days.map((d) => [new Date(`${d.day}T00:00:00-03:00`), d.revenueUsdCents / 100, d.invoicesPaid]));
  });
});
