// POST /api/billing/subscription/cancel and /reactivate - effective at the paid period's end.
import { defineRoute } from '../../../platform/http/route';
import { answering } from './errors';
import { messageResponse, meta, SUBSCRIPTION_TAGS, type BillingHttp } from './shared';

export function cancellationRoutes({ billing }: BillingHttp) {
  return (['cancel', 'reactivate'] as const).map((action) =>
    defineRoute({
      method: 'POST',
      path: `/api/billing/subscription/${action}`,
      summary:
        action === 'cancel'
          ? 'Cancelar assinatura: o Premium continua até o fim do período pago, sem carência nem lembretes'
          : 'Reativar: desfaz o cancelamento antes do fim do período pago',
      tags: SUBSCRIPTION_TAGS,
      access: 'user',
      rateLimit: { points: 20, windowSeconds: 60, key: 'user' },
      response: messageResponse,
      async handler(ctx, { principal }) {
        return { success: true as const, ...(await answering(billing.setCancellation(principal, action === 'cancel', meta(ctx)))) };
      },
    }),
  );
}
