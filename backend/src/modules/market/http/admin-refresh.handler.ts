// The back office's market actions: POST /api/admin/market/refresh (a quotes job now) and, on a
// local install, POST /api/admin/market/simulator/prices (the simulated market's prices).
import { randomUUID } from 'node:crypto';
import { Conflict, defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { MARKET_DATA_QUEUE } from '../jobs';
import { ADMIN_WRITE } from './common';
import { simulatorPricesBody } from './admin-refresh.schema';
import { messageResponse } from './views.schema';

export function adminRefreshRoute(runtime: Runtime) {
  return defineRoute({
    ...ADMIN_WRITE,
    path: '/api/admin/market/refresh',
    summary: 'Back office: atualiza as cotações agora (um job; as alertas de preço são avaliadas em seguida)',
    status: 202,
    response: messageResponse,
    async handler() {
      await runtime.jobs.queue(MARKET_DATA_QUEUE).add('refresh-quotes', {}, { jobId: `refresh-quotes-manual-${randomUUID()}` });
      return { success: true as const, message: 'Atualização das cotações agendada.' };
    },
  });
}

export function simulatorPricesRoute(runtime: Runtime) {
  return defineRoute({
    ...ADMIN_WRITE,
    path: '/api/admin/market/simulator/prices',
    summary: 'Simulação local: fixa o preço em US$ de moedas do mercado simulado (indisponível com provedor real)',
    input: { body: simulatorPricesBody },
    response: messageResponse,
    async handler(_ctx, { body }) {
      if (!runtime.config.simulated.market) throw new Conflict('O mercado simulado só existe sem provedor de cotações configurado.', 'NOT_SIMULATED');
      // A simulator that is not listening (connection refused) is the same answer as one that refuses.
      const response = await fetch(`${runtime.config.MARKET_DATA_URL}/__sim/prices`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body.prices) }).catch(() => null);
      if (!response?.ok) throw new Conflict('O simulador de mercado não respondeu.', 'SIMULATOR_DOWN');
      return { success: true as const, message: 'Preços simulados ajustados; valem na próxima atualização das cotações.' };
    },
  });
}
