import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type CurrentStreamState,
  type Filter,
  type JSONType,
  type NodePreference,
  type Position as KurrentPosition,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import {
  WrongExpectedVersion,
  type AppendResult,
  type Catalogue,
  type EventFilter,
  type EventMetadata,
  type EventStore,
  type Expected,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadAllResult,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeAllOptions,
  type SubscriptionItem,
} from '@piboost/events';
import { appendWithRetry, defaultAppendRetry, withNodePreference, type AppendRetry } from './kurrentdb-cluster';

export interface KurrentDbEventStoreOptions {
  /** Brings events of older schema versions to the current shape on every read. */
  upcast?: Catalogue;
  /** Appends sent again, with the same event ids, after a leader change or an unreachable node. */
  retry?: AppendRetry;
  /**
   * The node that serves the catch-up reads (readAll, subscribeAll, head and count): `follower` or
   * `read_only_replica` takes the projectors' load off the leader, which keeps appends and stream
   * reads. Default: the connection string's own preference (the leader unless it says otherwise).
   */
  catchUpNode?: NodePreference;
}

/** Commit and prepare positions, each zero-padded to 20 digits (unsigned 64-bit), so strings sort in log order. */
export function encodeKurrentPosition(position: KurrentPosition): Position {
  return `${position.commit.toString().padStart(20, '0')}-${position.prepare.toString().padStart(20, '0')}`;
}

const positionPattern = /^(\d{20})-(\d{20})$/;

