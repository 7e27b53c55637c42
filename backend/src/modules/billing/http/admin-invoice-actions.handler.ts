// POST /api/admin/billing/invoices/:id/mark-paid-sandbox and /refund - an admin's actions on an
// invoice, each recorded as an event carrying the staff id.
import { ADMIN_ACTIONS, ADMIN_TAGS, invoiceCommand, type BillingHttp } from './shared';

const adminAction = { tags: ADMIN_TAGS, access: 'admin', rateLimit: ADMIN_ACTIONS } as const;

export function markPaidSandboxRoute({ billing }: BillingHttp) {
  return invoiceCommand(
    {
      ...adminAction,
      path: '/api/admin/billing/invoices/:id/mark-paid-sandbox',
      summary: 'Marcar como paga (sandbox): só faturas do provedor sandbox, fora de produção; registrado com o autor',
    },
    billing.markPaidInSandbox,
  );
}

export function staffRefundRoute({ billing }: BillingHttp) {
  return invoiceCommand(
    {
      ...adminAction,
      path: '/api/admin/billing/invoices/:id/refund',
      summary: 'Reembolsar uma fatura paga pelo provedor (BTCPay refund / PIX devolução / sandbox); encerra o acesso pago; registrado com o autor',
    },
    billing.staffRefund,
  );
}
