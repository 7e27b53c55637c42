// Load -> decide -> append (ARCHITECTURE §1): the one way a command writes a stream. The decision is
// taken on the state folded from the stream and appended with the version it was taken on; when
// another writer got there first (WrongExpectedVersion), the stream is loaded again and the command
// decided again on what is now true, a few times at most. Deciders stay pure: they receive the state
// and the command (with `now` from `runtime.now()`) and return events or throw a domain error, which
// passes through untouched for the route to translate.
import { WrongExpectedVersion, type EventMetadata, type EventStore, type NewEvent, type Position, type RecordedEvent, type Version } from '@piboost/events';
import type { EventWriter } from './event-writer';

/** A stream's folded state and the version it was folded at (0n: no stream yet). */
export interface Loaded<S> {
  state: S;
  version: Version;
}

export interface Decided {
  events: readonly NewEvent[];
}

export interface CommandOptions {
  /** Merged into every appended event's metadata (requestId, actorId, ...). */
  metadata?: EventMetadata;
  /** Decisions tried before a conflict is given up on (and WrongExpectedVersion thrown). */
  maxAttempts?: number;
}

/** What the decision returned, and where its events landed (null when it decided nothing). */
export type CommandResult<R> = R & { appended: { nextVersion: Version; position: Position } | null };

const DEFAULT_ATTEMPTS = 5;

/** Every event of one stream, in order. */
export async function readStream(store: Pick<EventStore, 'readStream'>, streamId: string): Promise<RecordedEvent[]> {
  const history: RecordedEvent[] = [];
  for await (const e of store.readStream(streamId)) history.push(e);
  return history;
}

/** Reads a whole stream and folds it: the `load` of most commands. */
export function loadStream<S>(store: Pick<EventStore, 'readStream'>, streamId: string, fold: (history: readonly RecordedEvent[]) => S) {
  return async (): Promise<Loaded<S>> => {
    const history = await readStream(store, streamId);
    return { state: fold(history), version: history.at(-1)?.streamVersion ?? 0n };
  };
}

/**
 * Runs one command on `streamId`. `load` gives the state to decide on; on a retry it receives the
 * state that lost the race, so a caller holding a cached state can catch it up instead of re-reading
 * the whole stream (gamification does).
 */
export async function handleCommand<S, R extends Decided>(
  events: Pick<EventWriter, 'append'>,
  streamId: string,
  load: (stale?: Loaded<S>) => Promise<Loaded<S>>,
  decide: (state: S) => R | Promise<R>,
  options: CommandOptions = {},
): Promise<CommandResult<R>> {
  const attempts = options.maxAttempts ?? DEFAULT_ATTEMPTS;
  let loaded = await load();
  for (let attempt = 1; ; attempt++) {
    const decided = await decide(loaded.state);
    if (decided.events.length === 0) return { ...decided, appended: null };
    try {
      const appended = await events.append(
        streamId,
        decided.events.map((e) => (options.metadata ? { ...e, metadata: { ...e.metadata, ...options.metadata } } : e)),
        { expected: loaded.version },
      );
      return { ...decided, appended };
    } catch (err) {
      if (!(err instanceof WrongExpectedVersion) || attempt >= attempts) throw err;
      loaded = await load(loaded);
    }
  }
}

/**
 * The `load` of a stream that holds records only - no state a later command depends on (an
 * operator's actions, a staff member's downloads): its version, read from its last event, not its
 * whole history.
 */
export function loadVersion(store: Pick<EventStore, 'readStream'>, streamId: string) {
  return async (): Promise<Loaded<null>> => {
    for await (const last of store.readStream(streamId, { backwards: true, maxCount: 1 })) return { state: null, version: last.streamVersion };
    return { state: null, version: 0n };
  };
}

/**
 * Appends to a stream that holds records only (an operator's action, a download, a request opened):
 * the decision sees no state and its events go at the version `loadVersion` read, decided again if
 * another record got there first.
 */
export function appendRecord<R extends Decided>(
  runtime: { events: Pick<EventWriter, 'append'>; store: Pick<EventStore, 'readStream'> },
  streamId: string,
  decide: (state: null) => R | Promise<R>,
  options?: CommandOptions,
): Promise<CommandResult<R>> {
  return handleCommand(runtime.events, streamId, loadVersion(runtime.store, streamId), decide, options);
}

/** The fold of a stream written once (an analysis, a call's outcome, a demo account): whether it exists. */
export const streamExists = (history: readonly unknown[]): boolean => history.length > 0;

/**
 * The decider of a stream written once: `create`'s events while the stream does not exist, nothing
 * once it does. Appended at version 0n, the creation is race-safe: a second writer's append fails
 * (WrongExpectedVersion), and decided again on the stream it now finds, it decides nothing.
 */
export function createOnce<C>(create: (command: C) => readonly NewEvent[]) {
  return (exists: boolean, command: C): readonly NewEvent[] => (exists ? [] : create(command));
}
