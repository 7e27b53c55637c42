// GET /api/billing/plans - plans and prices in US$ (list, launch offer, annual) and their equivalent
// in reais at the latest quote.
import { ANNUAL_DISCOUNT_PERCENT, cyclePriceUsdCents, INVOICE_EXPIRY_MINUTES, LAUNCH_OFFER, PLANS, PLAN_ENTITLEMENTS } from '@piboost/events/business';
import { defineRoute } from '../../../platform/http/route';
import { quote } from '../pricing';
import { plansResponse } from './plans.schema';
import { SUBSCRIPTION_TAGS, type BillingHttp } from './shared';

export function plansRoute({ billing }: BillingHttp) {
  return defineRoute({
    method: 'GET',
    path: '/api/billing/plans',
    summary: 'Planos, preços em US$ (tabela, oferta de lançamento, anual) e o equivalente em reais pela cotação mais recente',
    tags: SUBSCRIPTION_TAGS,
    access: 'public',
    rateLimit: { points: 300, windowSeconds: 60, key: 'ip' },
    response: plansResponse,
    async handler() {
      const q = await billing.latestQuote();
      const brl = (usdCents: number) => (q ? quote(usdCents, 'pix', q).amount : null);
      return {
        success: true as const,
        data: {
          plans: PLANS.map((p) => {
            const monthly = cyclePriceUsdCents(p, 'monthly', 1);
            const annualMonthly = Math.round(cyclePriceUsdCents(p, 'annual') / 12);
            return {
              id: p.id,
              name: p.name,
              listUsdCents: p.listPriceUsd * 100,
              monthlyUsdCents: monthly,
              monthlyBrlCents: p.premium ? brl(monthly) : 0,
              annualMonthlyUsdCents: annualMonthly,
              annualMonthlyBrlCents: p.premium ? brl(annualMonthly) : 0,
              annualUsdCents: cyclePriceUsdCents(p, 'annual'),
              entitlements: PLAN_ENTITLEMENTS[p.id],
            };
          }),
          launchOffer: LAUNCH_OFFER,
          annualDiscountPercent: ANNUAL_DISCOUNT_PERCENT,
          invoiceExpiryMinutes: INVOICE_EXPIRY_MINUTES,
          quote: q ? { usdBrl: q.usdBrl, btcUsd: q.btcUsd, source: q.source, simulated: q.simulated, at: q.fetchedAt.toISOString() } : null,
        },
      };
    },
  });
}
