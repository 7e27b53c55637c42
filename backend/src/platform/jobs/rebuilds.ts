// Projection rebuilds as jobs: an operator's ProjectionRebuildRequested becomes one job on the
// rebuild queue, run beside the serving build by the worker role. Platform machinery, not a module:
// every module's read models are rebuilt the same way.
import { ProjectionRebuildRequested, type Recorded } from '@piboost/events';
import { BuildHeld, projectionReader } from '@piboost/projections';
import { UnrecoverableError } from 'bullmq';
import type { Runtime } from '../runtime';
import { jobReactor } from './reactor';

export const REBUILD_QUEUE = 'projections';

/** The reactor that turns ProjectionRebuildRequested into a rebuild job on REBUILD_QUEUE. */
export const REBUILD_REACTOR = 'projection_rebuild_requests';

export interface RebuildJob {
  projection: string;
  requestId: string;
  force?: boolean;
}

export function rebuildReactor(runtime: Runtime) {
  return jobReactor<Recorded<typeof ProjectionRebuildRequested>>(runtime, {
    name: REBUILD_REACTOR,
    eventTypes: [ProjectionRebuildRequested.type],
    queue: REBUILD_QUEUE,
    job: (event) => ({ name: 'rebuild', data: { projection: event.data.projection, requestId: event.data.jobId, force: event.data.force ?? false } satisfies RebuildJob }),
  });
}

/** Runs rebuild jobs; `stop` interrupts a rebuild (it resumes on the job's retry). */
export function startRebuildWorker(runtime: Runtime): { stop(): Promise<void> } {
  // Progress is persisted by the engine for every process to read, and mirrored on the job for
  // queue dashboards.
  const readModels = projectionReader(runtime.db, { store: runtime.store, projections: runtime.projections, logger: runtime.logger });
  runtime.jobs.worker<RebuildJob, unknown>(
    REBUILD_QUEUE,
    (job) =>
      readModels.rebuild(job.data.projection, { force: job.data.force, onProgress: (p) => void job.updateProgress(p.percent) }).catch((err: unknown) => {
        // Held for the operator: running it again would only build and hold it again.
        throw err instanceof BuildHeld ? new UnrecoverableError(err.message) : err;
      }),
    { concurrency: 1 },
  );
  return { stop: () => readModels.stop() };
}
