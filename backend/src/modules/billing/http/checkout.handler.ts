// POST /api/billing/checkout - opens an invoice: the server prices the plan and period and locks the
// quote for 15 minutes; a job creates the provider's charge.
import { defineRoute } from '../../../platform/http/route';
import { checkoutBody, checkoutResponse } from './checkout.schema';
import { answering } from './errors';
import { meta, PAYMENT_TAGS, type BillingHttp } from './shared';

export function checkoutRoute({ billing }: BillingHttp) {
  return defineRoute({
    method: 'POST',
    path: '/api/billing/checkout',
    summary: 'Abre uma fatura: o servidor calcula o valor do plano e do período e trava a cotação por 15 minutos',
    description: 'A cobrança no provedor é criada por um job; consulte GET /api/billing/invoices/{id} até ela aparecer.',
    tags: PAYMENT_TAGS,
    access: 'profile-complete',
    rateLimit: { points: 20, windowSeconds: 60, key: 'user' },
    input: { body: checkoutBody },
    response: checkoutResponse,
    status: 201,
    async handler(ctx, { principal, body }) {
      return { success: true as const, data: await answering(billing.checkout(principal, body, meta(ctx))) };
    },
  });
}
