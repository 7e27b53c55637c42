// POST /api/billing/periods/:id/cancel - a paid period that has not begun (bought during the trial) is
// cancelled and every invoice of it refunded in full.
import { invoiceCommand, refundRequest, SUBSCRIPTION_TAGS, type BillingHttp } from './shared';

export function periodCancelRoute({ billing }: BillingHttp) {
  return invoiceCommand(
    {
      path: '/api/billing/periods/:id/cancel',
      summary: 'Cancelar um período pago que ainda não começou (comprado durante o teste grátis): reembolso integral de todas as faturas dele',
      ...refundRequest,
      tags: SUBSCRIPTION_TAGS,
    },
    billing.cancelQueued,
  );
}
