// GET /api/billing/invoices/:id - one invoice: status, amount, currency, quote, QR, link and expiry;
// only its owner (or staff) may read it.
import { defineRoute } from '../../../platform/http/route';
import { answering } from './errors';
import { invoiceResponse } from './invoice.schema';
import { invoiceParams, ownRead, PAYMENT_TAGS, type BillingHttp } from './shared';

export function invoiceRoute({ billing }: BillingHttp) {
  return defineRoute({
    ...ownRead(PAYMENT_TAGS),
    path: '/api/billing/invoices/:id',
    summary: 'Uma fatura: estado, valor, moeda, cotação, QR, link e expiração',
    // The checkout page polls it until the charge appears.
    rateLimit: { points: 240, windowSeconds: 60, key: 'user' },
    input: { params: invoiceParams },
    response: invoiceResponse,
    handler: async (_ctx, { principal, params }) => ({ success: true as const, data: await answering(billing.invoice(principal, params.id)) }),
  });
}
