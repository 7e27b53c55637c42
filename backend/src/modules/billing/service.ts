// The billing commands and jobs, by concern: checkout.ts (the invoice requested), charges.ts (the
// provider's charge, its re-reads and the sandbox), refunds.ts, account.ts (the person's views and
// cancellation), quotes.ts. Each command loads, decides with decide.ts and appends through
// platform/command.ts; this is the one object routes and workers hold.
import type { EventMetadata } from '@piboost/events';
import type { Principal } from '../../platform/http/context';
import type { ProviderName } from '../../platform/payments/port';
import type { Runtime } from '../../platform/runtime';
import { invoiceHistory, invoiceView, setCancellation, subscriptionView } from './account';
import { createCharge, markPaidInSandbox, receiveWebhook, reconcile, reconcileJob, sandboxPay } from './charges';
import { checkout, type CheckoutInput } from './checkout';
import { giftPreview, mailGift, myGifts, orderGift, redeemGift, type GiftInput } from './gifts';
import { latestQuote, refreshQuotes } from './quotes';
import { cancelQueued, refundGift, refundJob, requestRefund, staffRefund } from './refunds';
import type { ReconcileJob, SandboxPayJob } from './queues';

export { QUEUES, type ChargeJob, type ReconcileJob, type RefundJob, type SandboxPayJob } from './queues';
export { latestQuote, quoteMissing } from './quotes';

export function billingService(runtime: Runtime) {
  return {
    latestQuote: () => latestQuote(runtime),
    checkout: (principal: Principal, input: CheckoutInput, meta: EventMetadata) => checkout(runtime, principal, input, meta),
    invoice: (principal: Principal, invoiceId: string) => invoiceView(runtime, principal, invoiceId),
    subscription: (userId: string) => subscriptionView(runtime, userId),
    history: (userId: string) => invoiceHistory(runtime, userId),
    requestRefund: (principal: Principal, invoiceId: string, meta: EventMetadata) => requestRefund(runtime, principal, invoiceId, meta),
    cancelQueued: (principal: Principal, invoiceId: string, meta: EventMetadata) => cancelQueued(runtime, principal, invoiceId, meta),
    staffRefund: (principal: Principal, invoiceId: string, meta: EventMetadata) => staffRefund(runtime, principal, invoiceId, meta),
    markPaidInSandbox: (principal: Principal, invoiceId: string, meta: EventMetadata) => markPaidInSandbox(runtime, principal, invoiceId, meta),
    setCancellation: (principal: Principal, cancel: boolean, meta: EventMetadata) => setCancellation(runtime, principal, cancel, meta),
    gifts: {
      order: (principal: Principal, input: GiftInput, meta: EventMetadata) => orderGift(runtime, principal, input, meta),
      mine: (userId: string) => myGifts(runtime, userId),
      preview: (code: string) => giftPreview(runtime, code),
      redeem: (principal: Principal, code: string, meta: EventMetadata) => redeemGift(runtime, principal, code, meta),
      refund: (principal: Principal, invoiceId: string, meta: EventMetadata) => refundGift(runtime, principal, invoiceId, meta),
    },
    receiveWebhook: (provider: ProviderName, raw: Buffer, headers: Record<string, string | string[] | undefined>) => receiveWebhook(runtime, provider, raw, headers),
    jobs: {
      createCharge: (invoiceId: string, lastAttempt: boolean) => createCharge(runtime, invoiceId, lastAttempt),
      reconcile: (job: ReconcileJob) => reconcileJob(runtime, job),
      sandboxPay: (job: SandboxPayJob) => sandboxPay(runtime, job),
      refund: (invoiceId: string) => refundJob(runtime, invoiceId),
      refreshQuotes: () => refreshQuotes(runtime),
      mailGift: (invoiceId: string) => mailGift(runtime, invoiceId),
    },
    reconcile: (invoiceId: string) => reconcile(runtime, invoiceId),
  };
}

export type BillingService = ReturnType<typeof billingService>;
