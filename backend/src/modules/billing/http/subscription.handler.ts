// GET /api/billing/subscription, /discount and /entitlements - the person's own subscription and what
// it lets them use, never cached.
import { defineRoute } from '../../../platform/http/route';
import { discountOf } from '../discounts';
import { entitlementsOf } from '../entitlements';
import { ownRead, SUBSCRIPTION_TAGS, type BillingHttp } from './shared';
import { discountResponse, entitlementsResponse, subscriptionResponse } from './subscription.schema';

const own = ownRead(SUBSCRIPTION_TAGS);

export function subscriptionRoutes({ runtime, billing }: BillingHttp) {
  return [
    defineRoute({
      ...own,
      path: '/api/billing/subscription',
      summary: 'A assinatura da pessoa: plano e período em vigor, até quando, e se a garantia de 7 dias ainda vale',
      response: subscriptionResponse,
      async handler(_ctx, { principal }) {
        return { success: true as const, data: await billing.subscription(principal.userId) };
      },
    }),
    defineRoute({
      ...own,
      path: '/api/billing/discount',
      summary: 'O desconto de recompensa da pessoa: disponível para a próxima fatura mensal, reservado numa fatura aguardando pagamento, ou nenhum',
      response: discountResponse,
      async handler(_ctx, { principal }) {
        return { success: true as const, data: await discountOf(runtime, principal.userId) };
      },
    }),
    defineRoute({
      ...own,
      path: '/api/billing/entitlements',
      summary: 'O que o plano em vigor permite usar e, para os planos que a incluem, o convite da Comunidade VIP',
      response: entitlementsResponse,
      async handler(_ctx, { principal }) {
        const e = await entitlementsOf(runtime, principal);
        return { success: true as const, data: { entitlements: e, vipCommunityUrl: e.vipCommunity ? (runtime.config.VIP_COMMUNITY_URL ?? null) : null } };
      },
    }),
  ];
}
