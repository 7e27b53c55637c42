import { describe, expect, it } from 'vitest';
import { LeagueJoined, LeagueWeekClosed, SubjectShredded, XpAwarded, newEvent } from '@piboost/events';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { asRecorded } from '../../../tests/bench/synthetic';
import { leaguesProjection } from './projection';

const ana = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const bia = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const caio = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';
const cohortId = '2026-W48-bronze-1';

let n = 0;
const xp = (userId: string, day: string, amount: number, awardedAt?: string) =>
  newEvent(XpAwarded, { userId, activity: 'daily_login', baseAmount: amount, multiplier: 1, amount, idempotencyKey: `k${++n}`, day, totalXp: 1000 + n, ...(awardedAt ? { awardedAt } : {}) });
const join = (userId: string) => newEvent(LeagueJoined, { cohortId, week: '2026-W48', tier: 'bronze', userId, joinedAt: '2026-11-23T10:00:00Z' });

const { db, project } = projectionTestDb(leaguesProjection);

const story = asRecorded([
  at('2026-11-23T10:00:00Z', xp(ana, '2026-11-23', 50), join(ana)),
  at('2026-11-24T10:00:00Z', xp(bia, '2026-11-24', 30), join(bia), xp(caio, '2026-11-24', 30), join(caio)),
  // Sunday 23:59 São Paulo, awarded in time; appended within the grace window (recordedAt), counts.
  at('2026-11-30T03:05:00Z', xp(bia, '2026-11-29', 20, '2026-11-30T02:59:00Z')),
  // Awarded inside the grace window (Monday 00:09 São Paulo, a Sunday's award late in its request): counts.
  at('2026-11-30T03:09:00Z', xp(caio, '2026-11-29', 25)),
  // Awarded after it: counts for nothing of that week, nor of the next.
  at('2026-11-30T03:11:00Z', xp(ana, '2026-11-29', 500)),
  at(
    '2026-11-30T03:10:00Z',
    newEvent(LeagueWeekClosed, {
      cohortId,
      week: '2026-W48',
      tier: 'bronze',
      standings: [
        { userId: caio, xp: 55, rank: 1, outcome: 'promoted' },
        { userId: ana, xp: 50, rank: 2, outcome: 'promoted' },
        { userId: bia, xp: 50, rank: 3, outcome: 'stayed' },
      ],
      closedAt: '2026-11-30T03:10:00Z',
    }),
  ),
  at('2026-12-01T10:00:00Z', xp(bia, '2026-12-01', 10)),
  at('2026-12-02T10:00:00Z', newEvent(SubjectShredded, { subjectId: bia, requestId: null })),
]);

async function rows(table: (logical: string) => string) {
  const [xps, members, cohorts, results] = await Promise.all([
    db()(table('league_xp')).orderBy(['week', 'user_id']).select('week', 'user_id', 'xp', db().raw("to_char(reached_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS reached_at")),
    db()(table('league_members')).orderBy('user_id').select('week', 'user_id', 'cohort_id', 'tier'),
    db()(table('league_cohorts')).select('cohort_id', 'week', 'tier', 'n', 'size', db().raw('closed_at IS NOT NULL AS closed')),
    db()(table('league_results')).orderBy('rank').select('rank', 'user_id', 'xp', 'outcome', 'size'),
  ]);
  return { xps, members, cohorts, results };
}

describe('leagues projection', () => {
  it('counts XP awarded before the week end plus the grace window, places members, keeps closed standings; an erasure leaves the live tables and blanks the closed place', async () => {
    const r = await rows(await project(story));
    expect(r.xps).toEqual([
      { week: '2026-W48', user_id: ana, xp: 50, reached_at: '2026-11-23 10:00:00' },
      { week: '2026-W48', user_id: caio, xp: 55, reached_at: '2026-11-30 03:09:00' },
    ]);
    expect(r.members.map((m) => m.user_id)).toEqual([ana, caio]);
    expect(r.cohorts).toEqual([{ cohort_id: cohortId, week: '2026-W48', tier: 'bronze', n: 1, size: 3, closed: true }]);
    expect(r.results).toEqual([
      { rank: 1, user_id: caio, xp: 55, outcome: 'promoted', size: 3 },
      { rank: 2, user_id: ana, xp: 50, outcome: 'promoted', size: 3 },
      { rank: 3, user_id: null, xp: 50, outcome: 'stayed', size: 3 },
    ]);
  });

  it('counts bia before her erasure, with her last award time', async () => {
    const r = await rows(await project(story.slice(0, -1)));
    expect(r.xps.filter((x) => x.user_id === bia)).toEqual([
      { week: '2026-W48', user_id: bia, xp: 50, reached_at: '2026-11-30 03:05:00' },
      { week: '2026-W49', user_id: bia, xp: 10, reached_at: '2026-12-01 10:00:00' },
    ]);
  });

  it('ends with the same rows whatever the batch size (a rebuild gives the same checksum)', async () => {
    const whole = await rows(await project(story));
    for (const size of [1, 2, 3, 5]) expect(await rows(await project(story, size))).toEqual(whole);
  });
});
