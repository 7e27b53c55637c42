// The subscription side of billing (issue 12): prorated upgrades, downgrades and cancellation at
// period end, the grace days and the expiry job with the clock moved (runtime.now), staff grants as
// periods of the same fold, concurrent payments against PostgreSQL, and read models that rebuild
// exactly. Amounts are computed by hand in the comments.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionStream, type RecordedEvent } from '@piboost/events';
import { freshEmail, registerAccount, signIn, signInStaff, type AppHarness } from '../../../../tests/support/app';
import * as support from '../../../../tests/support/billing';
import { bearer, DAY, types, type BillingHarness } from '../../../../tests/support/billing';
import { readStream } from '../../platform/command';
import { JobDiscarded } from '../../platform/jobs';
import type { FakePixPsp } from '../../platform/payments/fake-pix-psp';
import { txidOf } from '../../platform/payments/pix';
import { cyclePrice } from './pricing';
import { sendRenewalReminders } from './reminders';
import { billingService, QUEUES } from './service';
import { foldSubscription, upgradeQuote } from './subscription';
import { eventually } from '../../../../tests/support/eventually';
import { settled } from '../../../../tests/support/settled';

let b: BillingHarness;
let h: AppHarness;
let psp: FakePixPsp;
const adminEmail = freshEmail('chefe');
const VIP = 'https://chat.piboost.example/vip';

const stream = (userId: string) => readStream(h.runtime.store, subscriptionStream(userId));
const sub = async (token: string) => (await h.http.get('/api/billing/subscription').set(bearer(token)).expect(200)).body.data;
const usersRow = (userId: string) => h.runtime.db('users').where({ id: userId }).first<{ plan: string; premium_until: Date | null }>('plan', 'premium_until');

/** Stands the whole app at `at` (the one clock); `restore` goes back to the machine's. */
const realNow = () => new Date();
const standAt = (at: number) => {
  h.runtime.now = () => new Date(at);
};
const restore = () => {
  h.runtime.now = realNow;
};

/** A person who paid Professional monthly by PIX: token, id and the paid end. */
async function subscriber(plan: 'professional' | 'elite' = 'professional', label = 'assinante') {
  const token = await support.member(h, label);
  const invoice = await support.checkout(h, token, { plan, period: 'monthly', method: 'pix' });
  await psp.pay(txidOf(invoice.id));
  const userId = await support.userIdOf(h, invoice.id);
  const started = await eventually(async () => (await stream(userId)).find((e) => e.type === 'SubscriptionPeriodStarted'), { label: 'o período' });
  return { token, userId, invoiceId: invoice.id, endsAt: Date.parse((started.data as { endsAt: string }).endsAt) };
}

async function pay(token: string, plan: 'professional' | 'elite') {
  const invoice = await support.checkout(h, token, { plan, period: 'monthly', method: 'pix' });
  await psp.pay(txidOf(invoice.id));
  await eventually(async () => (await support.statusOf(h, token, invoice.id)) === 'paid', { label: 'o pagamento' });
  return invoice;
}

const caughtUp = () => settled(h);

beforeAll(async () => {
  b = await support.openBillingHarness({ ADMIN_EMAILS: adminEmail, VIP_COMMUNITY_URL: VIP });
  ({ h, psp } = b);
}, 60_000);

afterAll(async () => {
  restore();
  await b?.close();
});

