// Gifts of Premium (issue 26 item 3) through the real app, jobs and the PIX PSP's fake: bought for an
// e-mail, paid, the link mailed; redeemed by another person, whose months follow the Premium they
// have; refused to the buyer, to a second person and after a refund; refunded only unredeemed and
// within 7 days; the back office lists gifts without the address, the message or the link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceStream, subscriptionStream } from '@piboost/events';
import { freshEmail, lastMail, registerAccount, signIn, signInStaff, type AppHarness } from '../../../../tests/support/app';
import * as support from '../../../../tests/support/billing';
import { bearer, DAY, types, type BillingHarness } from '../../../../tests/support/billing';
import { eventually } from '../../../../tests/support/eventually';
import { readStream } from '../../platform/command';
import type { FakePixPsp } from '../../platform/payments/fake-pix-psp';
import { txidOf } from '../../platform/payments/pix';
import { surveyAnswers } from '../../../../tests/support/fixtures';
import { settled } from '../../../../tests/support/settled';

const adminEmail = freshEmail('admin-presentes');

let b: BillingHarness;
let h: AppHarness;
let psp: FakePixPsp;

beforeAll(async () => {
  b = await support.openBillingHarness({ ADMIN_EMAILS: adminEmail });
  ({ h, psp } = b);
  await registerAccount(h, adminEmail);
  await settled(h);
}, 60_000);

afterAll(async () => {
  await b?.close();
});

async function person(label: string) {
  const { email } = await registerAccount(h, freshEmail(label));
  const session = await signIn(h, email);
  return { email, token: session.accessToken, userId: session.body.user.id as string };
}

/** Buys a gift with PIX, pays it at the PSP and returns its id and the link mailed to the recipient. */
async function paidGift(buyer: { token: string }, recipientEmail: string, body: Record<string, unknown> = {}) {
  const res = await h.http.post('/api/billing/gifts').set(bearer(buyer.token)).send({ plan: 'professional', months: 3, method: 'pix', recipientEmail, message: 'Feliz aniversário!', ...body }).expect(201);
  const id = res.body.data.invoiceId as string;
  await eventually(async () => (await h.http.get(`/api/billing/invoices/${id}`).set(bearer(buyer.token))).body.data.paymentCode ?? null, { label: 'a cobrança' });
  await psp.pay(txidOf(id));
  await eventually(async () => (await support.statusOf(h, buyer.token, id)) === 'paid', { label: 'o pagamento' });
  const mail = await eventually(async () => lastMail(h.runtime, recipientEmail.toLowerCase(), 'gift-received').catch(() => null), { label: 'o e-mail do presente' });
  const code = decodeURIComponent(/codigo=([^\s]+)/.exec(mail.text)![1]!);
  return { id, code, mail };
}

