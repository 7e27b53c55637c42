// Reads over the read models: leaderboard boards and exact ranks, the profile's rows, analytics.
// Ranks are 1 + how many stand ahead, summed from the leaderboard's rank counts, so anyone's rank is
// exact wherever they stand, without reading the top of the board. Admins head every board (DECISIONS 17).
import { monthStart, weekStart } from '@piboost/events';
import { RANK_BUCKET_XP } from '@piboost/projections/leaderboard/projection';
import { PREFERENCE_DEFAULTS } from '@piboost/projections';
import type { Knex } from 'knex';
import type { Db } from '../../platform/db/knex';
import { servingCheckpoint } from '../../platform/read-your-writes';
import { accountRowsOf, accountsQuery, type AccountRow } from '../identity';
import { activeOnCondition, countedCondition, dailyStats, distinctActiveUsers } from '../operations';
import { visibilitiesOf } from '../profile';

export { dailyStats, type DailyStat } from '../operations';

export type Period = 'global' | 'weekly' | 'monthly';

export interface BoardEntry {
  user_id: string;
  total_xp: number;
  current_level: number;
  daily_streak_count: number;
  streak_day: string | null;
  role: string;
}

interface Board {
  /** FROM clause selecting BoardEntry columns as `b`, with its bindings. */
  source: string;
  bindings: Knex.Value[];
  /** The board's key in leaderboard_counts. */
  key: string;
  periodStart: string | null;
}

/** A board's entries; with `changedSince`, only those whose leaderboard row changed after that position. */
function board(period: Period, today: string, changedSince?: string): Board {
  const changed = changedSince === undefined ? { sql: '', bindings: [] } : { sql: ' AND l.position > ?', bindings: [changedSince] };
  if (period === 'global') {
    return {
      source: `(SELECT user_id, total_xp, current_level, daily_streak_count, streak_day::text, role FROM leaderboard l WHERE true${changed.sql}) b`,
      bindings: changed.bindings,
      key: 'global',
      periodStart: null,
    };
  }
  const startsOn = period === 'weekly' ? weekStart(today) : monthStart(today);
  const name = period === 'weekly' ? 'week' : 'month';
  return {
    source: `(SELECT p.user_id, p.xp AS total_xp, l.current_level, l.daily_streak_count, l.streak_day::text, l.role
              FROM leaderboard_periods p JOIN leaderboard l ON l.user_id = p.user_id
              WHERE p.period = ? AND p.starts_on = ?${changed.sql}) b`,
    bindings: [name, startsOn, ...changed.bindings],
    key: `${name}:${startsOn}`,
    periodStart: startsOn,
  };
}

export type RankedEntry = BoardEntry & { rank: number };

/** The key of a board: 'global', 'week:<monday>' or 'month:<first day>' (as in leaderboard_counts). */
export function boardKey(period: Period, today: string): string {
  return board(period, today).key;
}

/** Rows fetched per round trip when a whole board is read: each chunk is about a millisecond of the event loop. */
const BOARD_CHUNK = 2000;

/**
 * Every entry of a board in board order (admins by XP, then everyone else by XP, ties by id), read
 * through a cursor chunk by chunk into the board `start` opens with the build and checkpoint of the
 * leaderboard projection they were read at and how many entries are coming: one repeatable-read snapshot, and the projection writes
 * its rows and its checkpoint in one transaction, so the rows are exactly the projection's state at that checkpoint.
 */
