// GET /api/billing/invoices - the person's invoices, newest first (the payment tab's history).
import { defineRoute } from '../../../platform/http/route';
import { historyResponse } from './invoices.schema';
import { ownRead, PAYMENT_TAGS, type BillingHttp } from './shared';

export function invoicesRoute({ billing }: BillingHttp) {
  return defineRoute({
    ...ownRead(PAYMENT_TAGS),
    path: '/api/billing/invoices',
    summary: 'As faturas da pessoa, da mais nova para a mais antiga',
    response: historyResponse,
    handler: async (_ctx, { principal }) => ({ success: true as const, data: await billing.history(principal.userId) }),
  });
}
