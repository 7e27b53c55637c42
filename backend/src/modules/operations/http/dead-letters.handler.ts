// /api/admin/dead-letters: the list, one letter, its retry, and the two bulk actions (dismiss the
// obsolete ones, retry the open ones) - through the engine's reader (projections.ts).
import { z } from 'zod';
import { defineRoute, listRows } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { deadLetterRow, deadLettersBase, deadLettersResource, dismissObsoleteDeadLetters, retryDeadLetter, retryOpenDeadLetters, type DeadLetterRow } from '../projections';
import { deadLetterRow as deadLetterSchema, dismissResponse, retryOpenResponse, retryResponse } from './dead-letters.schema';
import { action, found, list, numericId, read } from './shared';

export function listDeadLettersRoute(runtime: Runtime) {
  return defineRoute({
    ...list,
    path: '/api/admin/dead-letters',
    summary: 'Mensagens mortas (eventos que uma projeção ou reator não conseguiu aplicar)',
    response: z.array(deadLetterSchema),
    handler: async (ctx, { query }) => (await listRows<DeadLetterRow>(ctx, runtime.db, deadLettersBase(runtime), deadLettersResource, query)).map(deadLetterRow),
  });
}

export function deadLetterRoute(runtime: Runtime) {
  return defineRoute({
    ...read,
    path: '/api/admin/dead-letters/:id',
    summary: 'Uma mensagem morta, com o erro',
    input: { params: numericId },
    response: deadLetterSchema,
    async handler(_ctx, { params }) {
      const row = (await deadLettersBase(runtime).where('d.id', params.id).first()) as DeadLetterRow | undefined;
      return deadLetterRow(found(row, 'Mensagem morta não encontrada.'));
    },
  });
}

export function retryDeadLetterRoute(runtime: Runtime) {
  return defineRoute({
    ...action,
    path: '/api/admin/dead-letters/:id/retry',
    summary: 'Aplica de novo o evento de uma mensagem morta',
    input: { params: numericId },
    response: retryResponse,
    async handler(ctx, { params, principal }) {
      const result = await retryDeadLetter(runtime, ctx, params.id, principal.userId);
      return result.resolved
        ? { success: true as const, message: 'Evento reaplicado com sucesso.', data: { id: params.id, resolved: true as const } }
        : { success: false as const, message: `O evento falhou de novo: ${result.error}`, data: { id: params.id, resolved: false as const, error: result.error } };
    },
  });
}

export function dismissObsoleteRoute(runtime: Runtime) {
  return defineRoute({
    ...action,
    path: '/api/admin/dead-letters/dismiss-obsolete',
    summary: 'Descarta as mensagens mortas obsoletas (de builds substituídos)',
    description: 'Fecha de uma vez as pendentes de builds aposentados ou abandonados: nenhum build em uso pode aplicá-las.',
    response: dismissResponse,
    async handler(ctx, { principal }) {
      const byProjection = await dismissObsoleteDeadLetters(runtime, ctx, principal.userId);
      const dismissed = Object.values(byProjection).reduce((a, b) => a + b, 0);
      const message = dismissed === 0 ? 'Nenhuma mensagem morta obsoleta pendente.' : `${dismissed} ${dismissed === 1 ? 'mensagem obsoleta descartada' : 'mensagens obsoletas descartadas'}.`;
      return { success: true as const, message, data: { dismissed, byProjection } };
    },
  });
}

export function retryOpenRoute(runtime: Runtime) {
  return defineRoute({
    ...action,
    path: '/api/admin/dead-letters/retry-open',
    summary: 'Reaplica as mensagens mortas pendentes (até 200 por vez, as mais antigas primeiro)',
    response: retryOpenResponse,
    async handler(ctx, { principal }) {
      const data = await retryOpenDeadLetters(runtime, ctx, principal.userId);
      const message =
        data.attempted === 0 ? 'Nenhuma mensagem morta pendente.' : `${data.resolved} de ${data.attempted} reaplicadas${data.failed.length ? `; ${data.failed.length} falharam de novo` : ''}.`;
      return { success: true as const, message, data };
    },
  });
}
