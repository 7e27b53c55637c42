import { describe, expect, it } from 'vitest';
import {
  AccountRegistered,
  LevelReached,
  RoleChanged,
  StreakBroken,
  StreakExtended,
  SubjectShredded,
  XpAwarded,
  newEvent,
} from '@piboost/events';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { asRecorded, generateSyntheticEvents } from '../../../tests/bench/synthetic';
import { RANK_BUCKET_XP, leaderboardProjection } from './projection';

const ana = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const bia = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const cara = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';
const ghost = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';

const { db: database, project } = projectionTestDb(leaderboardProjection);

const registered = (userId: string, role: 'user' | 'admin') =>
  newEvent(AccountRegistered, {
    userId,
    email: `${userId}@x.com.br`,
    emailHash: 'a'.repeat(64),
    name: 'Pessoa',
    role,
    provider: 'google',
    googleSubject: userId,
    emailVerifiedAt: null,
  });

let awards = 0;
const xp = (userId: string, day: string, amount: number, totalXp: number) =>
  newEvent(XpAwarded, { userId, activity: 'page_visit', baseAmount: amount, multiplier: 1, amount, idempotencyKey: `k${++awards}`, day, totalXp });

const story = asRecorded([
  at('2026-03-01T12:00:00Z', registered(ana, 'user'), registered(bia, 'admin'), registered(cara, 'user')),
  at('2026-03-08T12:00:00Z', xp(ana, '2026-03-08', 10, 10), newEvent(StreakExtended, { userId: ana, day: '2026-03-08', count: 1 })),
  at('2026-03-08T13:00:00Z', xp(cara, '2026-03-08', 40, 40), xp(ghost, '2026-03-08', 5, 5)),
  at(
    '2026-03-09T12:00:00Z',
    xp(ana, '2026-03-09', 300, 310),
    newEvent(LevelReached, { userId: ana, level: 2, totalXp: 310 }),
    newEvent(StreakExtended, { userId: ana, day: '2026-03-09', count: 2 }),
  ),
  at('2026-03-10T12:00:00Z', newEvent(SubjectShredded, { subjectId: cara, requestId: null })),
  at('2026-03-11T12:00:00Z', newEvent(StreakBroken, { userId: ana, day: '2026-03-11', previousCount: 2 }), xp(cara, '2026-03-11', 10, 50)),
  at('2026-03-11T12:01:00Z', newEvent(StreakExtended, { userId: ana, day: '2026-03-11', count: 1 })),
  at('2026-03-12T12:00:00Z', newEvent(RoleChanged, { userId: ana, from: 'user', to: 'support', staffId: bia })),
  at('2026-03-31T12:00:00Z', xp(bia, '2026-03-31', 50, 50)),
  at('2026-04-01T12:00:00Z', xp(bia, '2026-04-01', 20, 70)),
]);

async function board(table: (logical: string) => string) {
  const standings = await database().raw(
    `SELECT user_id, role, total_xp, current_level, daily_streak_count, streak_day::text, updated_at FROM ?? ORDER BY user_id`,
    [table('leaderboard')],
  );
  const periods = await database().raw(`SELECT user_id, period, starts_on::text, xp FROM ?? ORDER BY user_id, period, starts_on`, [
    table('leaderboard_periods'),
  ]);
  const counts = await database().raw(`SELECT board, grain, xp, users FROM ?? ORDER BY board, grain, xp`, [table('leaderboard_counts')]);
  return { standings: standings.rows as Record<string, unknown>[], periods: periods.rows as Record<string, unknown>[], counts: counts.rows as Record<string, unknown>[] };
}

/** The rank counts a board's rows imply, computed from scratch. */
async function expectedCounts(table: (logical: string) => string) {
  const { rows } = await database().raw(
    `WITH boards AS (
       SELECT 'global' AS board, total_xp AS xp FROM ?? UNION ALL
       SELECT period || ':' || to_char(starts_on, 'YYYY-MM-DD'), xp FROM ??
     )
     SELECT board, 0 AS grain, xp, count(*)::int AS users FROM boards GROUP BY board, xp
     UNION ALL SELECT board, 1, (xp / ${RANK_BUCKET_XP}) * ${RANK_BUCKET_XP}, count(*)::int FROM boards GROUP BY board, (xp / ${RANK_BUCKET_XP}) * ${RANK_BUCKET_XP}
     ORDER BY board, grain, xp`,
    [table('leaderboard'), table('leaderboard_periods')],
  );
  return rows as Record<string, unknown>[];
}

describe('leaderboard projection', () => {
  it('ranks XP, level and streak, and sums XP per São Paulo week and month', async () => {
    const { standings, periods } = await board(await project(story));
    expect(standings).toEqual([
      {
        user_id: ana,
        role: 'support',
        total_xp: 310,
        current_level: 2,
        daily_streak_count: 1,
        streak_day: '2026-03-11',
        updated_at: new Date('2026-03-12T12:00:00Z'),
      },
      {
        user_id: bia,
        role: 'admin',
        total_xp: 70,
        current_level: 1,
        daily_streak_count: 0,
        streak_day: null,
        updated_at: new Date('2026-04-01T12:00:00Z'),
      },
    ]);
    expect(periods).toEqual([
      { user_id: ana, period: 'month', starts_on: '2026-03-01', xp: 310 },
      { user_id: ana, period: 'week', starts_on: '2026-03-02', xp: 10 },
      { user_id: ana, period: 'week', starts_on: '2026-03-09', xp: 300 },
      { user_id: bia, period: 'month', starts_on: '2026-03-01', xp: 50 },
      { user_id: bia, period: 'month', starts_on: '2026-04-01', xp: 20 },
      { user_id: bia, period: 'week', starts_on: '2026-03-30', xp: 70 },
    ]);
  });

  it('ends with the same rows whatever the batch size', async () => {
    const whole = await board(await project(story));
    for (const size of [1, 2, 3]) expect(await board(await project(story, size))).toEqual(whole);

    const synthetic = asRecorded(generateSyntheticEvents(10_000, { users: 120, seed: 11 }));
    const onceTable = await project(synthetic);
    const once = await board(onceTable);
    // The rank counts are exactly what the rows imply, with no empty rows left behind.
    expect(once.counts).toEqual(await expectedCounts(onceTable));
    expect(await expectedCounts(await project(story, 1))).toEqual(whole.counts);
    expect(once.standings.length).toBeGreaterThan(100);
    expect(once.periods.length).toBeGreaterThan(200);
    expect(await board(await project(synthetic, 89))).toEqual(once);
  });

  it('serves the global ranking from its index', async () => {
    const table = await project(story);
    const plan = await database().transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      const { rows } = await trx.raw(`EXPLAIN SELECT * FROM ?? ORDER BY total_xp DESC, user_id LIMIT 50`, [table('leaderboard')]);
      return (rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan using \S+_rank/);
    expect(plan).not.toMatch(/Sort/);
  });
});
