// A KurrentDB cluster changing leader under the adapter: appends are sent again with the same event
// ids after NotLeader and unavailable answers, and never after a conflict. The nodes are in-process
// gRPC servers answering as KurrentDB does (kurrentdb-fake-node.ts); the client is the real one.
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import {
  DeadlineExceededError,
  KurrentDBClient,
  NotLeaderError,
  UnavailableError,
  WrongExpectedVersionError,
  convertToCommandError,
} from '@kurrent/kurrentdb-client';
import { afterEach, describe, expect, it } from 'vitest';
import { WrongExpectedVersion, type NewEvent } from '@piboost/events';
import { KurrentDbEventStore } from '@piboost/backend/platform/event-store/kurrentdb';
import {
  appendWithRetry,
  isRetryableAppendError,
  retryDelay,
  withNodePreference,
  type AppendRetry,
} from '@piboost/backend/platform/event-store/kurrentdb-cluster';
import { FakeNode } from './kurrentdb-fake-node';

/** Short waits: what is tested is which attempts are made and what they carry, not how long they take. */
const quickRetry: AppendRetry = { attempts: 4, firstDelayMs: 5, maxDelayMs: 20 };

const opened: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.stop()));
});

async function cluster(size: number): Promise<FakeNode[]> {
  const nodes = await Promise.all(Array.from({ length: size }, () => new FakeNode().start()));
  for (const node of nodes) {
    node.peers = nodes.filter((n) => n !== node);
    node.leaderPort = nodes[0]!.port;
    opened.push(node);
  }
  return nodes;
}

function storeOn(connectionString: string): KurrentDbEventStore {
  const store = new KurrentDbEventStore(connectionString, { retry: quickRetry });
  opened.push({ stop: () => store.close() });
  return store;
}

// The second event has no id: the adapter draws one once, and every attempt carries it.
const events: NewEvent[] = [
  { eventId: randomUUID(), type: 'XpAwarded', data: { userId: 'u1', xp: 10 } },
  { type: 'LevelReached', data: { userId: 'u1', level: 2 } },
];