function decodeKurrentPosition(position: Position): KurrentPosition {
  const match = positionPattern.exec(position);
  if (!match) throw new Error(`Not a KurrentDB event store position: ${position}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

/** Port versions count events; KurrentDB revisions number them from 0. */
function toStreamState(expected: Expected): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === 0n) return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return expected - 1n;
}

function toVersion(state: CurrentStreamState): bigint {
  return state === NO_STREAM ? 0n : state + 1n;
}

// The port's schema version travels in KurrentDB's event metadata under this key.
const schemaVersionKey = 'schemaVersion';

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * KurrentDB filters on event type or on stream name, not both: the server filters by type when
 * types are given (else by stream prefix), and the rest is checked here. System events ($-types)
 * never reach callers.
 */
function serverFilter(filter: EventFilter | undefined): Filter {
  if (filter?.types?.length) return eventTypeFilter({ regex: `^(?:${filter.types.map(escapeRegex).join('|')})$` });
  if (filter?.streamPrefixes?.length) return streamNameFilter({ prefixes: [...filter.streamPrefixes] });
  return excludeSystemEvents();
}

function matches(filter: EventFilter | undefined, streamId: string, type: string): boolean {
  if (type.startsWith('$')) return false;
  if (filter?.types?.length && !filter.types.includes(type)) return false;
  if (filter?.streamPrefixes?.length && !filter.streamPrefixes.some((p) => streamId.startsWith(p))) return false;
  return true;
}

const checkpointMark = Symbol('checkpoint');
const caughtUpMark = Symbol('caughtUp');
type Mark = { [checkpointMark]: KurrentPosition } | { [caughtUpMark]: KurrentPosition | undefined };

/** Events sampled from the head to estimate the average event size for countAll. */
const countSample = 100;

export class KurrentDbEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  /** The catch-up reads' client: `client` itself unless catchUpNode chose another node. */
  private readonly reader: KurrentDBClient;
  private readonly catalogue: Catalogue | undefined;
  private readonly retry: AppendRetry;

  constructor(connectionString: string, options: KurrentDbEventStoreOptions = {}) {
    this.client = KurrentDBClient.connectionString(connectionString);
    this.reader = options.catchUpNode
      ? KurrentDBClient.connectionString(withNodePreference(connectionString, options.catchUpNode))
      : this.client;
    this.catalogue = options.upcast;
    this.retry = options.retry ?? defaultAppendRetry;
  }

  /**
   * Idempotency is KurrentDB's own: re-sending the same event ids with the same expected state
   * succeeds without duplicates, so an append that failed on a leader change is sent again as is.
   */
  async append(streamId: string, events: readonly NewEvent[], options: { expected?: Expected } = {}): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`append to ${streamId}: no events`);
    const expected = options.expected ?? 'any';
    const data = events.map((e) =>
      jsonEvent({
        id: e.eventId,
        type: e.type,
        data: e.data as JSONType,
        metadata: { ...e.metadata, [schemaVersionKey]: e.schemaVersion ?? this.catalogue?.get(e.type)?.version ?? 1 },
      }),
    );
    try {
      const streamState = toStreamState(expected);
      const result = await appendWithRetry(() => this.client.appendToStream(streamId, data, { streamState }), this.retry);
      const nextVersion = result.nextExpectedRevision + 1n;
      if (result.position) return { nextVersion, position: encodeKurrentPosition(result.position) };
      // An idempotent repeat may come back without a position: take the stored last event's.
      for await (const resolved of this.client.readStream(streamId, { fromRevision: result.nextExpectedRevision, maxCount: 1 })) {
        if (resolved.event?.position) return { nextVersion, position: encodeKurrentPosition(resolved.event.position) };
      }
      throw new Error(`append to ${streamId}: KurrentDB reported no position`);
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw new WrongExpectedVersion(streamId, expected, toVersion(error.actualState));
      throw error;
    }
  }

  /** One append after the other: KurrentDB has no transaction across streams. */
  async appendMany(appends: readonly StreamAppend[]): Promise<(AppendResult | WrongExpectedVersion)[]> {
    const results: (AppendResult | WrongExpectedVersion)[] = [];
    for (const a of appends) {
      results.push(
        await this.append(a.streamId, a.events, { expected: a.expected }).catch((error: unknown) => {
          if (error instanceof WrongExpectedVersion) return error;
          throw error;
        }),
      );
    }
    return results;
  }

  async *readStream(streamId: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    const backwards = options.backwards ?? false;
    const from = options.fromVersion;
    if (backwards && from !== undefined && from < 1n) return;
    const reading = this.client.readStream(streamId, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: from === undefined ? (backwards ? END : START) : from < 1n ? START : from - 1n,
      ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
    });
    try {
      for await (const resolved of reading) {
        const event = this.toEvent(resolved);
        if (event) yield event;
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return;
      throw error;
    }
  }

  /** Fills the page despite client-side filtering, so a short page still means "at the end of the log". */
  async readAll(options: ReadAllOptions): Promise<ReadAllResult> {
    const events: RecordedEvent[] = [];
    let checkpoint = options.after ?? null;
    while (events.length < options.maxCount) {
      const wanted = options.maxCount - events.length;
      // KurrentDB reads $all from a position inclusively; the port's `after` is exclusive.
      const reading = this.reader.readAll({
        fromPosition: checkpoint === null ? START : decodeKurrentPosition(checkpoint),
        maxCount: wanted + 1,
        filter: serverFilter(options.filter),
      });
      let received = 0;
      for await (const resolved of reading) {
        const recorded = resolved.event;
        if (!recorded) continue;
        const position = encodeKurrentPosition(recorded.position);
        if (checkpoint !== null && position <= checkpoint) continue;
        received++;
        checkpoint = position;
        const event = matches(options.filter, recorded.streamId, recorded.type) ? this.toEvent(resolved) : null;
        if (event) events.push(event);
        if (events.length === options.maxCount) break;
      }
      if (received < wanted) break;
    }
    return { events, checkpoint };
  }

  /** checkpointReached and caughtUp come in the subscription's own order, after the events they follow. */
  async *subscribeAll(options: SubscribeAllOptions): AsyncIterable<SubscriptionItem> {
    const { signal, filter } = options;
    if (signal.aborted) return;
    const subscription = this.reader.subscribeToAll({
      fromPosition: options.after ? decodeKurrentPosition(options.after) : START,
      filter: {
        ...serverFilter(filter),
        // Pushed into the subscription's own buffer, so it is read after the events received before it.
        checkpointReached: (sub, position) => {
          sub.push({ [checkpointMark]: position } satisfies Mark);
        },
      },
    });
    subscription.on('caughtUp', (info) => subscription.push({ [caughtUpMark]: info.position } satisfies Mark));
    const iterator = subscription[Symbol.asyncIterator]() as AsyncIterator<AllStreamResolvedEvent | Mark>;
    const aborted = new Promise<'aborted'>((resolve) => signal.addEventListener('abort', () => resolve('aborted'), { once: true }));
    let last: Position | null = options.after ?? null;
    let reported = last;
    try {
      while (!signal.aborted) {
        const next = iterator.next();
        next.catch(() => {});
        const item = await Promise.race([next, aborted]);
        if (item === 'aborted' || item.done) return;
        const value = item.value;
        if (checkpointMark in value) {
          const position = encodeKurrentPosition(value[checkpointMark]);
          if (last === null || position > last) last = position;
          if (last !== reported) {
            reported = last;
            yield { kind: 'checkpoint', position: last };
          }
        } else if (caughtUpMark in value) {
          // Everything up to here was delivered: a checkpoint first lets a consumer save that.
          if (last !== null && last !== reported) {
            reported = last;
            yield { kind: 'checkpoint', position: last };
          }
          yield { kind: 'caughtUp', position: last };
        } else if (value.event) {
          last = encodeKurrentPosition(value.event.position);
          const event = matches(filter, value.event.streamId, value.event.type) ? this.toEvent(value) : null;
          if (event) yield { kind: 'event', event };
        }
      }
    } finally {
      await subscription.unsubscribe().catch(() => {});
      subscription.destroy();
    }
  }

  async headPosition(): Promise<Position | null> {
    for await (const resolved of this.reader.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1, filter: excludeSystemEvents() })) {
      if (resolved.event) return encodeKurrentPosition(resolved.event.position);
    }
    return null;
  }

  /**
   * An estimate, for progress bars and lag: KurrentDB has no count, so the log bytes between `after`
   * and the head are divided by the average size of the last events. It ignores `filter`, so with
   * a filter it is an upper bound.
   */
  async countAll(options: { after?: Position | null; filter?: EventFilter } = {}): Promise<number> {
    const sample: bigint[] = [];
    for await (const resolved of this.reader.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: countSample, filter: excludeSystemEvents() })) {
      if (resolved.event) sample.push(resolved.event.position.commit);
    }
    const head = sample[0];
    if (head === undefined) return 0;
    const after = options.after ? decodeKurrentPosition(options.after).commit : -1n;
    if (after >= head) return 0;
    if (sample.length < countSample) return sample.filter((commit) => commit > after).length;
    const bytesPerEvent = Number(head - sample[sample.length - 1]!) / (sample.length - 1) || 1;
    return Math.max(1, Math.round(Number(head - after) / bytesPerEvent));
  }

  async close(): Promise<void> {
    await this.client.dispose();
    if (this.reader !== this.client) await this.reader.dispose();
  }

  private toEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
    const recorded = resolved.event;
    if (!recorded || recorded.type.startsWith('$') || !recorded.position) return null;
    const stored = (recorded.metadata && typeof recorded.metadata === 'object' && !(recorded.metadata instanceof Uint8Array)
      ? recorded.metadata
      : {}) as EventMetadata;
    const { [schemaVersionKey]: schemaVersion, ...metadata } = stored;
    const event: RecordedEvent = {
      eventId: recorded.id,
      type: recorded.type,
      streamId: recorded.streamId,
      streamVersion: recorded.revision + 1n,
      position: encodeKurrentPosition(recorded.position),
      schemaVersion: typeof schemaVersion === 'number' ? schemaVersion : 1,
      data: recorded.data,
      metadata,
      recordedAt: recorded.created,
    };
    return this.catalogue ? this.catalogue.upcast(event) : event;
  }
}
