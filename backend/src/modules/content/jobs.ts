// Every provider call of the module happens here, in BullMQ jobs (ARCHITECTURE §9): articles every
// hour and on request (the 5-minute window decides whether the provider is called; after a failure
// one retry is queued), and the connection test behind the blog's Reconectar.
import type { Job } from 'bullmq';
import type { JobSchedule, JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { RETRY_AFTER_MS, testConnection } from '../ai-usage';
import { generateArticles } from './articles';

export const CONTENT_AI_QUEUE = 'content-ai';
export type ContentAiJob = 'articles' | 'connection-test';

async function runAiJob(runtime: Runtime, job: Job<unknown>): Promise<unknown> {
  if ((job.name as ContentAiJob) === 'connection-test') return testConnection(runtime);
  const result = await generateArticles(runtime);
  if (result.outcome === 'failed' || result.outcome === 'no_market_data') {
    // The automatic retry (product-spec §8): one pending retry at a time, whatever the trigger.
    const delay = result.outcome === 'failed' ? RETRY_AFTER_MS : 60_000;
    await runtime.jobs.queue(CONTENT_AI_QUEUE).add('articles', {}, { delay, jobId: `articles-retry-${Math.floor(runtime.now().getTime() / delay)}` });
  }
  return result;
}

export const contentWorkers: readonly JobWorker<never>[] = [{ queue: CONTENT_AI_QUEUE, concurrency: 1, process: runAiJob }];

export const contentSchedules: readonly JobSchedule[] = [{ queue: CONTENT_AI_QUEUE, id: 'content-articles', repeat: { every: 60 * 60_000 }, job: { name: 'articles' } }];
