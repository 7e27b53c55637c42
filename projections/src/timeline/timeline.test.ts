import { describe, expect, it } from 'vitest';
import { AccountRegistered, ProjectionRebuildRequested, RoleChanged, SupportTicketOpened, XpAwarded, newEvent } from '@piboost/events';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { asRecorded, generateSyntheticEvents } from '../../../tests/bench/synthetic';
import { timelineProjection } from './projection';

const ana = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const bia = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const item = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';
/** How a sealed field is stored (platform/crypto/vault.ts): the timeline keeps it so. */
const SEALED_NAME = 'pii:v1:AAAA:BBBB';

const { db: database, project } = projectionTestDb(timelineProjection);

const story = asRecorded([
  at(
    '2026-03-01T12:00:00Z',
    newEvent(AccountRegistered, { userId: ana, email: 'pii:v1:CCCC:DDDD', emailHash: 'a'.repeat(64), name: SEALED_NAME, role: 'user', provider: 'google', googleSubject: 'g-ana', emailVerifiedAt: null }),
  ),
  at(
    '2026-03-02T12:00:00Z',
    newEvent(XpAwarded, { userId: ana, activity: 'page_visit', baseAmount: 5, multiplier: 1, amount: 5, idempotencyKey: 'k1', day: '2026-03-02', totalXp: 5 }, { actorId: ana }),
  ),
  // About Ana (her subject) on an inbox stream, though she is not its stream's owner.
  at(
    '2026-03-03T12:00:00Z',
    newEvent(SupportTicketOpened, {
      itemId: item,
      subjectId: ana,
      userId: ana,
      name: SEALED_NAME,
      email: 'pii:v1:CCCC:DDDD',
      emailHash: 'a'.repeat(64),
      ticketNumber: 'SUP-1234',
      subject: 'Ajuda',
      message: 'pii:v1:EEEE:FFFF',
      priority: 'medium',
    }),
  ),
  at('2026-03-04T12:00:00Z', newEvent(RoleChanged, { userId: ana, from: 'user', to: 'support', staffId: bia }, { actorId: bia })),
  // About nobody: no subject, no row.
  at('2026-03-05T12:00:00Z', newEvent(ProjectionRebuildRequested, { projection: 'users', staffId: bia, jobId: 'j1' })),
]);

async function timeline(table: (logical: string) => string) {
  const { rows } = await database().raw(
    `SELECT subject_id, event_type, stream_id, schema_version, data, actor_id, recorded_at, position FROM ?? ORDER BY subject_id, position`,
    [table('person_timeline')],
  );
  return rows as Record<string, unknown>[];
}

describe('person timeline projection', () => {
  it("keeps every event whose subject is the person, across streams, in log order, sealed fields as stored", async () => {
    const rows = await timeline(await project(story));
    expect(rows.map((r) => [r.subject_id, r.event_type, r.actor_id])).toEqual([
      [ana, 'AccountRegistered', null],
      [ana, 'XpAwarded', ana],
      [ana, 'SupportTicketOpened', null],
      [ana, 'RoleChanged', bia],
    ]);
    const ticket = rows.find((r) => r.event_type === 'SupportTicketOpened')!;
    expect(ticket).toMatchObject({ stream_id: 'test', schema_version: SupportTicketOpened.version, recorded_at: new Date('2026-03-03T12:00:00Z') });
    expect(ticket.data).toMatchObject({ name: SEALED_NAME, message: 'pii:v1:EEEE:FFFF', ticketNumber: 'SUP-1234' });
  });

  it('ends with the same rows whatever the batch size, and answers one person newest first from its index', async () => {
    const whole = await timeline(await project(story));
    for (const size of [1, 2, 3]) expect(await timeline(await project(story, size))).toEqual(whole);

    const synthetic = asRecorded(generateSyntheticEvents(5_000, { users: 60, seed: 7 }));
    const once = await timeline(await project(synthetic));
    expect(once.length).toBeGreaterThan(1_000);
    const table = await project(synthetic, 97);
    expect(await timeline(table)).toEqual(once);

    const plan = await database().transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      const { rows } = await trx.raw(`EXPLAIN SELECT * FROM ?? WHERE subject_id = ? ORDER BY position DESC LIMIT 25`, [table('person_timeline'), ana]);
      return (rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan using \S+_subject/);
    expect(plan).not.toMatch(/Sort/);
  });
});
