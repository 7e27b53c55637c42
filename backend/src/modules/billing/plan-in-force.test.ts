// One answer to "what plan do I have" (issue 21 items 1 and 2): billing's fold, the users read model's
// copy of it, the token, the profile and gamification agree through a paid period, a staff grant, a
// refund, the staff grant's end, another period's grace and its expiry; and a paid period bought during
// a trial waits for the trial's end, says so, and can be cancelled for a full refund.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceStream, subscriptionStream } from '@piboost/events';
import { premiumInForceOf, type StoredSubscription } from '@piboost/events/subscription';
import { freshEmail, registerAccount, signIn, signInStaff, type AppHarness } from '../../../../tests/support/app';
import * as support from '../../../../tests/support/billing';
import { bearer, DAY, type BillingHarness } from '../../../../tests/support/billing';
import { readStream } from '../../platform/command';
import type { FakePixPsp } from '../../platform/payments/fake-pix-psp';
import { txidOf } from '../../platform/payments/pix';
import { tokenSigner } from '../identity';
import { billingService, QUEUES } from './service';
import { eventually } from '../../../../tests/support/eventually';
import { settled } from '../../../../tests/support/settled';

let b: BillingHarness;
let h: AppHarness;
let psp: FakePixPsp;
const adminEmail = freshEmail('chefe-plano');
let admin: string;

const realNow = () => new Date();
const standAt = (at: number) => {
  h.runtime.now = () => new Date(at);
};
const caughtUp = () => settled(h);
const sub = async (token: string) => (await h.http.get('/api/billing/subscription').set(bearer(token)).expect(200)).body.data;
const staff = (userId: string, path: string, body: object) => h.http.post(`/api/admin/users/${userId}/${path}`).set(bearer(admin)).send(body).expect(200);
/** A São Paulo calendar day, as the back office's date field sends it. */
const dayOf = (ms: number) => new Date(ms - 3 * 3600_000).toISOString().slice(0, 10);

async function pay(token: string, plan: 'professional' | 'elite') {
  await billingService(h.runtime).jobs.refreshQuotes();
  const invoice = await support.checkout(h, token, { plan, period: 'monthly', method: 'pix' });
  await psp.pay(txidOf(invoice.id));
  await eventually(async () => (await h.http.get(`/api/billing/invoices/${invoice.id}`).set(bearer(token)).expect(200)).body.data.granted, { label: 'o período' });
  return invoice.id;
}

/** Every place that answers "what plan do I have", each read as a person or the system would. */
async function answers(email: string, userId: string) {
  await caughtUp();
  const session = await signIn(h, email);
  const token = session.accessToken;
  const claims = tokenSigner(h.runtime.config.secrets.authSecret).verify('access', token)!;
  const billing = await sub(token);
  const row = await h.runtime.db('users').where({ id: userId }).first<{ subscription: StoredSubscription | null }>('subscription');
  const users = premiumInForceOf(row?.subscription, h.runtime.now());
  const profile = (await h.http.get('/api/user/profile').set(bearer(token)).expect(200)).body.user;
  const game = (await h.http.get(`/api/gamification/profile/${userId}`).set(bearer(token)).expect(200)).body.data.gamification;
  const plan = (premium: boolean, p: string | null) => (premium ? p : 'freemium');
  return {
    billing: plan(billing.premium, billing.plan),
    usersRow: users?.plan ?? 'freemium',
    tokenClaim: claims.premium,
    session: plan(session.body.user.premium, session.body.user.plan),
    profile: plan(profile.premium, profile.plan),
    // Gamification's Premium view: the XP bonus every Premium plan gives (x1.5), none without.
    gamificationPremium: game.xpMultiplier > 1,
  };
}

const agreeOn = (plan: 'freemium' | 'professional' | 'elite') => ({
  billing: plan,
  usersRow: plan,
  tokenClaim: plan !== 'freemium',
  session: plan,
  profile: plan,
  gamificationPremium: plan !== 'freemium',
});