describe('KurrentDB adapter on a cluster changing leader', () => {
  it('follows a NotLeader to the leader and sends the same events again; a lost reply is resent without a duplicate', async () => {
    const [leader, follower] = await cluster(2);
    follower!.fallback = { notLeader: leader! };
    leader!.answers = ['write, then lose the reply'];
    const store = storeOn(`kurrentdb://127.0.0.1:${follower!.port}?tls=false`);

    const result = await store.append('player-u1', events, { expected: 'no_stream' });

    // The connection string names the follower: after the lost reply the client starts from it again,
    // and is sent on to the leader once more.
    expect(follower!.received).toHaveLength(2);
    expect(leader!.received).toHaveLength(2);
    const [first, ...again] = [...follower!.received, ...leader!.received];
    expect(first!.eventIds[0]).toBe(events[0]!.eventId);
    for (const attempt of again) expect(attempt).toEqual(first);
    expect(leader!.streams.get('player-u1')).toEqual(first!.eventIds);
    expect(result.nextVersion).toBe(2n);
  });

  it('finds the new leader through gossip when the old one stops answering', async () => {
    const [oldLeader, newLeader, third] = await cluster(3);
    const store = storeOn(`kurrentdb://127.0.0.1:${third!.port},127.0.0.1:${newLeader!.port}?tls=false`);
    await store.append('player-u2', [{ type: 'XpAwarded', data: { xp: 1 } }]);
    expect(oldLeader!.received).toHaveLength(1);

    // An election: the old leader is unavailable, the other nodes' gossip names the new one.
    oldLeader!.fallback = 'unavailable';
    for (const node of [newLeader!, third!]) node.leaderPort = newLeader!.port;
    await store.append('player-u2', events, { expected: 1n });

    expect(oldLeader!.received.at(-1)!.eventIds).toEqual(newLeader!.received[0]!.eventIds);
    expect(newLeader!.streams.get('player-u2')).toEqual(newLeader!.received[0]!.eventIds);
  });

  it('does not send a conflicting append again', async () => {
    const [leader] = await cluster(1);
    leader!.answers = ['wrong expected version'];
    const store = storeOn(`kurrentdb://127.0.0.1:${leader!.port}?tls=false`);

    await expect(store.append('player-u3', events, { expected: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedVersion);
    expect(leader!.received).toHaveLength(1);
  });

  it('gives up after the attempts allowed, with the last error', async () => {
    const [leader] = await cluster(1);
    leader!.fallback = 'unavailable';
    const store = storeOn(`kurrentdb://127.0.0.1:${leader!.port}?tls=false`);

    await expect(store.append('player-u4', events)).rejects.toBeInstanceOf(UnavailableError);
    expect(leader!.received).toHaveLength(quickRetry.attempts);
    expect(new Set(leader!.received.map((r) => r.eventIds.join()))).toHaveProperty('size', 1);
  });
});

/** A gRPC error as the client receives it from a node, before the client names it. */
function recorded(code: grpc.status, details: string, trailers: Record<string, string> = {}): Error {
  const metadata = new grpc.Metadata();
  for (const [key, value] of Object.entries(trailers)) metadata.set(key, value);
  return Object.assign(new Error(`${code} ${grpc.status[code]}: ${details}`), { code, details, metadata });
}

describe('which append errors are retried', () => {
  const notLeader = convertToCommandError(
    recorded(grpc.status.NOT_FOUND, 'Leader info available', { exception: 'not-leader', 'leader-endpoint-host': '10.0.0.2', 'leader-endpoint-port': '2113' }),
  );

  it('names the recorded errors with the client classes the retry decides on', () => {
    expect(notLeader).toBeInstanceOf(NotLeaderError);
    expect((notLeader as NotLeaderError).leader).toEqual({ address: '10.0.0.2', port: 2113 });
    expect(convertToCommandError(recorded(grpc.status.UNAVAILABLE, 'Server Is Not Ready'))).toBeInstanceOf(UnavailableError);
    expect(convertToCommandError(recorded(grpc.status.DEADLINE_EXCEEDED, 'Deadline exceeded'))).toBeInstanceOf(DeadlineExceededError);
  });

  it('retries leader changes, unavailable nodes and deadlines; never a conflict or an unknown error', () => {
    expect(isRetryableAppendError(notLeader)).toBe(true);
    expect(isRetryableAppendError(convertToCommandError(recorded(grpc.status.UNAVAILABLE, 'Server Is Not Ready')))).toBe(true);
    expect(isRetryableAppendError(convertToCommandError(recorded(grpc.status.DEADLINE_EXCEEDED, 'Deadline exceeded')))).toBe(true);
    const conflict = new WrongExpectedVersionError(undefined, { streamName: 's', current: 0n, expected: 'no_stream' });
    expect(isRetryableAppendError(conflict)).toBe(false);
    expect(isRetryableAppendError(convertToCommandError(recorded(grpc.status.PERMISSION_DENIED, 'Access denied', { exception: 'access-denied' })))).toBe(false);
    expect(isRetryableAppendError(new Error('boom'))).toBe(false);
  });

  it('waits twice as long after each failure, with jitter, up to the ceiling', async () => {
    const retry: AppendRetry = { attempts: 6, firstDelayMs: 100, maxDelayMs: 500 };
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(retry, n, () => 1))).toEqual([100, 200, 400, 500, 500]);
    expect([1, 2, 3].map((n) => retryDelay(retry, n, () => 0))).toEqual([50, 100, 200]);

    const waits: number[] = [];
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(notLeader);
    };
    await expect(appendWithRetry(failing, retry, async (ms) => void waits.push(ms))).rejects.toBe(notLeader);
    expect(calls).toBe(6);
    expect(waits).toHaveLength(5);
    waits.forEach((ms, i) => expect(ms).toBeGreaterThanOrEqual(retryDelay(retry, i + 1, () => 0)));
    waits.forEach((ms, i) => expect(ms).toBeLessThanOrEqual(retryDelay(retry, i + 1, () => 1)));
  });
});

describe('catch-up reads on a follower', () => {
  it('sets the node preference the client parses, replacing one already given', async () => {
    expect(withNodePreference('kurrentdb+discover://a:2113,b:2113?tls=true&nodePreference=leader', 'follower')).toBe(
      'kurrentdb+discover://a:2113,b:2113?tls=true&nodePreference=follower',
    );
    expect(withNodePreference('kurrentdb://a:2113', 'read_only_replica')).toBe('kurrentdb://a:2113?nodePreference=read_only_replica');
    const client = KurrentDBClient.connectionString(withNodePreference('kurrentdb://a:2113,b:2113?tls=false', 'follower'));
    await client.dispose();
  });
});
