// An invoice's lifecycle (stream invoice-<invoiceId>, DECISIONS 10): requested with the server's
// price and locked rate, created at the provider by a job, then processing, paid, expired,
// underpaid, overpaid, paid late, invalid or refunded - each an event. `decideOnStatus` is the one
// place a provider's answer becomes events; it is only ever fed what we re-read from the provider.
import {
  GiftOrdered,
  GiftRedeemed,
  InvoiceCreated,
  InvoiceCreationFailed,
  InvoiceExpired,
  InvoiceInvalid,
  InvoiceOverpaid,
  InvoicePaid,
  InvoiceProcessing,
  InvoiceRefunded,
  InvoiceRequested,
  InvoiceUnderpaid,
  RefundRequested,
  isEvent,
  newEvent,
  type DataOf,
  type NewEvent,
  type RecordedEvent,
  type Version,
} from '@piboost/events';
import type { ChargeStatus } from '../../platform/payments/port';

export type InvoiceStatus = 'requested' | 'open' | 'processing' | 'paid' | 'expired' | 'underpaid' | 'invalid' | 'failed' | 'refunded';

export interface InvoiceState {
  version: Version;
  request: DataOf<typeof InvoiceRequested>;
  charge: { providerInvoiceId: string; paymentLink: string; paymentCode: string } | null;
  status: InvoiceStatus;
  amountPaid: number;
  paidAt: Date | null;
  providerPaymentId: string | null;
  late: boolean;
  overpaid: boolean;
  /** An underpayment was recorded for this amount (recorded once per amount seen). */
  underpaidAt: number | null;
  refundRequested: boolean;
  /** Why and by whom the refund was asked (the guarantee, a queued period cancelled, or an admin in the back office). */
  refund: { reason: 'guarantee' | 'staff' | 'queued' | 'gift'; staffId: string | null } | null;
  /** A gift's invoice (kind gift): what it gives, to whom it was sent (sealed with the buyer's key), and who redeemed it. */
  gift: { plan: 'professional' | 'elite'; months: 1 | 3 | 12; recipientEmail: string; message: string | null; redeemedBy: string | null; redeemedAt: Date | null } | null;
}

/**
 * The late-payment rule: a full payment the provider still reports after the invoice expired (BTCPay
 * watches for a day, `monitoringMinutes`) is accepted at the locked rate and grants the period,
 * marked late. A PIX charge cannot be paid after its expiry (the PSP refuses it).
 */
export const LATE_PAYMENT_WINDOW_MS = 24 * 3600_000;

export function foldInvoice(events: readonly RecordedEvent[]): InvoiceState | null {
  let s: InvoiceState | null = null;
  for (const e of events) {
    if (isEvent(e, InvoiceRequested)) {
      s = { version: 0n, request: e.data, charge: null, status: 'requested', amountPaid: 0, paidAt: null, providerPaymentId: null, late: false, overpaid: false, underpaidAt: null, refundRequested: false, refund: null, gift: null };
    }
    if (!s) continue;
    s.version = e.streamVersion;
    if (isEvent(e, InvoiceCreated)) {
      s.charge = { providerInvoiceId: e.data.providerInvoiceId, paymentLink: e.data.paymentLink, paymentCode: e.data.paymentCode };
      if (s.status === 'requested') s.status = 'open';
    } else if (isEvent(e, InvoiceCreationFailed)) s.status = 'failed';
    else if (isEvent(e, InvoiceProcessing)) s.status = 'processing';
    else if (isEvent(e, InvoiceUnderpaid)) {
      s.amountPaid = e.data.amountPaid;
      s.underpaidAt = e.data.amountPaid;
      if (s.status !== 'expired') s.status = 'underpaid';
    } else if (isEvent(e, InvoiceExpired)) s.status = 'expired';
    else if (isEvent(e, InvoicePaid)) {
      s.status = 'paid';
      s.amountPaid = e.data.amountPaid;
      s.paidAt = e.recordedAt;
      s.providerPaymentId = e.data.providerPaymentId;
      s.late = e.data.late ?? false;
    } else if (isEvent(e, InvoiceOverpaid)) s.overpaid = true;
    else if (isEvent(e, RefundRequested)) {
      s.refundRequested = true;
      s.refund = { reason: e.data.reason, staffId: e.data.staffId };
    }
    else if (isEvent(e, InvoiceRefunded)) s.status = 'refunded';
    else if (isEvent(e, GiftOrdered)) s.gift = { plan: e.data.plan, months: e.data.months, recipientEmail: e.data.recipientEmail, message: e.data.message, redeemedBy: null, redeemedAt: null };
    else if (isEvent(e, GiftRedeemed) && s.gift) s.gift = { ...s.gift, redeemedBy: e.data.recipientId, redeemedAt: e.recordedAt };
    else if (isEvent(e, InvoiceInvalid)) s.status = 'invalid';
  }
  return s;
}

const FINAL: readonly InvoiceStatus[] = ['paid', 'refunded', 'invalid', 'failed'];

/** The provider's re-read answer -> the events it means, given what the invoice already recorded. */
export function decideOnStatus(s: InvoiceState, status: ChargeStatus, now: Date): NewEvent[] {
  if (FINAL.includes(s.status) || !s.charge) return [];
  const ref = { invoiceId: s.request.invoiceId, userId: s.request.userId };
  const due = s.request.amount;
  const currency = s.request.currency;
  const expiresAt = Date.parse(s.request.expiresAt);
  const out: NewEvent[] = [];
  const underpaid = () => {
    if (status.amountPaid > 0 && status.amountPaid < due && s.underpaidAt !== status.amountPaid) {
      out.push(newEvent(InvoiceUnderpaid, { ...ref, currency, amountDue: due, amountPaid: status.amountPaid }));
    }
  };

  if (status.state === 'paid' && status.amountPaid >= due) {
    const late = status.late || now.getTime() > expiresAt;
    if (late && now.getTime() > expiresAt + LATE_PAYMENT_WINDOW_MS) return s.status === 'expired' ? [] : [newEvent(InvoiceExpired, ref)];
    out.push(newEvent(InvoicePaid, { ...ref, currency, amountPaid: status.amountPaid, providerPaymentId: status.paymentId ?? s.charge.providerInvoiceId, ...(late ? { late: true } : {}) }));
    if (status.amountPaid > due) out.push(newEvent(InvoiceOverpaid, { ...ref, currency, amountDue: due, amountPaid: status.amountPaid }));
    return out;
  }
  if (status.state === 'invalid') return [newEvent(InvoiceInvalid, ref)];
  underpaid();
  if (status.state === 'processing' && s.status === 'open') out.push(newEvent(InvoiceProcessing, ref));
  const expired = status.state === 'expired' || (status.state !== 'processing' && now.getTime() >= expiresAt);
  if (expired && s.status !== 'expired') out.push(newEvent(InvoiceExpired, ref));
  return out;
}
