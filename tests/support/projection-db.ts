import { afterAll, beforeAll } from 'vitest';
import knexFactory, { type Knex } from 'knex';
import type { NewEvent, RecordedEvent } from '@piboost/events';
import type { Projection } from '@piboost/projections';
import { replay, type SyntheticBatch } from '../bench/synthetic';
import { createTestDatabase, type TestDatabase } from './db';

/**
 * A database of its own for one projection's test file (given events -> expected rows): `project`
 * folds events into a fresh set of the projection's tables and returns their namer.
 */
export function projectionTestDb(projection: Projection) {
  let database: TestDatabase;
  let db: Knex;
  let suffix = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
  return {
    db: () => db,
    project: (events: readonly RecordedEvent[], batchSize?: number) => replay(db, projection, events, { suffix: `t${++suffix}`, batchSize }),
  };
}

/** Events appended together at a given time, for asRecorded(). */
export const at = (iso: string, ...events: NewEvent[]): SyntheticBatch => ({ key: 'k', streamId: 'test', expected: 'any', events, at: new Date(iso) });
