// The create-once shape of the one write path: a stream written once is created by its first writer,
// and every later (or racing) writer decides nothing.
import { describe, expect, it } from 'vitest';
import { WrongExpectedVersion, type AppendResult, type NewEvent } from '@piboost/events';
import { decider } from '../../../tests/support/given';
import { createOnce, handleCommand, streamExists, type Loaded } from './command';
import type { AppendOptions } from './event-writer';

const create = createOnce((name: string): NewEvent[] => [{ type: 'Created', data: { name } }]);

/** One stream in memory, appended only at the version it holds, as the event store checks it. */
function memoryStream() {
  const stored: NewEvent[] = [];
  return {
    stored,
    async append(streamId: string, events: readonly NewEvent[], options: AppendOptions = {}): Promise<AppendResult> {
      const actual = BigInt(stored.length);
      if (options.expected !== actual) throw new WrongExpectedVersion(streamId, options.expected ?? 'any', actual);
      stored.push(...events);
      return { nextVersion: BigInt(stored.length), position: String(stored.length) };
    },
  };
}

describe('createOnce', () => {
  const spec = decider(streamExists, create);

  it('creates a stream that does not exist yet', () => {
    spec.given().when('a').then({ type: 'Created', data: { name: 'a' } });
  });
  it('decides nothing on a stream that exists', () => {
    spec.given({ type: 'Created', data: { name: 'a' } }).when('b').thenNothing();
  });

  it('lets one of two writers that both found no stream create it; the other decides nothing', async () => {
    const stream = memoryStream();
    // Both writers load the empty stream before either appends.
    let loads = 0;
    let bothLoaded!: () => void;
    const gate = new Promise<void>((resolve) => (bothLoaded = resolve));
    const load = async (): Promise<Loaded<boolean>> => {
      const loaded = { state: streamExists(stream.stored), version: BigInt(stream.stored.length) };
      if (++loads === 2) bothLoaded();
      await gate;
      return loaded;
    };
    const results = await Promise.all(['a', 'b'].map((name) => handleCommand(stream, 'thing-1', load, (exists) => ({ events: create(exists, name) }))));
    expect(results.filter((r) => r.appended !== null)).toHaveLength(1);
    expect(stream.stored).toHaveLength(1);
  });
});
