// Billing: invoices with a lifecycle and the subscription periods they pay for (DECISIONS 4, 10, 11).
// Streams: invoice-<invoiceId>; subscription-<userId> for periods and reminders; receipts-<year> for
// the receipt numbers of one year, in order.
import { z } from 'zod';
import { defineEvent } from './define';
import { at, billingPeriod, currency, id, isValidCnpj, minorAmount, premiumPlanId } from './fields';

export const paymentMethod = z.enum(['bitcoin', 'lightning', 'pix']);

const invoiceRef = { invoiceId: id, userId: id };

const provider = z.enum(['btcpay', 'pix', 'sandbox']);

const discountCode = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const discountPercent = z.int().min(1).max(100);
const rewardId = z.string().min(1).max(64);

/**
 * The person asked to pay: the server's price and the rate locked for the invoice's 15 minutes. The
 * provider's charge is created afterwards by a job (InvoiceCreated); until then the page shows
 * "Gerando Invoice...".
 */
export const InvoiceRequested = defineEvent(
  'InvoiceRequested',
  z.object({
    ...invoiceRef,
    plan: premiumPlanId,
    billingPeriod,
    subscriptionMonth: z.int().min(1),
    /**
     * new: a first or a renewed period; upgrade: the prorated difference to a higher plan for the current period;
     * gift: months of the plan bought for someone else (GiftOrdered follows on the same stream), granted to nobody until redeemed.
     */
    kind: z.enum(['new', 'renewal', 'upgrade', 'gift']),
    amountUsdCents: z.int().positive(),
    method: paymentMethod,
    provider,
    /** The provider is a local simulator: every screen showing this invoice says "Simulação local". */
    simulated: z.boolean(),
    currency,
    amount: minorAmount.positive(),
    rate: z.string().regex(/^\d+(\.\d+)?$/),
    /** Where the rate came from and when (the quote snapshot). */
    rateSource: z.string().min(1).max(100),
    rateAt: at,
    expiresAt: at,
    /** An upgrade pays the higher plan until the end of the paid period that was running at checkout. */
    upgradeEndsAt: at.optional(),
    /** A reward's discount this invoice carries: `amountUsdCents` is the price after it, `listUsdCents` before. */
    discount: z.object({ code: discountCode, percent: discountPercent, listUsdCents: z.int().positive() }).optional(),
  }),
);

/** The provider could not create the charge after its retries; the person can ask for a new invoice. */
export const InvoiceCreationFailed = defineEvent('InvoiceCreationFailed', z.object({ ...invoiceRef, reason: z.string().max(500) }));

/** The full amount is seen but not yet final (BTCPay Processing: on-chain, waiting for a confirmation). */
export const InvoiceProcessing = defineEvent('InvoiceProcessing', z.object(invoiceRef));

/** The provider marked the payment invalid (e.g. a double spend); nothing is granted. */
export const InvoiceInvalid = defineEvent('InvoiceInvalid', z.object(invoiceRef));

export const InvoiceCreated = defineEvent(
  'InvoiceCreated',
  z.object({
    ...invoiceRef,
    plan: premiumPlanId,
    billingPeriod,
    /** 1-based month of the subscription this pays; the launch offer covers months 1-3. */
    subscriptionMonth: z.int().min(1),
    /** The server's price for plan, period and month (DECISIONS 4). */
    amountUsdCents: z.int().positive(),
    method: paymentMethod,
    provider,
    providerInvoiceId: z.string().min(1).max(200),
    /** BRL for PIX, BTC for Bitcoin and Lightning. */
    currency,
    amount: minorAmount.positive(),
    /** Price of US$ 1 in `currency`, locked until expiresAt (decimal string: no float rounding). */
    rate: z.string().regex(/^\d+(\.\d+)?$/),
    paymentLink: z.url(),
    /** What the QR encodes: PIX BR Code ("copia e cola"), BIP21 URI or BOLT11 invoice. */
    paymentCode: z.string().min(1).max(4096),
    expiresAt: at,
  }),
);

export const InvoicePaid = defineEvent(
  'InvoicePaid',
  z.object({
    ...invoiceRef,
    currency,
    amountPaid: minorAmount.positive(),
    providerPaymentId: z.string().min(1).max(200),
    /** Paid after the invoice expired, accepted under the late-payment rule (docs/decisions.md). */
    late: z.boolean().optional(),
  }),
);

export const InvoiceExpired = defineEvent('InvoiceExpired', z.object(invoiceRef));

const mispaid = z.object({ ...invoiceRef, currency, amountDue: minorAmount.positive(), amountPaid: minorAmount.positive() });

