// Billing's deciders: pure functions from a stream's folded state and a command (carrying `now` and
// whatever was read outside the stream - a quote, the provider's answer, the first payment) to the
// events to append, or a domain error (errors.ts). The commands (checkout.ts, refunds.ts,
// charges.ts, account.ts) load, call these and append through platform/command.ts; the specs are
// decide.test.ts.
import {
  DiscountApplied,
  GiftOrdered,
  GiftRedeemed,
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
import { discountedUsdCents, GUARANTEE_DAYS, INVOICE_EXPIRY_MINUTES, LAUNCH_OFFER, type BillingPeriod } from '@piboost/events/business';
import type { PremiumPlan } from '@piboost/events/subscription';
import type { ChargeStatus, PaymentMethod, ProviderName } from '../../platform/payments/port';
import { discountStatus, type BenefitsState } from './benefits';
import { AdminNoCheckout, GiftRefused, InvoiceMissing, InvoiceNotFound, InvoiceNotPaid, InvoiceNotPayable, NoPaidSubscription, NotSandbox, PeriodNotQueued, QuoteUnavailable, RefundAlreadyRequested, RefundNotAllowed, SandboxDisabled, StaffGrantRefused } from './errors';
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

// --- gifts (issue 26 item 3) ------------------------------------------------------------------

export type GiftMonths = 1 | 3 | 12;

/**
 * A gift's price in US$ cents: 1 or 3 months at the plan's monthly list price (the launch offer is for
 * the person's own first months, not a gift), 12 months at the annual plan's price.
 */
export const giftPriceUsdCents = (plan: 'professional' | 'elite', months: GiftMonths) =>
  months === 12 ? cyclePrice(plan, 'annual', 1) : months * cyclePrice(plan, 'monthly', LAUNCH_OFFER.months + 1);

export interface GiftCommand {
  invoiceId: string;
  userId: string;
  isAdmin: boolean;
  plan: 'professional' | 'elite';
  months: GiftMonths;
  method: PaymentMethod;
  /** Normalised (trimmed, lowercased) by the route's schema. */
  recipientEmail: string;
  message: string | null;
  /** The buyer's own address: a gift is for someone else. */
  buyerEmail: string | null;
  quote: QuoteSnapshot | null;
  provider: { name: ProviderName; simulated: boolean };
  now: Date;
}

/** "Presentear Premium": the gift's invoice (kind gift) at the server's price and the locked rate, with what it gives and to whom. */
export function orderGift(cmd: GiftCommand): { events: NewEvent[]; expiresAt: Date } {
  if (cmd.isAdmin) throw new AdminNoCheckout();
  if (cmd.buyerEmail !== null && cmd.buyerEmail.trim().toLowerCase() === cmd.recipientEmail) {
    throw new GiftRefused('GIFT_FOR_SELF', 'O presente é para outra pessoa: informe o e-mail de quem vai recebê-lo. Para você, escolha um plano em Planos.');
  }
  if (!usableQuote(cmd.quote, cmd.now)) throw new QuoteUnavailable();
  const q = cmd.quote;
  const price = quote(giftPriceUsdCents(cmd.plan, cmd.months), cmd.method, q);
  const expiresAt = new Date(cmd.now.getTime() + INVOICE_EXPIRY_MINUTES * 60_000);
  const ref = { invoiceId: cmd.invoiceId, userId: cmd.userId };
  return {
    events: [
      newEvent(InvoiceRequested, {
        ...ref,
        plan: cmd.plan,
        billingPeriod: cmd.months === 12 ? 'annual' : 'monthly',
        subscriptionMonth: 1,
        kind: 'gift',
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
      }),
      newEvent(GiftOrdered, { ...ref, plan: cmd.plan, months: cmd.months, recipientEmail: cmd.recipientEmail, message: cmd.message }),
    ],
    expiresAt,
  };
}

/**
 * The gift's link used by `recipientId`: paid, not refunded, not the buyer, not staff, and not redeemed
 * by someone else. The same person again records nothing (their months are granted once).
 */
export function redeemGift(s: InvoiceState | null, cmd: { recipientId: string; isStaff: boolean }): NewEvent[] {
  if (!s?.gift) throw new GiftRefused('GIFT_NOT_FOUND', 'Presente não encontrado. Confira o link que chegou por e-mail.');
  if (cmd.isStaff) throw new GiftRefused('GIFT_STAFF', 'Contas da equipe já têm todos os planos e não resgatam presentes.');
  if (s.request.userId === cmd.recipientId) throw new GiftRefused('GIFT_OWN', 'Este presente foi comprado por você: o link é para quem vai recebê-lo.');
  if (s.gift.redeemedBy === cmd.recipientId) return [];
  if (s.gift.redeemedBy) throw new GiftRefused('GIFT_REDEEMED', 'Este presente já foi resgatado.');
  if (s.refundRequested || s.status === 'refunded') throw new GiftRefused('GIFT_REFUNDED', 'Este presente foi reembolsado e não pode mais ser resgatado.');
  if (s.status !== 'paid') throw new GiftRefused('GIFT_NOT_PAID', 'O pagamento deste presente ainda não foi confirmado.');
  return [newEvent(GiftRedeemed, { invoiceId: s.request.invoiceId, userId: s.request.userId, recipientId: cmd.recipientId })];
}

/** The 7-day rule for a gift: its buyer, within GUARANTEE_DAYS of its payment, while nobody redeemed it. */
function giftRefundable(s: InvoiceState | null, cmd: { buyerId: string; now: Date }): asserts s is InvoiceState {
  if (!s?.gift || s.request.userId !== cmd.buyerId) throw new InvoiceNotFound();
  if (s.gift.redeemedBy) throw new GiftRefused('GIFT_REDEEMED', 'Este presente já foi resgatado e não pode mais ser reembolsado.');
  if (s.refundRequested) throw new RefundAlreadyRequested();
  if (s.status !== 'paid' || !s.paidAt) throw new InvoiceNotPaid();
  if (cmd.now.getTime() - s.paidAt.getTime() > GUARANTEE_DAYS * DAY_MS) throw new RefundNotAllowed();
}

/** Until when the buyer may still get a gift refunded (null: no longer). */
export function giftRefundableUntil(s: InvoiceState, now: Date): Date | null {
  try {
    giftRefundable(s, { buyerId: s.request.userId, now });
    return new Date(s.paidAt!.getTime() + GUARANTEE_DAYS * DAY_MS);
  } catch {
    return null;
  }
}

export type RefundCommand =
  /** The person, under the guarantee (CDC art. 49). */
  | { reason: 'guarantee'; invoiceId: string; firstPayment: FirstPayment | null; now: Date }
  /** An admin in the back office. */
  | { reason: 'staff'; staffId: string }
  /** A queued period cancelled: its invoices that are still paid and not refunded. */
  | { reason: 'queued' }
  /** A gift nobody redeemed, by its buyer within 7 days of its payment. */
  | { reason: 'gift'; buyerId: string; now: Date };

export function requestRefund(s: InvoiceState | null, cmd: RefundCommand): NewEvent[] {
  if (cmd.reason === 'guarantee') {
    if (guaranteeOf(cmd.firstPayment, cmd.now)?.invoiceId !== cmd.invoiceId) throw new RefundNotAllowed();
    if (!s || s.status !== 'paid' || s.refundRequested) throw new RefundAlreadyRequested();
  } else if (cmd.reason === 'gift') {
    giftRefundable(s, cmd);
  } else if (cmd.reason === 'staff') {
    if (!s) throw new InvoiceNotFound();
    // A redeemed gift's months are the recipient's: staff refund it only before.
    if (s.gift?.redeemedBy) throw new GiftRefused('GIFT_REDEEMED', 'Este presente já foi resgatado e não pode mais ser reembolsado.');
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
export function endRefundedPeriod(
  sub: SubscriptionState,
  cmd: { userId: string; invoiceId: string; plan: 'professional' | 'elite'; kind?: InvoiceState['request']['kind']; reason: RefundCommand['reason']; now: Date },
): NewEvent[] {
  const { userId, now } = cmd;
  // A gift gave the buyer nothing; an unredeemed one gave nobody anything yet.
  if (cmd.reason === 'gift' || cmd.kind === 'gift') return [];
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
const grantedUntil = (sub: SubscriptionState, now: Date) => premiumEnd(sub, now, ['paid', 'staff', 'gift']);

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
