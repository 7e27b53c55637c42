// Issue 25 "done when": a simulated week for 1,000 people on the virtual clock (runtime.now replaced),
// through the real path - XP awarded by gamification, the reactor's join jobs on the worker, the week
// close job: every active person in exactly one cohort of at most 30; staff and an opted-out person
// nowhere; late XP inside the grace window counts and after it does not; the close run twice gives
// the same result; rebuilding the league read model gives the same checksum; the two APIs answer.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XpAwarded, gamificationStream, leagueWeekById, newEvent } from '@piboost/events';
import { openPlatform, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { sessionToken } from '../../../../tests/support/sessions';
import { grantXp } from '../gamification';
import { closeWeek, leaguesCaughtUp } from './close';
import { LEAGUE_CLOSE_QUEUE } from './reactors';

let h: AppHarness;
const week = leagueWeekById('2027-W09')!;
const HOUR = 3_600_000;
let clock = week.startsAt.getTime() + 10 * HOUR;
const PEOPLE = Number(process.env.LEAGUE_SIM_PEOPLE ?? 1000);
// Tokens are checked against the virtual clock, months ahead of the real one.
const TOKEN_SECONDS = 1000 * 86_400;
const people = Array.from({ length: PEOPLE }, () => randomUUID());

beforeAll(async () => {
  h = await openPlatform();
  h.runtime.now = () => new Date(clock);
  await eventually(() => h.runtime.db('projection_registry').where({ name: 'leagues', state: 'active' }).first(), { label: 'the leagues read model', timeout: 60_000 });
}, 120_000);
afterAll(() => h?.close());

type Auth = { Authorization: string };
async function account(roles: ('user' | 'support' | 'admin')[] = ['user']): Promise<{ userId: string; auth: Auth }> {
  const userId = randomUUID();
  const token = await sessionToken(h.runtime, { userId, roles, premium: false, profileComplete: true }, TOKEN_SECONDS);
  await eventually(() => h.runtime.db('users').where({ id: userId }).first(), { label: 'the account row' });
  return { userId, auth: { Authorization: `Bearer ${token}` } };
}

const login = (userId: string) => grantXp(h.runtime, { userId, activity: 'daily_login', xpBonusPercent: 100, idempotencyKey: (day) => `daily_login:${day}` });

async function inChunks<T>(items: readonly T[], size: number, run: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

const members = () => h.runtime.db('league_members').where({ week: week.id });

/** An award whose append came late (a slow request): its day is Sunday, the platform clock already Monday. */
async function lateAward(userId: string, at: Date) {
  clock = at.getTime();
  await h.runtime.events.append(gamificationStream(userId), [
    newEvent(XpAwarded, { userId, activity: 'interaction', baseAmount: 40, multiplier: 1, amount: 40, idempotencyKey: `late:${userId}`, day: '2027-03-07', totalXp: 40, awardedAt: at.toISOString() }),
  ]);
}

describe('a simulated league week for 1,000 people', () => {
  const staff = { userId: '', auth: {} as Auth };
  const optedOut = { userId: '', auth: {} as Auth };
  const leaver = { userId: '', auth: {} as Auth };
  const inGrace = randomUUID();
  const afterGrace = randomUUID();
  let first: Awaited<ReturnType<typeof closeWeek>>;

  it('places everyone who earns XP, lazily, in cohorts of at most 30 - staff and opted-out people never', async () => {
    Object.assign(staff, await account(['user', 'support']));
    Object.assign(optedOut, await account());
    Object.assign(leaver, await account());
    await h.http.put('/api/user/preferences').set(optedOut.auth).send({ leagues: false }).expect(200);
    // Day by day: one seventh of the people log in each day, a third of them again the next day.
    for (let d = 0; d < 7; d++) {
      clock = week.startsAt.getTime() + d * 24 * HOUR + 12 * HOUR + d * 60_000;
      const today = people.filter((_, i) => i % 7 === d || (i % 3 === 0 && i % 7 === d - 1));
      await inChunks(today, 25, login);
      if (d === 0) await Promise.all([login(staff.userId), login(optedOut.userId), login(leaver.userId)]);
    }
    await eventually(async () => Number((await members().count<{ count: string }[]>('* as count'))[0]!.count) === PEOPLE + 1, { label: 'every join', timeout: 900_000 });
    const placed = await members().select<{ user_id: string; cohort_id: string }[]>('user_id', 'cohort_id');
    expect(new Set(placed.map((m) => m.user_id))).toEqual(new Set([...people, leaver.userId]));
    // Authoritative: the log holds one LeagueJoined per person of the week, at most 30 per cohort stream.
    const { rows: perPerson } = await h.runtime.db.raw(`SELECT data->>'userId' AS id, count(*) AS n FROM es_events WHERE event_type = 'LeagueJoined' AND data->>'week' = ? GROUP BY 1 HAVING count(*) > 1`, [week.id]);
    expect(perPerson).toEqual([]);
    const { rows: perCohort } = await h.runtime.db.raw<{ rows: { stream_id: string; n: string }[] }>(`SELECT stream_id, count(*) AS n FROM es_events WHERE event_type = 'LeagueJoined' GROUP BY 1`);
    expect(perCohort.every((c) => Number(c.n) <= 30)).toBe(true);
    expect(perCohort.reduce((s, c) => s + Number(c.n), 0)).toBe(PEOPLE + 1);
    // Lazily filled: all cohorts but the last of each tier are full (everyone starts in Bronze).
    expect(perCohort.length).toBe(Math.ceil((PEOPLE + 1) / 30));

    const me = await h.http.get('/api/gamification/league').set(leaver.auth).expect(200);
    expect(me.body.data).toMatchObject({ week: week.id, tier: 'bronze', tierLabel: 'Bronze', optedOut: false, eligible: true, promotionCount: 10, demotionCount: 0, lastResult: null });
    expect(me.body.data.members.length).toBeLessThanOrEqual(30);
    expect(me.body.data.members.filter((m: { isMe: boolean }) => m.isMe)).toHaveLength(1);
    expect(me.body.data.me.position).toBe(me.body.data.members.find((m: { isMe: boolean }) => m.isMe).position);
    const staffView = await h.http.get('/api/gamification/league').set(staff.auth).expect(200);
    expect(staffView.body.data).toMatchObject({ eligible: false, cohortId: null, me: null, members: [] });
    const outView = await h.http.get('/api/gamification/league').set(optedOut.auth).expect(200);
    expect(outView.body.data).toMatchObject({ optedOut: true, cohortId: null, me: null });
  }, 1_500_000);

  it('lets a person who opts out leave their cohort\'s live standings', async () => {
    await h.http.put('/api/user/preferences').set(leaver.auth).send({ leagues: false }).expect(200);
    // The preferences read model follows the switch within moments.
    await eventually(async () => (await h.http.get('/api/gamification/league').set(leaver.auth).expect(200)).body.data.optedOut === true, { label: 'the opt-out shown' });
    const view = await h.http.get('/api/gamification/league').set(leaver.auth).expect(200);
    expect(view.body.data).toMatchObject({ optedOut: true, cohortId: null, me: null });
  });

  it('counts XP appended inside the grace window, closes the week once, and the same again on a rerun', async () => {
    await lateAward(inGrace, new Date(week.endsAt.getTime() + 5 * 60_000));
    await eventually(() => members().where({ user_id: inGrace }).first(), { label: 'the in-grace join', timeout: 300_000 });
    // The close is refused before the grace window ends.
    await expect(closeWeek(h.runtime, week.id)).rejects.toThrow(/fecha em/);

    clock = week.closesAt.getTime();
    first = await closeWeek(h.runtime, week.id);
    expect(first).toMatchObject({ week: week.id, cohorts: Math.ceil((PEOPLE + 2) / 30), participants: PEOPLE + 1, closedNow: Math.ceil((PEOPLE + 2) / 30) });
    // Bronze: the top 10 of each full cohort go up, nobody goes down.
    expect(first.demoted).toBe(0);
    expect(first.promoted).toBeGreaterThanOrEqual(10 * Math.floor((PEOPLE + 1) / 30));

    // XP appended after the grace window counts for nothing of the week: no place, no XP, no result.
    await lateAward(afterGrace, new Date(week.closesAt.getTime() + 5 * 60_000));
    const before = await h.runtime.db.raw(`SELECT event_type, count(*) FROM es_events WHERE event_type IN ('LeagueWeekClosed', 'LeagueResultRecorded', 'LeagueJoined') GROUP BY 1 ORDER BY 1`);
    const again = await closeWeek(h.runtime, week.id);
    expect(again).toEqual({ ...first, closedNow: 0, placed: 0 });
    const after = await h.runtime.db.raw(`SELECT event_type, count(*) FROM es_events WHERE event_type IN ('LeagueWeekClosed', 'LeagueResultRecorded', 'LeagueJoined') GROUP BY 1 ORDER BY 1`);
    expect(after.rows).toEqual(before.rows);
    expect(await h.runtime.db('league_xp').where({ week: week.id, user_id: afterGrace }).first()).toBeUndefined();
    expect(await h.runtime.db('league_xp').where({ week: week.id, user_id: inGrace }).first()).toMatchObject({ xp: 40 });

    const { rows: results } = await h.runtime.db.raw<{ rows: { id: string; n: string }[] }>(`SELECT data->>'userId' AS id, count(*) AS n FROM es_events WHERE event_type = 'LeagueResultRecorded' GROUP BY 1`);
    expect(results).toHaveLength(PEOPLE + 1);
    expect(results.every((r) => r.n === '1')).toBe(true);
    const ids = new Set(results.map((r) => r.id));
    expect(ids.has(inGrace)).toBe(true);
    expect(ids.has(afterGrace) || ids.has(leaver.userId) || ids.has(staff.userId) || ids.has(optedOut.userId)).toBe(false);
  }, 900_000);

  it('runs as the scheduled job too, changing nothing more', async () => {
    const count = async () => (await h.runtime.db.raw(`SELECT count(*) FROM es_events WHERE event_type LIKE 'League%'`)).rows[0].count;
    const n = await count();
    const job = await h.runtime.jobs.queue(LEAGUE_CLOSE_QUEUE).add('close', {});
    await eventually(async () => (await job.getState()) === 'completed', { label: 'the close job', timeout: 300_000 });
    expect(await count()).toBe(n);
  }, 600_000);

  it('rebuilds the league read model to the same checksum, and shows the result and the health', async () => {
    await leaguesCaughtUp(h.runtime);
    const live = await h.engine.checksum('leagues');
    await h.engine.rebuild('leagues');
    expect(await h.engine.checksum('leagues')).toBe(live);

    // Next week: the view shows last week's result and the new tier.
    clock = week.closesAt.getTime() + 24 * HOUR;
    const promotedId = (await h.runtime.db('league_results').where({ week: week.id, rank: 1 }).first()).user_id as string;
    const token = await sessionToken(h.runtime, { userId: promotedId, roles: ['user'], premium: false, profileComplete: true }, TOKEN_SECONDS);
    const view = await h.http.get('/api/gamification/league').set({ Authorization: `Bearer ${token}` }).expect(200);
    expect(view.body.data).toMatchObject({ tier: 'prata', tierLabel: 'Prata', cohortId: null, lastResult: { week: week.id, outcome: 'promoted', fromTier: 'bronze', toTier: 'prata', rank: 1 } });

    const admin = await account(['user', 'admin']);
    const health = await h.http.get('/api/admin/leagues/health').set(admin.auth).expect(200);
    expect(health.body.data.weeks[0]).toMatchObject({ week: week.id, closed: true, cohorts: first.cohorts, participants: PEOPLE + 1, sizeMax: 30 });
    expect(health.body.data.weeks[0].promotionRate).toBeCloseTo(first.promoted / (PEOPLE + 1), 2);
    await h.http.get('/api/admin/leagues/health').set(leaver.auth).expect(403);
  }, 600_000);
});
