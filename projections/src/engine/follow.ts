import type { EventFilter, EventStore, Position, ReadAllResult, RecordedEvent } from '@piboost/events';
import { BuildMoved } from './builds';

export interface FollowOptions {
  store: EventStore;
  filter: EventFilter;
  from: Position | null;
  batchSize: number;
  signal: AbortSignal;
  /** Applies the events (possibly none) and saves `checkpoint` with them; the loop awaits it. */
  commit(events: RecordedEvent[], checkpoint: Position | null): Promise<void>;
}

/** How often a checkpoint that only skips events of other types is saved while following. */
const idleCheckpointMs = 1000;

/**
 * Reads the log in pages from `from` until a page ends at the readable head; returns the checkpoint
 * reached. An abort lets the batch in flight commit, then returns.
 */
export async function catchUp({ store, filter, from, batchSize, signal, commit }: FollowOptions): Promise<Position | null> {
  let after = from;
  let next: Promise<ReadAllResult> | null = store.readAll({ after, maxCount: batchSize, filter });
  try {
    while (next && !signal.aborted) {
      const page: ReadAllResult = await next;
      const atHead = page.events.length < batchSize;
      // Reading the next page while this one is written keeps the database and Node busy at once.
      next = atHead ? null : store.readAll({ after: page.checkpoint, maxCount: batchSize, filter });
      if (page.events.length > 0 || page.checkpoint !== after) await commit(page.events, page.checkpoint);
      after = page.checkpoint;
    }
  } finally {
    // A prefetch abandoned by an abort or an error must not surface as an unhandled rejection.
    next?.catch(() => {});
  }
  return after;
}

/** Catches up, then follows the live log until the signal aborts, committing in batches. */
export async function follow(options: FollowOptions): Promise<void> {
  const { store, filter, batchSize, signal, commit } = options;
  let saved = await catchUp(options);
  let batch: RecordedEvent[] = [];
  let lastIdleSave = -Infinity;
  for await (const item of store.subscribeAll({ after: saved, filter, signal })) {
    let position: Position | null;
    if (item.kind === 'event') {
      batch.push(item.event);
      if (batch.length < batchSize) continue;
      position = item.event.position;
    } else {
      position = item.position ?? saved;
    }
    if (batch.length === 0) {
      if (position === saved || performance.now() - lastIdleSave < idleCheckpointMs) continue;
      lastIdleSave = performance.now();
    }
    await commit(batch, position);
    saved = position;
    batch = [];
  }
}

/** One of the builds a shared read feeds. */
export interface CatchUpTarget {
  types: ReadonlySet<string>;
  /** Where it stands; moves with each of its commits. */
  checkpoint(): Position | null;
  /** Aborted when it must stop writing (its lease was lost). */
  signal: AbortSignal;
  commit(events: RecordedEvent[], checkpoint: Position | null): Promise<void>;
}

const isPast = (position: Position | null, checkpoint: Position | null) => position !== null && (checkpoint === null || position > checkpoint);
const lowest = (positions: (Position | null)[]) => positions.reduce((low, p) => (low === null || p === null ? null : p < low ? p : low));

/**
 * Pages the shared read may run ahead of the slowest target, so that reading and folding in Node
 * overlap the targets' writes in the database (at least; twice a commit's pages, see commitSize).
 */
const readAhead = 2;

/**
 * Catches several targets up in one read of the log, from the lowest checkpoint with the union of
 * their types: each page goes to every target past whose checkpoint it reaches, which takes the
 * events of its own types after its own checkpoint (a resumed build may be ahead of the others).
 * A target holds what it takes until it has `commitSize` events (default: a page) or the read ends
 * at the head, then commits it with the checkpoint of the last page taken: a rebuild's many events
 * of one row fold into one write (issue 16: fewer, larger transactions). Each target commits in
 * order at its own pace. A target moved by another runner, or whose signal aborted, leaves the read
 * and the others go on; any other failure ends the read once the commits in flight have settled.
 * What a target holds uncommitted when the read is aborted is read again by its next run. Returns
 * the targets that reached the head.
 */
export async function catchUpTogether(options: {
  store: EventStore;
  targets: readonly CatchUpTarget[];
  batchSize: number;
  /** Events a target gathers per commit (default batchSize). */
  commitSize?: number;
  signal: AbortSignal;
}): Promise<CatchUpTarget[]> {
  const { store, batchSize, signal } = options;
  const commitSize = Math.max(1, options.commitSize ?? batchSize);
  const reading = new Set(options.targets.filter((t) => !t.signal.aborted));
  if (reading.size === 0) return [];
  const ended = new AbortController();
  const failures: unknown[] = [];
  const held = new Map<CatchUpTarget, { events: RecordedEvent[]; checkpoint: Position | null }>();
  const feed = async (target: CatchUpTarget, events: RecordedEvent[], checkpoint: Position | null, last: boolean) => {
    const after = target.checkpoint();
    if (reading.has(target) && !target.signal.aborted && !signal.aborted && failures.length === 0) {
      let batch = held.get(target);
      if (isPast(checkpoint, after)) {
        if (!batch) held.set(target, (batch = { events: [], checkpoint }));
        // A page is in log order: past the first event beyond the target's checkpoint, all are.
        let i = 0;
        while (i < events.length && !isPast(events[i]!.position, after)) i++;
        for (; i < events.length; i++) if (target.types.has(events[i]!.type)) batch.events.push(events[i]!);
        batch.checkpoint = checkpoint;
      }
      if (batch && (last || batch.events.length >= commitSize)) {
        held.delete(target);
        try {
          await target.commit(batch.events, batch.checkpoint);
        } catch (error) {
          reading.delete(target);
          if (!(error instanceof BuildMoved)) failures.push(error);
        }
      }
    }
    if (target.signal.aborted) reading.delete(target);
    if (reading.size === 0 || failures.length > 0) ended.abort();
  };
  const committed = new Map([...reading].map((t) => [t, Promise.resolve()]));
  const pages: Promise<unknown>[] = [];
  // Two commits' worth: while a target folds and writes one, the read gathers its next.
  const ahead = Math.max(readAhead, 2 * Math.ceil(commitSize / batchSize));
  const enqueue = (events: RecordedEvent[], checkpoint: Position | null, last: boolean) => {
    for (const [target, previous] of committed) committed.set(target, previous.then(() => feed(target, events, checkpoint, last)));
    pages.push(Promise.all(committed.values()));
  };
  await catchUp({
    store,
    filter: { types: [...new Set([...reading].flatMap((t) => [...t.types]))] },
    from: lowest([...reading].map((t) => t.checkpoint())),
    batchSize,
    signal: AbortSignal.any([signal, ended.signal]),
    commit: async (events, checkpoint) => {
      enqueue(events, checkpoint, false);
      if (pages.length > ahead) await pages.shift();
    },
  });
  // The read ended (at the head, or aborted: then feed commits nothing): what is held goes now.
  enqueue([], null, true);
  await Promise.all(pages);
  if (failures.length > 0) throw failures[0];
  return [...reading].filter((t) => !t.signal.aborted);
}
