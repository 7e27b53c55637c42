// leaderboard: each account's XP, level and streak for the global ranking, plus XP per São Paulo
// week and month (DECISIONS 15) for the weekly and monthly boards. Names and avatars come from
// `users` when a board is read. An erased person leaves the boards. Each row carries the position of
// the last event that changed it, and each erasure its own, so a process holding the boards in memory
// reads only what changed after the checkpoint it holds (deterministic: a rebuild writes the same).
import type { Knex } from 'knex';
import {
  AccountRegistered,
  LevelReached,
  RoleChanged,
  StreakBroken,
  StreakExtended,
  SubjectShredded,
  XpAwarded,
  isEvent,
  monthStart,
  weekStart,
  type RecordedEvent,
} from '@piboost/events';
import { indexName, type Projection, type ProjectionTarget } from '../engine/projection';

/** node-pg sends arrays holding nulls as SQL arrays; knex's binding type only lists arrays without nulls. */
const sqlArray = (values: readonly (string | number | boolean | null)[]) => values as unknown as Knex.Value;

interface StandingChange {
  userId: string;
  registered: boolean;
  role?: string;
  totalXp?: number;
  level?: number;
  streak?: number;
  /** São Paulo day of the last streak change: a streak whose day is before yesterday has lapsed. */
  streakDay?: string;
  updatedAt: Date;
  /** The position of the last event that changed the row. */
  position: string;
  /** XP gained per São Paulo day in this batch, spread over weeks and months once folded. */
  xpByDay: Map<string, number>;
}

interface PeriodXp {
  period: 'week' | 'month';
  startsOn: string;
  userId: string;
  xp: number;
}

const eventTypes = [AccountRegistered, RoleChanged, XpAwarded, LevelReached, StreakExtended, StreakBroken, SubjectShredded].map(
  (d) => d.type,
);

function fold(events: readonly RecordedEvent[]) {
  const standings = new Map<string, StandingChange>();
  /** Each erased person and the position of their (last) erasure. */
  const erased = new Map<string, string>();

  for (const e of events) {
    // The person's rows are deleted after the upserts, whatever else this batch holds for them.
    if (isEvent(e, SubjectShredded)) {
      erased.set(e.data.subjectId, e.position);
      continue;
    }
    const userId = (e.data as { userId: string }).userId;
    let s = standings.get(userId);
    if (!s) {
      s = { userId, registered: false, updatedAt: e.recordedAt, position: e.position, xpByDay: new Map() };
      standings.set(userId, s);
    }
    s.updatedAt = e.recordedAt;
    s.position = e.position;

    if (isEvent(e, XpAwarded)) {
      const { day, amount } = e.data;
      s.totalXp = e.data.totalXp;
      s.xpByDay.set(day, (s.xpByDay.get(day) ?? 0) + amount);
    } else if (isEvent(e, StreakExtended)) {
      s.streak = e.data.count;
      s.streakDay = e.data.day;
    } else if (isEvent(e, StreakBroken)) {
      s.streak = 0;
      s.streakDay = e.data.day;
    } else if (isEvent(e, LevelReached)) s.level = e.data.level;
    else if (isEvent(e, AccountRegistered)) {
      s.registered = true;
      s.role = e.data.role;
    } else if (isEvent(e, RoleChanged)) s.role = e.data.to;
  }

  const periods = new Map<string, PeriodXp>();
  const add = (period: PeriodXp['period'], startsOn: string, userId: string, xp: number) => {
    const key = `${period}|${startsOn}|${userId}`;
    const row = periods.get(key);
    if (row) row.xp += xp;
    else periods.set(key, { period, startsOn, userId, xp });
  };
  for (const s of standings.values()) {
    for (const [day, xp] of s.xpByDay) {
      add('week', weekStart(day), s.userId, xp);
      add('month', monthStart(day), s.userId, xp);
    }
  }
  return { standings: [...standings.values()], periods: [...periods.values()], erased: [...erased.keys()], erasedAt: [...erased.values()] };
}

