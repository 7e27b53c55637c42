// Billing's write path over HTTP: given the streams a person's billing holds, when they act, then the
// status and exactly the events appended - through the real app, store and projector.
import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { InvoiceCreated, InvoicePaid, InvoiceRequested, SubscriptionPeriodStarted, TrialStarted, invoiceStream, newEvent, subscriptionStream } from '@piboost/events';
import { openHarness, registerAccount, signIn, type AppHarness } from '../../../../tests/support/app';
import { PIX_INVOICE_PRICE, pixInvoiceRequested } from '../../../../tests/support/fixtures';
import { api } from '../../../../tests/support/given';

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness();
}, 60_000);
afterAll(() => h.close());

type Http = ReturnType<typeof request>;

const DAY = 86_400_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A signed-in person whose sign-up (and what reacts to it) is all stored: the specification's events are only its own. */
async function person() {
  const { email } = await registerAccount(h);
  const session = await signIn(h, email);
  // What reacts to a sign-up appends a little later: the store's head must hold still first.
  for (let head = await h.runtime.store.headPosition(), last = undefined; head !== last; head = await h.runtime.store.headPosition()) {
    last = head;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { token: session.accessToken, userId: session.body.user.id as string };
}

/** An invoice paid by PIX a minute ago: requested, created at the PSP, paid. */
function paidInvoice(userId: string, invoiceId: string) {
  const expiresAt = iso(14 * 60_000);
  return {
    streamId: invoiceStream(invoiceId),
    events: [
      newEvent(InvoiceRequested, pixInvoiceRequested({ invoiceId, userId }, { rateAt: iso(-60_000), expiresAt })),
      newEvent(InvoiceCreated, { invoiceId, userId, ...PIX_INVOICE_PRICE, expiresAt, providerInvoiceId: invoiceId.replace(/-/g, ''), paymentLink: 'https://psp.exemplo/cob', paymentCode: '00020101' }),
      newEvent(InvoicePaid, { invoiceId, userId, currency: 'BRL', amountPaid: 15900, providerPaymentId: 'E18236120202603101500abcdefghijk' }),
    ],
  };
}

describe('period cancel', () => {
  it('a period bought during the trial is cancelled: its invoice refunded, that period ended, the trial untouched; a second time is refused', async () => {
    const { token, userId } = await person();
    const invoiceId = randomUUID();
    const subscription = {
      streamId: subscriptionStream(userId),
      events: [
        newEvent(TrialStarted, { userId, plan: 'professional', startsAt: iso(-DAY), endsAt: iso(10 * DAY) }),
        newEvent(SubscriptionPeriodStarted, { userId, plan: 'professional', billingPeriod: 'monthly', invoiceId, startsAt: iso(10 * DAY), endsAt: iso(40 * DAY) }),
      ],
    };
    const cancel = (http: Http) => http.post(`/api/billing/periods/${invoiceId}/cancel`).set('Authorization', `Bearer ${token}`);
    await api(h)
      .given(paidInvoice(userId, invoiceId), subscription)
      .when(cancel)
      .then(
        200,
        { type: 'RefundRequested', data: { invoiceId, reason: 'queued', staffId: null }, streamId: invoiceStream(invoiceId) },
        { type: 'SubscriptionPeriodEnded', data: { invoiceId, reason: 'refunded' }, streamId: subscriptionStream(userId) },
      );
    await api(h).given().when(cancel).then(409);
  });
});

describe('cancellation', () => {
  it('"Cancelar assinatura" without a paid period appends nothing', async () => {
    const { token } = await person();
    await api(h)
      .given()
      .when((http) => http.post('/api/billing/subscription/cancel').set('Authorization', `Bearer ${token}`))
      .then(409);
  });

  it('with one, the cancellation is scheduled for its paid end', async () => {
    const { token, userId } = await person();
    const endsAt = iso(20 * DAY);
    await api(h)
      .given({ streamId: subscriptionStream(userId), events: [newEvent(SubscriptionPeriodStarted, { userId, plan: 'professional', billingPeriod: 'monthly', invoiceId: randomUUID(), startsAt: iso(-10 * DAY), endsAt })] })
      .when((http) => http.post('/api/billing/subscription/cancel').set('Authorization', `Bearer ${token}`))
      .then(200, { type: 'SubscriptionCancellationScheduled', data: { userId, endsAt } });
  });
});