describe('proration (pure)', () => {
  const at = (iso: string) => new Date(iso);
  const recorded = (type: string, data: object, n: number): RecordedEvent =>
    ({ type, data, streamVersion: BigInt(n), recordedAt: at('2026-01-01T00:00:00Z'), metadata: {} }) as unknown as RecordedEvent;
  const paid = (billingPeriod: 'monthly' | 'annual', endsAt: string) =>
    foldSubscription([recorded('SubscriptionPeriodStarted', { userId: 'u', plan: 'professional', billingPeriod, invoiceId: 'i', startsAt: '2026-01-01T00:00:00Z', endsAt }, 1)]);

  it('monthly, 12 days left: (US$ 99 - US$ 30) x 12/30 = US$ 27.60', () => {
    // Launch offer month 1: Professional 60 x 50% = 30.00, Elite 198 x 50% = 99.00; 6900 x 12 / 30 = 2760.
    const q = upgradeQuote(paid('monthly', '2026-01-31T00:00:00Z'), 'elite', at('2026-01-19T00:00:00Z'), cyclePrice);
    expect(q).toMatchObject({ amountUsdCents: 2760, days: 12, billingPeriod: 'monthly', fromPlan: 'professional' });
  });

  it('a started day counts: 11 days and 1 hour left is 12 days', () => {
    expect(upgradeQuote(paid('monthly', '2026-01-31T00:00:00Z'), 'elite', at('2026-01-19T23:00:00Z'), cyclePrice)?.amountUsdCents).toBe(2760);
  });

  it('annual, 100 days left: (US$ 1,900.80 - US$ 576.00) x 100/365 = US$ 362.96', () => {
    // Annual = list x 80% x 12: Elite 198 -> 190080, Professional 60 -> 57600; 132480 x 100 / 365 = 36295.9 -> 36296.
    const q = upgradeQuote(paid('annual', '2027-01-01T00:00:00Z'), 'elite', at('2026-09-23T00:00:00Z'), cyclePrice);
    expect(q).toMatchObject({ amountUsdCents: 36296, days: 100, billingPeriod: 'annual' });
  });

  it('no upgrade to the same or a lower plan, nor without a paid period in force', () => {
    const s = paid('monthly', '2026-01-31T00:00:00Z');
    expect(upgradeQuote(s, 'professional', at('2026-01-19T00:00:00Z'), cyclePrice)).toBeNull();
    expect(upgradeQuote(s, 'elite', at('2026-02-01T00:00:00Z'), cyclePrice)).toBeNull();
    expect(upgradeQuote(foldSubscription([]), 'elite', at('2026-01-19T00:00:00Z'), cyclePrice)).toBeNull();
  });
});

describe('upgrade and downgrade', () => {
  it('Professional -> Elite with 12 days left: an invoice for the difference, then Elite for the rest of the period', async () => {
    const { token, userId, endsAt } = await subscriber('professional', 'upgrade');
    standAt(endsAt - 12 * DAY);
    try {
      await billingService(h.runtime).jobs.refreshQuotes();
      expect((await sub(token)).upgrade).toEqual({ plan: 'elite', amountUsdCents: 2760, days: 12 });
      const invoice = await support.checkout(h, token, { plan: 'elite', period: 'monthly', method: 'pix' });
      // US$ 27.60 at R$ 5.30 = R$ 146.28.
      expect(invoice).toMatchObject({ amountUsdCents: 2760, currency: 'BRL', amount: 14628 });
      await psp.pay(txidOf(invoice.id));
      const changed = await eventually(async () => (await stream(userId)).find((e) => e.type === 'SubscriptionPlanChanged'), { label: 'a troca de plano' });
      expect(changed.data).toEqual({ userId, invoiceId: invoice.id, fromPlan: 'professional', toPlan: 'elite', changedAt: new Date(endsAt - 12 * DAY).toISOString(), endsAt: new Date(endsAt).toISOString() });
      const state = await sub(token);
      expect(state).toMatchObject({ premium: true, plan: 'elite', paid: { plan: 'elite', endsAt: new Date(endsAt).toISOString() }, upgrade: null });
      await caughtUp();
      expect((await usersRow(userId))?.plan).toBe('elite');
    } finally {
      restore();
    }
  });

  it('Elite -> Professional takes effect at period end: the paid period starts when Elite ends', async () => {
    const { token, userId, endsAt } = await subscriber('elite', 'rebaixa');
    await pay(token, 'professional');
    const events = await eventually(async () => {
      const s = await stream(userId);
      return s.filter((e) => e.type === 'SubscriptionPeriodStarted').length === 2 ? s : null;
    }, { label: 'o novo período' });
    expect(events.at(-1)!.data).toMatchObject({ plan: 'professional', startsAt: new Date(endsAt).toISOString(), endsAt: new Date(endsAt + 30 * DAY).toISOString() });
    expect(await sub(token)).toMatchObject({ plan: 'elite', paid: { plan: 'elite' } });
    standAt(endsAt + 60_000);
    try {
      expect(await sub(token)).toMatchObject({ plan: 'professional', graceUntil: null });
    } finally {
      restore();
    }
  });
});

