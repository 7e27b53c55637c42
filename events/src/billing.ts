// Billing: invoices with a lifecycle and the subscription periods they pay for (DECISIONS 4, 10, 11).
// Streams: invoice-<invoiceId>; subscription-<userId> for periods and reminders.
import { z } from 'zod';
import { defineEvent } from './define';
import { at, billingPeriod, currency, id, minorAmount, premiumPlanId } from './fields';

export const paymentMethod = z.enum(['bitcoin', 'lightning', 'pix']);

const invoiceRef = { invoiceId: id, userId: id };

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
    provider: z.enum(['btcpay', 'pix', 'sandbox']),
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
  z.object({ ...invoiceRef, currency, amountPaid: minorAmount.positive(), providerPaymentId: z.string().min(1).max(200) }),
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

export const InvoiceRefunded = defineEvent(
  'InvoiceRefunded',
  z.object({
    ...invoiceRef,
    currency,
    amount: minorAmount.positive(),
    reason: z.enum(['guarantee', 'overpayment', 'staff']),
    /** Null when the refund followed from the rules (an overpayment's excess) rather than a person. */
    staffId: id.nullable(),
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
  z.object({ userId: id, plan: premiumPlanId, endedAt: at, reason: z.enum(['expired', 'refunded']) }),
);

/** Sent 7, 3 and 0 days before the period ends (DECISIONS 11). */
export const RenewalReminderSent = defineEvent(
  'RenewalReminderSent',
  z.object({ userId: id, daysBefore: z.union([z.literal(7), z.literal(3), z.literal(0)]), periodEndsAt: at }),
);

export const billingEvents = [
  InvoiceCreated,
  InvoicePaid,
  InvoiceExpired,
  InvoiceUnderpaid,
  InvoiceOverpaid,
  InvoiceRefunded,
  SubscriptionPeriodStarted,
  SubscriptionPeriodExtended,
  SubscriptionPeriodEnded,
  RenewalReminderSent,
] as const;
