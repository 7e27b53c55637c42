// The one fold of subscription-<userId>: the trial, paid and staff periods a person has. Billing
// decides with it, the users read model keeps its state per person (as JSON) and every "what plan do
// I have" - the token, gamification, the profile, the back office - asks `premiumInForce` at read time.
import { PremiumEndedByStaff, PremiumGrantedByStaff, TrialEndedByStaff, TrialGrantedByStaff } from './backoffice';
import {
  SubscriptionCancellationScheduled,
  GiftPeriodGranted,
  SubscriptionPeriodEnded,
  SubscriptionPeriodExtended,
  SubscriptionPeriodStarted,
  SubscriptionPlanChanged,
  SubscriptionReactivated,
} from './billing';
import { GRACE_DAYS, type BillingPeriod } from './business';
import { isEvent } from './define';
import { TrialStarted } from './onboarding';
import type { RecordedEvent, Version } from './store';

const GRACE_MS = GRACE_DAYS * 86_400_000;

export type PremiumPlan = 'professional' | 'elite';

export interface Period {
  plan: PremiumPlan;
  billingPeriod: BillingPeriod | null;
  startsAt: Date;
  /** The end of what was paid (or granted). */
  endsAt: Date;
  /** When access really ends: a paid period keeps Premium for the grace days after `endsAt`, until renewed, ended or cancelled. */
  accessEndsAt: Date;
  /** null for a trial or a staff grant; for a paid period, the invoice that started it; for a gift, the gift's invoice (the buyer's). */
  invoiceId: string | null;
  /** Every invoice that paid for this period (the one that started it and its renewals): a refund of the period refunds them all. */
  invoiceIds: string[];
  /** trial: the survey's or a reward's trial, or staff's trial grant; staff: a Premium grant by staff; paid: an invoice; gift: a redeemed gift (issue 26). */
  kind: 'trial' | 'paid' | 'staff' | 'gift';
  /** An explicit end was recorded (expired, cancelled, refunded, ended by staff). */
  ended: boolean;
}

export interface SubscriptionState {
  version: Version;
  periods: Period[];
  /** Invoices that already granted a period (a redelivered payment grants nothing twice). */
  granted: Set<string>;
  /** Monthly periods paid so far: the launch offer covers the first three. */
  paidMonths: number;
  /** The person cancelled: Premium ends at this paid end, without grace or reminders (null = renews as usual). */
  cancelAt: Date | null;
}

/** The events the fold reads: a read model that keeps the state subscribes to these. */
export const subscriptionEvents = [
  TrialStarted,
  TrialGrantedByStaff,
  TrialEndedByStaff,
  SubscriptionPeriodStarted,
  SubscriptionPeriodExtended,
  SubscriptionPeriodEnded,
  SubscriptionPlanChanged,
  SubscriptionCancellationScheduled,
  SubscriptionReactivated,
  PremiumGrantedByStaff,
  PremiumEndedByStaff,
  GiftPeriodGranted,
] as const;

export const initialSubscription = (): SubscriptionState => ({ version: 0n, periods: [], granted: new Set(), paidMonths: 0, cancelAt: null });