describe('a gift of Premium', () => {
  it('is priced by the server, paid, mailed, redeemed by another person and shown to both; the buyer gets no Premium', { timeout: 150_000 }, async () => {
    const buyer = await person('presenteia');
    const recipient = await person('presenteado');
    const { id, code, mail } = await paidGift(buyer, recipient.email.toUpperCase());
    expect(mail.subject).toContain('presenteou você com o π Boost Professional');
    expect(mail.text).toContain('3 meses do plano Professional');
    expect(mail.text).toContain('Feliz aniversário!');

    // 3 months at the monthly list price (US$ 60), not the launch offer; quoted in BRL at R$ 5,30.
    const invoice = (await h.http.get(`/api/billing/invoices/${id}`).set(bearer(buyer.token)).expect(200)).body.data;
    expect(invoice).toMatchObject({ amountUsdCents: 18_000, currency: 'BRL', amount: 95_400, gift: true, granted: true });
    expect(await readStream(h.runtime.store, subscriptionStream(buyer.userId))).toHaveLength(0);

    // The sealed fields are not in the clear in the log.
    const ordered = (await readStream(h.runtime.store, invoiceStream(id))).find((e) => e.type === 'GiftOrdered')!;
    expect(JSON.stringify(ordered.data)).not.toContain('Feliz');

    // The buyer cannot redeem their own gift; a forged code finds nothing.
    expect((await h.http.post('/api/gifts/redeem').set(bearer(buyer.token)).send({ code }).expect(409)).body.code).toBe('GIFT_OWN');
    expect((await h.http.post('/api/gifts/redeem').set(bearer(recipient.token)).send({ code: `${id}.${'0'.repeat(32)}` }).expect(404)).body.code).toBe('GIFT_NOT_FOUND');

    expect((await h.http.post('/api/gifts/preview').send({ code }).expect(200)).body.data).toMatchObject({ planName: 'Professional', months: 3, status: 'paid' });
    const redeemed = await h.http.post('/api/gifts/redeem').set(bearer(recipient.token)).send({ code }).expect(200);
    expect(redeemed.body.message).toMatch(/^Presente resgatado! 3 meses do plano Professional/);
    expect(Date.parse(redeemed.body.data.endsAt) - Date.parse(redeemed.body.data.startsAt)).toBe(90 * DAY);
    // Again by the same person: nothing twice.
    await h.http.post('/api/gifts/redeem').set(bearer(recipient.token)).send({ code }).expect(200);
    expect(types(await readStream(h.runtime.store, subscriptionStream(recipient.userId)))).toEqual(['GiftPeriodGranted']);
    const sub = (await h.http.get('/api/billing/subscription').set(bearer(recipient.token)).expect(200)).body.data;
    expect(sub).toMatchObject({ premium: true, plan: 'professional', kind: 'gift' });

    // A third person is refused; the buyer sees it redeemed and can no longer refund it.
    const other = await person('outro');
    expect((await h.http.post('/api/gifts/redeem').set(bearer(other.token)).send({ code }).expect(409)).body.code).toBe('GIFT_REDEEMED');
    const mine = (await h.http.get('/api/billing/gifts').set(bearer(buyer.token)).expect(200)).body.data;
    expect(mine).toEqual([expect.objectContaining({ id, status: 'redeemed', recipientEmail: recipient.email.toLowerCase(), message: 'Feliz aniversário!', refundableUntil: null })]);
    expect((await h.http.post(`/api/billing/gifts/${id}/refund`).set(bearer(buyer.token)).expect(409)).body.code).toBe('GIFT_REDEEMED');

    // The back office lists it without the address, the message or the link.
    const staff = await signInStaff(h, adminEmail);
    const list = await h.http.get('/api/admin/billing/gifts').set(bearer(staff.accessToken)).expect(200);
    const row = list.body.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({ buyerId: buyer.userId, recipientId: recipient.userId, status: 'redeemed', months: 3 });
    expect(JSON.stringify(list.body)).not.toContain(recipient.email.toLowerCase());
    expect(JSON.stringify(list.body)).not.toContain(code);
  });

  it('follows the Premium the recipient has: after a trial', { timeout: 150_000 }, async () => {
    const buyer = await person('presenteia2');
    const recipient = await person('em-teste');
    await h.http.post('/api/user/submit-survey-and-activate-trial').set(bearer(recipient.token)).send(surveyAnswers).expect(200);
    const before = (await h.http.get('/api/billing/subscription').set(bearer(recipient.token)).expect(200)).body.data;
    const { code } = await paidGift(buyer, recipient.email, { months: 1, plan: 'elite', method: 'pix', message: null });
    const redeemed = (await h.http.post('/api/gifts/redeem').set(bearer(recipient.token)).send({ code }).expect(200)).body.data;
    expect(before.kind).toBe('trial');
    expect(redeemed.startsAt).toBe(before.premiumUntil);
    expect(Date.parse(redeemed.endsAt) - Date.parse(redeemed.startsAt)).toBe(30 * DAY);
  });

  it('unredeemed, is refunded to its buyer within 7 days and its link stops working; not after 7 days; not for oneself', { timeout: 150_000 }, async () => {
    const buyer = await person('reembolsa');
    expect((await h.http.post('/api/billing/gifts').set(bearer(buyer.token)).send({ plan: 'elite', months: 12, method: 'pix', recipientEmail: buyer.email }).expect(409)).body.code).toBe('GIFT_FOR_SELF');
    expect((await h.http.post('/api/billing/gifts').set(bearer(buyer.token)).send({ plan: 'elite', months: 2, method: 'pix', recipientEmail: 'x@y.com' }).expect(400)).body.message).toBeTruthy();

    const recipient = await person('sem-presente');
    const { id, code } = await paidGift(buyer, recipient.email, { plan: 'elite', months: 12 });
    const invoice = (await h.http.get(`/api/billing/invoices/${id}`).set(bearer(buyer.token)).expect(200)).body.data;
    expect(invoice.amountUsdCents).toBe(190_080);
    expect((await h.http.post(`/api/billing/gifts/${id}/refund`).set(bearer(recipient.token)).expect(404)).body.code).toBe('NOT_FOUND');
    const refunded = await h.http.post(`/api/billing/gifts/${id}/refund`).set(bearer(buyer.token)).expect(200);
    expect(refunded.body.message).toMatch(/^Presente cancelado/);
    expect((await h.http.post('/api/gifts/redeem').set(bearer(recipient.token)).send({ code }).expect(409)).body.code).toBe('GIFT_REFUNDED');
    await eventually(async () => (await h.http.get('/api/billing/gifts').set(bearer(buyer.token))).body.data[0].status === 'refunded' || null, { label: 'o reembolso' });

    const late = await paidGift(buyer, recipient.email, { months: 1 });
    const realNow = h.runtime.now;
    h.runtime.now = () => new Date(Date.now() + 8 * DAY);
    try {
      expect((await h.http.post(`/api/billing/gifts/${late.id}/refund`).set(bearer(buyer.token)).expect(409)).body.code).toBe('REFUND_NOT_ALLOWED');
    } finally {
      h.runtime.now = realNow;
    }
  });
});