export const InvoiceUnderpaid = defineEvent(
  'InvoiceUnderpaid',
  mispaid.refine((d) => d.amountPaid < d.amountDue, { message: 'underpaid means amountPaid < amountDue' }),
);

export const InvoiceOverpaid = defineEvent(
  'InvoiceOverpaid',
  mispaid.refine((d) => d.amountPaid > d.amountDue, { message: 'overpaid means amountPaid > amountDue' }),
);

/**
 * A refund was asked: the person withdrew within the 7-day guarantee (CDC art. 49), cancelled a paid
 * period before it began (queued), or staff refunded. Confirmed at once, the Premium it bought ends at
 * once (SubscriptionPeriodEnded), the provider refund follows in a job (InvoiceRefunded).
 */
export const RefundRequested = defineEvent('RefundRequested', z.object({ ...invoiceRef, reason: z.enum(['guarantee', 'staff', 'queued', 'gift']), staffId: id.nullable() }));

/**
 * An admin chose "Marcar como paga (sandbox)" on a sandbox invoice: the sandbox provider records the
 * payment in a job, and the re-read that follows pays the invoice as any webhook would.
 */
export const InvoiceMarkedPaidInSandbox = defineEvent('InvoiceMarkedPaidInSandbox', z.object({ ...invoiceRef, staffId: id }));

export const InvoiceRefunded = defineEvent(
  'InvoiceRefunded',
  z.object({
    ...invoiceRef,
    currency,
    amount: minorAmount.positive(),
    reason: z.enum(['guarantee', 'overpayment', 'staff', 'queued', 'gift']),
    /** Null when the refund followed from the rules (an overpayment's excess) rather than a person. */
    staffId: id.nullable(),
    /** The provider's reference (BTCPay pull payment, PIX devolução rtrId) and, for BTCPay, the claim link. */
    providerRefundId: z.string().min(1).max(200).optional(),
    claimLink: z.url().nullable().optional(),
  }),
);

const period = z.object({ userId: id, plan: premiumPlanId, billingPeriod, invoiceId: id });

export const SubscriptionPeriodStarted = defineEvent(
  'SubscriptionPeriodStarted',
  period
    .extend({ startsAt: at, endsAt: at })
    .refine((d) => Date.parse(d.endsAt) > Date.parse(d.startsAt), { message: 'endsAt must follow startsAt' }),
);

export const SubscriptionPeriodExtended = defineEvent(
  'SubscriptionPeriodExtended',
  period
    .extend({ previousEndsAt: at, endsAt: at })
    .refine((d) => Date.parse(d.endsAt) > Date.parse(d.previousEndsAt), { message: 'endsAt must follow previousEndsAt' }),
);

export const SubscriptionPeriodEnded = defineEvent(
  'SubscriptionPeriodEnded',
  /**
   * expired: the grace after an unrenewed period ran out; cancelled: the person cancelled and the period ended; refunded: the 7-day
   * guarantee, a staff refund, or a queued period cancelled before it began. With `invoiceId` only the period that invoice bought ends.
   */
  z.object({ userId: id, plan: premiumPlanId, endedAt: at, reason: z.enum(['expired', 'cancelled', 'refunded']), invoiceId: id.optional() }),
);

/** Sent 7, 3 and 0 days before the period ends (DECISIONS 11). */
export const RenewalReminderSent = defineEvent(
  'RenewalReminderSent',
  z.object({ userId: id, daysBefore: z.union([z.literal(7), z.literal(3), z.literal(0)]), periodEndsAt: at }),
);

/** A paid upgrade: the running period continues on the higher plan from `changedAt` until `endsAt`. */
export const SubscriptionPlanChanged = defineEvent(
  'SubscriptionPlanChanged',
  z.object({ userId: id, invoiceId: id, fromPlan: premiumPlanId, toPlan: premiumPlanId, changedAt: at, endsAt: at }),
);

/** "Cancelar assinatura": Premium stays until the paid period ends, with no grace and no reminders. */
export const SubscriptionCancellationScheduled = defineEvent('SubscriptionCancellationScheduled', z.object({ userId: id, endsAt: at }));

/** "Reativar": the cancellation is withdrawn before the period ends. */
export const SubscriptionReactivated = defineEvent('SubscriptionReactivated', z.object({ userId: id, endsAt: at }));

