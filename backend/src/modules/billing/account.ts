// The person's side of billing: an invoice as the checkout page shows it, the subscription as the
// payment tab shows it, the invoice history, and "Cancelar assinatura" / "Reativar".
import { subscriptionStream, type DataOf, type EventMetadata, type InvoiceRequested } from '@piboost/events';
import { PLANS } from '@piboost/events/business';
import QRCode from 'qrcode';
import { handleCommand } from '../../platform/command';
import type { Principal } from '../../platform/http/context';
import { waitForProjection } from '../../platform/read-your-writes';
import type { Runtime } from '../../platform/runtime';
import { guaranteeOf, setCancellation as decideCancellation } from './decide';
import { InvoiceNotFound } from './errors';
import type { InvoiceStatus } from './invoice';
import { invoiceState, loadSubscription, subscriptionState } from './load';
import { cyclePrice } from './pricing';
import { METHOD_NAMES, providerLabel } from './receipts';
import { firstPayment } from './refunds';
import { scheduleExpiry } from './reminders';
import { activePeriod, inGrace, premiumEnd, queuedPeriods, runningPaid, upgradeQuote } from './subscription';

const qrCache = new Map<string, string>();

async function qrSvg(code: string): Promise<string> {
  let svg = qrCache.get(code);
  if (!svg) {
    svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    if (qrCache.size > 500) qrCache.clear();
    qrCache.set(code, svg);
  }
  return svg;
}

/** Whether a paid invoice granted its period yet, and when that period begins (in a trial: at the trial's end). */
async function grantedPeriod(runtime: Runtime, userId: string, invoiceId: string, paid: boolean) {
  const sub = await subscriptionState(runtime, userId);
  const period = sub.periods.find((p) => p.invoiceIds.includes(invoiceId));
  return {
    /** The period this invoice pays for has been granted (the token says Premium once the read model follows). */
    granted: paid && sub.granted.has(invoiceId),
    /** When the period it paid for begins, and whether that is still ahead (bought during a trial: at the trial's end). */
    periodStartsAt: paid && period ? period.startsAt.toISOString() : null,
    periodQueued: paid && period !== undefined && period.startsAt > runtime.now(),
  };
}

/** The invoice as the checkout page shows it; only its owner (or staff) may read it. */
export async function invoiceView(runtime: Runtime, principal: Principal, invoiceId: string) {
  const s = await invoiceState(runtime, invoiceId);
  const staff = principal.roles.includes('admin') || principal.roles.includes('support');
  if (!s || (s.request.userId !== principal.userId && !staff)) throw new InvoiceNotFound();
  const r = s.request;
  return {
    id: r.invoiceId,
    status: s.status,
    plan: r.plan,
    planName: PLANS.find((p) => p.id === r.plan)!.name,
    billingPeriod: r.billingPeriod,
    method: r.method,
    methodName: METHOD_NAMES[r.method],
    provider: r.provider,
    providerLabel: providerLabel(r.provider, r.simulated),
    simulated: r.simulated,
    currency: r.currency,
    amount: r.amount,
    amountUsdCents: r.amountUsdCents,
    /** A reward's discount on this invoice: the price before it and the percentage. */
    discount: r.discount ? { percent: r.discount.percent, listUsdCents: r.discount.listUsdCents } : null,
    rate: r.rate,
    rateSource: r.rateSource,
    rateAt: r.rateAt,
    expiresAt: r.expiresAt,
    amountPaid: s.amountPaid,
    late: s.late,
    overpaid: s.overpaid,
    /** gift: bought for someone else (issue 26); paid, it is done - its recipient redeems the months. */
    gift: r.kind === 'gift',
    ...(r.kind === 'gift' ? { granted: s.status === 'paid', periodStartsAt: null, periodQueued: false } : await grantedPeriod(runtime, r.userId, r.invoiceId, s.status === 'paid')),
    paymentLink: s.charge?.paymentLink ?? null,
    paymentCode: s.charge?.paymentCode ?? null,
    qrSvg: s.charge ? await qrSvg(s.charge.paymentCode) : null,
  };
}

