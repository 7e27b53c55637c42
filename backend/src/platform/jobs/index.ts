// BullMQ everywhere (ARCHITECTURE §5): on Redis when REDIS_URL is set, otherwise on PostgreSQL through
// BullMQ's own PostgreSQL backend - one API, no home-made queue.
import {
  Queue as RedisQueue,
  Worker as RedisWorker,
  createPostgresBackend,
  withBackend,
  UnrecoverableError,
  type JobsOptions,
  type Processor,
  type Queue,
  type Worker,
} from 'bullmq';
import type { Db } from '../db/knex';
import type { Logger } from '../logger';
import { connectRedis, queueKeyPrefix, type RedisClient, type RedisTarget } from '../redis';
import { createJobLedger, markerWasMissing, redisMarkerKey, type JobLedger } from './ledger';

export type JobProcessor<Data = unknown, Result = unknown> = Processor<Data, Result>;

export interface JobsConfig {
  /** Redis when given (a server, a cluster or a Sentinel set); otherwise the PostgreSQL database at `databaseUrl`. */
  redis?: RedisTarget;
  /** Shorthand for `redis: { url }`. */
  redisUrl?: string;
  databaseUrl: string;
  /** Namespaces queues so that parallel test runs or several installs never share jobs. */
  prefix?: string;
  /** Hears a worker's own errors (a lost connection): they must not crash the process, nor vanish. */
  onError?: (error: Error, queue: string) => void;
  /** With Redis: every job is also kept in this database until it ends, and added again when Redis loses its data (./ledger.ts). */
  db?: Db;
  /** Hears discarded jobs and Redis data losses. */
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/**
 * Thrown by a job whose subject no longer exists (an invoice removed, a user erased): retrying
 * cannot help, so the job ends as completed with `{ discarded: message }` and a log line, not as a
 * failure an operator would have to clear.
 */
export class JobDiscarded extends Error {}

export interface QueueDepth {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

export interface Jobs {
  readonly backend: 'redis' | 'postgres';
  queue(name: string): Queue;
  worker<Data, Result>(name: string, processor: JobProcessor<Data, Result>, options?: { concurrency?: number }): Worker;
  depths(): Promise<Record<string, QueueDepth>>;
  /**
   * Redis only: every few seconds, notices that Redis lost its data (restarted without persistence,
   * flushed) and then runs `recreate` (the job schedulers) and adds again every job still pending.
   */
  watchForDataLoss(recreate: () => Promise<unknown>): { stop(): void };
  close(): Promise<void>;
}

/** At-least-once with backoff; handlers are idempotent. Completed jobs are kept a week so a replayed jobId is still recognised. */
export const defaultJobOptions: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

/** How often a worker process checks that Redis still holds its data. */
const WATCH_INTERVAL_MS = 5_000;

/**
 * `processor` as the worker runs it: a job that ends (done, discarded, failed for good) leaves the
 * ledger; a JobDiscarded ends it as completed with `{ discarded }` and a log line.
 */
function endingInLedger<Data, Result>(
  name: string,
  processor: JobProcessor<Data, Result>,
  ledger: JobLedger | undefined,
  logger: JobsConfig['logger'],
): JobProcessor<Data, Result> {
  // Once a job ends it leaves the ledger; forgetting it may fail (the database down): it is then
  // only added again, and ignored, after a loss of Redis.
  const ended = (jobId: string | undefined) =>
    ledger?.forget(name, jobId).catch((err: unknown) => logger?.warn({ err, queue: name, jobId }, 'job terminado continua no registro do PostgreSQL'));
  return async (job, token) => {
    try {
      const result = await processor(job, token);
      await ended(job.id);
      return result;
    } catch (err) {
      if (err instanceof JobDiscarded) {
        logger?.info({ queue: name, jobId: job.id, job: job.name, reason: err.message }, 'job descartado: o que ele tratava não existe mais');
        await ended(job.id);
        return { discarded: err.message } as Result;
      }
      if (err instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await ended(job.id);
      throw err;
    }
  };
}

/**
 * Every WATCH_INTERVAL_MS, notices that Redis lost this install's data (its marker is gone) and then
 * runs `restore` (schedulers and pending jobs, which returns how many jobs came back).
 */
function watchRedis(connection: RedisClient, prefixes: () => string[], restore: () => Promise<number>, logger: JobsConfig['logger']): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      // One marker per queue, in the queue's own slot: on a cluster, each master can lose its data alone.
      const all = prefixes();
      const wasMissing = await Promise.all(all.map((p) => markerWasMissing(connection, p)));
      const lost = all.filter((_, i) => wasMissing[i]);
      if (lost.length === 0) return;
      try {
        const restored = await restore();
        logger?.warn({ restored }, 'Redis sem os dados desta instalação: agendamentos recriados e jobs pendentes adicionados de novo');
      } catch (err) {
        // Tried again on the next tick.
        await Promise.all(lost.map((p) => connection.del(redisMarkerKey(p))));
        throw err;
      }
    } catch (err) {
      if (!stopped) logger?.error({ err }, 'falha ao restaurar os jobs depois da perda de dados do Redis');
    } finally {
      if (!stopped) timer = setTimeout(() => void tick(), WATCH_INTERVAL_MS);
    }
  };
  void tick();
  // Not awaited: a tick waiting for an unreachable Redis must not hold a shutdown.
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

export function createJobs(config: JobsConfig): Jobs {
  const prefix = config.prefix ?? 'piboost';
  const queues = new Map<string, Queue>();
  const workers: Worker[] = [];
  const workerNames = new Set<string>();
  let redis: RedisClient | undefined;
  const target = config.redis ?? (config.redisUrl ? { url: config.redisUrl } : undefined);
  const ledger = target && config.db ? createJobLedger(config.db) : undefined;
  const pg = withBackend(createPostgresBackend);
  const pgConnection = () => ({ connectionString: config.databaseUrl, migrate: true, schema: prefix.replace(/[^a-z0-9_]/gi, '_') });
  // Workers block on their connection; BullMQ requires maxRetriesPerRequest null for them.
  const redisConnection = () => (redis ??= connectRedis(target!, { maxRetriesPerRequest: null }));
  // Each queue's keys under its own hash tag (../redis.ts): one slot per queue on a Redis Cluster.
  const keyPrefix = (name: string) => queueKeyPrefix(prefix, name);

  const jobs: Jobs = {
    backend: target ? 'redis' : 'postgres',
    queue(name) {
      let queue = queues.get(name);
      if (!queue) {
        const options = () => ({ connection: redisConnection(), prefix: keyPrefix(name), defaultJobOptions });
        queue = target
          ? (ledger?.queue(name, options()) ?? new RedisQueue(name, options()))
          : (new pg.Queue(name, { connection: pgConnection(), defaultJobOptions }) as unknown as Queue);
        // A lost connection (a master failing over) is reported, not printed nor thrown.
        queue.on('error', (error) => config.onError?.(error, name));
        queues.set(name, queue);
      }
      return queue;
    },
    worker<Data, Result>(name: string, processor: JobProcessor<Data, Result>, options: { concurrency?: number } = {}) {
      const run = endingInLedger(name, processor, ledger, config.logger);
      workerNames.add(name);
      const worker = target
        ? new RedisWorker(name, run, { connection: redisConnection(), prefix: keyPrefix(name), concurrency: options.concurrency ?? 4 })
        : (new pg.Worker(name, run, { connection: pgConnection(), concurrency: options.concurrency ?? 4 }) as unknown as Worker);
      // A failing job is retried by BullMQ and visible in the back office; the worker itself must not
      // crash on its own errors, which are reported instead.
      worker.on('error', (error) => config.onError?.(error, name));
      workers.push(worker);
      return worker;
    },
    async depths() {
      const entries = await Promise.all(
        [...queues.entries()].map(async ([name, queue]) => {
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
          return [name, { waiting: counts.waiting ?? 0, active: counts.active ?? 0, delayed: counts.delayed ?? 0, failed: counts.failed ?? 0, completed: counts.completed ?? 0 }] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
    watchForDataLoss(recreate) {
      if (!ledger) return { stop() {} };
      const watched = () => [...new Set([...queues.keys(), ...workerNames])].map(keyPrefix);
      return watchRedis(redisConnection(), watched, async () => {
        await recreate();
        return ledger.restore((name) => jobs.queue(name));
      }, config.logger);
    },
    async close() {
      // Workers first: close() waits for in-flight jobs to finish (graceful SIGTERM).
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all([...queues.values()].map((q) => q.close()));
      await redis?.quit();
    },
  };
  return jobs;
}
