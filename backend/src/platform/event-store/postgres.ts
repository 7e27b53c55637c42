// The PostgreSQL adapter of the event store port (ARCHITECTURE §3). Its parts: postgres-log.ts
// (positions and reads), postgres-append.ts (appends and group commit), postgres-wakeups.ts (LISTEN),
// postgres-client.ts (pooled connections), postgres-schema.ts (tables, migrations) and
// postgres-functions.ts (the SQL functions appends call).
import pg from 'pg';
import {
  WrongExpectedVersion,
  type AppendResult,
  type Catalogue,
  type EventFilter,
  type EventStore,
  type Expected,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadAllResult,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeAllOptions,
  type StreamAppend,
  type SubscriptionItem,
  type TypeCounts,
} from '@piboost/events';
import { appendBatch, appendChecked, byStream, GroupCommit, outcome, type AppendRequest } from './postgres-append';
import { countByTypeSql, decodePosition, encodePosition, eventColumns, filterSql, filterValues, readPage, toEvent, type LogRow } from './postgres-log';
import { Wakeups } from './postgres-wakeups';

export { eventStoreMigrations } from './postgres-schema';
export { encodePosition } from './postgres-log';

export interface PostgresEventStoreOptions {
  /** Brings events of older schema versions to the current shape on every read. */
  upcast?: Catalogue;
  /** Fallback poll of an idle subscription, in case a wake-up is lost. */
  pollIntervalMs?: number;
  /** Events per read of a subscription. */
  batchSize?: number;
  /** Hears the errors of idle connections of a pool the store owns (they are replaced, not fatal). */
  onPoolError?: (error: Error) => void;
}

const maxVersion = '9223372036854775807';
const pendingRetryMaxMs = 500;
const announceIntervalMs = 5;
const streamPageSize = 1000;

