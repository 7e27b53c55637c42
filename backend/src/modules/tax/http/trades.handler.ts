// The person's trades: GET /api/tax/trades lists them, POST adds one typed in the page, PUT corrects
// one, DELETE removes one. Each write goes through the decider on tax-<userId> (service.ts).
import { randomUUID } from 'node:crypto';
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { loadTax, tradesIn } from '../service';
import { READ, WRITE, hasFullHelper, runCommand } from './shared';
import { done, tradeBody, tradeParam, tradeSaved, tradesResponse } from './trades.schema';

export function listTradesRoute(runtime: Runtime) {
  return defineRoute({
    ...READ,
    path: '/api/tax/trades',
    summary: 'Lista as operações da pessoa na calculadora de IR cripto',
    response: tradesResponse,
    async handler(_ctx, { principal }) {
      const [{ state }, fullHelper] = await Promise.all([loadTax(runtime, principal.userId), hasFullHelper(runtime, principal)]);
      return { success: true as const, data: { trades: tradesIn(state), fullHelper } };
    },
  });
}

export function addTradeRoute(runtime: Runtime) {
  return defineRoute({
    ...WRITE,
    method: 'POST',
    path: '/api/tax/trades',
    summary: 'Lança uma operação (compra, venda, troca ou transferência)',
    status: 201,
    input: { body: tradeBody },
    response: tradeSaved,
    async handler(ctx, { principal, body }) {
      const trade = { tradeId: randomUUID(), ...body, source: 'manual' as const };
      await runCommand(runtime, ctx, { type: 'RecordTrades', userId: principal.userId, source: 'manual', format: null, trades: [trade] });
      return { success: true as const, message: 'Operação lançada.', data: trade };
    },
  });
}

export function correctTradeRoute(runtime: Runtime) {
  return defineRoute({
    ...WRITE,
    method: 'PUT',
    path: '/api/tax/trades/:tradeId',
    summary: 'Corrige uma operação',
    input: { params: tradeParam, body: tradeBody },
    response: tradeSaved,
    async handler(ctx, { principal, params, body }) {
      const trade = { tradeId: params.tradeId, ...body, source: 'manual' as const };
      await runCommand(runtime, ctx, { type: 'CorrectTrade', userId: principal.userId, trade });
      const saved = (await loadTax(runtime, principal.userId)).state.trades.get(params.tradeId) ?? trade;
      return { success: true as const, message: 'Operação corrigida.', data: saved };
    },
  });
}

export function removeTradeRoute(runtime: Runtime) {
  return defineRoute({
    ...WRITE,
    method: 'DELETE',
    path: '/api/tax/trades/:tradeId',
    summary: 'Remove uma operação',
    input: { params: tradeParam },
    response: done,
    async handler(ctx, { principal, params }) {
      await runCommand(runtime, ctx, { type: 'RemoveTrade', userId: principal.userId, tradeId: params.tradeId });
      return { success: true as const, message: 'Operação removida.' };
    },
  });
}
