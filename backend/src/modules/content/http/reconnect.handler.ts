// POST /api/public/blog/reconnect - the blog's Reconectar: marks the provider as being tested and
// queues one connection test.
import { randomUUID } from 'node:crypto';
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { markTesting } from '../../ai-usage';
import { CONTENT_AI_QUEUE } from '../jobs';
import { PUBLIC_AI_REQUEST } from './context';

export function reconnectRoute(runtime: Runtime) {
  return defineRoute({
    path: '/api/public/blog/reconnect',
    summary: 'Reconectar: agenda um teste de conexão com a IA',
    ...PUBLIC_AI_REQUEST,
    async handler() {
      await markTesting(runtime);
      // One test per 10 seconds for everyone; one that already finished cannot answer this "testing", so another runs.
      const queue = runtime.jobs.queue(CONTENT_AI_QUEUE);
      const jobId = `connection-test-${Math.floor(runtime.now().getTime() / 10_000)}`;
      await queue.add('connection-test', {}, { jobId });
      if ((await queue.getJob(jobId))?.finishedOn) await queue.add('connection-test', {}, { jobId: `${jobId}-${randomUUID()}` });
      return { success: true as const, message: 'Testando a conexão…' };
    },
  });
}
