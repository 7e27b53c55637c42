// Lazy cohort assignment (issue 25): a person enters the week's league when they earn their first XP
// of it. Each join is LeagueJoined on a cohort stream, appended with the stream's expected version so
// that no cohort passes 30 (a conflict re-reads; a full cohort sends the join to the next n), and with
// an event id derived from (week, person) so a person is in exactly one cohort whatever the retries
// and races: the store refuses the same id in a second stream and ignores it in the same one.
import {
  LeagueJoined,
  LeagueResultRecorded,
  WrongExpectedVersion,
  isEvent,
  leagueCohortStream,
  leagueMemberStream,
  leagueWeekById,
  newEvent,
  shiftWeek,
  type LeagueTier,
  type LeagueWeek,
} from '@piboost/events';
import { derivedId } from '../../platform/ids';
import type { Runtime } from '../../platform/runtime';
import { accountsQuery } from '../identity';
import { countedCondition } from '../operations';
import { leagueOptOutsOf } from '../profile';
import { COHORT_SIZE } from './rules';

export const cohortIdOf = (week: string, tier: LeagueTier, n: number) => `${week}-${tier}-${n}`;
export const joinEventId = (week: string, userId: string) => derivedId(`league-join:${week}:${userId}`);

/** The number of events in a stream (its version), from its last event. */
export async function streamVersion(runtime: Pick<Runtime, 'store'>, streamId: string): Promise<number> {
  for await (const e of runtime.store.readStream(streamId, { backwards: true, maxCount: 1 })) return Number(e.streamVersion);
  return 0;
}

/** The store refused an event id already stored in another stream: that person already sits in a cohort of the week. */
export function storedElsewhere(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string } } | null)?.cause;
  return cause?.code === 'PBE02' || (err instanceof Error && /already stored in another stream/.test(err.message));
}

/**
 * Who may take a place: not staff or a demo account (analytics_uncounted, DECISIONS 22), not erased,
 * not opted out of the leagues ("Participar das ligas semanais" off). Returns the eligible ones.
 */
export async function eligibleAmong(runtime: Pick<Runtime, 'db'>, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const excluded = new Set<string>();
  for (let i = 0; i < userIds.length; i += 5000) {
    const ids = userIds.slice(i, i + 5000);
    const [uncounted, erased, optedOut] = await Promise.all([
      runtime.db.raw<{ rows: { id: string }[] }>(`SELECT u.id FROM unnest(?::uuid[]) AS u(id) WHERE NOT (${countedCondition('u.id')})`, [ids]),
      accountsQuery(runtime.db).whereIn('id', ids).where('status', 'erased').select<{ id: string }[]>('id'),
      leagueOptOutsOf(runtime.db, ids),
    ]);
    for (const r of [...uncounted.rows, ...erased]) excluded.add(r.id);
    for (const id of optedOut) excluded.add(id);
  }
  return new Set(userIds.filter((id) => !excluded.has(id)));
}

/** The person's tier for a new week: the last recorded result's, Bronze before any (authoritative: their member stream). */
async function memberHistory(runtime: Pick<Runtime, 'store'>, userId: string): Promise<{ tier: LeagueTier; lastWeek: string | null }> {
  let tier: LeagueTier = 'bronze';
  let lastWeek: string | null = null;
  for await (const e of runtime.store.readStream(leagueMemberStream(userId))) {
    if (isEvent(e, LeagueResultRecorded)) {
      tier = e.data.toTier;
      lastWeek = e.data.week;
    }
  }
  return { tier, lastWeek };
}

/**
 * Where to start looking: the first cohort of (week, tier) the read model knows with room, else the
 * one after the last. The read model lags, but it holds a prefix of the log, where a cohort appears
 * only after the one before it filled: so the answer is never past a cohort with room. Only in one
 * snapshot, hence one statement: two reads (the open ones, then the highest) could straddle a
 * projector commit bringing in a new cohort with room and answer the one after it: placeMany opened
 * that next one too, and the earlier stayed part-filled when no later join came to fill it (join.test.ts).
 */
