// Given / when / then, as Emmett writes its specifications, at two levels:
// - `decider(...)`: a pure decider - given past events, when a command, then these events (or this
//   domain error). No database, no clock but the command's `now`.
// - `api(harness)`: the whole write path - given events already stored, when an HTTP request, then
//   this status and exactly these events appended (types in order, data matched as a subset).
import { expect } from 'vitest';
import type { NewEvent, Position, RecordedEvent } from '@piboost/events';
import type request from 'supertest';
import type { AppHarness } from './app';
import { horizonPassed } from './settled';

/** What a test expects of one appended event: its type and, optionally, part of its data. */
export type ExpectedEvent = string | { type: string; data?: Record<string, unknown>; streamId?: string };

type Fold<S, E> = (history: readonly E[]) => S;

/**
 * A pure decider under test. `fold` turns the given events into the state the decider receives;
 * `decide` returns the new events (or an object holding them in `events`) or throws a domain error.
 */
export function decider<S, C, E = NewEvent>(fold: Fold<S, E>, decide: (state: S, command: C) => readonly NewEvent[] | { events: readonly NewEvent[] }) {
  return {
    given(...history: E[]) {
      return {
        when(command: C) {
          const run = () => {
            const out = decide(fold(history), command);
            return Array.isArray(out) ? (out as readonly NewEvent[]) : (out as { events: readonly NewEvent[] }).events;
          };
          return {
            /** These events, in order; each data object is matched as a subset. */
            then(...expected: ExpectedEvent[]) {
              expectEvents(run(), expected);
            },
            /** No event: the command changes nothing. */
            thenNothing() {
              expect(run()).toEqual([]);
            },
            /** This domain error (class, and optionally its code or message). */
            thenThrows(error: abstract new (...args: never[]) => Error, match?: Partial<Record<'code' | 'message', unknown>>) {
              let thrown: unknown;
              try {
                run();
              } catch (err) {
                thrown = err;
              }
              expect(thrown, 'the decider should have refused the command').toBeInstanceOf(error);
              if (match) expect(thrown).toMatchObject(match);
            },
          };
        },
      };
    },
  };
}

type Http = ReturnType<typeof request>;
type Sent = PromiseLike<{ status: number; body: unknown }>;

/** The write path through the real app, store and projector of a harness. */
export function api(h: Pick<AppHarness, 'runtime' | 'http'>) {
  return {
    /** Stores these events first (through the runtime's writer: validated and sealed like any command's). */
    given(...streams: { streamId: string; events: readonly NewEvent[] }[]) {
      // Where the given events end: the store's head may not show them yet (its gap-free read waits
      // for older transactions), and they are not the request's.
      const stored = (async () => {
        let last: Position | null = null;
        for (const s of streams) last = (await h.runtime.events.append(s.streamId, s.events)).position;
        return last;
      })();
      return {
        when(send: (http: Http) => Sent) {
          const sent = (async () => {
            const given = await stored;
            // The given events are behind the store's gap-free horizon before the request's start is marked.
            await horizonPassed(h);
            const head = await h.runtime.store.headPosition();
            const before = given !== null && (head === null || head < given) ? given : head;
            const res = await send(h.http);
            return { res, appended: await appendedAfter(h, before) };
          })();
          return {
            /** This status, and exactly these events appended by the request (none when the list is empty). */
            async then(status: number, ...expected: ExpectedEvent[]) {
              const { res, appended } = await sent;
              expect(res.status, JSON.stringify(res.body)).toBe(status);
              expectEvents(appended, expected);
              return { body: res.body as Record<string, unknown>, events: appended };
            },
          };
        },
      };
    },
  };
}

/**
 * Every event stored after `after`. The store shows a transaction's events once every older
 * transaction has ended (its gap-free read), so this first waits for the transactions the request
 * could have opened to be behind that horizon.
 */
async function appendedAfter(h: Pick<AppHarness, 'runtime'>, after: Position | null): Promise<RecordedEvent[]> {
  await horizonPassed(h);
  const events: RecordedEvent[] = [];
  let from = after;
  for (;;) {
    const page = await h.runtime.store.readAll({ after: from, maxCount: 500 });
    events.push(...page.events);
    if (page.events.length < 500) return events;
    from = page.checkpoint;
  }
}

function expectEvents(actual: readonly (NewEvent | RecordedEvent)[], expected: readonly ExpectedEvent[]): void {
  expect(actual.map((e) => e.type), 'event types').toEqual(expected.map((e) => (typeof e === 'string' ? e : e.type)));
  expected.forEach((e, i) => {
    if (typeof e === 'string') return;
    if (e.data) expect(actual[i]!.data, `${e.type} data`).toMatchObject(e.data);
    if (e.streamId) expect((actual[i] as RecordedEvent).streamId, `${e.type} stream`).toBe(e.streamId);
  });
}
