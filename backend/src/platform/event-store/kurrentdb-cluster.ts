// What a 3-node KurrentDB cluster asks of a client: appends go to the leader and are retried across a
// leader change; catch-up reads may go to a follower or a read-only replica.
import {
  CancelledError,
  DeadlineExceededError,
  NotLeaderError,
  UnavailableError,
  type NodePreference,
} from '@kurrent/kurrentdb-client';

export interface AppendRetry {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before the second attempt; it doubles after each failure, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
}

/** About 7 s of waiting in all: longer than an election (1 s timeout, 2 s gossip), shorter than a request's patience. */
export const defaultAppendRetry: AppendRetry = { attempts: 8, firstDelayMs: 100, maxDelayMs: 2_000 };

/**
 * Errors after which the same append may be sent again. The client has already moved its channel
 * for the first three (to the leader NotLeader names, or by discovering again); a deadline may have
 * hidden a write that did happen, which the same event ids make harmless. Anything else - a
 * WrongExpectedVersion above all - is an answer, not an accident.
 */
export function isRetryableAppendError(error: unknown): boolean {
  return (
    error instanceof NotLeaderError ||
    error instanceof UnavailableError ||
    error instanceof CancelledError ||
    error instanceof DeadlineExceededError
  );
}

/** Half to all of the doubled delay (jitter), so writers that failed together do not retry together. */
export function retryDelay(retry: AppendRetry, failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(retry.maxDelayMs, retry.firstDelayMs * 2 ** (failures - 1));
  return ceiling / 2 + (ceiling / 2) * random();
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `send` until it succeeds, fails with a non-retryable error, or has been tried
 * `retry.attempts` times (then the last error is thrown). `send` must carry the same event ids each
 * time: KurrentDB recognises ids it already wrote at the expected revision and answers success
 * without writing them twice.
 */
export async function appendWithRetry<T>(send: () => Promise<T>, retry: AppendRetry = defaultAppendRetry, sleep = wait): Promise<T> {
  for (let failures = 1; ; failures++) {
    try {
      return await send();
    } catch (error) {
      if (failures >= retry.attempts || !isRetryableAppendError(error)) throw error;
      await sleep(retryDelay(retry, failures));
    }
  }
}

/** The same connection string with `nodePreference` set (replacing any given), for a second client. */
export function withNodePreference(connectionString: string, preference: NodePreference): string {
  const [base, query = ''] = connectionString.split('?', 2) as [string, string?];
  const params = query.split('&').filter((p) => p && !/^nodePreference=/i.test(p));
  return `${base}?${[...params, `nodePreference=${preference}`].join('&')}`;
}
