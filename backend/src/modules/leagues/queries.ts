// The leagues' reads (issue 25): a person's league this week (cohort, positions, zones, time left,
// last result) and the back office's league health per week. Names follow the boards' rule: a
// private profile (the default) is "Investidor anônimo" to everyone but its owner.
import { LEAGUE_TIER_LABELS, leagueWeekById, leagueWeekOf, shiftWeek, type LeagueOutcome, type LeagueTier } from '@piboost/events';
import { PREFERENCE_DEFAULTS } from '@piboost/projections';
import type { Runtime } from '../../platform/runtime';
import { accountRowsOf } from '../identity';
import { countedCondition } from '../operations';
import { leagueOptOutsOf, visibilitiesOf } from '../profile';
import { eligibleAmong } from './join';
import { compareStandings, tierAfter, zoneOf, zonesOf, type Standing } from './rules';

export const ANONYMOUS = 'Investidor anônimo';
const NO_NAME = 'Usuário';

interface ResultRow {
  week: string;
  tier: LeagueTier;
  rank: number;
  outcome: LeagueOutcome;
}

async function lastResultOf(runtime: Runtime, userId: string): Promise<ResultRow | null> {
  return (await runtime.db('league_results').where({ user_id: userId }).orderBy('week', 'desc').first<ResultRow | undefined>('week', 'tier', 'rank', 'outcome')) ?? null;
}

async function namesOf(runtime: Runtime, ids: readonly string[], viewerId: string): Promise<Map<string, string>> {
  const [users, visibility] = await Promise.all([accountRowsOf(runtime.db, ids), visibilitiesOf(runtime.db, ids)]);
  await runtime.vault.preload(users.filter((u) => u.name).map((u) => u.id));
  const names = new Map<string, string>();
  await Promise.all(
    users.map(async (u) => {
      const shown = u.id === viewerId || (visibility.get(u.id) ?? PREFERENCE_DEFAULTS.profile_visibility) === 'public';
      names.set(u.id, shown ? ((u.name ? await runtime.vault.decryptField(u.name) : null) ?? NO_NAME) : ANONYMOUS);
    }),
  );
  return names;
}

export async function leagueView(runtime: Runtime, userId: string) {
  const week = leagueWeekOf(runtime.now());
  const [membership, optOuts, counted, last] = await Promise.all([
    runtime.db('league_members').where({ week: week.id, user_id: userId }).first<{ cohort_id: string; tier: LeagueTier } | undefined>('cohort_id', 'tier'),
    leagueOptOutsOf(runtime.db, [userId]),
    runtime.db.raw<{ rows: unknown[] }>(`SELECT 1 FROM (SELECT ?::uuid AS id) u WHERE ${countedCondition('u.id')}`, [userId]),
    lastResultOf(runtime, userId),
  ]);
  const optedOut = optOuts.has(userId);
  // Staff and demo accounts never take a place (DECISIONS 22's uncounted accounts).
  const eligible = counted.rows.length > 0;
  const tier: LeagueTier = membership?.tier ?? (last ? tierAfter(last.tier, last.outcome) : 'bronze');
  const cohortId = membership && eligible && !optedOut ? membership.cohort_id : null;
  let standings: (Standing & { position: number })[] = [];
  if (cohortId) {
    const rows = await runtime.db('league_members as m')
      .leftJoin('league_xp as x', function () {
        this.on('x.week', 'm.week').andOn('x.user_id', 'm.user_id');
      })
      .where('m.cohort_id', cohortId)
      .select<{ user_id: string; xp: number | null; reached_at: Date | null; joined_at: Date }[]>('m.user_id', 'x.xp', 'x.reached_at', 'm.joined_at');
    const shown = await eligibleAmong(runtime, rows.map((r) => r.user_id));
    standings = rows
      .filter((r) => shown.has(r.user_id))
      .map((r) => ({ userId: r.user_id, xp: r.xp ?? 0, reachedAt: (r.reached_at ?? r.joined_at).getTime(), position: 0 }))
      .sort(compareStandings)
      .map((s, i) => ({ ...s, position: i + 1 }));
  }
  const size = standings.length;
  const names = await namesOf(runtime, standings.map((s) => s.userId), userId);
  const zones = zonesOf(tier, size > 0 ? size : 30);
  const members = standings.map((s, i) => ({
    position: s.position,
    displayName: names.get(s.userId) ?? (s.userId === userId ? NO_NAME : ANONYMOUS),
    xp: s.xp,
    isMe: s.userId === userId,
    zone: zoneOf(tier, size, s.position),
    tie: standings[i - 1]?.xp === s.xp || standings[i + 1]?.xp === s.xp,
  }));
  const mine = standings.find((s) => s.userId === userId);
  return {
    week: week.id,
    tier,
    tierLabel: LEAGUE_TIER_LABELS[tier],
    endsAt: week.endsAt.toISOString(),
    optedOut,
    eligible,
    cohortId,
    promotionCount: zones.promotion,
    demotionCount: zones.demotion,
    members,
    me: mine ? { position: mine.position, xp: mine.xp } : null,
    lastResult: last ? { week: last.week, outcome: last.outcome, fromTier: last.tier, toTier: tierAfter(last.tier, last.outcome), rank: last.rank } : null,
  };
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0);

/**
 * League health per week, newest first (up to `weeks`): cohort sizes, promotion and demotion rates of
 * closed weeks, and the share of those who ended a closed week in the bottom five of their cohort who
 * earned XP in the next week.
 */
export async function leagueHealth(runtime: Runtime, weeks = 12) {
  const { rows } = await runtime.db.raw<{ rows: { week: string; cohorts: string; participants: string; size_min: number; size_max: number; size_avg: string }[] }>(
    `SELECT week, count(*) AS cohorts, sum(size) AS participants, min(size) AS size_min, max(size) AS size_max, avg(size) AS size_avg
       FROM league_cohorts GROUP BY week ORDER BY week DESC LIMIT ?`,
    [weeks],
  );
  return Promise.all(
    rows.map(async (r) => {
      const next = shiftWeek(leagueWeekById(r.week)!, 1).id;
      const { rows: closed } = await runtime.db.raw<{ rows: { placed: string; promoted: string; demoted: string; bottom: string; returned: string }[] }>(
        `SELECT count(*) AS placed,
                count(*) FILTER (WHERE outcome = 'promoted') AS promoted,
                count(*) FILTER (WHERE outcome = 'demoted') AS demoted,
                count(*) FILTER (WHERE rank > size - 5) AS bottom,
                count(*) FILTER (WHERE rank > size - 5 AND EXISTS (SELECT 1 FROM league_xp x WHERE x.week = ? AND x.user_id = r.user_id AND x.xp > 0)) AS returned
           FROM league_results r WHERE r.week = ?`,
        [next, r.week],
      );
      const c = closed[0]!;
      const placed = Number(c.placed);
      return {
        week: r.week,
        closed: placed > 0,
        cohorts: Number(r.cohorts),
        participants: placed > 0 ? placed : Number(r.participants),
        sizeMin: r.size_min,
        sizeMax: r.size_max,
        sizeAvg: Math.round(Number(r.size_avg) * 10) / 10,
        promotionRate: ratio(Number(c.promoted), placed),
        demotionRate: ratio(Number(c.demoted), placed),
        bottomFiveReturnRate: ratio(Number(c.returned), Number(c.bottom)),
      };
    }),
  );
}
