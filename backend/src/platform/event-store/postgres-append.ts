// Appending to the PostgreSQL log: one es_append_batch statement per batch, and the group commit
// that batches the small appends arriving while others are in flight.
import type pg from 'pg';
import { WrongExpectedVersion, type AppendResult, type Expected } from '@piboost/events';
import { isDatabaseError, onPooledClient } from './postgres-client';
import { encodePosition } from './postgres-log';
import { appendOneStatement, EVENT_ID_IN_OTHER_STREAM } from './postgres-functions';

export interface AppendRequest {
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

/**
 * One statement for all the appends (see es_append_batch); rows in the order of `requests`. A lone
 * append to a stream that may exist, without the ids' look-up or the hint, tries appendOneStatement
 * first (es_append_batch's common case without the PL/pgSQL call); when it bumped nothing it changed
 * nothing either, and es_append_batch decides.
 */
export async function appendBatch(client: pg.ClientBase, requests: readonly AppendRequest[], checkIds: boolean, notify: boolean): Promise<AppendRow[]> {
  try {
    const only = requests.length === 1 && !checkIds && !notify ? requests[0]! : undefined;
    if (only && (only.expected === 'any' || only.expected === 'stream_exists' || (typeof only.expected === 'bigint' && only.expected > 0n))) {
      const { rows } = await client.query<AppendRow>({
        name: 'es_append_one',
        text: appendOneStatement,
        values: [only.streamId, typeof only.expected === 'bigint' ? only.expected.toString() : null, only.events.length, JSON.stringify(only.events)],
      });
      if (rows[0]!.out_version !== null) return rows;
    }
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

export function outcome(request: AppendRequest, row: AppendRow): AppendResult {
  if (row.out_conflict) throw new WrongExpectedVersion(request.streamId, request.expected, BigInt(row.out_version));
  return { nextVersion: BigInt(row.out_version), position: encodePosition(row.out_transaction_id, row.out_global_position) };
}

function storeError(streamId: string, error: unknown): unknown {
  if (isDatabaseError(error) && error.code === EVENT_ID_IN_OTHER_STREAM) {
    return new Error(`append to ${streamId}: an event id is already stored in another stream`, { cause: error });
  }
  return error;
}

/** Stream order (stable sorts keep the order of appends to one stream): see es_append_batch. */
export const byStream = (a: AppendRequest, b: AppendRequest) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0);

/**
 * Appends in one transaction of their own (sorted by stream). After the event_id unique index
 * refused an insert, some ids are stored already (see es_append_batch): run again, looking them up
 * first. A retry racing its own original can fail the same way until the original commits, or be
 * cancelled as a deadlock (it waits on the original's id while the original's batch waits on its
 * stream row): that is run again too.
 */
export async function appendChecked(pool: pg.Pool, requests: readonly AppendRequest[], firstError?: unknown): Promise<AppendRow[]> {
  let error = firstError;
  for (let attempt = firstError === undefined ? 1 : 2; ; attempt++) {
    if (error !== undefined) {
      const retried = isDatabaseError(error) && (error.constraint === 'es_events_event_id_key' || error.code === DEADLOCK_DETECTED);
      if (!retried || attempt > 3) throw storeError(requests.length === 1 ? requests[0]!.streamId : `${requests.length} streams`, error);
    }
    try {
      return await onPooledClient(pool, (client) => appendBatch(client, requests, error !== undefined, false));
    } catch (failure) {
      error = failure;
    }
  }
}

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

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Group commit of the appends made outside a caller's transaction (see PostgresEventStore.append). */
export class GroupCommit {
  private readonly appendQueue: QueuedAppend[] = [];
  /** Every running batch (close waits for them); `groupsRunning` counts those of small appends. */
  private readonly batchesRunning = new Set<Promise<void>>();
  private groupsRunning = 0;

  /** `committed` runs after each commit (the store's wake-up hint). */
  constructor(
    private readonly pool: pg.Pool,
    private readonly committed: () => void,
  ) {}

  append(request: AppendRequest): Promise<AppendResult> {
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
      const batch = this.appendQueue.splice(0, maxBatchSize).sort((a, b) => byStream(a.request, b.request));
      this.groupsRunning++;
      this.track(
        // The slot is given back a turn of the event loop after the batch's answers: the callers
        // answered queue their next appends meanwhile (in the answers' microtasks), and they go in
        // one batch. Given back at once, the first of them took the slot alone and the rest waited
        // for a whole batch to end (8 writers of 1 event: 0.55-0.64x the raw INSERTs, 0.75-0.85x
        // with the turn; tests/bench/append.bench.ts, alternated runs).
        this.commitBatch(batch)
          .then(nextTurn)
          .finally(() => {
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
      rows = await onPooledClient(this.pool, (client) => appendBatch(client, batch.map((a) => a.request), false, false));
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
    this.committed();
    batch.forEach((a, i) => {
      try {
        a.resolve(outcome(a.request, rows[i]!));
      } catch (error) {
        a.reject(error);
      }
    });
  }

  /** One append in its own transaction (see appendChecked). */
  private async appendAlone(request: AppendRequest, firstError?: unknown): Promise<AppendResult> {
    const [row] = await appendChecked(this.pool, [request], firstError);
    this.committed();
    return outcome(request, row!);
  }

  /** Resolves once no batch is running. */
  async drain(): Promise<void> {
    while (this.batchesRunning.size > 0) await Promise.all(this.batchesRunning);
  }
}
