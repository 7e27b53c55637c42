// GET /api/admin/billing/invoices/:id - one invoice, its lifecycle events (with the staff id of an
// admin's action) and the provider's webhook deliveries.
import { invoiceStream } from '@piboost/events';
import { EVENT_LABELS, labelOf } from '@piboost/events/labels';
import { readStream } from '../../../platform/command';
import { NotFound } from '../../../platform/http/errors';
import { defineRoute } from '../../../platform/http/route';
import type { ProviderName } from '../../../platform/payments/port';
import { invoiceList } from '../admin-reads';
import { providerLabel } from '../receipts';
import { adminInvoiceResponse } from './admin-invoices.schema';
import { adminRead, invoiceParams, type BillingHttp } from './shared';

export function adminInvoiceRoute({ runtime }: BillingHttp) {
  return defineRoute({
    ...adminRead,
    path: '/api/admin/billing/invoices/:id',
    summary: 'Uma fatura, seus eventos (criação, pagamento, reembolso...) e as entregas de webhook do provedor',
    input: { params: invoiceParams },
    response: adminInvoiceResponse,
    async handler(_ctx, { params }) {
      const row = await runtime.db('billing_invoices').where({ id: params.id }).first(Object.entries(invoiceList.columns).map(([k, v]) => `${v} as ${k}`));
      if (!row) throw new NotFound('Fatura não encontrada.');
      const [deliveries, events] = await Promise.all([
        row.providerInvoiceId
          ? runtime.db('billing_webhook_deliveries').where({ provider: row.provider, provider_invoice_id: row.providerInvoiceId }).orderBy('received_at').select('key', 'received_at as receivedAt')
          : [],
        readStream(runtime.store, invoiceStream(params.id)),
      ]);
      return {
        ...row,
        providerLabel: providerLabel(row.provider as ProviderName, row.simulated as boolean),
        events: events.map((e) => ({ id: e.eventId, type: e.type, label: labelOf(EVENT_LABELS, e.type), at: e.recordedAt.toISOString(), staffId: (e.data as { staffId?: string | null }).staffId ?? null })),
        deliveries,
      };
    },
  });
}
