// The AI provider's state on the screens: GET /api/market/status and POST /api/market/status/reconnect
// (Reconectar: the state turns to testing and a job tests the connection).
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { providerStatusView } from '../../../platform/ai/provider-status';
import { markTesting, providerStatus } from '../../ai-usage';
import { MARKET_AI_QUEUE } from '../jobs';
import { AI_REQUEST, READ } from './common';
import { dataResponse, messageResponse } from './views.schema';

export function providerStatusRoute(runtime: Runtime) {
  return defineRoute({
    ...READ,
    path: '/api/market/status',
    summary: 'Estado da conexão com a IA: connected, testing, limit ou disconnected',
    response: dataResponse(providerStatusView),
    handler: async () => ({ success: true as const, data: await providerStatus(runtime) }),
  });
}

export function reconnectRoute(runtime: Runtime) {
  return defineRoute({
    ...AI_REQUEST,
    path: '/api/market/status/reconnect',
    summary: 'Reconectar: agenda um teste de conexão com a IA',
    response: messageResponse,
    async handler() {
      await markTesting(runtime);
      // The same job id folds a burst of clicks (10 s) into one test.
      await runtime.jobs.queue(MARKET_AI_QUEUE).add('connection-test', {}, { jobId: `connection-test-${Math.floor(runtime.now().getTime() / 10_000)}` });
      return { success: true as const, message: 'Testando a conexão…' };
    },
  });
}
