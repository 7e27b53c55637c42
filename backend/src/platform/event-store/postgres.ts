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
  type SubscriptionItem,
} from '@piboost/events';
import { EVENT_ID_IN_OTHER_STREAM } from './postgres-schema';

export { eventStoreMigrations } from './postgres-schema';

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

/**
 * Position = the event's (transaction_id, global_position), both zero-padded to their widest
 * decimal form (xid8: 20 digits, bigint: 19), so that plain string comparison follows log order.
 */
export function encodePosition(transactionId: string, globalPosition: string): Position {
  return `${transactionId.padStart(20, '0')}-${globalPosition.padStart(19, '0')}`;
}

const positionPattern = /^(\d{20})-(\d{19})$/;

/** Parameters for SQL; leading zeros go because xid8's input accepts octal. */
function decodePosition(position: Position | null | undefined): [string, string] {
  if (position == null) return ['0', '0'];
  const match = positionPattern.exec(position);
  if (!match) throw new Error(`Not a PostgreSQL event store position: ${position}`);
  return [BigInt(match[1]!).toString(), BigInt(match[2]!).toString()];
}

// recorded_at travels as epoch milliseconds: parsing PostgreSQL's timestamp text took a tenth of a
// catch-up read's time in Node. The position is spelled by the server, which has a core of its own
// while Node decodes: one string instead of two, and no padding in Node (issue 16: -1 us per event).
const positionSql = `lpad(e.transaction_id::text, 20, '0') || '-' || lpad(e.global_position::text, 19, '0')`;
const eventColumns = `'e', ${positionSql}, e.stream_id, e.stream_version, e.event_id, e.event_type,
  e.schema_version, e.data, e.metadata, date_part('epoch', e.recorded_at) * 1000`;

/** An 'e'vent, or in catch-up reads also the readable 'h'ead or the last committed row ('t'ail). */
type LogRow = ['e' | 'h' | 't', Position, string, string, string, string, number, unknown, Record<string, unknown>, number];

/**
 * The catch-up statement. Reads are unnamed statements, planned with their actual parameters each
 * time: a prepared generic plan made while the log was small would keep scanning and sorting it whole.
 */
function readAllSql(filter: EventFilter | undefined): string {
  const where = `(e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
    AND e.transaction_id < (SELECT xmin FROM snap)${filterSql(filter, 4)}`;
  // One statement, hence one snapshot: the head reported beside a page is never past what the page saw.
  return `
    WITH snap AS MATERIALIZED (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
    (SELECT ${eventColumns} FROM es_events e WHERE ${where}
      ORDER BY e.transaction_id, e.global_position LIMIT $3)
    UNION ALL
    (SELECT 'h', ${positionSql}, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
       FROM es_events e WHERE e.transaction_id < (SELECT xmin FROM snap)
      ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1)
    UNION ALL
    (SELECT 't', ${positionSql}, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
       FROM es_events e ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1)`;
}

function filterValues(filter: EventFilter | undefined): string[][] {
  const values: string[][] = [];
  if (filter?.types?.length) values.push([...filter.types]);
  if (filter?.streamPrefixes?.length) values.push(filter.streamPrefixes.map((p) => `${p.replace(/[\\%_]/g, '\\$&')}%`));
  return values;
}

function filterSql(filter: EventFilter | undefined, firstParameter: number): string {
  const parts: string[] = [];
  let n = firstParameter;
  if (filter?.types?.length) parts.push(`e.event_type = ANY ($${n++}::text[])`);
  if (filter?.streamPrefixes?.length) parts.push(`e.stream_id LIKE ANY ($${n++}::text[])`);
  return parts.map((p) => ` AND ${p}`).join('');
}

function isDatabaseError(error: unknown): error is pg.DatabaseError {
  return error instanceof pg.DatabaseError;
}

interface LogPage {
  events: RecordedEvent[];
  checkpoint: Position | null;
  /** The page stopped at the readable end of the log, not at maxCount. */
  atHead: boolean;
  /** Committed events exist that are not readable yet because an older transaction is still open. */
  pending: boolean;
}

/** Shares one LISTEN connection among the subscriptions of a store; the wake-ups are hints only. */
class Wakeups {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private users = 0;
  private closed = false;
  private readonly waiters = new Set<() => void>();
  generation = 0;