export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;
  private readonly ownsPool: boolean;
  private readonly catalogue: Catalogue | undefined;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly wakeups: Wakeups;
  private closed = false;
  private announcing: Promise<void> | null = null;
  private announceAgain = false;
  private readonly groupCommit: GroupCommit;

  /** From a pool the caller keeps (and ends), or from a connection string (the store owns its pool). */
  constructor(source: pg.Pool | string, options: PostgresEventStoreOptions = {}) {
    this.ownsPool = typeof source === 'string';
    this.pool =
      typeof source === 'string'
        ? new pg.Pool({ connectionString: source, max: 10, application_name: 'piboost-event-store', connectionTimeoutMillis: 5_000 })
        : source;
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    if (this.ownsPool) {
      this.pool.on('error', (error) => options.onPoolError?.(error));
      // Every client always has a listener: pg-pool's own one is there only while the client is idle,
      // and a database shutdown can reach a client between a statement and its release.
      this.pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
    }
    this.catalogue = options.upcast;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.batchSize = options.batchSize ?? 1000;
    this.wakeups = new Wakeups(this.pool.options);
    this.groupCommit = new GroupCommit(this.pool, () => this.announce());
  }

  /**
   * With `client`, the append joins that client's open transaction (to write the events atomically
   * with other rows); catch-up readers see them at its commit and wait for it, so keep it short.
   * Without, appends of fewer than 4 events that arrive while others are in flight are committed
   * together (see es_append_batch), larger ones at once alone; each keeps its own expectation and
   * its own result or error.
   */
  async append(
    streamId: string,
    events: readonly NewEvent[],
    options: { expected?: Expected; client?: pg.ClientBase } = {},
  ): Promise<AppendResult> {
    const request = this.request(streamId, events, options.expected);
    // Inside a caller's transaction there is no second try, so look the ids up first there.
    if (options.client) return outcome(request, (await appendBatch(options.client, [request], true, true))[0]!);
    return this.groupCommit.append(request);
  }

  /** One transaction for all (sorted by stream, so it cannot deadlock with the group commit's batches). */
  async appendMany(appends: readonly StreamAppend[]): Promise<(AppendResult | WrongExpectedVersion)[]> {
    if (appends.length === 0) return [];
    const requests = appends.map((a) => this.request(a.streamId, a.events, a.expected));
    const sorted = requests.map((request, index) => ({ request, index })).sort((a, b) => byStream(a.request, b.request));
    const rows = await appendChecked(
      this.pool,
      sorted.map((s) => s.request),
    );
    this.announce();
    const results: (AppendResult | WrongExpectedVersion)[] = [];
    sorted.forEach(({ request, index }, i) => {
      const row = rows[i]!;
      results[index] = row.out_conflict ? new WrongExpectedVersion(request.streamId, request.expected, BigInt(row.out_version)) : outcome(request, row);
    });
    return results;
  }

  private request(streamId: string, events: readonly NewEvent[], expected: Expected = 'any'): AppendRequest {
    if (events.length === 0) throw new Error(`append to ${streamId}: no events`);
    return {
      streamId,
      expected,
      events: events.map((e) => ({
        eventId: e.eventId,
        type: e.type,
        schemaVersion: e.schemaVersion ?? this.catalogue?.get(e.type)?.version ?? 1,
        data: e.data ?? null,
        metadata: e.metadata,
      })),
      hasIds: events.some((e) => e.eventId !== undefined),
    };
  }

  async *readStream(streamId: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    const backwards = options.backwards ?? false;
    let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
    let from = options.fromVersion?.toString() ?? (backwards ? maxVersion : '1');
    while (remaining > 0) {
      const limit = Math.min(remaining, streamPageSize);
      const result = await this.pool.query<LogRow>({
        text: `SELECT ${eventColumns} FROM es_events e WHERE e.stream_id = $1 AND e.stream_version ${backwards ? '<=' : '>='} $2
               ORDER BY e.stream_version ${backwards ? 'DESC' : ''} LIMIT $3`,
        values: [streamId, from, limit],
        rowMode: 'array',
      });
      for (const row of result.rows) yield toEvent(row, this.catalogue);
      if (result.rows.length < limit) return;
      remaining -= result.rows.length;
      const last = BigInt(result.rows[result.rows.length - 1]![2]);
      from = (backwards ? last - 1n : last + 1n).toString();
    }
  }

  async readAll(options: ReadAllOptions): Promise<ReadAllResult> {
    const page = await readPage(this.pool, this.catalogue, options.after ?? null, options.maxCount, options.filter);
    return { events: page.events, checkpoint: page.checkpoint };
  }

  /**
   * Follows the log from `after`. Items: every event in log order, a checkpoint after each read
   * that moved the position, and `caughtUp` when the subscription first reaches the readable head
   * and again each time it gets back there after delivering events.
   */
  async *subscribeAll(options: SubscribeAllOptions): AsyncIterable<SubscriptionItem> {
    const { signal, filter } = options;
    if (signal.aborted || this.closed) return;
    await this.wakeups.acquire();
    try {
      let checkpoint = options.after ?? null;
      let reportCaughtUp = true;
      let retryMs = 5;
      while (!signal.aborted && !this.closed) {
        const seen = this.wakeups.generation;
        const page = await readPage(this.pool, this.catalogue, checkpoint, this.batchSize, filter);
        for (const event of page.events) {
          if (signal.aborted) return;
          yield { kind: 'event', event };
        }
        if (page.checkpoint !== checkpoint && page.checkpoint !== null) {
          checkpoint = page.checkpoint;
          yield { kind: 'checkpoint', position: checkpoint };
        }
        if (page.events.length > 0) reportCaughtUp = true;
        if (!page.atHead) continue;
        if (reportCaughtUp && !signal.aborted) {
          reportCaughtUp = false;
          yield { kind: 'caughtUp', position: checkpoint };
        }
        // Rows held back by an older open transaction appear without a wake-up of their own
        // when that transaction is not an append: look again soon, backing off to the poll interval.
        if (page.pending) {
          await this.wakeups.wait(seen, retryMs, signal);
          retryMs = Math.min(retryMs * 2, pendingRetryMaxMs, this.pollIntervalMs);
        } else {
          retryMs = 5;
          await this.wakeups.wait(seen, this.pollIntervalMs, signal);
        }
      }
    } finally {
      await this.wakeups.release();
    }
  }

  /** Position of the last event a catch-up reader can reach now; null for an empty log. */
  async headPosition(): Promise<Position | null> {
    const result = await this.pool.query<[string, string]>({
      text: `SELECT e.transaction_id, e.global_position FROM es_events e
              WHERE e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
              ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1`,
      rowMode: 'array',
    });
    const row = result.rows[0];
    return row ? encodePosition(row[0], row[1]) : null;
  }

  /** Exact count of the readable events after `after` (so it is 0 exactly when a reader is caught up). */
  async countAll(options: { after?: Position | null; filter?: EventFilter } = {}): Promise<number> {
    const [transactionId, globalPosition] = decodePosition(options.after);
    const result = await this.pool.query<[string]>({
      text: `SELECT count(*) FROM es_events e
              WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
                AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())${filterSql(options.filter, 3)}`,
      values: [transactionId, globalPosition, ...filterValues(options.filter)],
      rowMode: 'array',
    });
    return Number(result.rows[0]![0]);
  }

  async countByType(options: { after?: Position | null; types: readonly string[] }): Promise<TypeCounts> {
    const [transactionId, globalPosition] = decodePosition(options.after);
    const result = await this.pool.query<[string, string | null, string]>({ text: countByTypeSql, values: [transactionId, globalPosition, options.types], rowMode: 'array' });
    const counts = new Map<string, number>();
    let head: Position | null = null;
    for (const [kind, type, n] of result.rows) {
      if (kind === 'h') head = n;
      else counts.set(type!, Number(n));
    }
    return { counts, head };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.groupCommit.drain();
    await this.announcing;
    await this.wakeups.close();
    if (this.ownsPool) await this.pool.end();
  }

  /**
   * The wake-up hint for our own appends, sent after their commit (see es_append's p_notify for why not inside):
   * at once after a quiet spell, then at most one NOTIFY per interval for all the appends that
   * committed meanwhile, so that a busy writer does not spend a connection on hints.
   */
  private announce(): void {
    this.wakeups.wakeAll();
    this.announceAgain = true;
    this.announcing ??= (async () => {
      while (this.announceAgain && !this.closed) {
        this.announceAgain = false;
        // A lost hint only delays subscribers until their next poll.
        await this.pool.query({ name: 'es_notify', text: "SELECT pg_notify('es_events', '')" }).catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, announceIntervalMs));
      }
      this.announcing = null;
    })();
  }
}
