// The back office's billing reads (issue 12): the invoices and subscriptions lists (react-admin
// resources over billing's invoices read model and the users read model), and revenue analytics -
// MRR, active subscribers by plan, trial -> paid conversion, churn, paid revenue per day.
import type { Runtime } from '../../platform/runtime';
import { defineListResource } from '../../platform/http/ra-list';
import { premiumWindowsQuery } from '../identity';
import { giftStatus } from './gifts';
import { invoiceState } from './load';

const DAY_MS = 86_400_000;

export const invoiceList = defineListResource({
  name: 'billing-invoices',
  columns: {
    id: 'id',
    userId: 'user_id',
    plan: 'plan',
    billingPeriod: 'billing_period',
    method: 'method',
    provider: 'provider',
    simulated: 'simulated',
    currency: 'currency',
    amount: 'amount',
    amountUsdCents: 'amount_usd_cents',
    status: 'status',
    providerInvoiceId: 'provider_invoice_id',
    amountPaid: 'amount_paid',
    late: 'late',
    overpaid: 'overpaid',
    createdAt: 'created_at',
    expiresAt: 'expires_at',
    paidAt: 'paid_at',
    refundedAt: 'refunded_at',
  },
  search: ['id', 'providerInvoiceId'],
  defaultSort: ['createdAt', 'DESC'],
  maxPageSize: 500,
});

/** The back office's gifts (issue 26): the gifts' invoices; what became of each is read from its stream. */
export const adminGiftList = defineListResource({
  name: 'billing-gifts',
  columns: {
    id: 'id',
    buyerId: 'user_id',
    plan: 'plan',
    method: 'method',
    provider: 'provider',
    simulated: 'simulated',
    amountUsdCents: 'amount_usd_cents',
    invoiceStatus: 'status',
    createdAt: 'created_at',
    paidAt: 'paid_at',
  },
  search: ['id'],
  defaultSort: ['createdAt', 'DESC'],
  maxPageSize: 100,
});

/** A page of gifts with what the stream says of each (months, redeemed by whom and when) - never the address, the message or the link. */
export async function adminGiftRows(runtime: Runtime, rows: readonly { id: string }[]) {
  return Promise.all(
    rows.map(async (row) => {
      const s = (await invoiceState(runtime, row.id))!;
      const r = row as unknown as { buyerId: string; plan: string; method: string; provider: string; simulated: boolean; amountUsdCents: number; invoiceStatus: string; createdAt: Date; paidAt: Date | null };
      return {
        id: row.id,
        buyerId: r.buyerId,
        plan: r.plan,
        months: s.gift?.months ?? 0,
        method: r.method,
        provider: r.provider,
        simulated: r.simulated,
        amountUsdCents: r.amountUsdCents,
        invoiceStatus: r.invoiceStatus,
        status: giftStatus(s),
        recipientId: s.gift?.redeemedBy ?? null,
        createdAt: r.createdAt.toISOString(),
        paidAt: r.paidAt?.toISOString() ?? null,
        redeemedAt: s.gift?.redeemedAt?.toISOString() ?? null,
      };
    }),
  );
}

/**
 * One row per person who ever had Premium through billing (a trial or a paid invoice): the users
 * read model's periods and their latest paid invoice. status: active (paid Premium now), trial
 * (a trial now), lapsed (neither any more).
 */
export const subscriptionList = defineListResource({
  name: 'billing-subscriptions',
  columns: {
    id: 's.id',
    plan: 's.plan',
    status: 's.status',
    premiumUntil: 's.premium_until',
    trialEndsAt: 's.trial_ends_at',
    billingPeriod: 's.billing_period',
    method: 's.method',
    lastPaidAt: 's.last_paid_at',
    invoicesPaid: 's.invoices_paid',
  },
  defaultSort: ['premiumUntil', 'DESC'],
  maxPageSize: 500,
});

export function subscriptionsQuery(runtime: Runtime) {
  const db = runtime.db;
  const now = runtime.now();
  const rows = db
    .from(premiumWindowsQuery(db).as('u'))
    .leftJoin(
      db('billing_invoices').distinctOn('user_id').whereIn('status', ['paid', 'refund_requested', 'refunded']).orderBy([{ column: 'user_id' }, { column: 'paid_at', order: 'desc' }]).select('user_id', 'billing_period', 'method', 'paid_at').as('i'),
      'i.user_id',
      'u.id',
    )
    .where((q) => q.whereNotNull('u.trial_ends_at').orWhereNotNull('i.user_id'))
    .select(
      'u.id',
      db.raw(`COALESCE(u.plan, 'free') AS plan`),
      db.raw(`CASE WHEN u.premium_until > ? THEN 'active' WHEN u.trial_ends_at > ? THEN 'trial' ELSE 'lapsed' END AS status`, [now, now]),
      'u.premium_until',
      'u.trial_ends_at',
      'i.billing_period',
      'i.method',
      'i.paid_at as last_paid_at',
      db.raw(`(SELECT count(*)::int FROM billing_invoices p WHERE p.user_id = u.id AND p.status IN ('paid', 'refund_requested', 'refunded')) AS invoices_paid`),
    );
  return db.from(rows.as('s')).select(Object.entries(subscriptionList.columns).map(([k, v]) => `${v} as ${k}`));
}