  constructor(private readonly config: pg.ClientConfig) {}

  async acquire(): Promise<void> {
    this.users++;
    await this.listen();
  }

  async release(): Promise<void> {
    this.users--;
    if (this.users === 0) await this.disconnect();
  }

  /** Resolves on a wake-up newer than `seen`, after `ms`, or on abort, whichever comes first. */
  wait(seen: number, ms: number, signal: AbortSignal): Promise<void> {
    if (this.generation !== seen || signal.aborted) return Promise.resolve();
    if (!this.client) void this.listen();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
      this.waiters.add(done);
    });
  }

  wakeAll(): void {
    this.generation++;
    for (const wake of [...this.waiters]) wake();
  }

  private listen(): Promise<void> {
    if (this.client || this.users === 0 || this.closed) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client({ ...this.config, application_name: 'piboost-event-store-listen' });
      // A lost listener only slows subscriptions down to the poll interval; the next wait reconnects.
      client.on('error', () => {
        if (this.client === client) this.client = null;
        void client.end().catch(() => {});
      });
      client.on('notification', () => this.wakeAll());
      try {
        await client.connect();
        await client.query('LISTEN es_events');
        this.client = client;
        // Rows committed while we were connecting are found by the read that follows.
        this.wakeAll();
        if (this.users === 0 || this.closed) await this.disconnect();
      } catch {
        await client.end().catch(() => {});
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  private async disconnect(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }

  /** Running subscriptions see the store closed when woken, and end. */
  async close(): Promise<void> {
    this.closed = true;
    await this.connecting;
    await this.disconnect();
    this.wakeAll();
  }
}

interface AppendRequest {
  streamId: string;
  expected: Expected;
  events: { eventId?: string; type: string; schemaVersion: number; data: unknown; metadata?: Record<string, unknown> }[];
  hasIds: boolean;
}

interface QueuedAppend {
  request: AppendRequest;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

type AppendRow = { out_conflict: boolean; out_version: string; out_transaction_id: string; out_global_position: string };

/** One statement for all the appends (see es_append_batch); rows in the order of `requests`. */
async function appendBatch(client: pg.ClientBase, requests: readonly AppendRequest[], checkIds: boolean, notify: boolean): Promise<AppendRow[]> {
  try {
    const { rows } = await client.query<AppendRow>({
      name: 'es_append_batch',
      text: 'SELECT * FROM es_append_batch($1, $2, $3, $4, $5, $6)',
      values: [
        requests.map((r) => r.streamId),
        requests.map((r) => (typeof r.expected === 'bigint' ? 'exact' : r.expected)),
        requests.map((r) => (typeof r.expected === 'bigint' ? r.expected.toString() : null)),
        JSON.stringify(requests.map((r) => r.events)),
        checkIds,
        notify,
      ],
    });
    return rows;
  } catch (error) {
    if (requests.length === 1 && !(isDatabaseError(error) && error.constraint === 'es_events_event_id_key')) {
      throw storeError(requests[0]!.streamId, error);
    }
    throw error;
  }
}

function outcome(request: AppendRequest, row: AppendRow): AppendResult {
  if (row.out_conflict) throw new WrongExpectedVersion(request.streamId, request.expected, BigInt(row.out_version));
  return { nextVersion: BigInt(row.out_version), position: encodePosition(row.out_transaction_id, row.out_global_position) };
}

function storeError(streamId: string, error: unknown): unknown {
  if (isDatabaseError(error) && error.code === EVENT_ID_IN_OTHER_STREAM) {
    return new Error(`append to ${streamId}: an event id is already stored in another stream`, { cause: error });
  }
  return error;
}

const maxVersion = '9223372036854775807';
/** PostgreSQL's SQLSTATE for a transaction it cancelled to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';
/** Batches of small appends committing at once; more start as these finish (group commit). */
const batchesInFlight = 2;
/**
 * An append of this many events or more goes at once in its own transaction, beside the batches.
 * Group commit shares what a transaction costs whatever it holds (about 150 µs of database time:
 * call, commit, round trip) and each event costs about 75 µs (stream row, six indexes; measured
 * with pg_stat_statements under the append bench). From 4 events on the shared part is at most a
 * third, and queueing such appends behind 2 batches lost more parallelism than it saved: 8 writers
 * of 10 events made 0.43x the raw INSERTs grouped, 0.58-0.61x alone (tests/bench/append.bench.ts).
 * Small appends keep the 2 batches: fewer sessions queueing on hot stream rows doubled the
 * contended rate, where one batch per append (no grouping) stayed at main's.
 */
const soloAppendEvents = 4;
const maxBatchSize = 100;
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
  private readonly appendQueue: QueuedAppend[] = [];
  /** Every running batch (close waits for them); `groupsRunning` counts those of small appends. */
  private readonly batchesRunning = new Set<Promise<void>>();
  private groupsRunning = 0;

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
    if (events.length === 0) throw new Error(`append to ${streamId}: no events`);
    const expected = options.expected ?? 'any';
    const request: AppendRequest = {
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
    // Inside a caller's transaction there is no second try, so look the ids up first there.
    if (options.client) return outcome(request, (await appendBatch(options.client, [request], true, true))[0]!);
    return new Promise<AppendResult>((resolve, reject) => {
      if (request.events.length >= soloAppendEvents) {
        this.track(this.commitBatch([{ request, resolve, reject }]));
        return;
      }
      this.appendQueue.push({ request, resolve, reject });
      this.commitQueued();
    });
  }

  /** Starts a batch of the queued appends while fewer than `batchesInFlight` are running. */
  private commitQueued(): void {
    while (this.appendQueue.length > 0 && this.groupsRunning < batchesInFlight) {
      // Sorted by stream (a stable sort keeps the order of appends to one stream): see es_append_batch.
      const batch = this.appendQueue.splice(0, maxBatchSize).sort((a, b) => (a.request.streamId < b.request.streamId ? -1 : a.request.streamId > b.request.streamId ? 1 : 0));
      this.groupsRunning++;
      this.track(
        this.commitBatch(batch).finally(() => {
          this.groupsRunning--;
          this.commitQueued();
        }),
      );
    }
  }

  private track(batch: Promise<void>): void {
    const running = batch.finally(() => this.batchesRunning.delete(running));
    this.batchesRunning.add(running);
  }

  private async commitBatch(batch: QueuedAppend[]): Promise<void> {
    let rows: AppendRow[];
    try {
      rows = await this.onPooledClient((client) => appendBatch(client, batch.map((a) => a.request), false, false));
    } catch (error) {
      // The statement failed and its transaction rolled back: each append again alone, so that the
      // one that failed gets the error and the others succeed. A connection lost meanwhile leaves
      // the outcome unknown, so then every append gets that error (as it would alone).
      if (batch.length > 1 && isDatabaseError(error)) {
        await Promise.all(batch.map((a) => this.appendAlone(a.request).then(a.resolve, a.reject)));
      } else if (batch.length === 1) {
        await this.appendAlone(batch[0]!.request, error).then(batch[0]!.resolve, batch[0]!.reject);
      } else {
        for (const a of batch) a.reject(error);
      }
      return;
    }
    this.announce();
    batch.forEach((a, i) => {
      try {
        a.resolve(outcome(a.request, rows[i]!));
      } catch (error) {
        a.reject(error);
      }
    });
  }

  /**
   * One append in its own transaction. After the event_id unique index refused an insert, some ids
   * are stored already (see es_append_batch): run again, looking them up first. A retry racing its
   * own original can fail the same way until the original commits, or be cancelled as a deadlock
   * (it waits on the original's id while the original's batch waits on its stream row): that is run
   * again too.
   */
  private async appendAlone(request: AppendRequest, firstError?: unknown): Promise<AppendResult> {
    let error = firstError;
    for (let attempt = firstError === undefined ? 1 : 2; ; attempt++) {
      if (error !== undefined) {
        const retried = isDatabaseError(error) && (error.constraint === 'es_events_event_id_key' || error.code === DEADLOCK_DETECTED);
        if (!retried || attempt > 3) throw storeError(request.streamId, error);
      }
      try {
        const [row] = await this.onPooledClient((client) => appendBatch(client, [request], error !== undefined, false));
        this.announce();
        return outcome(request, row!);
      } catch (failure) {
        if (failure instanceof WrongExpectedVersion) throw failure;
        error = failure;
      }
    }
  }

  /**
   * A checked-out connection, not pool.query: pg-pool destroys the connection behind any error of
   * pool.query, and a duplicate id (answered by the database as an error) is routine here. The
   * connection stays when the error came from the database (the statement ended, the session is sound).
   */
  private async onPooledClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    // pg-pool listens for a client's errors only while it is idle: a connection lost while checked
    // out (a database restart) errors the statement and is then emitted on the client, where an
    // unheard 'error' would crash the process.
    const lost = (error: Error) => (broken = error);
    client.on('error', lost);
    try {
      return await work(client);
    } catch (error) {
      if (!isDatabaseError(error)) broken ??= error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.removeListener('error', lost);
      client.release(broken);
    }
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
      for (const row of result.rows) yield this.toEvent(row);
      if (result.rows.length < limit) return;
      remaining -= result.rows.length;
      const last = BigInt(result.rows[result.rows.length - 1]![3]);
      from = (backwards ? last - 1n : last + 1n).toString();
    }
  }

  async readAll(options: ReadAllOptions): Promise<ReadAllResult> {
    const page = await this.readPage(options.after ?? null, options.maxCount, options.filter);
    return { events: page.events, checkpoint: page.checkpoint };
  }

  private async readPage(after: Position | null, maxCount: number, filter: EventFilter | undefined): Promise<LogPage> {
    const [transactionId, globalPosition] = decodePosition(after);
    const events: RecordedEvent[] = [];
    // Assigned in the row handler, which TypeScript's narrowing does not follow.
    let head = null as Position | null;
    let tail = null as Position | null;
    let ordered = true;
    // Each row becomes an event as it arrives: Node decodes while the server still sends, and a page
    // is never held twice (driver rows and events) - less for the young generation to copy.
    await this.streamRows(readAllSql(filter), [transactionId, globalPosition, maxCount, ...filterValues(filter)], (row) => {
      if (row[0] === 'e') {
        const event = this.toEvent(row);
        if (events.length > 0 && event.position <= events[events.length - 1]!.position) ordered = false;
        events.push(event);
      } else if (row[0] === 'h') {
        head = row[1];
      } else {
        tail = row[1];
      }
    });
    // UNION ALL keeps each branch's order in practice; the check keeps us honest if a plan ever does not.
    if (!ordered) events.sort((a, b) => (a.position < b.position ? -1 : 1));
    const atHead = events.length < maxCount;
    const last = events.length > 0 ? events[events.length - 1]!.position : after;
    // At the head, everything readable was scanned, so a filtered reader may skip to the head.
    let checkpoint = atHead && head !== null && (last === null || head > last) ? head : last;
    if (after !== null && checkpoint !== null && checkpoint < after) checkpoint = after;
    return { events, checkpoint, atHead, pending: tail !== head };
  }

  /**
   * Runs a statement on a connection of the pool, handing each row (as an array) to `onRow` as it is
   * decoded; pool.query would collect them all first. A row handler that throws fails the read; the
   * connection is kept or dropped as in onPooledClient.
   */
  private async streamRows(text: string, values: unknown[], onRow: (row: LogRow) => void): Promise<void> {
    let failure: unknown;
    await this.onPooledClient(
      (client) =>
        new Promise<void>((resolve, reject) => {
          const config: pg.QueryArrayConfig = { text, values, rowMode: 'array' };
          const query = new pg.Query(config as pg.QueryConfig);
          query.on('row', (row: LogRow) => {
            if (failure !== undefined) return;
            try {
              onRow(row);
            } catch (error) {
              failure = error;
            }
          });
          query.on('end', () => resolve());
          query.on('error', reject);
          client.query(query);
        }),
    );
    if (failure !== undefined) throw failure;
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
        const page = await this.readPage(checkpoint, this.batchSize, filter);
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

  async close(): Promise<void> {
    this.closed = true;
    while (this.batchesRunning.size > 0) await Promise.all(this.batchesRunning);
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

  private toEvent(row: LogRow): RecordedEvent {
    const event: RecordedEvent = {
      eventId: row[4],
      type: row[5],
      streamId: row[2],
      streamVersion: BigInt(row[3]),
      position: row[1],
      schemaVersion: row[6],
      data: row[7],
      metadata: row[8],
      recordedAt: new Date(row[9]),
    };
    return this.catalogue ? this.catalogue.upcast(event) : event;
  }
}
