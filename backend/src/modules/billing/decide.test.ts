// Billing's rules as specifications: given the events a stream holds, when a command (with its
// `now` and what was read outside the stream), then these events - or this domain error.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DiscountApplied,
  DiscountGranted,
  InvoiceCreated,
  InvoiceExpired,
  InvoicePaid,
  InvoiceRequested,
  PremiumGrantedByStaff,
  RefundRequested,
  SubscriptionPeriodStarted,
  TrialReserved,
  TrialEndedByStaff,
  TrialGrantedByStaff,
  TrialStarted,
  newEvent,
  type DataOf,
  type NewEvent,
  type RecordedEvent,
} from '@piboost/events';
import { PIX_INVOICE_PRICE, pixInvoiceRequested } from '../../../../tests/support/fixtures';
import { decider } from '../../../../tests/support/given';
import type { ChargeStatus } from '../../platform/payments/port';
import { foldBenefits } from './benefits';
import { applyDiscount, decideStaffGrant, endRefundedPeriod, markPaidInSandbox, queuedPeriodOf, reconcileInvoice, recordRefund, requestInvoice, requestRefund, setCancellation } from './decide';
import { AdminNoCheckout, InvoiceMissing, InvoiceNotFound, InvoiceNotPaid, InvoiceNotPayable, NoPaidSubscription, NotSandbox, PeriodNotQueued, QuoteUnavailable, RefundAlreadyRequested, RefundNotAllowed, SandboxDisabled, StaffGrantRefused } from './errors';
import { foldInvoice } from './invoice';
import { activePeriod, foldSubscription, queuedPeriods } from './subscription';
import { foldTrialReservation, reserveTrial, startTrial, surveyTrialStarted, trialRefusal } from './trial';

