// The portfolio's commands: PUT /api/portfolio/holdings/:coinId sets a holding, DELETE removes it.
// Validate -> the decider on the person's portfolio stream (commands.ts) -> the portfolio afresh.
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { portfolioCommand } from '../commands';
import { WRITE, command } from './common';
import { coinParam, holdingBody } from './holdings.schema';
import { portfolioOf } from './reads';
import { doneResponse, portfolioView } from './views.schema';

export function setHoldingRoute(runtime: Runtime) {
  return defineRoute({
    ...WRITE,
    method: 'PUT',
    path: '/api/portfolio/holdings/:coinId',
    summary: 'Registra ou altera uma posição da carteira (quantidade e custo médio em R$)',
    input: { params: coinParam, body: holdingBody },
    response: doneResponse(portfolioView),
    async handler(_ctx, { principal, params, body }) {
      await command(runtime, () =>
        portfolioCommand(runtime, { type: 'SetHolding', userId: principal.userId, coinId: params.coinId, quantity: body.quantity, averageCostBrl: body.averageCostBrl, coveredCoins: runtime.config.MARKET_COINS }),
      );
      return { success: true as const, message: 'Posição salva.', data: await portfolioOf(runtime, principal.userId) };
    },
  });
}

export function removeHoldingRoute(runtime: Runtime) {
  return defineRoute({
    ...WRITE,
    method: 'DELETE',
    path: '/api/portfolio/holdings/:coinId',
    summary: 'Remove uma posição da carteira',
    input: { params: coinParam },
    response: doneResponse(portfolioView),
    async handler(_ctx, { principal, params }) {
      await command(runtime, () => portfolioCommand(runtime, { type: 'RemoveHolding', userId: principal.userId, coinId: params.coinId }));
      return { success: true as const, message: 'Posição removida.', data: await portfolioOf(runtime, principal.userId) };
    },
  });
}
