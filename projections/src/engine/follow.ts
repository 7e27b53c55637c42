import type { EventFilter, EventStore, Position, ReadAllResult, RecordedEvent } from '@piboost/events';

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
  let lastIdleSave = 0;
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
      if (position === saved || Date.now() - lastIdleSave < idleCheckpointMs) continue;
      lastIdleSave = Date.now();
    }
    await commit(batch, position);
    saved = position;
    batch = [];
  }
}
