// Billing's HTTP surface, one handler per file in http/: the survey that activates the trial
// (product-spec §7) and the investor profile it keeps; plans, checkout, invoices, receipts,
// refunds and the subscription; gifts of Premium; the providers' webhooks; and the back office's invoices,
// subscriptions and revenue. `x.schema.ts` holds a handler's input and answer where they are shared
// or long; http/shared.ts what the handlers share, http/errors.ts how domain errors answer.
import type { RouteDefinition } from '../../platform/http/route';
import type { Runtime } from '../../platform/runtime';
import { markPaidSandboxRoute, staffRefundRoute } from './http/admin-invoice-actions.handler';
import { adminInvoiceRoute } from './http/admin-invoice.handler';
import { adminInvoicesRoute } from './http/admin-invoices.handler';
import { adminSubscriptionsRoute } from './http/admin-subscriptions.handler';
import { cancellationRoutes } from './http/cancellation.handler';
import { checkoutRoute } from './http/checkout.handler';
import { giftRoutes } from './http/gifts.handler';
import { invoiceRoute } from './http/invoice.handler';
import { invoicesRoute } from './http/invoices.handler';
import { investorProfileRoute } from './http/investor-profile.handler';
import { paymentMethodsRoute } from './http/payment-methods.handler';
import { periodCancelRoute } from './http/period-cancel.handler';
import { plansRoute } from './http/plans.handler';
import { receiptRoute } from './http/receipt.handler';
import { refundRoute } from './http/refund.handler';
import { revenueRoutes } from './http/revenue.handler';
import { sandboxPageRoute } from './http/sandbox-page.handler';
import { billingHttp } from './http/shared';
import { subscriptionRoutes } from './http/subscription.handler';
import { surveyRoute } from './http/survey.handler';
import { webhookRoutes } from './http/webhooks.handler';

export function billingRoutes(runtime: Runtime): RouteDefinition[] {
  const http = billingHttp(runtime);
  return [
    surveyRoute(http),
    investorProfileRoute(http),
    plansRoute(http),
    paymentMethodsRoute(http),
    checkoutRoute(http),
    invoiceRoute(http),
    ...subscriptionRoutes(http),
    ...cancellationRoutes(http),
    invoicesRoute(http),
    refundRoute(http),
    ...giftRoutes(http),
    periodCancelRoute(http),
    receiptRoute(http),
    sandboxPageRoute(http),
    ...webhookRoutes(http),
    adminInvoicesRoute(http),
    adminInvoiceRoute(http),
    markPaidSandboxRoute(http),
    staffRefundRoute(http),
    adminSubscriptionsRoute(http),
    ...revenueRoutes(http),
  ];
}
