// The week close (issue 25): at the week's end plus the grace window (Monday 00:10 São Paulo), every
// cohort of the week becomes LeagueWeekClosed (appended with the cohort stream's expected version, so
// a rerun or a second worker changes nothing) and every person in its standings gets one
// LeagueResultRecorded on their member stream (event id derived from week and person: a rerun adds
// nothing). The ranking is a pure function over the standings (rules.ts); cohorts are read page by
// page, and each page's closes, then its results, are one appendMany (one transaction in PostgreSQL).
import {
  LeagueResultRecorded,
  LeagueWeekClosed,
  WrongExpectedVersion,
  isEvent,
  leagueCohortStream,
  leagueMemberStream,
  leagueWeekById,
  newEvent,
  shiftWeek,
  type LeagueOutcome,
  type LeagueTier,
  type LeagueWeek,
} from '@piboost/events';
import { derivedId } from '../../platform/ids';
import { waitForProjection } from '../../platform/read-your-writes';
import type { Runtime } from '../../platform/runtime';
import { eligibleAmong, joinLeague } from './join';
import { closeCohort, tierAfter, type ClosedStanding, type Standing } from './rules';

export const LEAGUES_PROJECTION = 'leagues';
/** Cohorts read and appended together. */
const PAGE = 400;
/** Appends in flight at once. */
const IN_FLIGHT = 64;

export interface CohortToClose {
  cohortId: string;
  tier: LeagueTier;
  /** LeagueJoined events in its stream: the version its close expects. */
  size: number;
  members: Standing[];
}

export interface CohortClosed {
  cohortId: string;
  tier: LeagueTier;
  size: number;
  standings: ClosedStanding[];
}

/** The pure part: every cohort's standings at the close. */
export function closeStandings(cohorts: readonly CohortToClose[]): CohortClosed[] {
  return cohorts.map((c) => ({ cohortId: c.cohortId, tier: c.tier, size: c.size, standings: closeCohort(c.tier, c.members) }));
}

export interface CloseSummary {
  week: string;
  cohorts: number;
  participants: number;
  promoted: number;
  demoted: number;
  /** Cohorts this run closed (0 on a rerun). */
  closedNow: number;
  /** People placed by the sweeps (those a lagging reactor missed, and next week's waiting ones). */
  placed: number;
}

/** Waits until the league read model has every event appended so far (bounded). */
export async function leaguesCaughtUp(runtime: Runtime, timeoutMs = 120_000): Promise<void> {
  const head = await runtime.store.headPosition();
  if (head && !(await waitForProjection(runtime.db, LEAGUES_PROJECTION, head, timeoutMs))) throw new Error('o read model das ligas não alcançou o log a tempo');
}

async function limited<T>(items: readonly T[], run: (item: T) => Promise<void>, inFlight = IN_FLIGHT): Promise<void> {
  for (let i = 0; i < items.length; i += inFlight) await Promise.all(items.slice(i, i + inFlight).map(run));
}

/** People with XP counted in `week` who sit in no cohort of it, eligible ones placed (each at the tier their history gives). */
async function sweep(runtime: Runtime, week: LeagueWeek, closing: boolean, catchUpFirst = false): Promise<number> {
  const candidates = async () => {
    const { rows } = await runtime.db.raw<{ rows: { user_id: string }[] }>(
      `SELECT x.user_id FROM league_xp x WHERE x.week = ? AND x.xp > 0
         AND NOT EXISTS (SELECT 1 FROM league_members m WHERE m.week = x.week AND m.user_id = x.user_id) ORDER BY x.reached_at, x.user_id`,
      [week.id],
    );
    return rows;
  };
  let rows = await candidates();
  if (rows.length === 0) return 0;
  // The joins must see this close's results (the read model's closed_at): wait for it, then look again.
  if (catchUpFirst) {
    await leaguesCaughtUp(runtime);
    rows = await candidates();
  }
  let placed = 0;
  await limited(rows, async (r) => {
    if ((await joinLeague(runtime, r.user_id, week.id, { closing })) === 'joined') placed += 1;
  });
  return placed;
}

/** A page of the week's cohorts with their eligible members' XP. */
async function loadPage(runtime: Runtime, week: string, cohorts: readonly { cohort_id: string; tier: LeagueTier; size: number }[]): Promise<CohortToClose[]> {
  const ids = cohorts.map((c) => c.cohort_id);
  const { rows } = await runtime.db.raw<{ rows: { cohort_id: string; user_id: string; xp: number | null; reached_at: Date | null; joined_at: Date }[] }>(
    `SELECT m.cohort_id, m.user_id, x.xp, x.reached_at, m.joined_at FROM league_members m
       LEFT JOIN league_xp x ON x.week = m.week AND x.user_id = m.user_id
      WHERE m.week = ? AND m.cohort_id = ANY(?)`,
    [week, ids],
  );
  const eligible = await eligibleAmong(runtime, rows.map((r) => r.user_id));
  const byCohort = new Map(cohorts.map((c) => [c.cohort_id, { cohortId: c.cohort_id, tier: c.tier, size: c.size, members: [] as Standing[] }]));
  for (const r of rows) {
    if (!eligible.has(r.user_id)) continue;
    byCohort.get(r.cohort_id)!.members.push({ userId: r.user_id, xp: r.xp ?? 0, reachedAt: (r.reached_at ?? r.joined_at).getTime() });
  }
  return [...byCohort.values()];
}

