import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@piboost/events';
import { allProjections } from '@piboost/projections';
import { ProjectionEngine } from '@piboost/projections/engine/runner';
import { PostgresEventStore } from '@piboost/backend/platform/event-store/postgres';
import { seedSyntheticLog } from '../bench/synthetic';
import { createTestEnv, recordingLogger, type LogLine, type TestEnv } from './support/env';

let env: TestEnv;
let store: PostgresEventStore;

beforeAll(async () => {
  env = await createTestEnv();
  store = new PostgresEventStore(env.url, { upcast: catalogue });
});

afterAll(async () => {
  await store?.close();
  await env?.close();
});

describe('the read models under the engine', () => {
  it('rebuild, in other batch sizes, to exactly what the live runners built', async () => {
    await seedSyntheticLog(store, 20_000, { users: 300 });
    const head = (await store.headPosition())!;
    const logs: LogLine[] = [];
    const live = new ProjectionEngine({ db: env.db, store, projections: allProjections, pollIntervalMs: 50, logger: recordingLogger(logs) });
    await live.start();
    expect(await live.waitFor(head)).toBe(true);
    await live.stop();
    const built = await Promise.all(allProjections.map((p) => live.checksum(p.name)));

    const operator = new ProjectionEngine({ db: env.db, store, projections: allProjections, batchSize: 777, logger: recordingLogger(logs) });
    const results = await operator.rebuildAll();
    expect(results.map((r) => r.projection)).toEqual(allProjections.map((p) => p.name));
    expect(await Promise.all(allProjections.map((p) => operator.checksum(p.name)))).toEqual(built);
    expect(await operator.deadLetters()).toEqual([]);

    // Transactions of several pages each (a rebuild's default): the same rows again.
    const gathering = new ProjectionEngine({ db: env.db, store, projections: allProjections, batchSize: 777, rebuildBatchSize: 5000, logger: recordingLogger(logs) });
    const again = await gathering.rebuildAll();
    expect(again.map((r) => r.processed)).toEqual(results.map((r) => r.processed));
    expect(await Promise.all(allProjections.map((p) => gathering.checksum(p.name)))).toEqual(built);
    expect(await gathering.deadLetters()).toEqual([]);
    expect(logs.filter((l) => l.level !== 'info')).toEqual([]);
  });
});