/** Who issues the receipts, as the settings said when the number was given (ISSUER_*). */
export const receiptIssuer = z.object({
  legalName: z.string().trim().min(2).max(200),
  /** 14 characters, no punctuation; null only for the local install's demonstration issuer. */
  cnpj: z.string().refine(isValidCnpj, 'CNPJ inválido').nullable(),
  address: z.string().trim().min(5).max(300),
  /** The clearly-labelled default of a local install: the receipt says it identifies no company. */
  demo: z.boolean(),
});
export type ReceiptIssuer = z.infer<typeof receiptIssuer>;

/**
 * A paid invoice got its receipt number, once: appended to receipts-<year> at the version it was
 * decided on, so two payments at once get consecutive numbers and none is skipped.
 */
export const ReceiptIssued = defineEvent(
  'ReceiptIssued',
  z.object({
    ...invoiceRef,
    /** The São Paulo year of issue, the number's PB-<year>. */
    year: z.int().min(2000).max(9999),
    sequence: z.int().positive(),
    number: z.string().regex(/^PB-\d{4}-\d{6,}$/),
    issuedAt: at,
    issuer: receiptIssuer,
  }),
);
// Stream benefits-<userId>: what billing honours of the rewards a person claimed (gamification's
// RewardClaimed), recorded by the claim with ids derived from it.

/** A claimed discount reward: the person's next monthly invoice costs `percent` less, once. */
export const DiscountGranted = defineEvent('DiscountGranted', z.object({ userId: id, rewardId, code: discountCode, percent: discountPercent }));

/**
 * Checkout priced this invoice with the discount (appended at the stream's version, so two checkouts
 * cannot both take it). A paid invoice uses the discount up; one that expires, fails or is invalid gives it back.
 */
export const DiscountApplied = defineEvent('DiscountApplied', z.object({ userId: id, code: discountCode, invoiceId: id }));

/** How many months a gift of Premium gives: 1, 3 or 12 (issue 26 item 3). */
export const GIFT_MONTHS = [1, 3, 12] as const;
export const giftMonths = z.union([z.literal(1), z.literal(3), z.literal(12)]);
export const GIFT_MESSAGE_MAX = 500;

/**
 * "Presentear Premium": the invoice (kind gift) buys `months` of `plan` for whoever holds the link mailed
 * to `recipientEmail` once it is paid. What the buyer typed (the address, the message) is sealed with the
 * buyer's key (`userId`): in their copy of their data, gone with their erasure.
 */
export const GiftOrdered = defineEvent(
  'GiftOrdered',
  z.object({
    ...invoiceRef,
    plan: premiumPlanId,
    months: giftMonths,
    recipientEmail: z.string().min(1).max(2000),
    message: z.string().max(4000).nullable(),
  }),
  { pii: ['recipientEmail', 'message'] },
);

/** The gift's link was used by `recipientId` (never the buyer): its months went to their subscription; it can no longer be refunded. */
export const GiftRedeemed = defineEvent('GiftRedeemed', z.object({ ...invoiceRef, recipientId: id }));

/**
 * On subscription-<userId> (the recipient): a redeemed gift's months, as a period of kind "gift" that
 * begins when the Premium the person already has ends (a trial, a paid period and its grace, a staff grant).
 */
export const GiftPeriodGranted = defineEvent(
  'GiftPeriodGranted',
  z
    .object({ userId: id, invoiceId: id, plan: premiumPlanId, months: giftMonths, startsAt: at, endsAt: at })
    .refine((d) => Date.parse(d.endsAt) > Date.parse(d.startsAt), { message: 'endsAt must follow startsAt' }),
);

/** A claimed feature reward opens the premium reports (reading and exports) for its period. */
export const ReportsAccessGranted = defineEvent('ReportsAccessGranted', z.object({ userId: id, rewardId, startsAt: at, endsAt: at }));

export const billingEvents = [
  InvoiceRequested,
  InvoiceCreationFailed,
  InvoiceCreated,
  InvoiceProcessing,
  InvoiceInvalid,
  InvoicePaid,
  InvoiceExpired,
  InvoiceUnderpaid,
  InvoiceOverpaid,
  RefundRequested,
  InvoiceMarkedPaidInSandbox,
  InvoiceRefunded,
  SubscriptionPeriodStarted,
  SubscriptionPeriodExtended,
  SubscriptionPeriodEnded,
  SubscriptionPlanChanged,
  SubscriptionCancellationScheduled,
  SubscriptionReactivated,
  RenewalReminderSent,
  ReceiptIssued,
  DiscountGranted,
  DiscountApplied,
  ReportsAccessGranted,
  GiftOrdered,
  GiftRedeemed,
  GiftPeriodGranted,
] as const;