/** The standings a cohort's stream already holds (it was closed before), or null. */
async function storedClose(runtime: Runtime, cohortId: string): Promise<ClosedStanding[] | null> {
  for await (const e of runtime.store.readStream(leagueCohortStream(cohortId), { backwards: true, maxCount: 1 })) {
    if (isEvent(e, LeagueWeekClosed)) return e.data.standings;
  }
  return null;
}

const closeEvent = (week: string, closedAt: Date, cohort: CohortClosed) => ({
  ...newEvent(LeagueWeekClosed, { cohortId: cohort.cohortId, week, tier: cohort.tier, standings: cohort.standings, closedAt: closedAt.toISOString() }),
  eventId: derivedId(`league-close:${cohort.cohortId}`),
});

/**
 * Closes a page of cohorts in one appendMany, each LeagueWeekClosed with its cohort's expected
 * version; returns each cohort's standings as stored. A cohort closed by an earlier run keeps its
 * stored standings; a conflict on an open one is a join the read model had not shown yet: the job retries.
 */
async function appendCloses(runtime: Runtime, week: string, closedAt: Date, page: readonly CohortClosed[], closedBefore: ReadonlySet<string>) {
  const toClose = page.filter((c) => !closedBefore.has(c.cohortId));
  const results = await runtime.events.appendMany(toClose.map((c) => ({ streamId: leagueCohortStream(c.cohortId), events: [closeEvent(week, closedAt, c)], expected: BigInt(c.size) })));
  const refused = new Map(toClose.map((c, i) => [c.cohortId, results[i]]).filter((r): r is [string, WrongExpectedVersion] => r[1] instanceof WrongExpectedVersion));
  const closed: { cohort: CohortClosed; standings: ClosedStanding[]; closedNow: boolean }[] = [];
  await limited(page, async (cohort) => {
    if (!closedBefore.has(cohort.cohortId) && !refused.has(cohort.cohortId)) return void closed.push({ cohort, standings: cohort.standings, closedNow: true });
    const stored = await storedClose(runtime, cohort.cohortId);
    if (!stored) throw refused.get(cohort.cohortId) ?? new Error(`coorte ${cohort.cohortId} sem fechamento`);
    closed.push({ cohort, standings: stored, closedNow: false });
  });
  return closed;
}

const resultEvent = (week: string, cohortId: string, fromTier: LeagueTier, s: ClosedStanding) => ({
  ...newEvent(LeagueResultRecorded, { userId: s.userId, week, cohortId, fromTier, toTier: tierAfter(fromTier, s.outcome), rank: s.rank, xp: s.xp, outcome: s.outcome }),
  eventId: derivedId(`league-result:${week}:${s.userId}`),
});

/** Closes a league week (idempotent). Refused before the week's grace window ends. */
export async function closeWeek(runtime: Runtime, weekId: string): Promise<CloseSummary> {
  const week = leagueWeekById(weekId);
  if (!week) throw new Error(`semana de liga inválida: ${weekId}`);
  const now = runtime.now();
  if (now.getTime() < week.closesAt.getTime()) throw new Error(`a semana ${weekId} fecha em ${week.closesAt.toISOString()}`);
  await leaguesCaughtUp(runtime);
  // Those whose join a lagging reactor had not made yet, though their XP counted.
  let placed = await sweep(runtime, week, true);
  if (placed > 0) await leaguesCaughtUp(runtime);

  const cohorts = await runtime
    .db('league_cohorts')
    .where({ week: week.id })
    .orderBy('cohort_id')
    .select<{ cohort_id: string; tier: LeagueTier; size: number; closed_at: Date | null }[]>('cohort_id', 'tier', 'size', 'closed_at');
  const closedBefore = new Set(cohorts.filter((c) => c.closed_at).map((c) => c.cohort_id));
  const summary: CloseSummary = { week: week.id, cohorts: cohorts.length, participants: 0, promoted: 0, demoted: 0, closedNow: 0, placed: 0 };
  const count = (outcome: LeagueOutcome) => (outcome === 'promoted' ? (summary.promoted += 1) : outcome === 'demoted' ? (summary.demoted += 1) : 0);
  for (let i = 0; i < cohorts.length; i += PAGE) {
    const page = closeStandings(await loadPage(runtime, week.id, cohorts.slice(i, i + PAGE)));
    const results = [];
    for (const { cohort, standings, closedNow } of await appendCloses(runtime, week.id, now, page, closedBefore)) {
      if (closedNow) summary.closedNow += 1;
      for (const s of standings) {
        summary.participants += 1;
        count(s.outcome);
        results.push(resultEvent(week.id, cohort.cohortId, cohort.tier, s));
      }
    }
    // Derived ids: a rerun (or a run after a crash between the closes and the results) adds only what is missing.
    await runtime.events.appendMany(results.map((event) => ({ streamId: leagueMemberStream(event.data.userId), events: [event] })));
  }
  // Next week's people who earned XP before this close waited for it: they are placed now, at their new tier.
  const next = shiftWeek(week, 1);
  if (now.getTime() < next.closesAt.getTime()) placed += await sweep(runtime, next, false, true);
  summary.placed = placed;
  return summary;
}

