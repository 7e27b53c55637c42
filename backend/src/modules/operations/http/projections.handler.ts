// GET /api/admin/projections(/:id) and POST /api/admin/projections/:id/rebuild - every read model's
// status, and a rebuild requested by staff (projections.ts).
import { z } from 'zod';
import { defineRoute, listArray } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { projectionRow as showProjection, projectionRows, projectionsResource, requestRebuild } from '../projections';
import { projectionRow, rebuildInput, rebuildResponse } from './projections.schema';
import { action, list, nameParam, read } from './shared';

export function listProjectionsRoute(runtime: Runtime) {
  return defineRoute({
    ...list,
    path: '/api/admin/projections',
    summary: 'Projeções: versão, checkpoint, atraso, estado e rebuild em andamento',
    response: z.array(projectionRow),
    handler: async (ctx, { query }) => listArray(ctx, await projectionRows(runtime), projectionsResource, query),
  });
}

export function projectionRoute(runtime: Runtime) {
  return defineRoute({
    ...read,
    path: '/api/admin/projections/:id',
    summary: 'Uma projeção, com o progresso do rebuild',
    input: { params: nameParam },
    response: projectionRow,
    handler: (_ctx, { params }) => showProjection(runtime, params.id),
  });
}

export function rebuildRoute(runtime: Runtime) {
  return defineRoute({
    ...action,
    path: '/api/admin/projections/:id/rebuild',
    summary: 'Pede o rebuild de uma projeção (job na fila; a leitura continua no build atual)',
    description: 'Com `force: true`, o build novo é ativado mesmo que tenha parado eventos que o build em uso aplicou; sem ele, esse build é descartado e a leitura continua no atual.',
    input: { params: nameParam, body: rebuildInput },
    response: rebuildResponse,
    status: 202,
    async handler(ctx, { params, body, principal }) {
      const { eventId, jobId } = await requestRebuild(runtime, ctx, params.id, principal.userId, body.force);
      return { success: true as const, message: 'Rebuild solicitado.', data: { id: params.id, eventId, jobId } };
    },
  });
}
