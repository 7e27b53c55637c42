// The event store port (ARCHITECTURE §3). It lives beside the catalogue so that both the write side
// (backend) and the read side (projections) depend on the contract, never on an adapter.

/** Number of events in a stream; 0n means the stream is empty or absent. */
export type Version = bigint;

export type Expected = 'any' | 'no_stream' | 'stream_exists' | Version;

/** Opaque, lexicographically sortable position in the global log (per adapter). */
export type Position = string;

export interface EventMetadata {
  correlationId?: string;
  causationId?: string;
  actorId?: string;
  idempotencyKey?: string;
  requestId?: string;
  [key: string]: unknown;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** Idempotency: appending an event id that is already stored is a no-op for that event. */
  eventId?: string;
  type: Type;
  data: Data;
  metadata?: EventMetadata;
  /** Defaults to the catalogue's current version of `type`. */
  schemaVersion?: number;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  eventId: string;
  type: Type;
  streamId: string;
  /** 1-based: the first event of a stream has streamVersion 1n. */
  streamVersion: Version;
  position: Position;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
}

export interface AppendResult {
  nextVersion: Version;
  position: Position;
}

export interface ReadStreamOptions {
  fromVersion?: Version;
  backwards?: boolean;
  maxCount?: number;
}

export interface EventFilter {
  /** Only these event types. */
  types?: readonly string[];
  /** Only streams whose id starts with one of these prefixes (e.g. 'user-'). */
  streamPrefixes?: readonly string[];
}

export interface ReadAllOptions {
  after?: Position | null;
  maxCount: number;
  filter?: EventFilter;
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** Where the next read continues; equals `after` when nothing new is visible. */
  checkpoint: Position | null;
}

export type SubscriptionItem =
  | { kind: 'event'; event: RecordedEvent }
  | { kind: 'checkpoint'; position: Position }
  | { kind: 'caughtUp'; position: Position | null };

export interface SubscribeAllOptions {
  after?: Position | null;
  filter?: EventFilter;
  signal: AbortSignal;
}

/** One stream's part of an appendMany. */
export interface StreamAppend {
  streamId: string;
  events: readonly NewEvent[];
  expected?: Expected;
}

export interface TypeCounts {
  counts: ReadonlyMap<string, number>;
  head: Position | null;
}

export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], options?: { expected?: Expected }): Promise<AppendResult>;
  /**
   * Appends to many streams at once, each checked as `append` checks it (its own expectation; event
   * ids idempotent, an id stored in another stream refused). Results in the order given: each one's
   * AppendResult, or the WrongExpectedVersion that refused it (the others are stored all the same).
   * PostgreSQL stores them in one transaction; KurrentDB one after the other. Any other error is
   * thrown (PostgreSQL: nothing stored; KurrentDB: the appends before it are): run the same call
   * again, its events carrying ids.
   */
  appendMany(appends: readonly StreamAppend[]): Promise<(AppendResult | WrongExpectedVersion)[]>;
  readStream(streamId: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent>;
  readAll(options: ReadAllOptions): Promise<ReadAllResult>;
  subscribeAll(options: SubscribeAllOptions): AsyncIterable<SubscriptionItem>;
  headPosition(): Promise<Position | null>;
  /** Events after `after` that match `filter` (exact for PostgreSQL; may be an estimate elsewhere). For progress and lag. */
  countAll(options?: { after?: Position | null; filter?: EventFilter }): Promise<number>;
  /**
   * Exact counts per type of the readable events after `after`, in one pass, and the readable head
   * they were counted to (counting again after it counts only what came since). Optional: a store
   * without it is counted with countAll.
   */
  countByType?(options: { after?: Position | null; types: readonly string[] }): Promise<TypeCounts>;
  close(): Promise<void>;
}

export class WrongExpectedVersion extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: Expected,
    readonly actual: Version,
  ) {
    super(`Stream ${streamId}: expected ${String(expected)}, actual version ${actual}`);
    this.name = 'WrongExpectedVersion';
  }
}