/** Applies one event of subscription-<userId> to the state (in place, and returns it: folds run over whole streams). */
export function evolveSubscription(s: SubscriptionState, e: RecordedEvent): SubscriptionState {
  const endWhere = (at: Date, match: (p: Period) => boolean) => {
    for (const p of s.periods) {
      if (!match(p)) continue;
      p.ended = true;
      if (p.accessEndsAt <= at) continue;
      const end = at < p.startsAt ? p.startsAt : at;
      if (p.endsAt > end) p.endsAt = end;
      p.accessEndsAt = end;
    }
  };
  const push = (p: Omit<Period, 'accessEndsAt' | 'ended' | 'invoiceIds'>) =>
    s.periods.push({ ...p, invoiceIds: p.invoiceId ? [p.invoiceId] : [], accessEndsAt: p.kind === 'paid' ? new Date(p.endsAt.getTime() + GRACE_MS) : p.endsAt, ended: false });
  const latestPaid = () => s.periods.filter((p) => p.kind === 'paid').at(-1);
  s.version = e.streamVersion;
  if (isEvent(e, TrialStarted)) {
    push({ plan: e.data.plan, billingPeriod: null, startsAt: new Date(e.data.startsAt), endsAt: new Date(e.data.endsAt), invoiceId: null, kind: 'trial' });
  } else if (isEvent(e, TrialGrantedByStaff)) {
    push({ plan: e.data.plan, billingPeriod: null, startsAt: e.recordedAt, endsAt: new Date(e.data.endsAt), invoiceId: null, kind: 'trial' });
  } else if (isEvent(e, TrialEndedByStaff)) endWhere(e.recordedAt, (p) => p.kind === 'trial');
  else if (isEvent(e, SubscriptionPeriodStarted)) {
    // A new paid period closes the grace of the one before it.
    const before = latestPaid();
    if (before && before.accessEndsAt > before.endsAt) before.accessEndsAt = before.endsAt;
    push({ plan: e.data.plan, billingPeriod: e.data.billingPeriod, startsAt: new Date(e.data.startsAt), endsAt: new Date(e.data.endsAt), invoiceId: e.data.invoiceId, kind: 'paid' });
    s.granted.add(e.data.invoiceId);
    s.cancelAt = null;
    if (e.data.billingPeriod === 'monthly') s.paidMonths++;
  } else if (isEvent(e, SubscriptionPeriodExtended)) {
    const last = latestPaid();
    if (last) {
      last.endsAt = new Date(e.data.endsAt);
      last.accessEndsAt = new Date(last.endsAt.getTime() + GRACE_MS);
      last.plan = e.data.plan;
      last.ended = false;
      last.invoiceIds.push(e.data.invoiceId);
    }
    s.granted.add(e.data.invoiceId);
    s.cancelAt = null;
    if (e.data.billingPeriod === 'monthly') s.paidMonths++;
  } else if (isEvent(e, SubscriptionPlanChanged)) {
    // The running period is split: the old plan until the change, the new one for the rest.
    // (If the old plan had been paid beyond the upgrade's end, the rest follows on the old plan.)
    const last = latestPaid();
    const changedAt = new Date(e.data.changedAt);
    const upgradedUntil = new Date(e.data.endsAt);
    const rest = last && last.endsAt > upgradedUntil ? { ...last, invoiceIds: [...last.invoiceIds], startsAt: upgradedUntil } : null;
    if (last && last.endsAt > changedAt) {
      last.endsAt = changedAt;
      last.accessEndsAt = changedAt;
    }
    push({ plan: e.data.toPlan, billingPeriod: last?.billingPeriod ?? 'monthly', startsAt: changedAt, endsAt: upgradedUntil, invoiceId: e.data.invoiceId, kind: 'paid' });
    if (rest) {
      s.periods.at(-1)!.accessEndsAt = upgradedUntil;
      s.periods.push(rest);
    }
    s.granted.add(e.data.invoiceId);
  } else if (isEvent(e, SubscriptionCancellationScheduled)) {
    s.cancelAt = new Date(e.data.endsAt);
    const last = latestPaid();
    if (last && last.accessEndsAt > last.endsAt) last.accessEndsAt = last.endsAt;
  } else if (isEvent(e, SubscriptionReactivated)) {
    s.cancelAt = null;
    const last = latestPaid();
    if (last && !last.ended) last.accessEndsAt = new Date(last.endsAt.getTime() + GRACE_MS);
  } else if (isEvent(e, SubscriptionPeriodEnded)) {
    // With an invoice, only the (queued) period it bought ends; without, every paid period does.
    const invoiceId = e.data.invoiceId;
    endWhere(new Date(e.data.endedAt), (p) => p.kind === 'paid' && (!invoiceId || p.invoiceIds.includes(invoiceId)));
  } else if (isEvent(e, PremiumGrantedByStaff)) {
    push({ plan: e.data.plan, billingPeriod: null, startsAt: e.recordedAt, endsAt: new Date(e.data.until), invoiceId: null, kind: 'staff' });
  } else if (isEvent(e, GiftPeriodGranted)) {
    push({ plan: e.data.plan, billingPeriod: null, startsAt: new Date(e.data.startsAt), endsAt: new Date(e.data.endsAt), invoiceId: e.data.invoiceId, kind: 'gift' });
    s.granted.add(e.data.invoiceId);
  } else if (isEvent(e, PremiumEndedByStaff)) endWhere(e.recordedAt, (p) => p.kind === 'staff' || p.kind === 'paid');
  return s;
}

