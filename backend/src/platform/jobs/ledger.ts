// Jobs on Redis are also kept in PostgreSQL until they end (issue 20 item 6): a Redis without
// persistence that restarts or is flushed loses its queues, and what the platform acknowledged
// (a ticket's mail, a charge, an expiry) must not go with them. Every job added is written here
// first, and removed when it completes or fails for good; when Redis turns out to have lost its data,
// whatever is still here is added again under its own id (BullMQ ignores an id it still holds).
import { randomUUID } from 'node:crypto';
import { Queue, type BulkJobOptions, type JobsOptions, type QueueOptions } from 'bullmq';
import type { RedisClient } from '../redis';
import type { Db } from '../db/knex';
import type { Migration } from '../db/migrate';

export const jobLedgerMigrations: Migration[] = [
  {
    name: 'jobs/001-ledger',
    async up(db) {
      await db.schema.createTable('job_ledger', (t) => {
        t.text('queue').notNullable();
        t.text('job_id').notNullable();
        t.text('name').notNullable();
        t.jsonb('data').notNullable();
        t.jsonb('opts').notNullable();
        /** When it was due to run (its delay counted from when it was added). */
        t.timestamp('due_at', { useTz: true }).notNullable();
        t.primary(['queue', 'job_id']);
      });
    },
    async down(db) {
      await db.schema.dropTable('job_ledger');
    },
  },
];

interface LedgerRow {
  queue: string;
  job_id: string;
  name: string;
  data: unknown;
  opts: JobsOptions;
  due_at: Date;
}

export interface JobLedger {
  /** A Redis queue whose adds are kept here first; ids are given (a UUID) when the caller gives none. */
  queue(name: string, options: QueueOptions): Queue;
  /** The job ended (completed, discarded or failed for good): nothing left to re-send. */
  forget(queue: string, jobId: string | undefined): Promise<void>;
  /** Adds again every job still kept; `queue` opens the queue by name. Returns how many. */
  restore(queue: (name: string) => Queue): Promise<number>;
}

export function createJobLedger(db: Db): JobLedger {
  const keep = async (queue: string, jobs: readonly { name: string; data: unknown; opts: JobsOptions & { jobId: string } }[]) => {
    if (jobs.length === 0) return;
    // eslint-disable-next-line piboost/no-business-clock -- BullMQ counts delays on the machine's clock, so the ledger's due time does too
    const now = Date.now();
    await db('job_ledger')
      .insert(jobs.map((j) => ({ queue, job_id: j.opts.jobId, name: j.name, data: JSON.stringify(j.data ?? null), opts: JSON.stringify(j.opts), due_at: new Date(now + (j.opts.delay ?? 0)) })))
      .onConflict(['queue', 'job_id'])
      .ignore();
  };
  const withId = <O extends JobsOptions>(opts: O | undefined) => ({ ...opts, jobId: opts?.jobId ?? randomUUID() }) as O & { jobId: string };

  class LedgeredQueue extends Queue {
    override async add(name: string, data: unknown, opts?: JobsOptions) {
      const withIdOpts = withId(opts);
      await keep(this.name, [{ name, data, opts: withIdOpts }]);
      return super.add(name, data, withIdOpts);
    }
    override async addBulk(jobs: { name: string; data: unknown; opts?: BulkJobOptions }[]) {
      const identified = jobs.map((j) => ({ ...j, opts: withId(j.opts) }));
      await keep(this.name, identified);
      return super.addBulk(identified);
    }
    /** Adds kept jobs again, without keeping them anew: one that ended meanwhile must not come back to the ledger. */
    async addKept(jobs: { name: string; data: unknown; opts: BulkJobOptions }[]) {
      return super.addBulk(jobs);
    }
  }

  return {
    queue: (name, options) => new LedgeredQueue(name, options),
    async forget(queue, jobId) {
      if (jobId) await db('job_ledger').where({ queue, job_id: jobId }).delete();
    },
    async restore(queue) {
      // Rows due over a month ago are ids added again after their job had ended (BullMQ ignored the
      // add): nothing of theirs is pending any more.
      // eslint-disable-next-line piboost/no-business-clock -- the queue's own time (due_at is on BullMQ's clock)
      await db('job_ledger').where('due_at', '<', new Date(Date.now() - 30 * 24 * 3600_000)).delete();
      let restored = 0;
      let after: [string, string] = ['', ''];
      // Pages by key, so a large backlog never sits in memory at once.
      for (;;) {
        const rows = await db<LedgerRow>('job_ledger').whereRaw('(queue, job_id) > (?, ?)', after).orderBy(['queue', 'job_id']).limit(500);
        if (rows.length === 0) return restored;
        // eslint-disable-next-line piboost/no-business-clock -- the delay left is counted on BullMQ's clock
        const now = Date.now();
        for (const name of new Set(rows.map((r) => r.queue))) {
          await (queue(name) as LedgeredQueue).addKept(
            rows
              .filter((r) => r.queue === name)
              .map((r) => ({ name: r.name, data: r.data, opts: { ...r.opts, jobId: r.job_id, delay: Math.max(0, r.due_at.getTime() - now) } })),
          );
        }
        restored += rows.length;
        after = [rows.at(-1)!.queue, rows.at(-1)!.job_id];
      }
    },
  };
}

/**
 * The key whose absence tells that Redis lost its data since this install last wrote it; `prefix` is a
 * queue's (`<install>:{<queue>}`), so the marker lives in the queue's slot. Keys that move (a new
 * prefix) find no marker either: the jobs still pending come back under the new keys.
 */
export const redisMarkerKey = (prefix: string) => `${prefix}:data-marker`;

/** Sets the marker; true when it was missing (Redis is new or lost its data). */
export async function markerWasMissing(redis: RedisClient, prefix: string): Promise<boolean> {
  // eslint-disable-next-line piboost/no-business-clock -- the marker's value only tells an operator when it was set
  return (await redis.set(redisMarkerKey(prefix), new Date().toISOString(), 'NX')) === 'OK';
}
