// A person's subscription (stream subscription-<userId>): the trial and paid periods, and the one
// decision that grants access for a paid invoice. Access is derived from these periods - never a flag.
import {
  PremiumEndedByStaff,
  PremiumGrantedByStaff,
  SubscriptionPeriodEnded,
  SubscriptionPeriodExtended,
  SubscriptionPeriodStarted,
  TrialEndedByStaff,
  TrialGrantedByStaff,
  TrialStarted,
  isEvent,
  newEvent,
  type NewEvent,
  type RecordedEvent,
  type Version,
} from '@piboost/events';
import type { BillingPeriod } from '@piboost/events/business';

const DAY_MS = 86_400_000;
/** A month of subscription is 30 days and a year 365 (docs/decisions.md): simple, and the same for everyone. */
export const PERIOD_DAYS: Record<BillingPeriod, number> = { monthly: 30, annual: 365 };

export interface Period {
  plan: 'professional' | 'elite';
  billingPeriod: BillingPeriod | null;
  startsAt: Date;
  endsAt: Date;
  /** null for a trial or a staff grant. */
  invoiceId: string | null;
  kind: 'trial' | 'paid' | 'staff';
}

export interface SubscriptionState {
  version: Version;
  periods: Period[];
  /** Invoices that already granted a period (a redelivered payment grants nothing twice). */
  granted: Set<string>;
  /** Monthly periods paid so far: the launch offer covers the first three. */
  paidMonths: number;
}

export function foldSubscription(events: readonly RecordedEvent[]): SubscriptionState {
  const s: SubscriptionState = { version: 0n, periods: [], granted: new Set(), paidMonths: 0 };
  const endWhere = (at: Date, match: (p: Period) => boolean) => {
    for (const p of s.periods) if (match(p) && p.endsAt > at) p.endsAt = at < p.startsAt ? p.startsAt : at;
  };
  for (const e of events) {
    s.version = e.streamVersion;
    if (isEvent(e, TrialStarted)) {
      s.periods.push({ plan: e.data.plan, billingPeriod: null, startsAt: new Date(e.data.startsAt), endsAt: new Date(e.data.endsAt), invoiceId: null, kind: 'trial' });
    } else if (isEvent(e, TrialGrantedByStaff)) {
      s.periods.push({ plan: e.data.plan, billingPeriod: null, startsAt: e.recordedAt, endsAt: new Date(e.data.endsAt), invoiceId: null, kind: 'trial' });
    } else if (isEvent(e, TrialEndedByStaff)) endWhere(e.recordedAt, (p) => p.kind === 'trial');
    else if (isEvent(e, SubscriptionPeriodStarted)) {
      s.periods.push({ plan: e.data.plan, billingPeriod: e.data.billingPeriod, startsAt: new Date(e.data.startsAt), endsAt: new Date(e.data.endsAt), invoiceId: e.data.invoiceId, kind: 'paid' });
      s.granted.add(e.data.invoiceId);
      if (e.data.billingPeriod === 'monthly') s.paidMonths++;
    } else if (isEvent(e, SubscriptionPeriodExtended)) {
      const last = s.periods.filter((p) => p.kind === 'paid').at(-1);
      if (last) {
        last.endsAt = new Date(e.data.endsAt);
        last.plan = e.data.plan;
      }
      s.granted.add(e.data.invoiceId);
      if (e.data.billingPeriod === 'monthly') s.paidMonths++;
    } else if (isEvent(e, SubscriptionPeriodEnded)) endWhere(new Date(e.data.endedAt), (p) => p.kind === 'paid');
    else if (isEvent(e, PremiumGrantedByStaff)) {
      s.periods.push({ plan: e.data.plan, billingPeriod: null, startsAt: e.recordedAt, endsAt: new Date(e.data.until), invoiceId: null, kind: 'staff' });
    } else if (isEvent(e, PremiumEndedByStaff)) endWhere(e.recordedAt, (p) => p.kind === 'staff' || p.kind === 'paid');
  }
  return s;
}

/** The period in force at `now`, the highest plan first (Elite over a Professional trial). */
export function activePeriod(s: SubscriptionState, now: Date): Period | null {
  const active = s.periods.filter((p) => p.startsAt <= now && p.endsAt > now);
  return active.sort((a, b) => (a.plan === b.plan ? b.endsAt.getTime() - a.endsAt.getTime() : a.plan === 'elite' ? -1 : 1))[0] ?? null;
}

/** When the Premium the person has ends (any kind of period), or null. */
export function premiumEnd(s: SubscriptionState, now: Date): Date | null {
  const ends = s.periods.filter((p) => p.endsAt > now).map((p) => p.endsAt.getTime());
  return ends.length ? new Date(Math.max(...ends)) : null;
}

export interface PaidInvoice {
  invoiceId: string;
  userId: string;
  plan: 'professional' | 'elite';
  billingPeriod: BillingPeriod;
}

/**
 * A paid invoice starts or extends a period (DECISIONS 11). It starts when the Premium the person
 * already has ends - a trial included, so paying during a trial loses none of it - and extends the
 * last paid period when that one is still running.
 */
export function grantFor(s: SubscriptionState, invoice: PaidInvoice, now: Date): NewEvent[] {
  if (s.granted.has(invoice.invoiceId)) return [];
  const base = { userId: invoice.userId, plan: invoice.plan, billingPeriod: invoice.billingPeriod, invoiceId: invoice.invoiceId };
  const lastPaid = s.periods.filter((p) => p.kind === 'paid').at(-1);
  const running = lastPaid && lastPaid.endsAt > now ? lastPaid : null;
  const days = PERIOD_DAYS[invoice.billingPeriod] * DAY_MS;
  if (running) {
    return [newEvent(SubscriptionPeriodExtended, { ...base, previousEndsAt: running.endsAt.toISOString(), endsAt: new Date(running.endsAt.getTime() + days).toISOString() })];
  }
  const startsAt = premiumEnd(s, now) ?? now;
  return [newEvent(SubscriptionPeriodStarted, { ...base, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + days).toISOString() })];
}
