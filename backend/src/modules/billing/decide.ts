// Billing's deciders: pure functions from a stream's folded state and a command (carrying `now` and
// whatever was read outside the stream - a quote, the provider's answer, the first payment) to the
// events to append, or a domain error (errors.ts). The commands (checkout.ts, refunds.ts,
// charges.ts, account.ts) load, call these and append through platform/command.ts; the specs are
// decide.test.ts.
import {
  DiscountApplied,
  InvoiceCreated,
  InvoiceCreationFailed,
  InvoiceExpired,
  InvoiceMarkedPaidInSandbox,
  InvoiceRefunded,
  InvoiceRequested,
  PremiumEndedByStaff,
  PremiumGrantedByStaff,
  RefundRequested,
  SubscriptionPeriodEnded,
  TrialEndedByStaff,
  TrialGrantedByStaff,
  newEvent,
  type NewEvent,
} from '@piboost/events';
import { discountedUsdCents, GUARANTEE_DAYS, INVOICE_EXPIRY_MINUTES, type BillingPeriod } from '@piboost/events/business';
import type { PremiumPlan } from '@piboost/events/subscription';
import type { ChargeStatus, PaymentMethod, ProviderName } from '../../platform/payments/port';
import { discountStatus, type BenefitsState } from './benefits';
import { AdminNoCheckout, InvoiceMissing, InvoiceNotFound, InvoiceNotPaid, InvoiceNotPayable, NoPaidSubscription, NotSandbox, PeriodNotQueued, QuoteUnavailable, RefundAlreadyRequested, RefundNotAllowed, SandboxDisabled, StaffGrantRefused } from './errors';
import { decideOnStatus, type InvoiceState } from './invoice';
import { cyclePrice, quote, type QuoteSnapshot } from './pricing';
import { activePeriod, cancellationFor, premiumEnd, queuedPeriods, upgradeQuote, type Period, type SubscriptionState } from './subscription';

const DAY_MS = 86_400_000;
/** A quote older than this is not used to price an invoice (the refresh runs every minute). */
export const QUOTE_MAX_AGE_MS = 10 * 60_000;

export const usableQuote = (q: QuoteSnapshot | null, now: Date): q is QuoteSnapshot => q !== null && now.getTime() - q.fetchedAt.getTime() <= QUOTE_MAX_AGE_MS;

// --- checkout ---------------------------------------------------------------------------------

export interface CheckoutCommand {
  invoiceId: string;
  userId: string;
  /** Administrators have every plan already. */
  isAdmin: boolean;
  plan: 'professional' | 'elite';
  period: BillingPeriod;
  method: PaymentMethod;
  /** The latest quote snapshot (null: none yet). */
  quote: QuoteSnapshot | null;
  now: Date;
}

/**
 * What a checkout would buy on this subscription, or why it may not: an Elite while a Professional
 * period runs is the prorated difference for the rest of that period; a monthly invoice counts the
 * person's paid months. Only a monthly, non-upgrade invoice may carry the reward's discount.
 */
export function checkoutTerms(sub: SubscriptionState, cmd: CheckoutCommand) {
  if (cmd.isAdmin) throw new AdminNoCheckout();
  if (!usableQuote(cmd.quote, cmd.now)) throw new QuoteUnavailable();
  const upgrade = upgradeQuote(sub, cmd.plan, cmd.now, cyclePrice);
  const billingPeriod = upgrade?.billingPeriod ?? cmd.period;
  const month = billingPeriod === 'monthly' ? sub.paidMonths + (upgrade ? 0 : 1) : 1;
  const listUsdCents = upgrade?.amountUsdCents ?? cyclePrice(cmd.plan, cmd.period, month);
  // The reward's discount is for a monthly invoice (its text), never an upgrade's difference.
  return { quote: cmd.quote, upgrade, billingPeriod, month, listUsdCents, discountable: !upgrade && billingPeriod === 'monthly' };
}

