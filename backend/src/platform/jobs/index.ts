// BullMQ everywhere (ARCHITECTURE §5): on Redis when REDIS_URL is set, otherwise on PostgreSQL through
// BullMQ's own PostgreSQL backend - one API, no home-made queue.
import {
  Queue as RedisQueue,
  Worker as RedisWorker,
  createPostgresBackend,
  withBackend,
  type JobsOptions,
  type Processor,
  type Queue,
  type Worker,
} from 'bullmq';
import { Redis } from 'ioredis';

export type JobProcessor<Data = unknown, Result = unknown> = Processor<Data, Result>;

export interface JobsConfig {
  /** Redis when given; otherwise the PostgreSQL database at `databaseUrl`. */
  redisUrl?: string;
  databaseUrl: string;
  /** Namespaces queues so that parallel test runs or several installs never share jobs. */
  prefix?: string;
  /** Hears a worker's own errors (a lost connection): they must not crash the process, nor vanish. */
  onError?: (error: Error, queue: string) => void;
}

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
  close(): Promise<void>;
}

/** At-least-once with backoff; handlers are idempotent. Completed jobs are kept a week so a replayed jobId is still recognised. */
export const defaultJobOptions: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

export function createJobs(config: JobsConfig): Jobs {
  const prefix = config.prefix ?? 'piboost';
  const queues = new Map<string, Queue>();
  const workers: Worker[] = [];
  let redis: Redis | undefined;
  const pg = withBackend(createPostgresBackend);
  const pgConnection = () => ({ connectionString: config.databaseUrl, migrate: true, schema: prefix.replace(/[^a-z0-9_]/gi, '_') });
  // Workers block on their connection; BullMQ requires maxRetriesPerRequest null for them.
  const redisConnection = () => (redis ??= new Redis(config.redisUrl!, { maxRetriesPerRequest: null }));

  const jobs: Jobs = {
    backend: config.redisUrl ? 'redis' : 'postgres',
    queue(name) {
      let queue = queues.get(name);
      if (!queue) {
        queue = config.redisUrl
          ? new RedisQueue(name, { connection: redisConnection(), prefix, defaultJobOptions })
          : (new pg.Queue(name, { connection: pgConnection(), defaultJobOptions }) as unknown as Queue);
        queues.set(name, queue);
      }
      return queue;
    },
    worker(name, processor, options = {}) {
      const worker = config.redisUrl
        ? new RedisWorker(name, processor, { connection: redisConnection(), prefix, concurrency: options.concurrency ?? 4 })
        : (new pg.Worker(name, processor, { connection: pgConnection(), concurrency: options.concurrency ?? 4 }) as unknown as Worker);
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
    async close() {
      // Workers first: close() waits for in-flight jobs to finish (graceful SIGTERM).
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all([...queues.values()].map((q) => q.close()));
      await redis?.quit();
    },
  };
  return jobs;
}
