// Platform status for admins: the health checks with their details, mail mode, queue depths per
// queue, and the jobs that used up their attempts (with their error) to send back to their queue.
import { queueStream } from '@piboost/events';
import { platformHealthChecks } from '../../platform/health-checks';
import { defineListResource, NotFound, type AppContext } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { allQueues } from '../../platform/module';
import { operationsCommand } from './commands';
import { recordJobRetries } from './decide';

/** Failed jobs read per queue: the newest; older failures stay in the queue until they expire. */
const FAILED_JOBS_READ = 500;

export const failedJobsResource = defineListResource({
  name: 'failed-jobs',
  columns: ['id', 'queue', 'job_id', 'name', 'failed_reason', 'attempts_made', 'failed_at', 'created_at'],
  search: ['name', 'failed_reason', 'job_id'],
  defaultSort: ['failed_at', 'DESC'],
  maxPageSize: 500,
});

export interface FailedJobRow {
  /** `<queue>:<jobId>` (BullMQ refuses `:` in job ids, so the first one separates). */
  id: string;
  queue: string;
  job_id: string;
  name: string;
  failed_reason: string;
  stacktrace: string[];
  attempts_made: number;
  data: unknown;
  failed_at: string | null;
  created_at: string;
}

const iso = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : null);

export async function failedJobs(runtime: Runtime): Promise<FailedJobRow[]> {
  const perQueue = await Promise.all(
    allQueues(runtime.modules).map(async (queue) => {
      const jobs = await runtime.jobs.queue(queue).getFailed(0, FAILED_JOBS_READ - 1);
      return jobs.filter(Boolean).map(
        (job): FailedJobRow => ({
          id: `${queue}:${job.id}`,
          queue,
          job_id: String(job.id),
          name: job.name,
          failed_reason: job.failedReason,
          stacktrace: job.stacktrace ?? [],
          attempts_made: job.attemptsMade,
          data: job.data,
          failed_at: iso(job.finishedOn),
          created_at: iso(job.timestamp)!,
        }),
      );
    }),
  );
  return perQueue.flat();
}

export async function retryFailedJob(runtime: Runtime, ctx: AppContext, id: string, staffId: string): Promise<void> {
  const split = id.indexOf(':');
  const queue = id.slice(0, split);
  const jobId = id.slice(split + 1);
  if (split < 0 || !allQueues(runtime.modules).includes(queue)) throw new NotFound('Job não encontrado.');
  const job = await runtime.jobs.queue(queue).getJob(jobId);
  if (!job || (await job.getState()) !== 'failed') throw new NotFound('Job com falha não encontrado (talvez já tenha sido reenviado).');
  await job.retry('failed');
  await operationsCommand(runtime, queueStream(queue), (state) => recordJobRetries(state, { queue, jobIds: [jobId], staffId }), { actorId: staffId, requestId: ctx.state.requestId });
}

/** Sends every failed job of every queue back to its queue (the newest FAILED_JOBS_READ per queue). */
export async function retryAllFailedJobs(runtime: Runtime, ctx: AppContext, staffId: string): Promise<number> {
  let retried = 0;
  for (const queue of allQueues(runtime.modules)) {
    const jobs = (await runtime.jobs.queue(queue).getFailed(0, FAILED_JOBS_READ - 1)).filter(Boolean);
    for (const job of jobs) {
      await job.retry('failed');
      retried += 1;
    }
    const jobIds = jobs.map((job) => String(job.id));
    await operationsCommand(runtime, queueStream(queue), (state) => recordJobRetries(state, { queue, jobIds, staffId }), { actorId: staffId, requestId: ctx.state.requestId });
  }
  return retried;
}

export async function platformStatus(runtime: Runtime) {
  const checks = await Promise.all(
    platformHealthChecks(runtime, allQueues(runtime.modules)).map(async (check) => {
      try {
        return { name: check.name, ...(await check.check()) };
      } catch (error) {
        return { name: check.name, ok: false, details: { error: error instanceof Error ? error.message : String(error) } };
      }
    }),
  );
  const depths = await runtime.jobs.depths();
  return {
    status: checks.every((c) => c.ok) ? ('ok' as const) : ('degraded' as const),
    // The health checks include mail: its mode, and whether the SMTP server is reachable.
    services: checks,
    queues: allQueues(runtime.modules).map((name) => ({ name, ...(depths[name] ?? { waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0 }) })),
    queueBackend: runtime.jobs.backend,
  };
}