const MINUTE = 60_000;
const DAY = 86_400_000;
const now = new Date('2026-03-10T15:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const userId = randomUUID();
const invoiceId = randomUUID();

/** The given events as the store would hand them back: numbered, recorded at `now` unless they say when. */
const recorded = (history: readonly (NewEvent | [NewEvent, Date])[]): RecordedEvent[] =>
  history.map((given, i) => {
    const [e, at] = Array.isArray(given) ? given : [given, now];
    return { ...e, eventId: randomUUID(), streamId: 'spec', streamVersion: BigInt(i + 1), position: String(i + 1), schemaVersion: 1, metadata: {}, recordedAt: at };
  });

// --- the events a history is made of -----------------------------------------------------------

const ref = { invoiceId, userId };
const expiresAt = later(15 * MINUTE).toISOString();
const requested = (over: Partial<DataOf<typeof InvoiceRequested>> = {}) => newEvent(InvoiceRequested, { ...pixInvoiceRequested(ref, { rateAt: now.toISOString(), expiresAt }), ...over });
const created = () => newEvent(InvoiceCreated, { ...ref, ...PIX_INVOICE_PRICE, expiresAt, providerInvoiceId: 'txid-1', paymentLink: 'https://psp/cob/1', paymentCode: '000201...' });
const paid = (amountPaid = 15900) => newEvent(InvoicePaid, { ...ref, currency: 'BRL', amountPaid, providerPaymentId: 'E2E-1' });
const periodStarted = (startsAt: Date, endsAt: Date, id = invoiceId, plan: 'professional' | 'elite' = 'professional') =>
  newEvent(SubscriptionPeriodStarted, { userId, plan, billingPeriod: 'monthly', invoiceId: id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });
const trial = (endsAt: Date) => newEvent(TrialStarted, { userId, plan: 'professional', startsAt: later(-DAY).toISOString(), endsAt: endsAt.toISOString() });

const invoice = <C, R extends readonly NewEvent[] | { events: readonly NewEvent[] }>(decide: (s: ReturnType<typeof foldInvoice>, c: C) => R) =>
  decider((h: readonly (NewEvent | [NewEvent, Date])[]) => foldInvoice(recorded(h)), decide);
const subscription = <C, R extends readonly NewEvent[] | { events: readonly NewEvent[] }>(decide: (s: ReturnType<typeof foldSubscription>, c: C) => R) =>
  decider((h: readonly NewEvent[]) => foldSubscription(recorded(h)), decide);

describe('refund: who, when, how much, twice', () => {
  const refund = invoice(requestRefund);
  const firstPayment = (paidAt: Date, id = invoiceId, status = 'paid') => ({ invoiceId: id, status, paidAt });

  it('the first paid invoice, within the 7 days of the guarantee, is refunded at the person\'s request', () => {
    refund
      .given(requested(), created(), paid())
      .when({ reason: 'guarantee', invoiceId, firstPayment: firstPayment(later(-6 * DAY)), now })
      .then({ type: RefundRequested.type, data: { invoiceId, userId, reason: 'guarantee', staffId: null } });
  });

  it('after the 7 days, the guarantee no longer applies', () => {
    refund.given(requested(), created(), paid()).when({ reason: 'guarantee', invoiceId, firstPayment: firstPayment(later(-7 * DAY - MINUTE)), now }).thenThrows(RefundNotAllowed);
  });

  it('only the first contract has the guarantee: a later invoice is not refunded at the person\'s request', () => {
    refund.given(requested(), created(), paid()).when({ reason: 'guarantee', invoiceId, firstPayment: firstPayment(later(-DAY), randomUUID()), now }).thenThrows(RefundNotAllowed);
  });

  it('twice: a refund already asked is refused, even while the read model still says paid', () => {
    const asked = newEvent(RefundRequested, { ...ref, reason: 'guarantee', staffId: null });
    refund.given(requested(), created(), paid(), asked).when({ reason: 'guarantee', invoiceId, firstPayment: firstPayment(later(-DAY)), now }).thenThrows(RefundAlreadyRequested);
    refund.given(requested(), created(), paid(), asked).when({ reason: 'staff', staffId: randomUUID() }).thenThrows(RefundAlreadyRequested);
  });

  it('staff refund a paid invoice, with their id on the request; never one unpaid or unknown', () => {
    const staffId = randomUUID();
    refund.given(requested(), created(), paid()).when({ reason: 'staff', staffId }).then({ type: RefundRequested.type, data: { reason: 'staff', staffId } });
    refund.given(requested(), created()).when({ reason: 'staff', staffId }).thenThrows(InvoiceNotPaid);
    refund.given().when({ reason: 'staff', staffId }).thenThrows(InvoiceNotFound);
  });

  it('a cancelled queued period refunds its paid invoices and passes over the others', () => {
    refund.given(requested(), created(), paid()).when({ reason: 'queued' }).then({ type: RefundRequested.type, data: { reason: 'queued', staffId: null } });
    refund.given(requested(), created()).when({ reason: 'queued' }).thenNothing();
  });

  it('how much: the provider refunds what was paid, overpayment included, for the reason asked', () => {
    const recordRefunded = invoice((s: ReturnType<typeof foldInvoice>, result: { refundId: string; claimLink: string | null }) => recordRefund(s!, result));
    recordRefunded
      .given(requested(), created(), paid(17000), newEvent(RefundRequested, { ...ref, reason: 'queued', staffId: null }))
      .when({ refundId: 'D1', claimLink: null })
      .then({ type: 'InvoiceRefunded', data: { amount: 17000, currency: 'BRL', reason: 'queued', providerRefundId: 'D1' } });
  });

  it('a refund ends the paid period running now; with none running there is nothing to end', () => {
    const end = subscription(endRefundedPeriod);
    const command = { userId, invoiceId, plan: 'professional' as const, reason: 'guarantee' as const, now };
    end.given(periodStarted(later(-DAY), later(29 * DAY))).when(command).then({ type: 'SubscriptionPeriodEnded', data: { reason: 'refunded', endedAt: now.toISOString() } });
    end.given(periodStarted(later(-40 * DAY), later(-10 * DAY))).when(command).thenNothing();
  });
});

describe('period cancel', () => {
  const end = subscription(endRefundedPeriod);
  const queuedId = randomUUID();
  const boughtInTrial = [trial(later(10 * DAY)), periodStarted(later(10 * DAY), later(40 * DAY), queuedId)];

  it('a paid period bought during the trial ends alone: the trial runs on', () => {
    end
      .given(...boughtInTrial)
      .when({ userId, invoiceId: queuedId, plan: 'professional', reason: 'queued', now })
      .then({ type: 'SubscriptionPeriodEnded', data: { invoiceId: queuedId, reason: 'refunded' } });
    const ended = endRefundedPeriod(foldSubscription(recorded(boughtInTrial)), { userId, invoiceId: queuedId, plan: 'professional', reason: 'queued', now });
    const after = foldSubscription(recorded([...boughtInTrial, ...ended]));
    expect(activePeriod(after, now)?.kind).toBe('trial');
    expect(queuedPeriods(after, now)).toEqual([]);
  });

  it('only a period that has not begun may be cancelled', () => {
    const state = foldSubscription(recorded(boughtInTrial));
    expect(queuedPeriodOf(state, queuedId, now).invoiceIds).toEqual([queuedId]);
    expect(() => queuedPeriodOf(state, queuedId, later(11 * DAY))).toThrow(PeriodNotQueued);
    end.given(...boughtInTrial).when({ userId, invoiceId: queuedId, plan: 'professional', reason: 'queued', now: later(11 * DAY) }).thenNothing();
  });

  it('"Cancelar assinatura" needs a paid period running', () => {
    const cancel = subscription(setCancellation);
    cancel.given(periodStarted(later(-DAY), later(29 * DAY))).when({ userId, cancel: true, now }).then({ type: 'SubscriptionCancellationScheduled', data: { endsAt: later(29 * DAY).toISOString() } });
    cancel.given(trial(later(10 * DAY))).when({ userId, cancel: true, now }).thenThrows(NoPaidSubscription);
  });
});

describe('reconcile: late payment, expired, overpaid', () => {
  const reconcile = invoice(reconcileInvoice);
  const status = (state: ChargeStatus['state'], amountPaid = 0, late = false): ChargeStatus => ({ state, amountPaid, late, paymentId: amountPaid ? 'E2E-1' : null });

  it('a full payment after the expiry, within a day, is accepted at the locked rate and marked late', () => {
    reconcile.given(requested(), created()).when({ invoiceId, status: status('paid', 15900), now: later(2 * 3600_000) }).then({ type: InvoicePaid.type, data: { amountPaid: 15900, late: true } });
    reconcile.given(requested(), created(), newEvent(InvoiceExpired, ref)).when({ invoiceId, status: status('paid', 15900, true), now: later(20 * MINUTE) }).then({ type: InvoicePaid.type, data: { late: true } });
  });

  it('a payment more than a day after the expiry is not accepted: the invoice expires', () => {
    reconcile.given(requested(), created()).when({ invoiceId, status: status('paid', 15900), now: later(2 * DAY) }).then(InvoiceExpired.type);
    reconcile.given(requested(), created(), newEvent(InvoiceExpired, ref)).when({ invoiceId, status: status('paid', 15900), now: later(2 * DAY) }).thenNothing();
  });

  it('expires unpaid: at its end, when the provider says so, and even when its charge was never created', () => {
    reconcile.given(requested(), created()).when({ invoiceId, status: status('pending'), now: later(15 * MINUTE) }).then(InvoiceExpired.type);
    reconcile.given(requested(), created()).when({ invoiceId, status: status('expired'), now }).then(InvoiceExpired.type);
    reconcile.given(requested()).when({ invoiceId, status: null, now: later(15 * MINUTE) }).then(InvoiceExpired.type);
    reconcile.given(requested()).when({ invoiceId, status: null, now: later(14 * MINUTE) }).thenNothing();
  });

  it('overpaid: paid, and the overpayment recorded beside it', () => {
    reconcile.given(requested(), created()).when({ invoiceId, status: status('paid', 16000), now }).then({ type: InvoicePaid.type, data: { amountPaid: 16000 } }, { type: 'InvoiceOverpaid', data: { amountDue: 15900, amountPaid: 16000 } });
  });

  it('a paid invoice is final; one that does not exist is refused', () => {
    reconcile.given(requested(), created(), paid()).when({ invoiceId, status: status('paid', 15900), now }).thenNothing();
    reconcile.given().when({ invoiceId, status: null, now }).thenThrows(InvoiceMissing);
  });
});

describe('checkout quote', () => {
  const checkout = subscription(requestInvoice);
  const quote = { usdBrl: '5.3', btcUsd: '100000', source: 'coingecko', simulated: false, fetchedAt: later(-MINUTE) };
  const command = (over: Partial<Parameters<typeof requestInvoice>[1]> = {}) => ({
    invoiceId,
    userId,
    isAdmin: false,
    plan: 'professional' as const,
    period: 'monthly' as const,
    method: 'pix' as const,
    quote,
    now,
    provider: { name: 'pix' as const, simulated: false },
    discount: null,
    ...over,
  });

  it('prices the first month at the launch offer, in reais at the quote, payable for 15 minutes', () => {
    checkout.given().when(command()).then({
      type: InvoiceRequested.type,
      data: { kind: 'new', subscriptionMonth: 1, amountUsdCents: 3000, currency: 'BRL', amount: 15900, rate: '5.3', rateAt: quote.fetchedAt.toISOString(), expiresAt: later(15 * MINUTE).toISOString() },
    });
  });

  it('in satoshis for Bitcoin and Lightning', () => {
    checkout.given().when(command({ method: 'lightning' })).then({ type: InvoiceRequested.type, data: { currency: 'BTC', amount: 30_000, method: 'lightning' } });
  });

  it('renews while a paid period runs: the next month of the subscription', () => {
    checkout.given(periodStarted(later(-DAY), later(29 * DAY))).when(command()).then({ type: InvoiceRequested.type, data: { kind: 'renewal', subscriptionMonth: 2 } });
  });

  it('Elite while Professional runs: the prorated difference for the days left, never discounted', () => {
    // (US$ 99 - US$ 30) for 12 of the cycle's 30 days, the reward's 20% not taken off.
    checkout
      .given(periodStarted(later(-DAY), later(12 * DAY)))
      .when(command({ plan: 'elite', discount: { code: 'DESC20', percent: 20 } }))
      .then({ type: InvoiceRequested.type, data: { kind: 'upgrade', upgradeEndsAt: later(12 * DAY).toISOString(), amountUsdCents: 2760 } });
  });

  it('a reward discount lowers a monthly invoice and says from what', () => {
    checkout.given().when(command({ discount: { code: 'DESC20', percent: 20 } })).then({ type: InvoiceRequested.type, data: { amountUsdCents: 2400, discount: { code: 'DESC20', percent: 20, listUsdCents: 3000 } } });
  });

  it('no usable quote (none, or older than 10 minutes), no price; administrators pay nothing', () => {
    checkout.given().when(command({ quote: null })).thenThrows(QuoteUnavailable);
    checkout.given().when(command({ quote: { ...quote, fetchedAt: later(-11 * MINUTE) } })).thenThrows(QuoteUnavailable);
    checkout.given().when(command({ isAdmin: true })).thenThrows(AdminNoCheckout);
  });
});

describe('discount', () => {
  const otherInvoice = randomUUID();
  const granted = newEvent(DiscountGranted, { userId, rewardId: 'discount_20', code: 'DESC20', percent: 20 });
  const appliedTo = (id: string) => newEvent(DiscountApplied, { userId, code: 'DESC20', invoiceId: id });
  const take = (invoices: Map<string, ReturnType<typeof foldInvoice>>) =>
    decider((h: readonly (NewEvent | [NewEvent, Date])[]) => ({ benefits: foldBenefits(recorded(h)), invoices }), applyDiscount);
  const command = { userId, invoiceId: otherInvoice, now };

  it('an available discount goes to the invoice being opened', () => {
    take(new Map()).given(granted).when(command).then({ type: DiscountApplied.type, data: { code: 'DESC20', invoiceId: otherInvoice } });
  });

  it('held by an invoice awaiting payment (or one still being opened), it is not given twice', () => {
    take(new Map([[invoiceId, foldInvoice(recorded([requested(), created()]))]])).given(granted, appliedTo(invoiceId)).when(command).thenNothing();
    take(new Map([[invoiceId, null]])).given(granted, [appliedTo(invoiceId), later(-5 * MINUTE)]).when(command).thenNothing();
  });

  it('used by a paid invoice it is gone; back when its invoice expired or never came to exist', () => {
    take(new Map([[invoiceId, foldInvoice(recorded([requested(), created(), paid()]))]])).given(granted, appliedTo(invoiceId)).when(command).thenNothing();
    take(new Map([[invoiceId, foldInvoice(recorded([requested(), created(), newEvent(InvoiceExpired, ref)]))]])).given(granted, appliedTo(invoiceId)).when(command).then(DiscountApplied.type);
    take(new Map([[invoiceId, null]])).given(granted, [appliedTo(invoiceId), later(-16 * MINUTE)]).when(command).then(DiscountApplied.type);
  });
});

describe('sandbox mark', () => {
  const mark = invoice(markPaidInSandbox);
  const sandboxRequested = () => requested({ provider: 'sandbox', simulated: true });
  const command = { staffId: randomUUID(), sandboxEnabled: true, markId: randomUUID() };

  it('an admin pays a sandbox charge awaiting payment, outside production; the mark keys the payment', () => {
    mark.given(sandboxRequested(), created()).when(command).then({ type: 'InvoiceMarkedPaidInSandbox', data: { staffId: command.staffId } });
  });

  it('never a real provider\'s invoice, never in production, never before its charge exists or once paid', () => {
    mark.given(requested(), created()).when(command).thenThrows(NotSandbox);
    mark.given(sandboxRequested(), created()).when({ ...command, sandboxEnabled: false }).thenThrows(SandboxDisabled);
    mark.given(sandboxRequested()).when(command).thenThrows(InvoiceNotPayable, { message: 'A cobrança ainda está sendo gerada. Tente de novo em instantes.' });
    mark.given(sandboxRequested(), created(), paid()).when(command).thenThrows(InvoiceNotPayable, { message: 'Esta fatura não está aguardando pagamento.' });
    mark.given().when(command).thenThrows(InvoiceNotFound);
  });
});

describe('survey trial', () => {
  const reservation = decider((h: readonly NewEvent[]) => foldTrialReservation(recorded(h)), reserveTrial);
  const period = decider((h: readonly NewEvent[]) => surveyTrialStarted(recorded(h)), startTrial);
  const cpfHash = 'a'.repeat(64);
  const trial = (source?: 'survey' | 'reward') => newEvent(TrialStarted, { userId, plan: 'professional', startsAt: now.toISOString(), endsAt: later(30 * DAY).toISOString(), source });

  it('never for admins, nor before the CPF is known', () => {
    expect([trialRefusal({ role: 'admin', cpfHash }), trialRefusal({ role: 'user', cpfHash: null }), trialRefusal({ role: 'support', cpfHash })]).toEqual(['admin', 'no-cpf', null]);
  });

  it("reserves a CPF's trial for its first taker; again for the same person adds nothing, for another it is not theirs", () => {
    reservation.given().when({ userId, cpfHash }).then({ type: 'TrialReserved', data: { userId, cpfHash } });
    expect(reserveTrial(null, { userId, cpfHash }).mine).toBe(true);
    reservation.given(newEvent(TrialReserved, { userId, cpfHash })).when({ userId, cpfHash }).thenNothing();
    expect(reserveTrial(userId, { userId, cpfHash }).mine).toBe(true);
    reservation.given(newEvent(TrialReserved, { userId: randomUUID(), cpfHash })).when({ userId, cpfHash }).thenNothing();
    expect(reserveTrial(randomUUID(), { userId, cpfHash }).mine).toBe(false);
  });

  it('starts 30 days from now, or from the end of the Premium the person has', () => {
    period.given().when({ userId, premiumUntil: null, now }).then({ type: 'TrialStarted', data: { startsAt: now.toISOString(), endsAt: later(30 * DAY).toISOString(), source: 'survey' } });
    period.given().when({ userId, premiumUntil: later(10 * DAY), now }).then({ type: 'TrialStarted', data: { startsAt: later(10 * DAY).toISOString(), endsAt: later(40 * DAY).toISOString() } });
    period.given().when({ userId, premiumUntil: later(-DAY), now }).then({ type: 'TrialStarted', data: { startsAt: now.toISOString() } });
  });

  it("starts the survey's trial once per person; a reward's trial does not count", () => {
    period.given(trial('survey')).when({ userId, premiumUntil: null, now }).thenNothing();
    period.given(trial()).when({ userId, premiumUntil: null, now }).thenNothing();
    expect(startTrial(true, { userId, premiumUntil: null, now }).outcome).toBe('already-used');
    period.given(trial('reward')).when({ userId, premiumUntil: null, now }).then('TrialStarted');
  });
});

describe('staff grants', () => {
  const grant = subscription(decideStaffGrant);
  const staffId = randomUUID();
  const by = { userId, staffId, now, reason: 'cortesia do suporte' };
  const staffPremium = (until: Date) => newEvent(PremiumGrantedByStaff, { userId, staffId, plan: 'elite', until: until.toISOString(), reason: 'parceria' });

  it('a trial of the days asked, from now, whatever the person has', () => {
    grant.given().when({ ...by, kind: 'grantTrial', plan: 'elite', days: 10 }).then({ type: 'TrialGrantedByStaff', data: { userId, staffId, plan: 'elite', endsAt: later(10 * DAY).toISOString() } });
  });

  it('ends a trial running, the survey\'s or staff\'s; none running, nothing to end', () => {
    const endTrial = { ...by, kind: 'endTrial' } as const;
    grant.given(trial(later(20 * DAY))).when(endTrial).then({ type: 'TrialEndedByStaff', data: { staffId, reason: by.reason } });
    grant.given(newEvent(TrialGrantedByStaff, { userId, staffId, plan: 'professional', endsAt: later(DAY).toISOString(), reason: 'cortesia' })).when(endTrial).then('TrialEndedByStaff');
    grant.given().when(endTrial).thenThrows(StaffGrantRefused, { code: 'NO_ACTIVE_TRIAL', message: 'Este usuário não tem teste grátis em andamento.' });
    grant.given(trial(later(20 * DAY)), newEvent(TrialEndedByStaff, { userId, staffId, reason: 'encerrado' })).when(endTrial).thenThrows(StaffGrantRefused, { code: 'NO_ACTIVE_TRIAL' });
  });

  it('Premium until a day ahead, past any trial, never shortening a paid (grace included) or staff period', () => {
    const grantPremium = (until: Date) => ({ ...by, kind: 'grantPremium', plan: 'elite', until }) as const;
    grant.given(trial(later(20 * DAY))).when(grantPremium(later(5 * DAY))).then({ type: 'PremiumGrantedByStaff', data: { plan: 'elite', until: later(5 * DAY).toISOString() } });
    grant.given().when(grantPremium(later(-MINUTE))).thenThrows(StaffGrantRefused, { code: 'UNTIL_IN_PAST', message: 'A data final do Premium deve estar no futuro.' });
    grant.given(periodStarted(later(-DAY), later(29 * DAY))).when(grantPremium(later(10 * DAY))).thenThrows(StaffGrantRefused, { code: 'UNTIL_BEFORE_CURRENT', message: 'A pessoa já tem Premium até 11/04/2026; escolha uma data posterior.' });
    grant.given(staffPremium(later(30 * DAY))).when(grantPremium(later(30 * DAY))).thenThrows(StaffGrantRefused, { code: 'UNTIL_BEFORE_CURRENT' });
    grant.given(periodStarted(later(-DAY), later(29 * DAY))).when(grantPremium(later(60 * DAY))).then('PremiumGrantedByStaff');
  });

  it('ends a paid or staff period running; a trial is not Premium to end', () => {
    const endPremium = { ...by, kind: 'endPremium' } as const;
    grant.given(periodStarted(later(-DAY), later(29 * DAY))).when(endPremium).then({ type: 'PremiumEndedByStaff', data: { staffId } });
    grant.given(staffPremium(later(30 * DAY))).when(endPremium).then('PremiumEndedByStaff');
    grant.given(trial(later(20 * DAY))).when(endPremium).thenThrows(StaffGrantRefused, { code: 'NO_ACTIVE_PREMIUM', message: 'Este usuário não tem período Premium em andamento.' });
  });

  it('staff never change their own subscription', () => {
    grant.given().when({ ...by, staffId: userId, kind: 'grantTrial', plan: 'professional', days: 30 }).thenThrows(StaffGrantRefused, { code: 'SELF_ACTION', message: 'Você não pode alterar a sua própria conta pelo back office.' });
  });
});
