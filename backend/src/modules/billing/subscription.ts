// A person's subscription (stream subscription-<userId>): the trial and paid periods, and the one
// decision that grants access for a paid invoice. Access is derived from these periods - never a flag.
// The fold itself lives in @piboost/events/subscription, so the users read model keeps the same state.
import {
  GiftPeriodGranted,
  SubscriptionCancellationScheduled,
  SubscriptionPeriodEnded,
  SubscriptionPeriodExtended,
  SubscriptionPeriodStarted,
  SubscriptionPlanChanged,
  SubscriptionReactivated,
  newEvent,
  type NewEvent,
} from '@piboost/events';
import { type BillingPeriod } from '@piboost/events/business';
import { premiumEnd, type Period, type SubscriptionState } from '@piboost/events/subscription';

export { activePeriod, foldSubscription, premiumEnd, queuedPeriods, type Period, type SubscriptionState } from '@piboost/events/subscription';

const DAY_MS = 86_400_000;
/** A month of subscription is 30 days and a year 365 (docs/decisions.md): simple, and the same for everyone. */
export const PERIOD_DAYS: Record<BillingPeriod, number> = { monthly: 30, annual: 365 };

/** The paid period in force at `now` (in its paid days or its grace). */
export function runningPaid(s: SubscriptionState, now: Date): Period | null {
  return s.periods.filter((p) => p.kind === 'paid' && !p.ended && p.startsAt <= now && p.accessEndsAt > now).at(-1) ?? null;
}

/** The last paid period that still gives or will give access: the end of the paid chain (a downgrade waits behind it). */
export function lastPaid(s: SubscriptionState, now: Date): Period | null {
  const last = s.periods.filter((p) => p.kind === 'paid').at(-1);
  return last && !last.ended && last.accessEndsAt > now ? last : null;
}

/** The person is in the grace days: the paid period ended unrenewed, Premium has not expired yet. */
export function inGrace(s: SubscriptionState, now: Date): Period | null {
  const p = runningPaid(s, now);
  return p && p.endsAt <= now ? p : null;
}

/**
 * The expiry due at `now` (the delayed job and the hourly scan both ask): the last paid period whose
 * grace (or, after a cancellation, whose paid days) ran out and that nothing renewed or ended.
 */
export function expiryFor(s: SubscriptionState, userId: string, now: Date): NewEvent[] {
  const last = s.periods.filter((p) => p.kind === 'paid').at(-1);
  if (!last || last.ended || last.accessEndsAt > now) return [];
  const reason = s.cancelAt ? 'cancelled' : 'expired';
  return [newEvent(SubscriptionPeriodEnded, { userId, plan: last.plan, endedAt: last.accessEndsAt.toISOString(), reason })];
}

/** "Cancelar assinatura" (at the paid end) or "Reativar"; null when there is nothing to cancel or reactivate. */
export function cancellationFor(s: SubscriptionState, userId: string, cancel: boolean, now: Date): NewEvent[] | null {
  const p = lastPaid(s, now);
  if (!p || p.endsAt <= now) return null;
  if (cancel === (s.cancelAt !== null)) return [];
  const endsAt = p.endsAt.toISOString();
  return [cancel ? newEvent(SubscriptionCancellationScheduled, { userId, endsAt }) : newEvent(SubscriptionReactivated, { userId, endsAt })];
}

export interface PaidInvoice {
  invoiceId: string;
  userId: string;
  plan: 'professional' | 'elite';
  billingPeriod: BillingPeriod;
  /** An upgrade invoice: the higher plan until this paid end, for `paidMs` of access if that period is gone. */
  upgrade?: { endsAt: Date; paidMs: number };
}

/**
 * A paid invoice starts or extends a period (DECISIONS 11). With no paid period running it starts
 * when the Premium the person already has ends - a trial included, so paying during a trial loses
 * none of it. A renewal of the same plan extends the running period (from its paid end, so grace
 * days count towards it); another plan starts a new period at that paid end - a downgrade takes
 * effect at period end. An upgrade changes the plan now for the rest of the running period; when
 * there is nothing left to upgrade (paid after that period is gone, or a second upgrade invoice),
 * it gives the higher plan for the time it paid for, after what the person already has.
 */