async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  const board = table('leaderboard');
  const periods = table('leaderboard_periods');
  await db.raw(
    `CREATE TABLE ?? (
      user_id uuid PRIMARY KEY,
      role text NOT NULL,
      total_xp integer NOT NULL,
      current_level integer NOT NULL,
      daily_streak_count integer NOT NULL,
      streak_day date,
      updated_at timestamptz NOT NULL,
      position text COLLATE "C" NOT NULL
    )`,
    [board],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (position)`, [indexName(board, 'position'), board]);
  // Who was erased, and at which position: a board held in memory takes them off (their rows are gone).
  const erased = table('leaderboard_erased');
  await db.raw(`CREATE TABLE ?? (user_id uuid PRIMARY KEY, position text COLLATE "C" NOT NULL)`, [erased]);
  await db.raw(`CREATE INDEX ?? ON ?? (position)`, [indexName(erased, 'position'), erased]);
  await db.raw(`CREATE INDEX ?? ON ?? (total_xp DESC, user_id)`, [indexName(board, 'rank'), board]);
  // Admins are listed first (DECISIONS 17): they are few, and this finds them without a scan.
  await db.raw(`CREATE INDEX ?? ON ?? (total_xp DESC, user_id) WHERE role = 'admin'`, [indexName(board, 'admins'), board]);
  // Keyed by user first so an erasure finds a person's rows; ranked through the second index.
  await db.raw(
    `CREATE TABLE ?? (
      user_id uuid NOT NULL,
      period text NOT NULL CHECK (period IN ('week', 'month')),
      starts_on date NOT NULL,
      xp integer NOT NULL,
      PRIMARY KEY (user_id, period, starts_on)
    )`,
    [periods],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (period, starts_on, xp DESC, user_id)`, [indexName(periods, 'rank'), periods]);
  // How many people stand at each XP value (grain 0) and in each bucket of RANK_BUCKET_XP (grain 1), per
  // board ('global', 'week:<monday>', 'month:<first day>'): anyone's rank is a sum over a few hundred rows.
  await db.raw(
    `CREATE TABLE ?? (board text NOT NULL, grain smallint NOT NULL, xp integer NOT NULL, users integer NOT NULL, PRIMARY KEY (board, grain, xp))`,
    [table('leaderboard_counts')],
  );
}

/** Width of the coarse XP buckets of the rank counts. */
export const RANK_BUCKET_XP = 1000;

/**
 * Turns the row changes a statement reported (`changes`: board, xp, d = +1/-1) into the rank counts:
 * one row per exact XP value (grain 0) and per bucket of RANK_BUCKET_XP (grain 1), so "how many have
 * more XP than X" is a sum over at most a few hundred rows wherever X stands. Returns the SQL that
 * finishes a statement whose CTEs end with `changes`.
 */
function countChanges(counts: string): string {
  return `, deltas AS (
      SELECT board, 0 AS grain, xp, sum(d)::int AS d FROM changes GROUP BY board, xp
      UNION ALL
      SELECT board, 1, (xp / ${RANK_BUCKET_XP}) * ${RANK_BUCKET_XP}, sum(d)::int FROM changes GROUP BY board, (xp / ${RANK_BUCKET_XP}) * ${RANK_BUCKET_XP}
    )
    INSERT INTO "${counts}" AS c (board, grain, xp, users)
    SELECT board, grain, xp, d FROM deltas WHERE d <> 0
    ON CONFLICT (board, grain, xp) DO UPDATE SET users = c.users + excluded.users
    RETURNING board, grain, xp, users`;
}

interface CountRow {
  board: string;
  grain: number;
  xp: number;
  users: number;
}

/** Counts that fell to zero are dropped, so the table only depends on the rows, not on how batches fell. */
async function dropEmptyCounts(trx: Knex.Transaction, counts: string, rows: readonly CountRow[]): Promise<void> {
  const empty = rows.filter((r) => r.users === 0);
  if (!empty.length) return;
  await trx.raw(
    `DELETE FROM ?? c USING unnest(?::text[], ?::smallint[], ?::int[]) AS e(board, grain, xp)
     WHERE c.board = e.board AND c.grain = e.grain AND c.xp = e.xp AND c.users = 0`,
    [counts, empty.map((r) => r.board), empty.map((r) => r.grain), empty.map((r) => r.xp)],
  );
}

type Folded = ReturnType<typeof fold>;

/** Merges each standing change with the stored row and upserts it; the rank count changes. */
async function upsertStandings(trx: Knex.Transaction, standings: Folded['standings'], board: string, counts: string): Promise<CountRow[]> {
  // Merge each change with the stored row (absent = keep) and upsert; ids never registered are dropped.
  // Stored rows are fetched by key (LATERAL ... OFFSET 0): hashing the whole table would read every
  // dead row version a rebuild leaves behind. The old and new XP of each row feed the rank counts.
  const { rows } = await trx.raw<{ rows: CountRow[] }>(
    `WITH src AS (
       SELECT s.user_id, COALESCE(s.role, u.role) AS role, COALESCE(s.total_xp, u.total_xp, 0) AS total_xp,
         COALESCE(s.current_level, u.current_level, 1) AS current_level, COALESCE(s.streak, u.daily_streak_count, 0) AS streak,
         COALESCE(s.streak_day, u.streak_day) AS streak_day, GREATEST(s.updated_at, u.updated_at) AS updated_at, s.position, u.total_xp AS old_xp
       FROM unnest(?::uuid[], ?::boolean[], ?::text[], ?::int[], ?::int[], ?::int[], ?::date[], ?::timestamptz[], ?::text[])
         AS s(user_id, registered, role, total_xp, current_level, streak, streak_day, updated_at, position)
       LEFT JOIN LATERAL (SELECT * FROM ?? WHERE user_id = s.user_id OFFSET 0) u ON true
       WHERE s.registered OR u.user_id IS NOT NULL
     ), up AS (
       INSERT INTO ?? AS t (user_id, role, total_xp, current_level, daily_streak_count, streak_day, updated_at, position)
       SELECT user_id, role, total_xp, current_level, streak, streak_day, updated_at, position FROM src
       ON CONFLICT (user_id) DO UPDATE SET role = excluded.role, total_xp = excluded.total_xp,
         current_level = excluded.current_level, daily_streak_count = excluded.daily_streak_count,
         streak_day = excluded.streak_day, updated_at = excluded.updated_at, position = excluded.position
       RETURNING total_xp
     ), changes AS (
       SELECT 'global' AS board, old_xp AS xp, -1 AS d FROM src WHERE old_xp IS NOT NULL
       UNION ALL SELECT 'global', total_xp, 1 FROM up
     )${countChanges(counts)}`,
    [
      standings.map((s) => s.userId),
      standings.map((s) => s.registered),
      sqlArray(standings.map((s) => s.role ?? null)),
      sqlArray(standings.map((s) => s.totalXp ?? null)),
      sqlArray(standings.map((s) => s.level ?? null)),
      sqlArray(standings.map((s) => s.streak ?? null)),
      sqlArray(standings.map((s) => s.streakDay ?? null)),
      standings.map((s) => s.updatedAt.toISOString()),
      standings.map((s) => s.position),
      board,
      board,
    ],
  );
  return rows;
}

