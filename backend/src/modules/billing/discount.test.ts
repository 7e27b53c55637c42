// The "Desconto de 20%" reward at checkout, through the real app, jobs and the PSP's fake: the server
// takes 20% off one monthly invoice, records it on the invoice, gives it back when that invoice
// expires unpaid, gives it to only one of two checkouts at once, and never again once one is paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LevelReached, RewardUnlocked, XpAwarded, gamificationStream, newEvent } from '@piboost/events';
import type { AppHarness } from '../../../../tests/support/app';
import * as support from '../../../../tests/support/billing';
import { bearer, type BillingHarness } from '../../../../tests/support/billing';
import type { FakePixPsp } from '../../platform/payments/fake-pix-psp';
import { txidOf } from '../../platform/payments/pix';
import { QUEUES } from './service';
import { eventually } from '../../../../tests/support/eventually';

let b: BillingHarness;
let h: AppHarness;
let psp: FakePixPsp;

beforeAll(async () => {
  b = await support.openBillingHarness();
  ({ h, psp } = b);
}, 60_000);

afterAll(async () => {
  await b?.close();
});

const discountOf = async (token: string) => (await h.http.get('/api/billing/discount').set(bearer(token)).expect(200)).body.data as { state: string; percent?: number; invoiceId?: string };
const monthlyPix = (token: string) => support.checkout(h, token, { plan: 'professional', period: 'monthly', method: 'pix' });
const invoiceOf = async (token: string, id: string) => (await h.http.get(`/api/billing/invoices/${id}`).set(bearer(token)).expect(200)).body.data as { amountUsdCents: number; amount: number; discount: { percent: number; listUsdCents: number } | null };

/** Level 10 reached (5,000 XP), then the reward claimed through gamification's route. */
async function claimDiscount(token: string, userId: string) {
  await h.runtime.events.append(gamificationStream(userId), [
    newEvent(XpAwarded, { userId, activity: 'challenge_completed', baseAmount: 5000, multiplier: 1, amount: 5000, idempotencyKey: 'test', day: '2026-11-18', totalXp: 5000 }),
    newEvent(LevelReached, { userId, level: 10, totalXp: 5000 }),
    newEvent(RewardUnlocked, { userId, rewardId: 'discount_level_10', type: 'discount' }),
  ]);
  await h.http.post('/api/gamification/rewards/discount_level_10/claim').set(bearer(token)).expect(200);
}

describe('the discount reward at checkout', () => {
  it('takes 20% off one monthly invoice, computed by the server, once', async () => {
    const token = await support.member(h, 'desconto');
    expect(await discountOf(token)).toEqual({ state: 'none' });
    const before = await monthlyPix(token);
    expect(before.amountUsdCents).toBe(3000);
    await claimDiscount(token, await support.userIdOf(h, before.id));
    expect(await discountOf(token)).toMatchObject({ state: 'available', percent: 20 });

    // Annual billing is not what the reward is for: full annual price, the discount stays.
    expect((await support.checkout(h, token, { plan: 'professional', period: 'annual', method: 'pix' })).amountUsdCents).toBe(57600);
    expect((await discountOf(token)).state).toBe('available');

    // US$ 30 (launch month) less 20% = US$ 24, quoted at R$ 5,30: R$ 127,20.
    const first = await monthlyPix(token);
    expect(await invoiceOf(token, first.id)).toMatchObject({ amountUsdCents: 2400, amount: 12720, discount: { percent: 20, listUsdCents: 3000 } });
    expect(await discountOf(token)).toMatchObject({ state: 'held', invoiceId: first.id });
    // While that invoice may still be paid, another one is at full price.
    expect(await invoiceOf(token, (await monthlyPix(token)).id)).toMatchObject({ amountUsdCents: 3000, discount: null });

    // It expires unpaid: the discount comes back.
    const realNow = h.runtime.now;
    h.runtime.now = () => new Date(Date.now() + 16 * 60_000);
    try {
      await (await h.runtime.jobs.queue(QUEUES.charges).getJob(`expire-${first.id}`))!.promote();
      await eventually(async () => (await support.statusOf(h, token, first.id)) === 'expired', { label: 'a expiração' });
    } finally {
      h.runtime.now = realNow;
    }
    expect((await discountOf(token)).state).toBe('available');

    // Two checkouts at once: only one gets it.
    const both = await Promise.all([monthlyPix(token), monthlyPix(token)]);
    const prices = await Promise.all(both.map((i) => invoiceOf(token, i.id)));
    expect(prices.map((p) => p.amountUsdCents).sort()).toEqual([2400, 3000]);
    const discounted = both[prices.findIndex((p) => p.discount !== null)]!;

    await psp.pay(txidOf(discounted.id));
    await eventually(async () => (await support.statusOf(h, token, discounted.id)) === 'paid', { label: 'o pagamento' });
    expect(await discountOf(token)).toEqual({ state: 'none' });
    // The next invoice (the second month, still in the launch offer) pays in full.
    expect(await invoiceOf(token, (await monthlyPix(token)).id)).toMatchObject({ amountUsdCents: 3000, discount: null });
  });
});