export function grantFor(s: SubscriptionState, invoice: PaidInvoice, now: Date): NewEvent[] {
  if (s.granted.has(invoice.invoiceId)) return [];
  const base = { userId: invoice.userId, plan: invoice.plan, billingPeriod: invoice.billingPeriod, invoiceId: invoice.invoiceId };
  const running = runningPaid(s, now);
  const chain = lastPaid(s, now);
  const started = (startsAt: Date, ms: number) => [newEvent(SubscriptionPeriodStarted, { ...base, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + ms).toISOString() })];
  if (invoice.upgrade) {
    if (running && running.plan !== invoice.plan && running.endsAt > now) {
      const endsAt = running.endsAt < invoice.upgrade.endsAt ? running.endsAt : invoice.upgrade.endsAt;
      return [newEvent(SubscriptionPlanChanged, { userId: invoice.userId, invoiceId: invoice.invoiceId, fromPlan: running.plan, toPlan: invoice.plan, changedAt: now.toISOString(), endsAt: endsAt.toISOString() })];
    }
    // Nothing left to upgrade (already on the plan, or the period is gone): the days paid for follow what the person has.
    return started(chain && chain.endsAt > now ? chain.endsAt : (premiumEnd(s, now) ?? now), invoice.upgrade.paidMs);
  }
  const days = PERIOD_DAYS[invoice.billingPeriod] * DAY_MS;
  // A redeemed gift waiting behind the paid chain keeps its place: what is paid now follows it.
  if (chain && s.periods.some((p) => p.kind === 'gift' && !p.ended && p.startsAt >= chain.endsAt)) return started(premiumEnd(s, now) ?? now, days);
  if (chain && chain.plan === invoice.plan) {
    return [newEvent(SubscriptionPeriodExtended, { ...base, previousEndsAt: chain.endsAt.toISOString(), endsAt: new Date(chain.endsAt.getTime() + days).toISOString() })];
  }
  return started(chain ? chain.endsAt : (premiumEnd(s, now) ?? now), days);
}

/**
 * What an upgrade costs now: the difference between the two plans' prices for the running cycle,
 * for the whole days left of it (a started day counts), in US$ cents - null when it is not an
 * upgrade (no paid period running on a lower plan).
 */
export function upgradeQuote(
  s: SubscriptionState,
  toPlan: 'professional' | 'elite',
  now: Date,
  cyclePrice: (plan: 'professional' | 'elite', period: BillingPeriod, month: number) => number,
): { amountUsdCents: number; billingPeriod: BillingPeriod; endsAt: Date; days: number; fromPlan: 'professional' | 'elite' } | null {
  const running = runningPaid(s, now);
  if (!running || running.plan === toPlan || toPlan !== 'elite' || running.endsAt <= now) return null;
  const billingPeriod = running.billingPeriod ?? 'monthly';
  const month = billingPeriod === 'monthly' ? Math.max(1, s.paidMonths) : 1;
  const cycleDays = PERIOD_DAYS[billingPeriod];
  const days = Math.ceil((running.endsAt.getTime() - now.getTime()) / DAY_MS);
  const difference = cyclePrice(toPlan, billingPeriod, month) - cyclePrice(running.plan, billingPeriod, month);
  return { amountUsdCents: Math.round((difference * days) / cycleDays), billingPeriod, endsAt: running.endsAt, days, fromPlan: running.plan };
}

/** The days a gift of `months` gives: 30 a month, and 365 for twelve (the same as the annual plan). */
export const giftDays = (months: 1 | 3 | 12) => (months === 12 ? PERIOD_DAYS.annual : months * PERIOD_DAYS.monthly);

/**
 * A redeemed gift's months (issue 26 item 3): a period of kind "gift" that begins when the Premium the
 * person already has ends - after a trial, a staff grant or an earlier gift, and after a paid period's
 * paid days (its grace days overlap the gift, so none is lost). Granted once per gift.
 */
export function giftFor(s: SubscriptionState, gift: { userId: string; invoiceId: string; plan: 'professional' | 'elite'; months: 1 | 3 | 12 }, now: Date): NewEvent[] {
  if (s.granted.has(gift.invoiceId)) return [];
  const ends = s.periods.filter((p) => p.accessEndsAt > now && p.accessEndsAt > p.startsAt).map((p) => (p.kind === 'paid' && !p.ended ? p.endsAt : p.accessEndsAt).getTime());
  const startsAt = new Date(Math.max(now.getTime(), ...ends));
  const endsAt = new Date(startsAt.getTime() + giftDays(gift.months) * DAY_MS);
  return [newEvent(GiftPeriodGranted, { ...gift, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() })];
}
