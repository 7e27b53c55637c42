// Billing's job queues and what each job carries. Request handlers only append events and enqueue
// these; every call to a provider (quotes, charges, status re-reads, refunds) runs in a job
// (ARCHITECTURE §9).
import type { ProviderName } from '../../platform/payments/port';
import { REMINDERS_QUEUE } from './reminders';

export const QUEUES = { charges: 'billing-charges', quotes: 'billing-quotes', reminders: REMINDERS_QUEUE, receipts: 'billing-receipts' } as const;

export interface ChargeJob {
  invoiceId: string;
}
export interface RefundJob {
  invoiceId: string;
}
/** The sandbox provider records a payment (an admin's mark, or a signed sandbox webhook), then the invoice is re-read. */
export interface SandboxPayJob {
  invoiceId?: string;
  providerInvoiceId?: string;
  /** Once per key: the webhook's deliveryId or the mark's event id. */
  key: string;
  amount?: number;
}
export interface ReconcileJob {
  invoiceId?: string;
  provider?: ProviderName;
  providerInvoiceId?: string;
}