beforeAll(async () => {
  b = await support.openBillingHarness({ ADMIN_EMAILS: adminEmail });
  ({ h, psp } = b);
  await registerAccount(h, adminEmail);
  admin = (await signInStaff(h, adminEmail)).accessToken;
}, 60_000);

afterAll(async () => {
  h.runtime.now = realNow;
  await b?.close();
});

describe('one answer to "what plan do I have"', () => {
  it('billing, the users row, the token, the profile and gamification agree after grant + staff grant + refund + expiry + grace', async () => {
    const { email } = await registerAccount(h, freshEmail('um-plano'));
    const token = (await signIn(h, email)).accessToken;
    const t0 = Date.now();
    const first = await pay(token, 'professional');
    const userId = await support.userIdOf(h, first);
    expect(await answers(email, userId)).toEqual(agreeOn('professional'));

    await staff(userId, 'premium', { plan: 'elite', until: dayOf(t0 + 40 * DAY), reason: 'parceria' });
    expect(await answers(email, userId)).toEqual(agreeOn('elite'));

    // The refund ends the paid period; the staff grant goes on (the read model once said freemium here).
    await h.http.post(`/api/billing/invoices/${first}/refund`).set(bearer(token)).expect(200);
    expect(await answers(email, userId)).toEqual(agreeOn('elite'));

    try {
      standAt(t0 + 45 * DAY);
      expect(await answers(email, userId)).toEqual(agreeOn('freemium'));

      const second = await pay(token, 'professional');
      const started = (await readStream(h.runtime.store, subscriptionStream(userId))).find((e) => e.type === 'SubscriptionPeriodStarted' && (e.data as { invoiceId: string }).invoiceId === second)!;
      const endsAt = Date.parse((started.data as { endsAt: string }).endsAt);
      standAt(endsAt + DAY);
      expect((await sub(token)).graceUntil).toBe(new Date(endsAt + 3 * DAY).toISOString());
      expect(await answers(email, userId)).toEqual(agreeOn('professional'));

      standAt(endsAt + 3 * DAY + 60_000);
      expect(await answers(email, userId)).toEqual(agreeOn('freemium'));
      await (await h.runtime.jobs.queue(QUEUES.reminders).getJob(`expire-sub-${userId}-${endsAt + 3 * DAY}`))!.promote();
      await eventually(async () => (await readStream(h.runtime.store, subscriptionStream(userId))).filter((e) => e.type === 'SubscriptionPeriodEnded').length === 2, { label: 'a expiração' });
      expect(await answers(email, userId)).toEqual(agreeOn('freemium'));
    } finally {
      h.runtime.now = realNow;
    }
  });
});

describe('a sign-in right after a grant', () => {
  it('carries Premium while the users read model has not seen the grant yet', async () => {
    const { email } = await registerAccount(h, freshEmail('logo-apos'));
    const me = (await signIn(h, email)).body.user.id as string;
    await caughtUp();
    await h.engine.stop();
    try {
      await staff(me, 'trial', { plan: 'professional', days: 30, reason: 'campanha' });
      // The projector is stopped: the users row still says nothing about the trial.
      const row = await h.runtime.db('users').where({ id: me }).first<{ subscription: StoredSubscription | null }>('subscription');
      expect(premiumInForceOf(row?.subscription, h.runtime.now())).toBeNull();
      const session = await signIn(h, email);
      expect(session.body.user).toMatchObject({ premium: true, premiumAccess: 'trial', plan: 'professional' });
      expect(tokenSigner(h.runtime.config.secrets.authSecret).verify('access', session.accessToken)!.premium).toBe(true);
    } finally {
      await h.engine.start();
    }
  });
});