/** The person's subscription as the payment tab shows it, and whether the guarantee still applies. */
export async function subscriptionView(runtime: Runtime, userId: string) {
  const now = runtime.now();
  const sub = await subscriptionState(runtime, userId);
  const active = activePeriod(sub, now);
  const guarantee = guaranteeOf(await firstPayment(runtime, userId), now);
  const paid = runningPaid(sub, now);
  const grace = inGrace(sub, now);
  const upgrade = upgradeQuote(sub, 'elite', now, cyclePrice);
  return {
    premium: active !== null,
    plan: active?.plan ?? null,
    kind: active?.kind ?? null,
    premiumUntil: premiumEnd(sub, now)?.toISOString() ?? null,
    /** The end of the period in force itself (a trial's end, not that of the paid period queued behind it). */
    activeEndsAt: active?.endsAt.toISOString() ?? null,
    /** The paid period in force (or in its grace): its plan, cycle and paid end. */
    paid: paid ? { plan: paid.plan, billingPeriod: paid.billingPeriod, endsAt: paid.endsAt.toISOString() } : null,
    /** "Cancela em DD/MM/AAAA": the person cancelled; Premium ends at this paid end. */
    cancelAt: sub.cancelAt && paid ? sub.cancelAt.toISOString() : null,
    /** The period ended unrenewed: Premium continues until this, then expires. */
    graceUntil: grace ? grace.accessEndsAt.toISOString() : null,
    /** What "Mudar para Elite" costs now (US$ cents, for the days left). */
    upgrade: upgrade ? { plan: 'elite' as const, amountUsdCents: upgrade.amountUsdCents, days: upgrade.days } : null,
    /** Paid periods bought but not begun (in a trial they wait for its end); each may be cancelled for a full refund. */
    queued: queuedPeriods(sub, now).map((p) => ({ plan: p.plan, billingPeriod: p.billingPeriod, startsAt: p.startsAt.toISOString(), endsAt: p.endsAt.toISOString(), invoiceId: p.invoiceId! })),
    periods: sub.periods.map((p) => ({ plan: p.plan, kind: p.kind, billingPeriod: p.billingPeriod, startsAt: p.startsAt.toISOString(), endsAt: p.endsAt.toISOString(), invoiceId: p.invoiceId })),
    refundable: guarantee ? { invoiceId: guarantee.invoiceId, until: guarantee.until.toISOString() } : null,
  };
}

/** The person's invoices, newest first (the payment tab's history). */
type Requested = DataOf<typeof InvoiceRequested>;
interface HistoryRow {
  id: string;
  plan: Requested['plan'];
  billing_period: Requested['billingPeriod'];
  method: Requested['method'];
  provider: Requested['provider'];
  currency: Requested['currency'];
  amount: string;
  amount_usd_cents: number;
  status: InvoiceStatus | 'refund_requested';
  simulated: boolean;
  created_at: Date;
  paid_at: Date | null;
}

export async function invoiceHistory(runtime: Runtime, userId: string) {
  const rows = await runtime.db('billing_invoices').where({ user_id: userId }).orderBy('created_at', 'desc').limit(100).select<HistoryRow[]>('id', 'plan', 'billing_period', 'method', 'provider', 'currency', 'amount', 'amount_usd_cents', 'status', 'simulated', 'created_at', 'paid_at');
  return rows.map((r) => ({ id: r.id, plan: r.plan, billingPeriod: r.billing_period, method: r.method, provider: r.provider, currency: r.currency, amount: Number(r.amount), amountUsdCents: r.amount_usd_cents, status: r.status, simulated: r.simulated, createdAt: r.created_at.toISOString(), paidAt: r.paid_at?.toISOString() ?? null }));
}

/** "Cancelar assinatura" / "Reativar": effective at the paid period's end (no grace after a cancellation). */
export async function setCancellation(runtime: Runtime, principal: Principal, cancel: boolean, meta: EventMetadata) {
  const userId = principal.userId;
  const { appended } = await handleCommand(runtime.events, subscriptionStream(userId), loadSubscription(runtime, userId), (sub) => ({ events: decideCancellation(sub, { userId, cancel, now: runtime.now() }) }), {
    metadata: { ...meta, actorId: userId },
  });
  if (appended) {
    await scheduleExpiry(runtime, userId);
    await waitForProjection(runtime.db, 'users', appended.position);
  }
  return { message: cancel ? 'Assinatura cancelada. Seu Premium continua até o fim do período pago.' : 'Assinatura reativada.' };
}
