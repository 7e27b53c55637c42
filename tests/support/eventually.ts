// The one way a test waits for something that happens apart from it (a job, a projection, another
// process): poll a probe until it passes. Works in hooks too, unlike expect.poll.
import { inspect } from 'node:util';

export interface EventuallyOptions {
  /** How long to keep trying, in ms (45 s: long enough for a busy shared machine). */
  timeout?: number;
  /** Pause between two tries, in ms. */
  interval?: number;
  /** What the test waits for, for the message on timeout. */
  label?: string;
}

type NotYet = undefined | null | false;

/**
 * Calls `probe` until it passes and returns what it returned. It has not passed while it throws
 * (a failed `expect` included) or returns `undefined`, `null` or `false`; an assertion-only probe
 * ends with `return true`. On timeout it throws with the label and the last value or error.
 */
export async function eventually<T>(probe: () => T | NotYet | Promise<T | NotYet>, options: EventuallyOptions = {}): Promise<T> {
  const { timeout = 45_000, interval = 100, label = 'a condition' } = options;
  const deadline = performance.now() + timeout;
  for (;;) {
    let last: string;
    try {
      const value = await probe();
      if (value !== undefined && value !== null && value !== false) return value;
      last = `last value: ${inspect(value)}`;
    } catch (error) {
      last = `last error: ${error instanceof Error ? error.message : inspect(error)}`;
    }
    if (performance.now() >= deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${label} (${last})`);
    await new Promise((r) => setTimeout(r, interval));
  }
}