async function firstOpenCohort(runtime: Pick<Runtime, 'db'>, week: string, tier: LeagueTier): Promise<number> {
  const { rows } = await runtime.db.raw<{ rows: { n: number }[] }>(
    `SELECT coalesce(min(n) FILTER (WHERE size < ?), max(n) + 1, 1) AS n FROM league_cohorts WHERE week = ? AND tier = ?`,
    [COHORT_SIZE, week, tier],
  );
  return rows[0]!.n;
}

/**
 * Places people of one tier into the week's cohorts, filling the first open one and opening the next:
 * one append per cohort (up to 30 joins), expected version checked. Returns how many were placed now.
 */
export async function placeMany(runtime: Runtime, week: LeagueWeek, tier: LeagueTier, userIds: readonly string[], joinedAt: Date): Promise<number> {
  let queue = [...userIds];
  let placed = 0;
  let n = await firstOpenCohort(runtime, week.id, tier);
  for (let guard = 0; queue.length > 0 && guard < 100_000; guard++) {
    const cohortId = cohortIdOf(week.id, tier, n);
    const streamId = leagueCohortStream(cohortId);
    const version = await streamVersion(runtime, streamId);
    const room = COHORT_SIZE - version;
    if (room <= 0) {
      n += 1;
      continue;
    }
    const take = queue.slice(0, room);
    const events = take.map((userId) => ({
      ...newEvent(LeagueJoined, { cohortId, week: week.id, tier, userId, joinedAt: joinedAt.toISOString() }),
      eventId: joinEventId(week.id, userId),
    }));
    try {
      await runtime.events.append(streamId, events, { expected: BigInt(version) });
      placed += take.length;
      queue = queue.slice(take.length);
    } catch (err) {
      if (err instanceof WrongExpectedVersion) continue;
      if (!storedElsewhere(err) || take.length === 1) {
        if (storedElsewhere(err)) {
          queue = queue.slice(1);
          continue;
        }
        throw err;
      }
      // One of them sits elsewhere already: place them one by one.
      for (const userId of take) placed += await placeMany(runtime, week, tier, [userId], joinedAt);
      queue = queue.slice(take.length);
    }
  }
  return placed;
}

export type JoinOutcome = 'joined' | 'member' | 'late' | 'ineligible' | 'waiting';

/**
 * A person's first XP of `weekId` places them (the reactor's job; idempotent). `closing`: the close
 * job placing those a lagging reactor missed, after the week's grace window.
 */
export async function joinLeague(runtime: Runtime, userId: string, weekId: string, options: { closing?: boolean } = {}): Promise<JoinOutcome> {
  const week = leagueWeekById(weekId);
  if (!week) return 'late';
  const now = runtime.now();
  if (!options.closing && now.getTime() >= week.closesAt.getTime()) return 'late';
  // Last week's tier move must be known first: while the person's cohort of last week is open, its
  // close places them (closeWeek sweeps the next week after recording the results).
  const previous = shiftWeek(week, -1);
  const [member, eligible, before, history] = await Promise.all([
    runtime.db('league_members').where({ week: week.id, user_id: userId }).first(),
    eligibleAmong(runtime, [userId]),
    runtime.db('league_members as m').join('league_cohorts as c', 'c.cohort_id', 'm.cohort_id').where({ 'm.week': previous.id, 'm.user_id': userId }).first<{ closed_at: Date | null } | undefined>('c.closed_at'),
    memberHistory(runtime, userId),
  ]);
  if (member) return 'member';
  if (!eligible.has(userId)) return 'ineligible';
  if (before && !before.closed_at && history.lastWeek !== previous.id) return 'waiting';
  const placed = await placeMany(runtime, week, history.tier, [userId], now);
  return placed > 0 ? 'joined' : 'member';
}
