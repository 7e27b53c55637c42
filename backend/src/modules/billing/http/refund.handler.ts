// POST /api/billing/invoices/:id/refund - "Cancelar e pedir reembolso": the right of withdrawal within
// 7 days of the first payment.
import { invoiceCommand, refundRequest, PAYMENT_TAGS, type BillingHttp } from './shared';

export function refundRoute({ billing }: BillingHttp) {
  return invoiceCommand(
    {
      path: '/api/billing/invoices/:id/refund',
      summary: 'Cancelar e pedir reembolso: direito de arrependimento em até 7 dias do primeiro pagamento',
      ...refundRequest,
      tags: PAYMENT_TAGS,
    },
    billing.requestRefund,
  );
}
