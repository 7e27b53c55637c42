import type { Knex } from 'knex';
import type pg from 'pg';

/** Advisory-lock namespaces (first key); the second key is hashtext(name). */
export const LeaseKind = {
  /** Follows the active build of a projection. */
  live: 7301,
  /** Drives an unfinished build (first build, version bump, rebuild) to the head and switches it in. */
  build: 7302,
  /** Runs a subscriber (reactor). */
  subscriber: 7303,
} as const;
export type LeaseKind = (typeof LeaseKind)[keyof typeof LeaseKind];

export interface Lease {
  /** Aborted when the lock connection is lost: the holder must stop writing. */
  signal: AbortSignal;
  release(): Promise<void>;
}

/**
 * Session advisory locks held on one dedicated connection per process. PostgreSQL releases them
 * when the connection ends, so a dead holder's work is taken over by whoever polls next. Writes are
 * also fenced by a checkpoint compare-and-set, so a holder that lost its lock unnoticed cannot
 * double-apply.
 */
export class LeaseSession {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  /** pg wants one query at a time per connection; the loops of a process share this one. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Locks held (or being taken) by this process, so that two loops in it never share one. */
  private readonly held = new Map<string, AbortController>();

  constructor(
    private readonly db: Knex,
    private readonly heartbeatMs: number,
  ) {}

  async tryAcquire(kind: LeaseKind, name: string): Promise<Lease | null> {
    const key = `${kind}:${name}`;
    if (this.held.has(key)) return null;
    const controller = new AbortController();
    this.held.set(key, controller);
    try {
      const client = await this.connection();
      const { rows } = await this.query<{ ok: boolean }>(client, 'SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [kind, name]);
      if (!rows[0]?.ok) {
        this.held.delete(key);
        return null;
      }
      return {
        signal: controller.signal,
        release: async () => {
          if (this.held.get(key) !== controller) return;
          this.held.delete(key);
          if (this.client === client) await this.query(client, 'SELECT pg_advisory_unlock($1, hashtext($2))', [kind, name]).catch(() => {});
        },
      };
    } catch (error) {
      this.held.delete(key);
      throw error;
    }
  }

  async close(): Promise<void> {
    const client = this.client;
    this.lost(new Error('lease session closed'));
    if (client) await this.db.client.destroyRawConnection(client).catch(() => {});
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (this.db.client.acquireRawConnection() as Promise<pg.Client>)
      .then((client) => {
        const onLost = (error?: Error) => {
          if (this.client === client) this.lost(error ?? new Error('lock connection ended'));
        };
        client.on('error', onLost);
        client.on('end', onLost);
        this.client = client;
        // A connection that died silently would otherwise only be noticed by the fencing check.
        this.heartbeat = setInterval(() => void this.query(client, 'SELECT 1').catch(onLost), this.heartbeatMs);
        this.heartbeat.unref();
        return client;
      })
      .finally(() => {
        this.connecting = null;
      });
    return this.connecting;
  }

  private query<R extends pg.QueryResultRow>(client: pg.Client, text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    const result = this.queue.then(() => client.query<R>(text, values));
    this.queue = result.catch(() => {});
    return result;
  }

  private lost(reason: Error): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.client = null;
    for (const controller of this.held.values()) controller.abort(reason);
    this.held.clear();
  }
}

/** Whether any process holds the lease (for status). */
export async function leaseHeld(db: Knex, kind: LeaseKind, name: string): Promise<boolean> {
  const row = await db
    .first(db.raw('1 AS held'))
    .from('pg_locks')
    .where({ locktype: 'advisory', classid: kind, objsubid: 2, granted: true })
    .whereRaw('objid = hashtext(?)::oid', [name])
    .whereRaw('database = (SELECT oid FROM pg_database WHERE datname = current_database())');
  return row !== undefined;
}