/** The fold of a whole subscription-<userId> stream. */
export function foldSubscription(events: readonly RecordedEvent[]): SubscriptionState {
  const s = initialSubscription();
  for (const e of events) evolveSubscription(s, e);
  return s;
}

const live = (p: Period, now: Date) => p.startsAt <= now && p.accessEndsAt > now;

/** The period in force at `now`, the highest plan first (Elite over a Professional trial). */
export function activePeriod(s: SubscriptionState, now: Date): Period | null {
  const active = s.periods.filter((p) => live(p, now));
  return active.sort((a, b) => (a.plan === b.plan ? b.accessEndsAt.getTime() - a.accessEndsAt.getTime() : a.plan === 'elite' ? -1 : 1))[0] ?? null;
}

/** When the Premium the person has ends (any kind of period, grace included), or null. A period ended before it began (a cancelled queued one) gives none. */
export function premiumEnd(s: SubscriptionState, now: Date, kinds: readonly Period['kind'][] = ['trial', 'paid', 'staff', 'gift']): Date | null {
  const ends = s.periods.filter((p) => kinds.includes(p.kind) && p.accessEndsAt > now && p.accessEndsAt > p.startsAt).map((p) => p.accessEndsAt.getTime());
  return ends.length ? new Date(Math.max(...ends)) : null;
}

/** Paid periods bought but not begun at `now` (a payment during a trial waits for the trial's end), soonest first. */
export function queuedPeriods(s: SubscriptionState, now: Date): Period[] {
  return s.periods.filter((p) => p.kind === 'paid' && !p.ended && p.startsAt > now).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** "What plan do I have" at `now`: the plan in force, how (a subscription - paid or staff - or a trial) and until when. */
export interface PremiumInForce {
  plan: PremiumPlan;
  /** How the Premium that reaches furthest is held (a subscription - paid, staff's or a gift's - wins a tie), as the dashboard labels it. */
  kind: 'subscription' | 'trial';
  /** When the Premium the person has ends, queued periods included. */
  until: Date;
}

export function premiumInForce(s: SubscriptionState, now: Date): PremiumInForce | null {
  const active = activePeriod(s, now);
  if (!active) return null;
  const until = premiumEnd(s, now)!;
  const subscriptionUntil = premiumEnd(s, now, ['paid', 'staff', 'gift']);
  return { plan: active.plan, kind: subscriptionUntil && subscriptionUntil.getTime() >= until.getTime() ? 'subscription' : 'trial', until };
}

/** The state as JSON (a read model's jsonb column). */
export type StoredSubscription = ReturnType<typeof storeSubscription>;

export function storeSubscription(s: SubscriptionState) {
  return {
    version: s.version.toString(),
    periods: s.periods.map((p) => ({ ...p, startsAt: p.startsAt.toISOString(), endsAt: p.endsAt.toISOString(), accessEndsAt: p.accessEndsAt.toISOString() })),
    granted: [...s.granted],
    paidMonths: s.paidMonths,
    cancelAt: s.cancelAt?.toISOString() ?? null,
  };
}

/** The state back from its JSON; null (a person without a subscription stream) is the initial state. */
export function loadSubscription(stored: StoredSubscription | null | undefined): SubscriptionState {
  if (!stored) return initialSubscription();
  return {
    version: BigInt(stored.version),
    periods: stored.periods.map((p) => ({ ...p, invoiceIds: [...p.invoiceIds], startsAt: new Date(p.startsAt), endsAt: new Date(p.endsAt), accessEndsAt: new Date(p.accessEndsAt) })),
    granted: new Set(stored.granted),
    paidMonths: stored.paidMonths,
    cancelAt: stored.cancelAt ? new Date(stored.cancelAt) : null,
  };
}

/** `premiumInForce` on a read model's stored fold (null: never had a period). */
export const premiumInForceOf = (stored: StoredSubscription | null | undefined, now: Date): PremiumInForce | null => (stored ? premiumInForce(loadSubscription(stored), now) : null);
