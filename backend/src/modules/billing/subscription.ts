// A person's subscription (stream subscription-<userId>): the trial and paid periods, and the one
// decision that grants access for a paid invoice. Access is derived from these periods - never a flag.
import {
  PremiumEndedByStaff,
  PremiumGrantedByStaff,
  SubscriptionCancellationScheduled,
  SubscriptionPeriodEnded,
  SubscriptionPeriodExtended,
  SubscriptionPeriodStarted,
  SubscriptionPlanChanged,
  SubscriptionReactivated,
  TrialEndedByStaff,
  TrialGrantedByStaff,
  TrialStarted,
  isEvent,
  newEvent,
  type NewEvent,
  type RecordedEvent,
  type Version,
} from '@piboost/events';
import { GRACE_DAYS, type BillingPeriod } from '@piboost/events/business';

const DAY_MS = 86_400_000;
/** A month of subscription is 30 days and a year 365 (docs/decisions.md): simple, and the same for everyone. */
export const PERIOD_DAYS: Record<BillingPeriod, number> = { monthly: 30, annual: 365 };
const GRACE_MS = GRACE_DAYS * DAY_MS;

export interface Period {
  plan: 'professional' | 'elite';
  billingPeriod: BillingPeriod | null;
  startsAt: Date;
  /** The end of what was paid (or granted). */
  endsAt: Date;
  /** When access really ends: a paid period keeps Premium for the grace days after `endsAt`, until renewed, ended or cancelled. */
  accessEndsAt: Date;
  /** null for a trial or a staff grant. */
  invoiceId: string | null;
  /** trial: the survey's or a reward's trial, or staff's trial grant; staff: a Premium grant by staff; paid: an invoice. */
  kind: 'trial' | 'paid' | 'staff';
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

/** The one fold of subscription-<userId>: billing, the back office and the reminders all read it. */
export function foldSubscription(events: readonly RecordedEvent[]): SubscriptionState {
  const s: SubscriptionState = { version: 0n, periods: [], granted: new Set(), paidMonths: 0, cancelAt: null };
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
  const push = (p: Omit<Period, 'accessEndsAt' | 'ended'>) =>
    s.periods.push({ ...p, accessEndsAt: p.kind === 'paid' ? new Date(p.endsAt.getTime() + GRACE_MS) : p.endsAt, ended: false });
  const latestPaid = () => s.periods.filter((p) => p.kind === 'paid').at(-1);
  for (const e of events) {
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
      const rest = last && last.endsAt > upgradedUntil ? { ...last, startsAt: upgradedUntil } : null;
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
    } else if (isEvent(e, SubscriptionPeriodEnded)) endWhere(new Date(e.data.endedAt), (p) => p.kind === 'paid');
    else if (isEvent(e, PremiumGrantedByStaff)) {
      push({ plan: e.data.plan, billingPeriod: null, startsAt: e.recordedAt, endsAt: new Date(e.data.until), invoiceId: null, kind: 'staff' });
    } else if (isEvent(e, PremiumEndedByStaff)) endWhere(e.recordedAt, (p) => p.kind === 'staff' || p.kind === 'paid');
  }
  return s;
}

const live = (p: Period, now: Date) => p.startsAt <= now && p.accessEndsAt > now;

/** The period in force at `now`, the highest plan first (Elite over a Professional trial). */
export function activePeriod(s: SubscriptionState, now: Date): Period | null {
  const active = s.periods.filter((p) => live(p, now));
  return active.sort((a, b) => (a.plan === b.plan ? b.accessEndsAt.getTime() - a.accessEndsAt.getTime() : a.plan === 'elite' ? -1 : 1))[0] ?? null;
}

/** When the Premium the person has ends (any kind of period, grace included), or null. */
export function premiumEnd(s: SubscriptionState, now: Date, kinds: readonly Period['kind'][] = ['trial', 'paid', 'staff']): Date | null {
  const ends = s.periods.filter((p) => kinds.includes(p.kind) && p.accessEndsAt > now).map((p) => p.accessEndsAt.getTime());
  return ends.length ? new Date(Math.max(...ends)) : null;
}

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
