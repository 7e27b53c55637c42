import { describe, expect, it } from 'vitest';
import { AccountRegistered, ProjectionRebuildRequested, XpAwarded, newEvent } from '@piboost/events';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { asRecorded, generateSyntheticEvents } from '../../../tests/bench/synthetic';
import { explorerProjection } from './projection';

const ana = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const bia = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const correlationId = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';
/** How a sealed field is stored (platform/crypto/vault.ts): the explorer keeps it so. */
const SEALED_NAME = 'pii:v1:AAAA:BBBB';

const { db: database, project } = projectionTestDb(explorerProjection);

const story = asRecorded([
  at(
    '2026-03-01T12:00:00Z',
    newEvent(AccountRegistered, { userId: ana, email: 'pii:v1:CCCC:DDDD', emailHash: 'a'.repeat(64), name: SEALED_NAME, role: 'user', provider: 'google', googleSubject: 'g-ana', emailVerifiedAt: null }, { correlationId, requestId: 'r1' }),
  ),
  at('2026-03-02T12:00:00Z', newEvent(XpAwarded, { userId: ana, activity: 'page_visit', baseAmount: 5, multiplier: 1, amount: 5, idempotencyKey: 'k1', day: '2026-03-02', totalXp: 5 }, { actorId: ana, correlationId })),
  // About nobody: the explorer lists it all the same.
  at('2026-03-05T12:00:00Z', newEvent(ProjectionRebuildRequested, { projection: 'users', staffId: bia, jobId: 'j1' })),
]);

async function rows(table: (logical: string) => string) {
  const { rows } = await database().raw(`SELECT * FROM ?? ORDER BY position`, [table('events_explorer')]);
  return rows as Record<string, unknown>[];
}

async function plan(sql: string, bindings: (string | null)[]): Promise<string> {
  return database().transaction(async (trx) => {
    await trx.raw('SET LOCAL enable_seqscan = off');
    await trx.raw('SET LOCAL enable_bitmapscan = off');
    const { rows } = await trx.raw(`EXPLAIN ${sql}`, bindings);
    return (rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('events explorer projection', () => {
  it('keeps every event in log order with its type, stream, correlation id and time; data and metadata as stored', async () => {
    const table = await project(story);
    const listed = await rows(table);
    expect(listed.map((r) => [r.position, r.event_type, r.stream_id, r.stream_version, r.correlation_id])).toEqual([
      [story[0]!.position, 'AccountRegistered', 'test', '1', correlationId],
      [story[1]!.position, 'XpAwarded', 'test', '2', correlationId],
      [story[2]!.position, 'ProjectionRebuildRequested', 'test', '3', null],
    ]);
    expect(listed[0]).toMatchObject({
      event_id: story[0]!.eventId,
      schema_version: AccountRegistered.version,
      recorded_at: new Date('2026-03-01T12:00:00Z'),
      metadata: { correlationId, requestId: 'r1' },
    });
    expect(listed[0]!.data).toMatchObject({ name: SEALED_NAME, email: 'pii:v1:CCCC:DDDD' });
  });

  it('ends with the same rows whatever the batch size, and pages each filter newest first from its index', async () => {
    const whole = await rows(await project(story));
    for (const size of [1, 2]) expect(await rows(await project(story, size))).toEqual(whole);

    const synthetic = asRecorded(generateSyntheticEvents(3_000, { users: 40, seed: 11 }));
    const once = await rows(await project(synthetic));
    expect(once).toHaveLength(synthetic.length);
    const table = await project(synthetic, 97);
    expect(await rows(table)).toEqual(once);

    const t = table('events_explorer');
    await database().raw('ANALYZE ??', [t]);
    const cursor = synthetic[2_000]!.position;
    // A rare type and stream: for a common one, walking the log's own order is the better plan.
    const rarest = (key: (e: (typeof synthetic)[number]) => string) => {
      const counts = new Map<string, number>();
      for (const e of synthetic) counts.set(key(e), (counts.get(key(e)) ?? 0) + 1);
      return [...counts].sort((a, b) => a[1] - b[1])[0]![0];
    };
    const filters: [string, string, string | null][] = [
      ['_type', 'event_type = ?', rarest((e) => e.type)],
      ['_stream', 'stream_id = ?', rarest((e) => e.streamId)],
      ['_correlation', 'correlation_id = ?', correlationId],
      ['_pkey', '?::text IS NULL', null],
    ];
    for (const [index, where, value] of filters) {
      const shown = await plan(`SELECT * FROM ?? WHERE ${where} AND position < ? ORDER BY position DESC LIMIT 25`, [t, value, cursor]);
      expect(shown, index).toMatch(new RegExp(`Index Scan Backward using \\S+${index}`));
      expect(shown, index).not.toMatch(/Sort/);
    }
    const range = await plan(`SELECT * FROM ?? WHERE recorded_at >= ? AND recorded_at <= ? ORDER BY position || '' DESC LIMIT 25`, [t, '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z']);
    expect(range).toMatch(/Index Scan using \S+_recorded_at/);
  });
});