export interface Revenue {
  /** Monthly recurring revenue in US$ cents: each active paid subscriber's last invoice, per month. */
  mrrUsdCents: number;
  activeByPlan: Record<'professional' | 'elite', number>;
  trials: number;
  trialsConverted: number;
  /** Percent of trial users who later paid. */
  conversionPercent: number;
  /** Paid subscribers (refunded ones included) whose Premium lapsed in the last 30 days, over those active at any time in them. */
  churnPercent: number;
  days: { day: string; revenueUsdCents: number; invoicesPaid: number }[];
}

export async function revenue(runtime: Runtime): Promise<Revenue> {
  const now = runtime.now();
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  // Each paid subscriber's latest paid invoice; a refunded one still says they were a subscriber (churn).
  const lastPaid = runtime.db('billing_invoices').distinctOn('user_id').whereIn('status', ['paid', 'refund_requested', 'refunded']).orderBy([{ column: 'user_id' }, { column: 'paid_at', order: 'desc' }]).select('user_id', 'plan', 'billing_period', 'amount_usd_cents');
  const active = await runtime.db
    .from(lastPaid.as('i'))
    .join(premiumWindowsQuery(runtime.db).as('u'), 'u.id', 'i.user_id')
    .where('u.premium_until', '>', now)
    .select<{ plan: 'professional' | 'elite'; billing_period: string; amount_usd_cents: number }[]>('i.plan', 'i.billing_period', 'i.amount_usd_cents');
  const mrr = active.reduce((sum, r) => sum + (r.billing_period === 'annual' ? Math.round(r.amount_usd_cents / 12) : r.amount_usd_cents), 0);
  const activeByPlan = { professional: 0, elite: 0 };
  for (const r of active) activeByPlan[r.plan]++;
  const trial = await runtime.db
    .from(premiumWindowsQuery(runtime.db).as('u'))
    .whereNotNull('u.trial_ends_at')
    .select(runtime.db.raw('count(*)::int AS trials'), runtime.db.raw(`count(*) FILTER (WHERE EXISTS (SELECT 1 FROM billing_invoices i WHERE i.user_id = u.id AND i.status IN ('paid', 'refund_requested', 'refunded')))::int AS converted`))
    .first<{ trials: number; converted: number }>();
  const churn = await runtime.db
    .from(lastPaid.as('i'))
    .join(premiumWindowsQuery(runtime.db).as('u'), 'u.id', 'i.user_id')
    .select(
      runtime.db.raw('count(*) FILTER (WHERE u.premium_until > ? AND u.premium_until <= ?)::int AS lapsed', [monthAgo, now]),
      runtime.db.raw('count(*) FILTER (WHERE u.premium_until > ?)::int AS base', [monthAgo]),
    )
    .first<{ lapsed: number; base: number }>();
  const days = await runtime.db('billing_invoices')
    .where('paid_at', '>', monthAgo)
    .whereIn('status', ['paid', 'refund_requested', 'refunded'])
    .groupByRaw(`1`)
    .orderByRaw(`1`)
    .select<{ day: string; revenue: string; paid: number }[]>(
      runtime.db.raw(`to_char(paid_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS day`),
      runtime.db.raw(`sum(amount_usd_cents) FILTER (WHERE status <> 'refunded') AS revenue`),
      runtime.db.raw('count(*)::int AS paid'),
    );
  const pct = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 1000) / 10);
  return {
    mrrUsdCents: mrr,
    activeByPlan,
    trials: trial?.trials ?? 0,
    trialsConverted: trial?.converted ?? 0,
    conversionPercent: pct(trial?.converted ?? 0, trial?.trials ?? 0),
    churnPercent: pct(churn?.lapsed ?? 0, churn?.base ?? 0),
    days: days.map((d) => ({ day: d.day, revenueUsdCents: Number(d.revenue ?? 0), invoicesPaid: d.paid })),
  };
}
