// POST /api/public/blog/refresh - asks the job for new articles; the job decides against the shared
// 5-minute window whether the provider is called.
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { CONTENT_AI_QUEUE } from '../jobs';
import { PUBLIC_AI_REQUEST } from './context';

export function refreshRoute(runtime: Runtime) {
  return defineRoute({
    path: '/api/public/blog/refresh',
    summary: 'Pede artigos novos à IA (respeitando a janela de 5 minutos)',
    ...PUBLIC_AI_REQUEST,
    async handler() {
      // The same job id folds a burst of clicks (one minute) into one.
      await runtime.jobs.queue(CONTENT_AI_QUEUE).add('articles', {}, { jobId: `articles-request-${Math.floor(runtime.now().getTime() / 60_000)}` });
      return { success: true as const, message: 'Buscando artigos novos…' };
    },
  });
}
