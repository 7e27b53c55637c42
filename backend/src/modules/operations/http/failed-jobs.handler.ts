// /api/admin/failed-jobs and /api/admin/status: jobs that used up their attempts (sent back to their
// queue one by one or all at once) and the platform's status (platform-status.ts).
import { z } from 'zod';
import { defineRoute, listArray } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { failedJobs, failedJobsResource, platformStatus, retryAllFailedJobs, retryFailedJob } from '../platform-status';
import { failedJobParams, failedJobRow, platformStatusResponse, retriedAllResponse, retriedResponse } from './failed-jobs.schema';
import { action, found, list, read } from './shared';

export function retryAllFailedJobsRoute(runtime: Runtime) {
  return defineRoute({
    ...action,
    path: '/api/admin/failed-jobs/retry-all',
    summary: 'Devolve às filas todos os jobs com falha',
    response: retriedAllResponse,
    async handler(ctx, { principal }) {
      const retried = await retryAllFailedJobs(runtime, ctx, principal.userId);
      return { success: true as const, message: retried === 0 ? 'Nenhum job com falha.' : `${retried} ${retried === 1 ? 'job devolvido' : 'jobs devolvidos'} à fila.`, data: { retried } };
    },
  });
}

export function platformStatusRoute(runtime: Runtime) {
  return defineRoute({
    ...read,
    path: '/api/admin/status',
    summary: 'Status da plataforma: serviços, modo de e-mail e profundidade das filas',
    response: platformStatusResponse,
    handler: () => platformStatus(runtime),
  });
}

export function listFailedJobsRoute(runtime: Runtime) {
  return defineRoute({
    ...list,
    path: '/api/admin/failed-jobs',
    summary: 'Jobs que esgotaram as tentativas, com o erro',
    response: z.array(failedJobRow),
    handler: async (ctx, { query }) => listArray(ctx, await failedJobs(runtime), failedJobsResource, query),
  });
}

export function failedJobRoute(runtime: Runtime) {
  return defineRoute({
    ...read,
    path: '/api/admin/failed-jobs/:id',
    summary: 'Um job com falha',
    input: { params: failedJobParams },
    response: failedJobRow,
    handler: async (_ctx, { params }) => found((await failedJobs(runtime)).find((j) => j.id === params.id), 'Job com falha não encontrado.'),
  });
}

export function retryFailedJobRoute(runtime: Runtime) {
  return defineRoute({
    ...action,
    path: '/api/admin/failed-jobs/:id/retry',
    summary: 'Devolve um job com falha à fila',
    input: { params: failedJobParams },
    response: retriedResponse,
    async handler(ctx, { params, principal }) {
      await retryFailedJob(runtime, ctx, params.id, principal.userId);
      return { success: true as const, message: 'Job devolvido à fila.', data: { id: params.id } };
    },
  });
}
