// The module contract (docs/architecture.md): every business area under `backend/src/modules/<m>/`
// exports one `Module` from its index.ts, and `modules/index.ts` lists them - the one composition
// root. The platform never imports a module; it receives this list and wires each part in.
import type { Job } from 'bullmq';
import type { Projection, Subscriber } from '@piboost/projections';
import type { Migration } from './db/migrate';
import type { PageMetaSource, RouteDefinition, RouteModule } from './http/route';
import { REBUILD_QUEUE, rebuildReactor, startRebuildWorker } from './jobs/rebuilds';
import type { Runtime } from './runtime';

/** A job handler the worker role runs on `queue`. Handlers are idempotent: BullMQ is at-least-once. */
export interface JobWorker<Data = never> {
  queue: string;
  concurrency?: number;
  process(runtime: Runtime, job: Job<Data>): Promise<unknown>;
}

/** Periodic work (a BullMQ job scheduler) the worker role registers on start. */
export interface JobSchedule {
  queue: string;
  /** Scheduler id: upserting it again replaces, never duplicates. */
  id: string;
  repeat: { every: number } | { pattern: string; tz?: string };
  job: { name: string; data?: unknown };
  /**
   * True while the install holds nothing this job produces (a fresh install, a new database beside
   * an old queue): the job then also runs at start, not only at its first scheduled time.
   */
  missing?(runtime: Runtime): Promise<boolean>;
}

/**
 * Enqueues the scheduled jobs whose data is missing. No fixed job id: an id is remembered by the
 * queue for a week, and a new database beside the same queue must get its own run. Two processes
 * starting together may both enqueue one; the jobs are idempotent (the analysis claims its turn).
 */
async function runMissing(runtime: Runtime, schedules: readonly JobSchedule[]): Promise<void> {
  for (const s of schedules) {
    if (await s.missing?.(runtime)) await runtime.jobs.queue(s.queue).add(s.job.name, s.job.data ?? {});
  }
}

/** A listener the worker role runs beside its queues (the inbox's SMTP receiver); null when its settings leave it off. */
export interface ModuleService {
  name: string;
  start(runtime: Runtime): Promise<{ stop(): Promise<void> } | null>;
}

export interface Module {
  /** Folder name, e.g. 'billing'. */
  name: string;
  /** Its own tables outside read models (e.g. sessions); applied after the platform's, in list order. */
  migrations?: readonly Migration[];
  /** Read models it owns (their folders live in `projections/src/`). */
  projections?(runtime: Pick<Runtime, 'vault'>): readonly Projection[];
  routes?(runtime: Runtime): readonly RouteDefinition[];
  /** Console pages whose title, description and Open Graph tags the server writes (crawlers run no script). */
  pages?(runtime: Runtime): readonly PageMetaSource[];
  /** Subscribers that turn events into jobs (`jobReactor` in platform/jobs). */
  reactors?(runtime: Runtime): readonly Subscriber[];
  workers?: readonly JobWorker<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- each worker types its own job data
  schedules?: readonly JobSchedule[];
  /** Listeners the worker role starts (they hand what they receive to jobs). */
  services?: readonly ModuleService[];
  /** Demo data for a local install (runs when seeding is on; must be idempotent). */
  seed?(runtime: Runtime): Promise<void>;
}

/** Types a module's declaration. */
export function defineModule(module: Module): Module {
  return module;
}

/** Every queue some worker consumes (the platform's rebuilds and each module's): health, the status page and the back office list these. */
export function allQueues(modules: readonly Module[]): string[] {
  return [...new Set([REBUILD_QUEUE, ...modules.flatMap((m) => (m.workers ?? []).map((w) => w.queue))])];
}

/** The HTTP surface of the composed modules. */
export function moduleRoutes(runtime: Runtime): RouteModule[] {
  return runtime.modules.map((m) => ({ routes: [...(m.routes?.(runtime) ?? [])], pages: [...(m.pages?.(runtime) ?? [])] }));
}

/** Every reactor the projector role runs: the platform's rebuild requests and each module's. */
export function allReactors(runtime: Runtime): Subscriber[] {
  return [rebuildReactor(runtime), ...runtime.modules.flatMap((m) => m.reactors?.(runtime) ?? [])];
}

/** Starts the worker role: rebuilds, every module's workers, then their schedules and what a fresh install lacks. */
export function startWorkers(runtime: Runtime): { stop(): Promise<void> } {
  const rebuilds = startRebuildWorker(runtime);
  for (const m of runtime.modules) {
    for (const w of m.workers ?? []) runtime.jobs.worker(w.queue, (job) => w.process(runtime, job), { concurrency: w.concurrency });
  }
  const schedules = runtime.modules.flatMap((m) => m.schedules ?? []);
  const register = () => Promise.all(schedules.map((s) => runtime.jobs.queue(s.queue).upsertJobScheduler(s.id, s.repeat, s.job)));
  // Stopping waits for the schedulers' registration, so a queue never closes under it.
  const scheduled = Promise.all([
    register().catch((err: unknown) => runtime.logger.error({ err }, 'registro de agendamentos falhou')),
    runMissing(runtime, schedules).catch((err: unknown) => runtime.logger.error({ err }, 'jobs de início falharam')),
  ]);
  // A Redis that loses its data loses the schedulers too: they are registered again, with the jobs pending.
  const watch = runtime.jobs.watchForDataLoss(register);
  const services = Promise.all(
    runtime.modules.flatMap((m) => m.services ?? []).map((s) =>
      s.start(runtime).catch((err: unknown) => {
        runtime.logger.error({ err, service: s.name }, 'serviço do worker não iniciou');
        return null;
      }),
    ),
  );
  return {
    async stop() {
      watch.stop();
      await scheduled;
      await Promise.all((await services).map((s) => s?.stop()));
      await rebuilds.stop();
    },
  };
}