describe('a paid period bought during a trial', () => {
  it('starts when the trial ends, says so, and is cancelled with a full refund of its invoices; the trial stays', async () => {
    const { email } = await registerAccount(h, freshEmail('teste-e-elite'));
    const token = (await signIn(h, email)).accessToken;
    const me = (await h.http.get('/api/user/profile').set(bearer(token)).expect(200)).body.user.id as string;
    await staff(me, 'trial', { plan: 'professional', days: 30, reason: 'campanha' });
    const trialEnd = Date.parse((await sub(token)).activeEndsAt);

    const first = await pay(token, 'elite');
    const renewal = await pay(token, 'elite');
    const invoice = (await h.http.get(`/api/billing/invoices/${first}`).set(bearer(token)).expect(200)).body.data;
    expect(invoice).toMatchObject({ status: 'paid', granted: true, periodQueued: true, periodStartsAt: new Date(trialEnd).toISOString() });
    const before = await sub(token);
    expect(before).toMatchObject({ premium: true, plan: 'professional', kind: 'trial', activeEndsAt: new Date(trialEnd).toISOString() });
    expect(before.queued).toEqual([{ plan: 'elite', billingPeriod: 'monthly', startsAt: new Date(trialEnd).toISOString(), endsAt: new Date(trialEnd + 60 * DAY).toISOString(), invoiceId: first }]);
    expect(await answers(email, me)).toEqual(agreeOn('professional'));

    const cancelled = await h.http.post(`/api/billing/periods/${first}/cancel`).set(bearer(token)).expect(200);
    expect(cancelled.body.message).toBe('Período Elite cancelado. O reembolso integral foi solicitado ao provedor e você receberá a confirmação por e-mail.');
    for (const id of [first, renewal]) {
      const requested = (await readStream(h.runtime.store, invoiceStream(id))).find((e) => e.type === 'RefundRequested');
      expect(requested?.data).toMatchObject({ invoiceId: id, reason: 'queued' });
    }
    const ended = (await readStream(h.runtime.store, subscriptionStream(me))).filter((e) => e.type === 'SubscriptionPeriodEnded');
    expect(ended.map((e) => e.data)).toEqual([expect.objectContaining({ plan: 'elite', reason: 'refunded', invoiceId: first })]);
    expect(await sub(token)).toMatchObject({ premium: true, plan: 'professional', kind: 'trial', queued: [], premiumUntil: new Date(trialEnd).toISOString() });
    expect(await answers(email, me)).toEqual(agreeOn('professional'));
    // The cancelled period gave nothing: Premium is the trial's again, everywhere it is said.
    expect((await signIn(h, email)).body.user).toMatchObject({ premiumAccess: 'trial', premiumUntil: new Date(trialEnd).toISOString() });
    const row = await h.runtime.db('users').where({ id: me }).first<{ premium_until: Date | null }>('premium_until');
    expect(row?.premium_until).toBeNull();
    const again = await h.http.post(`/api/billing/periods/${first}/cancel`).set(bearer(token)).expect(409);
    expect(again.body.code).toBe('PERIOD_NOT_QUEUED');
  });

  it('cancelling a downgrade queued behind a paid period leaves the running period alone', async () => {
    const token = await support.member(h, 'rebaixa-cancelada');
    const elite = await pay(token, 'elite');
    const professional = await pay(token, 'professional');
    expect((await sub(token)).queued).toMatchObject([{ plan: 'professional', invoiceId: professional }]);
    await h.http.post(`/api/billing/periods/${professional}/cancel`).set(bearer(token)).expect(200);
    expect(await sub(token)).toMatchObject({ premium: true, plan: 'elite', kind: 'paid', queued: [] });
    // Someone else's period, or one that is running, is not for cancelling here.
    await h.http.post(`/api/billing/periods/${elite}/cancel`).set(bearer(token)).expect(409);
    expect((await readStream(h.runtime.store, invoiceStream(elite))).some((e) => e.type === 'RefundRequested')).toBe(false);
  });
});