/** The invoice requested at the server's price and the locked rate, payable for INVOICE_EXPIRY_MINUTES. */
export function requestInvoice(
  sub: SubscriptionState,
  cmd: CheckoutCommand & { provider: { name: ProviderName; simulated: boolean }; discount: { code: string; percent: number } | null },
): { events: NewEvent[]; expiresAt: Date } {
  const { quote: q, upgrade, billingPeriod, month, listUsdCents, discountable } = checkoutTerms(sub, cmd);
  const discount = discountable ? cmd.discount : null;
  const price = quote(discount ? discountedUsdCents(listUsdCents, discount.percent) : listUsdCents, cmd.method, q);
  const expiresAt = new Date(cmd.now.getTime() + INVOICE_EXPIRY_MINUTES * 60_000);
  const active = activePeriod(sub, cmd.now);
  const requested = newEvent(InvoiceRequested, {
    invoiceId: cmd.invoiceId,
    userId: cmd.userId,
    plan: cmd.plan,
    billingPeriod,
    subscriptionMonth: Math.max(1, month),
    kind: upgrade ? 'upgrade' : active?.kind === 'paid' ? 'renewal' : 'new',
    ...(upgrade ? { upgradeEndsAt: upgrade.endsAt.toISOString() } : {}),
    ...(discount ? { discount: { ...discount, listUsdCents } } : {}),
    amountUsdCents: price.amountUsdCents,
    method: cmd.method,
    provider: cmd.provider.name,
    simulated: cmd.provider.simulated,
    currency: price.currency,
    amount: price.amount,
    rate: price.rate,
    rateSource: q.simulated ? `${q.source} (simulação local)` : q.source,
    rateAt: q.fetchedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { events: [requested], expiresAt };
}

/** The benefits stream and the invoices its discounts were applied to (folded). */
export interface DiscountState {
  benefits: BenefitsState;
  invoices: ReadonlyMap<string, InvoiceState | null>;
}

/** The available discount goes to `invoiceId` (before the invoice is recorded); none available: nothing. */
export function applyDiscount(s: DiscountState, cmd: { userId: string; invoiceId: string; now: Date }) {
  const status = discountStatus(s.benefits, s.invoices, cmd.now);
  if (status.state !== 'available') return { events: [], taken: null };
  return { events: [newEvent(DiscountApplied, { userId: cmd.userId, code: status.code, invoiceId: cmd.invoiceId })], taken: { code: status.code, percent: status.percent } };
}

// --- refunds ----------------------------------------------------------------------------------

/** The person's first paid invoice, as billing's invoices read model holds it: what the guarantee is judged on. */
export interface FirstPayment {
  invoiceId: string;
  status: string;
  paidAt: Date;
}

/** The first paid invoice while its guarantee runs (the right of withdrawal applies to the first contract), with its last day. */
export function guaranteeOf(first: FirstPayment | null, now: Date): { invoiceId: string; until: Date } | null {
  if (!first || first.status !== 'paid' || now.getTime() - first.paidAt.getTime() > GUARANTEE_DAYS * DAY_MS) return null;
  return { invoiceId: first.invoiceId, until: new Date(first.paidAt.getTime() + GUARANTEE_DAYS * DAY_MS) };
}

export type RefundCommand =
  /** The person, under the guarantee (CDC art. 49). */
  | { reason: 'guarantee'; invoiceId: string; firstPayment: FirstPayment | null; now: Date }
  /** An admin in the back office. */
  | { reason: 'staff'; staffId: string }
  /** A queued period cancelled: its invoices that are still paid and not refunded. */
  | { reason: 'queued' };

export function requestRefund(s: InvoiceState | null, cmd: RefundCommand): NewEvent[] {
  if (cmd.reason === 'guarantee') {
    if (guaranteeOf(cmd.firstPayment, cmd.now)?.invoiceId !== cmd.invoiceId) throw new RefundNotAllowed();
    if (!s || s.status !== 'paid' || s.refundRequested) throw new RefundAlreadyRequested();
  } else if (cmd.reason === 'staff') {
    if (!s) throw new InvoiceNotFound();
    if (s.refundRequested) throw new RefundAlreadyRequested();
    if (s.status !== 'paid') throw new InvoiceNotPaid();
  } else if (!s || s.status !== 'paid' || s.refundRequested) return [];
  const { invoiceId, userId } = s.request;
  return [newEvent(RefundRequested, { invoiceId, userId, reason: cmd.reason, staffId: cmd.reason === 'staff' ? cmd.staffId : null })];
}

/**
 * A refunded payment keeps nothing: the paid access it bought ends now. A queued period's refund
 * ends that period only - what runs before it (the trial, a paid period) stays.
 */
export function endRefundedPeriod(sub: SubscriptionState, cmd: { userId: string; invoiceId: string; plan: 'professional' | 'elite'; reason: RefundCommand['reason']; now: Date }): NewEvent[] {
  const { userId, now } = cmd;
  if (cmd.reason === 'queued') {
    const queued = queuedPeriods(sub, now).find((p) => p.invoiceIds.includes(cmd.invoiceId));
    return queued ? [newEvent(SubscriptionPeriodEnded, { userId, plan: queued.plan, endedAt: now.toISOString(), reason: 'refunded', invoiceId: queued.invoiceId! })] : [];
  }
  if (!sub.periods.some((p) => p.kind === 'paid' && p.endsAt > now)) return [];
  return [newEvent(SubscriptionPeriodEnded, { userId, plan: cmd.plan, endedAt: now.toISOString(), reason: 'refunded' })];
}

/** "Cancelar este período": only a paid period that has not begun may be cancelled. */
export function queuedPeriodOf(sub: SubscriptionState, invoiceId: string, now: Date): Period {
  const period = queuedPeriods(sub, now).find((p) => p.invoiceIds.includes(invoiceId));
  if (!period) throw new PeriodNotQueued();
  return period;
}

/** The provider refunded: recorded with what the person gets back and how they claim it. */
export function recordRefund(s: InvoiceState, result: { refundId: string; claimLink: string | null }): NewEvent[] {
  return [
    newEvent(InvoiceRefunded, {
      invoiceId: s.request.invoiceId,
      userId: s.request.userId,
      currency: s.request.currency,
      amount: s.amountPaid,
      reason: s.refund?.reason ?? 'guarantee',
      staffId: s.refund?.staffId ?? null,
      providerRefundId: result.refundId,
      claimLink: result.claimLink,
    }),
  ];
}

// --- the charge and its re-reads --------------------------------------------------------------

/** The provider's re-read (null: no charge to re-read) becomes events; a charge never created expires with its invoice. */
export function reconcileInvoice(s: InvoiceState | null, cmd: { invoiceId: string; status: ChargeStatus | null; now: Date }): NewEvent[] {
  if (!s) throw new InvoiceMissing(cmd.invoiceId);
  if (s.charge) return cmd.status ? decideOnStatus(s, cmd.status, cmd.now) : [];
  // The charge was never created (provider down for the whole 15 minutes): the invoice expires.
  if (s.status === 'requested' && cmd.now.getTime() >= Date.parse(s.request.expiresAt)) return [newEvent(InvoiceExpired, { invoiceId: cmd.invoiceId, userId: s.request.userId })];
  return [];
}

/** The provider created the charge; InvoiceCreated repeats the request's price so the document stands alone. */
export function recordCharge(s: InvoiceState, charge: { providerInvoiceId: string; paymentLink: string; paymentCode: string }): NewEvent[] {
  const r = s.request;
  const { invoiceId, userId, plan, billingPeriod, subscriptionMonth, amountUsdCents, method, provider, currency, amount, rate, expiresAt } = r;
  return [newEvent(InvoiceCreated, { invoiceId, userId, plan, billingPeriod, subscriptionMonth, amountUsdCents, method, provider, currency, amount, rate, expiresAt, ...charge })];
}

/** The provider could not create the charge after the job's retries. */
export function recordChargeFailure(s: InvoiceState, reason: string): NewEvent[] {
  return [newEvent(InvoiceCreationFailed, { invoiceId: s.request.invoiceId, userId: s.request.userId, reason: reason.slice(0, 500) })];
}

const PAYABLE: readonly InvoiceState['status'][] = ['open', 'processing', 'underpaid', 'expired'];

/** "Marcar como paga (sandbox)": a sandbox charge awaiting payment, outside production; the mark's id keys the payment. */
export function markPaidInSandbox(s: InvoiceState | null, cmd: { staffId: string; sandboxEnabled: boolean; markId: string }): NewEvent[] {
  if (!s) throw new InvoiceNotFound();
  if (s.request.provider !== 'sandbox') throw new NotSandbox();
  if (!cmd.sandboxEnabled) throw new SandboxDisabled();
  if (!s.charge || !PAYABLE.includes(s.status)) throw new InvoiceNotPayable(!s.charge);
  return [newEvent(InvoiceMarkedPaidInSandbox, { invoiceId: s.request.invoiceId, userId: s.request.userId, staffId: cmd.staffId }, undefined, cmd.markId)];
}

// --- the subscription -------------------------------------------------------------------------

/** "Cancelar assinatura" / "Reativar": effective at the paid period's end; there must be one running. */
export function setCancellation(sub: SubscriptionState, cmd: { userId: string; cancel: boolean; now: Date }): NewEvent[] {
  const events = cancellationFor(sub, cmd.userId, cmd.cancel, cmd.now);
  if (!events) throw new NoPaidSubscription();
  return events;
}

// --- staff grants (the back office) -----------------------------------------------------------

/** What an admin does to someone's Premium from the back office: a trial or a period of kind "staff" (DECISIONS 11), or its end. */
export type StaffGrantCommand =
  | { kind: 'grantTrial'; plan: PremiumPlan; days: number; reason: string }
  | { kind: 'endTrial'; reason: string }
  | { kind: 'grantPremium'; plan: PremiumPlan; until: Date; reason: string }
  | { kind: 'endPremium'; reason: string };

/** The end of the Premium a staff grant must not shorten: paid and staff periods (a trial may be outgrown). */
const grantedUntil = (sub: SubscriptionState, now: Date) => premiumEnd(sub, now, ['paid', 'staff']);

/** `staffId` grants or ends Premium on `userId`'s subscription - never their own. */
export function decideStaffGrant(sub: SubscriptionState, cmd: StaffGrantCommand & { userId: string; staffId: string; now: Date }): NewEvent[] {
  const { userId, staffId, now } = cmd;
  if (userId === staffId) throw new StaffGrantRefused('SELF_ACTION', 'Você não pode alterar a sua própria conta pelo back office.');
  switch (cmd.kind) {
    case 'grantTrial':
      return [newEvent(TrialGrantedByStaff, { userId, staffId, plan: cmd.plan, endsAt: new Date(now.getTime() + cmd.days * DAY_MS).toISOString(), reason: cmd.reason })];
    case 'endTrial':
      if (!premiumEnd(sub, now, ['trial'])) throw new StaffGrantRefused('NO_ACTIVE_TRIAL', 'Este usuário não tem teste grátis em andamento.');
      return [newEvent(TrialEndedByStaff, { userId, staffId, reason: cmd.reason })];
    case 'grantPremium': {
      if (cmd.until.getTime() <= now.getTime()) throw new StaffGrantRefused('UNTIL_IN_PAST', 'A data final do Premium deve estar no futuro.');
      const current = grantedUntil(sub, now);
      if (current && current.getTime() >= cmd.until.getTime()) {
        throw new StaffGrantRefused('UNTIL_BEFORE_CURRENT', `A pessoa já tem Premium até ${current.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}; escolha uma data posterior.`);
      }
      return [newEvent(PremiumGrantedByStaff, { userId, staffId, plan: cmd.plan, until: cmd.until.toISOString(), reason: cmd.reason })];
    }
    case 'endPremium':
      if (!grantedUntil(sub, now)) throw new StaffGrantRefused('NO_ACTIVE_PREMIUM', 'Este usuário não tem período Premium em andamento.');
      return [newEvent(PremiumEndedByStaff, { userId, staffId, reason: cmd.reason })];
  }
}
