// GET /api/user/payment-methods - the checkout's methods (product-spec §9: timings and fees) and
// whether a provider serves each here.
import { defineRoute } from '../../../platform/http/route';
import { billingProviders } from '../providers';
import { paymentMethodsResponse } from './payment-methods.schema';
import { PAYMENT_TAGS, USER_READS, type BillingHttp } from './shared';

const METHODS = [
  { id: 'pix', name: 'PIX', description: 'Pague com o app do seu banco, em reais.', fee: 'Sem taxa', time: 'Instantâneo' },
  { id: 'lightning', name: 'Lightning', description: 'Bitcoin pela Lightning Network.', fee: 'Taxa mínima', time: 'Instantâneo' },
  { id: 'bitcoin', name: 'Bitcoin', description: 'Bitcoin on-chain, direto para a nossa carteira.', fee: 'Taxa da rede', time: '10-30 minutos' },
] as const;

export function paymentMethodsRoute({ runtime }: BillingHttp) {
  return defineRoute({
    method: 'GET',
    path: '/api/user/payment-methods',
    summary: 'Métodos de pagamento do checkout (PIX, Lightning, Bitcoin) e se cada um está disponível',
    tags: PAYMENT_TAGS,
    access: 'user',
    rateLimit: USER_READS,
    response: paymentMethodsResponse,
    async handler() {
      const providers = await billingProviders(runtime);
      return {
        success: true as const,
        data: METHODS.map((m) => {
          const provider = Object.values(providers.payments).find((p) => p.methods.includes(m.id));
          return { ...m, available: provider !== undefined, simulated: provider?.simulated ?? false, sandbox: provider?.name === 'sandbox' };
        }),
      };
    },
  });
}
