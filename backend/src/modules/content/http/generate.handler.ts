// POST /api/admin/content/generate - staff ask for articles now: the request is recorded (who asked;
// each AI call costs money) before the job exists, and the job respects the 5-minute window.
import { blogGenerationStream } from '@piboost/events';
import { appendRecord } from '../../../platform/command';
import { defineRoute } from '../../../platform/http';
import { requestGeneration } from '../decide';
import { CONTENT_AI_QUEUE } from '../jobs';
import { ADMIN_REQUEST, type ContentContext } from './context';

export function generateRoute({ runtime }: ContentContext) {
  return defineRoute({
    ...ADMIN_REQUEST,
    path: '/api/admin/content/generate',
    summary: 'Back office: pede artigos novos à IA agora (respeitando a janela de 5 minutos)',
    status: 202,
    async handler(ctx, { principal }) {
      const jobId = `articles-staff-${runtime.now().getTime()}`;
      await appendRecord(runtime, blogGenerationStream(), (s) => requestGeneration(s, { staffId: principal.userId, jobId }), {
        metadata: { actorId: principal.userId, requestId: ctx.state.requestId },
      });
      await runtime.jobs.queue(CONTENT_AI_QUEUE).add('articles', {}, { jobId });
      return { success: true as const, message: 'Geração de artigos agendada.' };
    },
  });
}