/** Adds the batch's XP to each person's period rows; the rank count changes. */
async function addPeriodXp(trx: Knex.Transaction, periods: Folded['periods'], board: string, periodTable: string, counts: string): Promise<CountRow[]> {
  // Only people on the board get period rows, so XP of an erased person cannot bring them back.
  const { rows } = await trx.raw<{ rows: CountRow[] }>(
    `WITH src AS (
       SELECT s.user_id, s.period, s.starts_on, s.xp
       FROM unnest(?::uuid[], ?::text[], ?::date[], ?::int[]) AS s(user_id, period, starts_on, xp)
       JOIN LATERAL (SELECT 1 FROM ?? WHERE user_id = s.user_id OFFSET 0) b ON true
     ), up AS (
       INSERT INTO ?? AS t (user_id, period, starts_on, xp) SELECT user_id, period, starts_on, xp FROM src
       ON CONFLICT (user_id, period, starts_on) DO UPDATE SET xp = t.xp + excluded.xp
       RETURNING user_id, period, starts_on, xp, (xmax = 0) AS inserted
     ), changes AS (
       -- An updated row stood at its new XP minus what this batch added (xmax = 0 marks an insert).
       SELECT up.period || ':' || to_char(up.starts_on, 'YYYY-MM-DD') AS board, up.xp - src.xp AS xp, -1 AS d
       FROM up JOIN src USING (user_id, period, starts_on) WHERE NOT up.inserted
       UNION ALL SELECT period || ':' || to_char(starts_on, 'YYYY-MM-DD'), xp, 1 FROM up
     )${countChanges(counts)}`,
    [periods.map((p) => p.userId), periods.map((p) => p.period), periods.map((p) => p.startsOn), periods.map((p) => p.xp), board, periodTable],
  );
  return rows;
}

/** Removes erased people from the board and its periods and records each erasure's position; the rank count changes. */
async function removeErased(trx: Knex.Transaction, { erased, erasedAt }: Folded, board: string, periodTable: string, erasedTable: string, counts: string): Promise<CountRow[]> {
  // Every erasure is recorded, on the board or not: whether a row was there depends on how batches fell.
  await trx.raw(
    `INSERT INTO ?? (user_id, position) SELECT * FROM unnest(?::uuid[], ?::text[]) ON CONFLICT (user_id) DO UPDATE SET position = excluded.position`,
    [erasedTable, erased, erasedAt],
  );
  const { rows } = await trx.raw<{ rows: CountRow[] }>(
    `WITH gone AS (DELETE FROM ?? WHERE user_id = ANY(?::uuid[]) RETURNING total_xp),
     gone_periods AS (DELETE FROM ?? WHERE user_id = ANY(?::uuid[]) RETURNING period, starts_on, xp),
     changes AS (
       SELECT 'global' AS board, total_xp AS xp, -1 AS d FROM gone
       UNION ALL SELECT period || ':' || to_char(starts_on, 'YYYY-MM-DD'), xp, -1 FROM gone_periods
     )${countChanges(counts)}`,
    [board, erased, periodTable, erased],
  );
  return rows;
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget): Promise<void> {
  const folded = fold(events);
  const { standings, periods, erased } = folded;
  const board = table('leaderboard');
  const periodTable = table('leaderboard_periods');
  const counts = table('leaderboard_counts');
  const counted: CountRow[] = [];
  if (standings.length) counted.push(...(await upsertStandings(trx, standings, board, counts)));
  if (periods.length) counted.push(...(await addPeriodXp(trx, periods, board, periodTable, counts)));
  if (erased.length) counted.push(...(await removeErased(trx, folded, board, periodTable, table('leaderboard_erased'), counts)));
  await dropEmptyCounts(trx, counts, counted);
}

export const leaderboardProjection: Projection = {
  name: 'leaderboard',
  // 2: index of the admins, who head every board, and the rank counts. 3: rows' positions and the erasures, for boards in memory.
  version: 3,
  eventTypes,
  tables: ['leaderboard', 'leaderboard_periods', 'leaderboard_counts', 'leaderboard_erased'],
  createTables,
  applyBatch,
};