describe('cancellation, grace and expiry (clock moved)', () => {
  it('a period not renewed keeps Premium for 3 days of grace, then the delayed job ends it', async () => {
    const { token, userId, endsAt } = await subscriber('professional', 'carencia');
    await caughtUp();
    expect((await usersRow(userId))?.premium_until?.toISOString()).toBe(new Date(endsAt + 3 * DAY).toISOString());
    const job = await h.runtime.jobs.queue(QUEUES.reminders).getJob(`expire-sub-${userId}-${endsAt + 3 * DAY}`);
    expect(await job!.getState()).toBe('delayed');
    standAt(endsAt + DAY);
    try {
      expect(await sub(token)).toMatchObject({ premium: true, graceUntil: new Date(endsAt + 3 * DAY).toISOString(), paid: { endsAt: new Date(endsAt).toISOString() } });
      standAt(endsAt + 3 * DAY + 60_000);
      await job!.promote();
      const ended = await eventually(async () => (await stream(userId)).find((e) => e.type === 'SubscriptionPeriodEnded'), { label: 'a expiração' });
      expect(ended.data).toEqual({ userId, plan: 'professional', endedAt: new Date(endsAt + 3 * DAY).toISOString(), reason: 'expired' });
      expect(await sub(token)).toMatchObject({ premium: false, paid: null, graceUntil: null });
      // The hourly scan finds nothing more to end.
      await sendRenewalReminders(h.runtime);
      expect((await stream(userId)).filter((e) => e.type === 'SubscriptionPeriodEnded')).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it('paying during the grace extends from the paid end, and the old expiry job ends nothing', async () => {
    const { token, userId, endsAt } = await subscriber('professional', 'renova');
    standAt(endsAt + DAY);
    try {
      await billingService(h.runtime).jobs.refreshQuotes();
      await pay(token, 'professional');
      const extended = await eventually(async () => (await stream(userId)).find((e) => e.type === 'SubscriptionPeriodExtended'), { label: 'a extensão' });
      expect(extended.data).toMatchObject({ previousEndsAt: new Date(endsAt).toISOString(), endsAt: new Date(endsAt + 30 * DAY).toISOString() });
      standAt(endsAt + 3 * DAY + 60_000);
      await (await h.runtime.jobs.queue(QUEUES.reminders).getJob(`expire-sub-${userId}-${endsAt + 3 * DAY}`))!.promote();
      await eventually(async () => (await (await h.runtime.jobs.queue(QUEUES.reminders).getJob(`expire-sub-${userId}-${endsAt + 3 * DAY}`))!.getState()) === 'completed', { label: 'o job' });
      expect(types(await stream(userId))).not.toContain('SubscriptionPeriodEnded');
      expect(await sub(token)).toMatchObject({ premium: true, graceUntil: null });
    } finally {
      restore();
    }
  });

  it('"Cancelar assinatura" keeps Premium to the paid end without grace or reminders; "Reativar" undoes it', async () => {
    const { email } = await registerAccount(h, freshEmail('cancela'));
    const { accessToken: token } = await signIn(h, email);
    const nothing = await h.http.post('/api/billing/subscription/cancel').set(bearer(token)).expect(409);
    expect(nothing.body.message).toBe('Não há assinatura paga em andamento.');
    const invoice = await pay(token, 'professional');
    const userId = await support.userIdOf(h, invoice.id);
    const endsAt = Date.parse((await sub(token)).paid.endsAt);

    const cancelled = await h.http.post('/api/billing/subscription/cancel').set(bearer(token)).expect(200);
    expect(cancelled.body.message).toBe('Assinatura cancelada. Seu Premium continua até o fim do período pago.');
    expect(await sub(token)).toMatchObject({ premium: true, cancelAt: new Date(endsAt).toISOString() });
    expect((await usersRow(userId))?.premium_until?.toISOString()).toBe(new Date(endsAt).toISOString());
    await h.http.post('/api/billing/subscription/cancel').set(bearer(token)).expect(200);
    expect(types(await stream(userId)).filter((t) => t === 'SubscriptionCancellationScheduled')).toHaveLength(1);

    await h.http.post('/api/billing/subscription/reactivate').set(bearer(token)).expect(200);
    expect(await sub(token)).toMatchObject({ cancelAt: null });
    expect((await usersRow(userId))?.premium_until?.toISOString()).toBe(new Date(endsAt + 3 * DAY).toISOString());

    await h.http.post('/api/billing/subscription/cancel').set(bearer(token)).expect(200);
    standAt(endsAt - 2 * DAY);
    try {
      await sendRenewalReminders(h.runtime);
      expect(await h.runtime.db('outbox').where({ tag: 'renewal-reminder', to: email })).toHaveLength(0);
      standAt(endsAt + 60_000);
      expect(await sub(token)).toMatchObject({ premium: false });
      await (await h.runtime.jobs.queue(QUEUES.reminders).getJob(`expire-sub-${userId}-${endsAt}`))!.promote();
      const ended = await eventually(async () => (await stream(userId)).find((e) => e.type === 'SubscriptionPeriodEnded'), { label: 'o fim' });
      expect(ended.data).toMatchObject({ endedAt: new Date(endsAt).toISOString(), reason: 'cancelled' });
      await h.http.post('/api/billing/subscription/reactivate').set(bearer(token)).expect(409);
    } finally {
      restore();
    }
  });
});

describe('staff grants are periods of the same fold', () => {
  it('a grant may not shorten a paid period; ending Premium ends the paid period too', async () => {
    await registerAccount(h, adminEmail);
    const admin = (await signInStaff(h, adminEmail)).accessToken;
    const { token, userId, endsAt } = await subscriber('professional', 'staff');
    const day = (ms: number) => new Date(ms - 3 * 3600_000).toISOString().slice(0, 10);
    const act = (path: string, body: object) => h.http.post(`/api/admin/users/${userId}/${path}`).set(bearer(admin)).send(body);
    const refused = await act('premium', { plan: 'elite', until: day(endsAt), reason: 'parceria' }).expect(409);
    expect(refused.body.code).toBe('UNTIL_BEFORE_CURRENT');
    await act('premium', { plan: 'elite', until: day(endsAt + 40 * DAY), reason: 'parceria' }).expect(200);
    expect(await sub(token)).toMatchObject({ premium: true, plan: 'elite', kind: 'staff' });
    await act('premium/end', { reason: 'fim da parceria' }).expect(200);
    expect(await sub(token)).toMatchObject({ premium: false, paid: null });
    await act('premium/end', { reason: 'de novo' }).expect(409);
  });
});

describe('entitlements', () => {
  it('the VIP community invitation and the 4-hour support target go to Elite only (Professional: 24 h); the XP bonus to every Premium plan', async () => {
    const seen: Record<string, unknown> = {};
    for (const plan of ['professional', 'elite'] as const) {
      const { email } = await registerAccount(h, freshEmail(`vip-${plan}`));
      const before = (await signIn(h, email)).accessToken;
      expect((await h.http.get('/api/billing/entitlements').set(bearer(before)).expect(200)).body.data).toMatchObject({ vipCommunityUrl: null, entitlements: { xpBonusPercent: 100 } });
      await pay(before, plan);
      await caughtUp();
      // A fresh token says Premium (the read model follows the period); the plan comes from billing's fold.
      const after = (await signIn(h, email)).accessToken;
      seen[plan] = (await h.http.get('/api/billing/entitlements').set(bearer(after)).expect(200)).body.data;
      const ticket = await h.http.post('/api/support/ticket').set(bearer(after)).send({ name: 'Maria da Silva', email, subject: 'Dúvida', message: 'Como funciona?', priority: 'low' }).expect(201);
      await caughtUp();
      const row = await h.runtime.db('inbox').where({ reference: ticket.body.data.ticketNumber }).first();
      seen[`${plan}-ticket`] = { priority: row?.priority, hours: row?.response_target_hours };
    }
    // Priority support is a visible first-response target (issue 21 item 3): the priority chosen is kept.
    expect(seen['professional-ticket']).toEqual({ priority: 'low', hours: 24 });
    expect(seen['elite-ticket']).toEqual({ priority: 'low', hours: 4 });
    expect(seen.professional).toMatchObject({ vipCommunityUrl: null, entitlements: { vipCommunity: false, prioritySupport: false, xpBonusPercent: 150 } });
    expect(seen.elite).toMatchObject({ vipCommunityUrl: VIP, entitlements: { vipCommunity: true, prioritySupport: true, xpBonusPercent: 150 } });
  });
});

describe('concurrency against PostgreSQL', () => {
  it('four invoices paid at once, each reconciled twice at once: one period and three extensions, back to back', async () => {
    const token = await support.member(h, 'simultaneo');
    const invoices = await Promise.all([1, 2, 3, 4].map(() => support.checkout(h, token, { plan: 'professional', period: 'monthly', method: 'pix' })));
    await Promise.all(invoices.map((i) => psp.pay(txidOf(i.id))));
    const billing = billingService(h.runtime);
    await Promise.all(invoices.flatMap((i) => [billing.reconcile(i.id), billing.reconcile(i.id)]));
    const userId = await support.userIdOf(h, invoices[0]!.id);
    const events = await eventually(async () => {
      const s = await stream(userId);
      return s.filter((e) => e.type.startsWith('SubscriptionPeriod')).length >= 4 ? s : null;
    }, { label: 'os quatro pagamentos' });
    expect(types(events)).toEqual(['SubscriptionPeriodStarted', 'SubscriptionPeriodExtended', 'SubscriptionPeriodExtended', 'SubscriptionPeriodExtended']);
    const state = foldSubscription(events);
    expect(state.periods).toHaveLength(1);
    expect(state.periods[0]!.endsAt.getTime() - state.periods[0]!.startsAt.getTime()).toBe(120 * DAY);
    expect(state.granted).toEqual(new Set(invoices.map((i) => i.id)));
  });

  it('two checkouts at once for one person while subscribed: both upgrade invoices paid grant Elite once', async () => {
    const { token, userId } = await subscriber('professional', 'duas-subidas');
    const [a, c] = await Promise.all([1, 2].map(() => support.checkout(h, token, { plan: 'elite', period: 'monthly', method: 'pix' })));
    await Promise.all([psp.pay(txidOf(a!.id)), psp.pay(txidOf(c!.id))]);
    await eventually(async () => (await support.statusOf(h, token, a!.id)) === 'paid' && (await support.statusOf(h, token, c!.id)) === 'paid', { label: 'as duas faturas' });
    const billing = billingService(h.runtime);
    await Promise.all([billing.reconcile(a!.id), billing.reconcile(c!.id)]);
    const state = foldSubscription(await stream(userId));
    const now = new Date();
    // Never two periods in force at once: the first upgrade splits the period, the second starts after nothing overlaps.
    const live = state.periods.filter((p) => p.startsAt <= now && p.accessEndsAt > now);
    expect(live).toHaveLength(1);
    expect(live[0]!.plan).toBe('elite');
    expect(types(await stream(userId)).filter((t) => t === 'SubscriptionPlanChanged')).toHaveLength(1);
  });
});

describe('jobs', () => {
  it('discards the expiry of an invoice that no longer exists instead of failing it forever (issue 20 item 10)', async () => {
    await expect(billingService(h.runtime).reconcile(randomUUID())).rejects.toBeInstanceOf(JobDiscarded);
  });
});

describe('read models', () => {
  it('rebuilding users and billing_invoices reproduces them exactly', async () => {
    await caughtUp();
    for (const [name, table] of [
      ['users', 'users'],
      ['billing_invoices', 'billing_invoices'],
    ] as const) {
      const rows = async () => h.runtime.db(table).orderBy('id').select();
      const before = await rows();
      expect(before.length).toBeGreaterThanOrEqual(8);
      await h.engine.rebuild(name);
      expect(await rows()).toEqual(before);
    }
  });
});
