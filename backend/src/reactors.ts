// Reactors (ARCHITECTURE §4): subscribers that turn events into BullMQ jobs, and the workers that
// run those jobs. A job's id derives from its event, so a replay or redelivery never repeats it.
import type { RecordedEvent } from '@piboost/events';
import { ProjectionRebuildRequested, type Recorded } from '@piboost/events';
import { ProjectionEngine, type Subscriber } from '@piboost/projections';
import type { Runtime } from './platform/runtime';
import { startIdentityMaintenance } from './modules/identity/maintenance';
import { inboxReactors, startInboxWorkers } from './modules/inbox/reactors';
import { gamificationReactors, startGamificationWorkers } from './modules/gamification/reactors';
import { privacyReactors, startPrivacyWorkers } from './modules/privacy';
import { privacyHooks } from './modules/account-hooks';

interface JobRequest {
  name: string;
  data: unknown;
}

/** A subscriber that enqueues one job per event on `queue`, with a jobId derived from the event id. */
export function jobReactor<E extends RecordedEvent>(
  runtime: Runtime,
  reactor: { name: string; eventTypes: readonly string[]; queue: string; job(event: E): JobRequest },
): Subscriber {
  return {
    name: reactor.name,
    eventTypes: reactor.eventTypes,
    // Side effects are for what happens from now on, not for history older than the reactor.
    startFrom: 'head',
    async handle(events) {
      const queue = runtime.jobs.queue(reactor.queue);
      await queue.addBulk(
        events.map((event) => {
          const { name, data } = reactor.job(event as E);
          return { name, data, opts: { jobId: `${reactor.name}-${event.eventId}` } };
        }),
      );
    },
  };
}

export const QUEUES = { projections: 'projections' } as const;

/** The reactor that turns ProjectionRebuildRequested into a rebuild job on QUEUES.projections. */
export const REBUILD_REACTOR = 'projection_rebuild_requests';

export function reactors(runtime: Runtime): Subscriber[] {
  return [
    jobReactor<Recorded<typeof ProjectionRebuildRequested>>(runtime, {
      name: REBUILD_REACTOR,
      eventTypes: [ProjectionRebuildRequested.type],
      queue: QUEUES.projections,
      job: (event) => ({ name: 'rebuild', data: { projection: event.data.projection, requestId: event.data.jobId } }),
    }),
    ...inboxReactors(runtime),
    ...gamificationReactors(runtime),
    ...privacyReactors(runtime),
  ];
}

export interface RebuildJob {
  projection: string;
  requestId: string;
}

/** Starts the job handlers; `stop` interrupts rebuilds (they resume on the job's retry) before the queue closes. */
export function startJobWorkers(runtime: Runtime): { stop(): Promise<void> } {
  // Rebuilds run here, beside the serving build; progress is persisted by the engine for every
  // process to read, and mirrored on the job for queue dashboards.
  const engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, logger: runtime.logger });
  runtime.jobs.worker<RebuildJob, unknown>(
    QUEUES.projections,
    (job) => engine.rebuild(job.data.projection, { onProgress: (p) => void job.updateProgress(p.percent) }),
    { concurrency: 1 },
  );
  startInboxWorkers(runtime);
  startGamificationWorkers(runtime);
  startPrivacyWorkers(runtime, privacyHooks(runtime));
  // Stopping waits for the scheduler's registration, so the queue never closes under it.
  const scheduled = startIdentityMaintenance(runtime).catch((err: unknown) => runtime.logger.error({ err }, 'agendamento da limpeza de sessões falhou'));
  return {
    async stop() {
      await scheduled;
      await engine.stop();
    },
  };
}