export async function wholeBoard<B extends { append(entries: readonly BoardEntry[]): void }>(
  db: Db,
  period: Period,
  today: string,
  start: (head: { build: string | null; checkpoint: string | null; periodStart: string | null; size: number }) => B,
): Promise<B> {
  const b = board(period, today);
  return db.transaction(
    async (trx) => {
      const serving = await servingCheckpoint(trx, 'leaderboard');
      const { rows: counted } = await trx.raw<{ rows: { size: number }[] }>(`SELECT count(*)::int AS size FROM ${b.source}`, b.bindings);
      const read = start({ build: serving?.build ?? null, checkpoint: serving?.checkpoint ?? null, periodStart: b.periodStart, size: counted[0]!.size });
      await trx.raw(`DECLARE board NO SCROLL CURSOR FOR SELECT * FROM ${b.source} ORDER BY role = 'admin' DESC, total_xp DESC, user_id`, b.bindings);
      // The first chunks are small: code not yet compiled runs ~10x slower (14 ms for a first 2,000 at 1M here).
      for (let chunk = 125; ; chunk = Math.min(chunk * 2, BOARD_CHUNK)) {
        const { rows } = await trx.raw<{ rows: BoardEntry[] }>(`FETCH ${chunk} FROM board`);
        if (!rows.length) return read;
        read.append(rows);
      }
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

/**
 * What changed on a board after `since` (a checkpoint of the leaderboard projection): the entries
 * whose row the projection wrote after it (each row carries the position of the last event that
 * changed it) and the people erased after it, with the build and checkpoint they were read at (one
 * snapshot, as wholeBoard). At most `limit` entries: `entries.length > limit` means "more".
 */
export async function boardChanges(db: Db, period: Period, today: string, since: string, limit: number) {
  const b = board(period, today, since);
  return db.transaction(
    async (trx) => {
      const serving = await servingCheckpoint(trx, 'leaderboard');
      const [{ rows: entries }, { rows: erased }] = await Promise.all([
        trx.raw<{ rows: BoardEntry[] }>(`SELECT * FROM ${b.source} LIMIT ?`, [...b.bindings, limit + 1]),
        trx.raw<{ rows: { user_id: string }[] }>(`SELECT user_id FROM leaderboard_erased WHERE position > ?`, [since]),
      ]);
      return { build: serving?.build ?? null, checkpoint: serving?.checkpoint ?? null, entries, erased: erased.map((r) => r.user_id) };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

/** A person's entry on a board as the read model holds it now, or null when they are not on it. */
export async function boardEntry(db: Db, period: Period, today: string, userId: string): Promise<BoardEntry | null> {
  const b = board(period, today);
  const { rows } = await db.raw<{ rows: BoardEntry[] }>(`SELECT * FROM ${b.source} WHERE user_id = ?`, [...b.bindings, userId]);
  return rows[0] ?? null;
}

/**
 * The first `limit` entries of a board: its admins by XP, then everyone else by XP (DECISIONS 17).
 * Ranks are competition ranks: 1 + the number of people ahead, so equal XP shares a rank.
 */
export async function topOfBoard(db: Db, period: Period, today: string, limit: number): Promise<{ periodStart: string | null; entries: RankedEntry[] }> {
  const b = board(period, today);
  const { rows } = await db.raw<{ rows: (BoardEntry & { admins: string })[] }>(
    `SELECT top.*, (SELECT count(*) FROM ${b.source} WHERE role = 'admin') AS admins FROM (
       (SELECT * FROM ${b.source} WHERE role = 'admin' ORDER BY total_xp DESC, user_id LIMIT ?)
       UNION ALL
       (SELECT * FROM ${b.source} WHERE role <> 'admin' ORDER BY total_xp DESC, user_id LIMIT ?)
     ) top
     ORDER BY top.role = 'admin' DESC, top.total_xp DESC, top.user_id`,
    [...b.bindings, ...b.bindings, limit, ...b.bindings, limit],
  );
  const admins = Number(rows[0]?.admins ?? 0);
  const listed = rows.slice(0, limit);
  const listedAdmins = listed.filter((r) => r.role === 'admin').length;
  const entries: RankedEntry[] = [];
  for (const [i, e] of listed.entries()) {
    const previous = entries[i - 1];
    // Within its group a row is preceded by the rows above it; non-admins also by every admin on the board.
    const ahead = e.role === 'admin' ? i : admins + (i - listedAdmins);
    const tied = previous !== undefined && (previous.role === 'admin') === (e.role === 'admin') && previous.total_xp === e.total_xp;
    const { admins: _admins, ...entry } = e;
    entries.push({ ...entry, rank: tied ? previous.rank : ahead + 1 });
  }
  return { periodStart: b.periodStart, entries };
}

/**
 * A person's entry and exact rank on a board, or null when they are not on it. Everyone ahead is
 * counted from leaderboard_counts (whole buckets above, then exact values inside the person's own
 * bucket), so the cost does not depend on where the person stands.
 */
export async function standing(db: Db, period: Period, today: string, userId: string): Promise<{ entry: BoardEntry; rank: number } | null> {
  const b = board(period, today);
  // Whole buckets above the person's, then exact values above theirs inside it.
  const { rows } = await db.raw<{ rows: (BoardEntry & { ahead: string; admins_ahead: string; admins: string })[] }>(
    `WITH me AS (SELECT * FROM ${b.source} WHERE user_id = ?)
     SELECT me.*,
       (SELECT COALESCE(sum(users), 0) FROM leaderboard_counts WHERE board = ? AND grain = 1 AND xp > (me.total_xp / ${RANK_BUCKET_XP}) * ${RANK_BUCKET_XP})
       + (SELECT COALESCE(sum(users), 0) FROM leaderboard_counts WHERE board = ? AND grain = 0 AND xp > me.total_xp
            AND xp < (me.total_xp / ${RANK_BUCKET_XP}) * ${RANK_BUCKET_XP} + ${RANK_BUCKET_XP}) AS ahead,
       (SELECT count(*) FROM ${b.source} WHERE role = 'admin' AND total_xp > me.total_xp) AS admins_ahead,
       (SELECT count(*) FROM ${b.source} WHERE role = 'admin') AS admins
     FROM me`,
    [...b.bindings, userId, b.key, b.key, ...b.bindings, ...b.bindings],
  );
  const found = rows[0];
  if (!found) return null;
  const { ahead, admins_ahead, admins, ...entry } = found;
  const adminsAhead = Number(admins_ahead);
  const rank = entry.role === 'admin' ? adminsAhead + 1 : Number(admins) + (Number(ahead) - adminsAhead) + 1;
  return { entry, rank };
}

export interface PersonRow extends AccountRow {
  /** The person's choice (profile's user_preferences; no row = the spec's default, private). */
  profile_visibility: string;
}

/** The people's account rows (identity) with their profile visibility (profile), by id. */
export async function people(db: Db, ids: readonly string[]): Promise<Map<string, PersonRow>> {
  if (ids.length === 0) return new Map();
  const [rows, visibility] = await Promise.all([accountRowsOf(db, ids), visibilitiesOf(db, ids)]);
  return new Map(rows.map((r) => [r.id, { ...r, profile_visibility: visibility.get(r.id) ?? PREFERENCE_DEFAULTS.profile_visibility }]));
}

export const RANGES = { '7d': 7, '30d': 30, '90d': 90 } as const;
export type Range = keyof typeof RANGES;

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const SP_DATE = (column: string) => `(${column} AT TIME ZONE 'America/Sao_Paulo')::date`;
/** Staff and demo accounts add to no figure (DECISIONS 22): who they are is operations' analytics read model. */
const COUNTED = countedCondition;

/** Platform-wide aggregates over the São Paulo days [to - range + 1, to]: no person is identifiable. */
export async function analytics(db: Db, range: Range, to: string) {
  const from = addDays(to, -(RANGES[range] - 1));
  const scalar = async (sql: string, bindings: Knex.Value[]) => Number(Object.values((await db.raw<{ rows: Record<string, unknown>[] }>(sql, bindings)).rows[0] ?? {})[0] ?? 0);
  const distinctActive = (start: string) => distinctActiveUsers(db, start, to);
  const count = async (query: Knex.QueryBuilder) => Number((await query.count<{ count: string }[]>('*'))[0]?.count ?? 0);

  const [users, activeUsers, wau, mau, achievementsUnlocked, challengesCompleted, rewardsClaimed, rewardsUnlocked, challengesGenerated, challengeDays, sessions, days] =
    await Promise.all([
      count(accountsQuery(db).whereNot('status', 'erased').whereRaw(COUNTED('users.id'))),
      distinctActive(from),
      distinctActive(addDays(to, -6)),
      distinctActive(addDays(to, -29)),
      scalar(`SELECT count(*) FROM gamification_achievements g WHERE ${SP_DATE('unlocked_at')} BETWEEN ? AND ? AND ${COUNTED('g.user_id')}`, [from, to]),
      scalar(`SELECT count(*) FROM gamification_challenge_progress g WHERE completed_at IS NOT NULL AND day BETWEEN ? AND ? AND ${COUNTED('g.user_id')}`, [from, to]),
      scalar(`SELECT count(*) FROM gamification_rewards g WHERE ${SP_DATE('claimed_at')} BETWEEN ? AND ? AND ${COUNTED('g.user_id')}`, [from, to]),
      scalar(`SELECT count(*) FROM gamification_rewards g WHERE ${SP_DATE('unlocked_at')} BETWEEN ? AND ? AND ${COUNTED('g.user_id')}`, [from, to]),
      scalar(`SELECT count(*) FROM gamification_challenges WHERE day BETWEEN ? AND ?`, [from, to]),
      db.raw<{ rows: { day: string; n: string }[] }>(`SELECT day::text AS day, count(*) AS n FROM gamification_challenges WHERE day BETWEEN ? AND ? GROUP BY day`, [from, to]),
      db.raw<{ rows: { minutes: string | null; sessions: string }[] }>(
        `SELECT sum(xp_base) AS minutes, count(DISTINCT (user_id, day)) AS sessions FROM gamification_activities g WHERE activity = 'time_spent' AND day BETWEEN ? AND ? AND ${COUNTED('g.user_id')}`,
        [from, to],
      ),
      dailyStats(db, from, to),
    ]);

  const { rows: top } = await db.raw<{ rows: { activity: string; count: string; xp: string }[] }>(
    `SELECT activity, count(*) AS count, sum(xp) AS xp FROM gamification_activities g WHERE day BETWEEN ? AND ? AND ${COUNTED('g.user_id')} GROUP BY activity ORDER BY sum(xp) DESC, activity LIMIT 10`,
    [from, to],
  );
  const { rows: levels } = await db.raw<{ rows: { level: number; users: string }[] }>(
    `SELECT current_level AS level, count(*) AS users FROM leaderboard l WHERE ${COUNTED('l.user_id')} GROUP BY current_level ORDER BY current_level`,
  );
  const cohort = accountsQuery(db)
    .select('id', db.raw(`${SP_DATE('created_at')} AS d`))
    .whereNot('status', 'erased')
    .whereRaw(COUNTED('users.id'))
    .whereRaw(`${SP_DATE('created_at')} BETWEEN ? AND ?`, [addDays(from, -30), to]);
  const { rows: retention } = await db.raw<{ rows: { n: number; eligible: string; kept: string }[] }>(
    `WITH cohort AS ?
     SELECT v.n, count(*) FILTER (WHERE c.d + v.n <= ?::date) AS eligible,
       count(*) FILTER (WHERE c.d + v.n <= ?::date AND ${activeOnCondition('c.d + v.n', 'c.id')}) AS kept
     FROM cohort c CROSS JOIN (VALUES (1), (7), (30)) v(n) GROUP BY v.n`,
    [cohort, to, to],
  );
  const kept = (n: number) => {
    const r = retention.find((x) => x.n === n);
    return r ? percent(Number(r.kept), Number(r.eligible)) : 0;
  };

  // Challenges on offer: each day's challenges times the people active that day.
  const activeOn = new Map(days.map((d) => [d.date, d.activeUsers]));
  const offered = challengeDays.rows.reduce((sum, c) => sum + Number(c.n) * (activeOn.get(c.day) ?? 0), 0);
  const xpAwarded = days.reduce((sum, d) => sum + d.xpAwarded, 0);
  const activeDays = days.reduce((sum, d) => sum + d.activeUsers, 0);
  const session = sessions.rows[0];
  return {
    range,
    from,
    to,
    totals: { users, activeUsers, xpAwarded, achievementsUnlocked, challengesCompleted, rewardsClaimed },
    engagement: {
      dau: Math.round((activeDays / days.length) * 10) / 10,
      wau,
      mau,
      avgXpPerActiveUser: activeUsers > 0 ? Math.round((xpAwarded / activeUsers) * 10) / 10 : 0,
      avgSessionMinutes: Number(session?.sessions ?? 0) > 0 ? Math.round((Number(session!.minutes ?? 0) / Number(session!.sessions)) * 10) / 10 : 0,
    },
    retention: { day1: kept(1), day7: kept(7), day30: kept(30) },
    topActivities: top.map((t) => ({ activity: t.activity, count: Number(t.count), xp: Number(t.xp) })),
    levelDistribution: levels.map((l) => ({ level: l.level, users: Number(l.users) })),
    dailyStats: days,
    // The rate's denominator is `offered` (each day's challenges times that day's active people), so it travels with the rate.
    challengeStats: { generated: challengesGenerated, offered, completed: challengesCompleted, completionRate: percent(challengesCompleted, offered) },
    rewardStats: { unlocked: rewardsUnlocked, claimed: rewardsClaimed, claimRate: percent(rewardsClaimed, rewardsUnlocked) },
  };
}

export type Analytics = Awaited<ReturnType<typeof analytics>>;

/** The person's XP, level and daily streak on the global board (leaderboard), or undefined before their first XP. */
export async function standingOf(db: Db, userId: string): Promise<{ total_xp: number; current_level: number; daily_streak_count: number } | undefined> {
  return db('leaderboard').where({ user_id: userId }).first<{ total_xp: number; current_level: number; daily_streak_count: number } | undefined>('total_xp', 'current_level', 'daily_streak_count');
}
