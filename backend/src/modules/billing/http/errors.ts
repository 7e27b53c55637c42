// Billing's domain errors as HTTP answers: a refusal the person can act on is a 409 with its code, a
// rule about who may do it a 403, an invoice they may not see a 404.
import { GUARANTEE_DAYS } from '@piboost/events/business';
import { Conflict, Forbidden, HttpError, NotFound } from '../../../platform/http/errors';
import { tr } from '../../../platform/i18n';
import {
  AdminNoCheckout,
  GiftRefused,
  InvoiceChanged,
  InvoiceNotFound,
  InvoiceNotPaid,
  InvoiceNotPayable,
  NoPaidSubscription,
  NotSandbox,
  PeriodNotQueued,
  QuoteUnavailable,
  RefundAlreadyRequested,
  RefundNotAllowed,
  SandboxDisabled,
  StaffGrantRefused,
} from '../errors';

type DomainError = abstract new (...args: never[]) => Error;

const ANSWERS: readonly [DomainError, (message: string) => HttpError][] = [
  [AdminNoCheckout, (m) => new Forbidden(m, 'ADMIN_NO_CHECKOUT')],
  [QuoteUnavailable, (m) => new HttpError(503, 'QUOTE_UNAVAILABLE', m)],
  [InvoiceNotFound, (m) => new NotFound(m)],
  [RefundNotAllowed, () => new Conflict(tr('errors.billing.refundNotAllowed', { days: GUARANTEE_DAYS }), 'REFUND_NOT_ALLOWED')],
  [RefundAlreadyRequested, (m) => new Conflict(m, 'REFUND_ALREADY_REQUESTED')],
  [InvoiceNotPaid, (m) => new Conflict(m, 'INVOICE_NOT_PAID')],
  [PeriodNotQueued, (m) => new Conflict(m, 'PERIOD_NOT_QUEUED')],
  [NoPaidSubscription, (m) => new Conflict(m, 'NO_PAID_SUBSCRIPTION')],
  [NotSandbox, (m) => new Conflict(m, 'NOT_SANDBOX')],
  [SandboxDisabled, (m) => new Forbidden(m, 'SANDBOX_DISABLED')],
  [InvoiceNotPayable, (m) => new Conflict(m, 'INVOICE_NOT_PAYABLE')],
  [InvoiceChanged, (m) => new Conflict(m, 'INVOICE_CHANGED')],
];

/** The HTTP error a billing domain error answers with; anything else passes through. */
export function toHttpError(err: unknown): unknown {
  // The back office's refusals keep the codes its page reads.
  if (err instanceof StaffGrantRefused) return new Conflict(err.message, err.code);
  if (err instanceof GiftRefused) return err.code === 'GIFT_NOT_FOUND' ? new NotFound(err.message, err.code) : err.code === 'GIFT_STAFF' ? new Forbidden(err.message, err.code) : new Conflict(err.message, err.code);
  const found = ANSWERS.find(([type]) => err instanceof type);
  return found && err instanceof Error ? found[1](err.message) : err;
}

/** Runs a command, answering its domain errors as HTTP errors. */
export async function answering<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (err) {
    throw toHttpError(err);
  }
}
