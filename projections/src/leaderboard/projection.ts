// leaderboard: each account's XP, level and streak for the global ranking, plus XP per São Paulo
// week and month (DECISIONS 15) for the weekly and monthly boards. Names and avatars come from
// `users` when a board is read. An erased person leaves the boards.
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
import type { Projection, ProjectionTarget } from '../engine/projection';

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
  const erased = new Set<string>();

  for (const e of events) {
    // The person's rows are deleted after the upserts, whatever else this batch holds for them.
    if (isEvent(e, SubjectShredded)) {
      erased.add(e.data.subjectId);
      continue;
    }
    const userId = (e.data as { userId: string }).userId;
    let s = standings.get(userId);
    if (!s) {
      s = { userId, registered: false, updatedAt: e.recordedAt, xpByDay: new Map() };
      standings.set(userId, s);
    }
    s.updatedAt = e.recordedAt;

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
  return { standings: [...standings.values()], periods: [...periods.values()], erased: [...erased] };
}

async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  const board = table('leaderboard');
  const periods = table('leaderboard_periods');
  const ix = (t: string, suffix: string) => `${t.replace(/\W/g, '_')}_${suffix}`;
  await db.raw(
    `CREATE TABLE ?? (
      user_id uuid PRIMARY KEY,
      role text NOT NULL,
      total_xp integer NOT NULL,
      current_level integer NOT NULL,
      daily_streak_count integer NOT NULL,
      streak_day date,
      updated_at timestamptz NOT NULL
    )`,
    [board],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (total_xp DESC, user_id)`, [ix(board, 'rank'), board]);
  // Admins are listed first (DECISIONS 17): they are few, and this finds them without a scan.
  await db.raw(`CREATE INDEX ?? ON ?? (total_xp DESC, user_id) WHERE role = 'admin'`, [ix(board, 'admins'), board]);
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
  await db.raw(`CREATE INDEX ?? ON ?? (period, starts_on, xp DESC, user_id)`, [ix(periods, 'rank'), periods]);
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget): Promise<void> {
  const { standings, periods, erased } = fold(events);
  const board = table('leaderboard');
  const periodTable = table('leaderboard_periods');

  if (standings.length) {
    // Merge each change with the stored row (absent = keep) and upsert; ids never registered are dropped.
    // Stored rows are fetched by key (LATERAL ... OFFSET 0): hashing the whole table would read every
    // dead row version a rebuild leaves behind.
    await trx.raw(
      `INSERT INTO ?? AS t (user_id, role, total_xp, current_level, daily_streak_count, streak_day, updated_at)
       SELECT s.user_id, COALESCE(s.role, u.role), COALESCE(s.total_xp, u.total_xp, 0),
         COALESCE(s.current_level, u.current_level, 1), COALESCE(s.streak, u.daily_streak_count, 0),
         COALESCE(s.streak_day, u.streak_day), GREATEST(s.updated_at, u.updated_at)
       FROM unnest(?::uuid[], ?::boolean[], ?::text[], ?::int[], ?::int[], ?::int[], ?::date[], ?::timestamptz[])
         AS s(user_id, registered, role, total_xp, current_level, streak, streak_day, updated_at)
       LEFT JOIN LATERAL (SELECT * FROM ?? WHERE user_id = s.user_id OFFSET 0) u ON true
       WHERE s.registered OR u.user_id IS NOT NULL
       ON CONFLICT (user_id) DO UPDATE SET role = excluded.role, total_xp = excluded.total_xp,
         current_level = excluded.current_level, daily_streak_count = excluded.daily_streak_count,
         streak_day = excluded.streak_day, updated_at = excluded.updated_at`,
      [
        board,
        standings.map((s) => s.userId),
        standings.map((s) => s.registered),
        sqlArray(standings.map((s) => s.role ?? null)),
        sqlArray(standings.map((s) => s.totalXp ?? null)),
        sqlArray(standings.map((s) => s.level ?? null)),
        sqlArray(standings.map((s) => s.streak ?? null)),
        sqlArray(standings.map((s) => s.streakDay ?? null)),
        standings.map((s) => s.updatedAt.toISOString()),
        board,
      ],
    );
  }

  if (periods.length) {
    // Only people on the board get period rows, so XP of an erased person cannot bring them back.
    await trx.raw(
      `INSERT INTO ?? AS t (user_id, period, starts_on, xp)
       SELECT s.user_id, s.period, s.starts_on, s.xp
       FROM unnest(?::uuid[], ?::text[], ?::date[], ?::int[]) AS s(user_id, period, starts_on, xp)
       JOIN LATERAL (SELECT 1 FROM ?? WHERE user_id = s.user_id OFFSET 0) b ON true
       ON CONFLICT (user_id, period, starts_on) DO UPDATE SET xp = t.xp + excluded.xp`,
      [
        periodTable,
        periods.map((p) => p.userId),
        periods.map((p) => p.period),
        periods.map((p) => p.startsOn),
        periods.map((p) => p.xp),
        board,
      ],
    );
  }

  if (erased.length) {
    await trx.raw(`DELETE FROM ?? WHERE user_id = ANY(?::uuid[])`, [board, erased]);
    await trx.raw(`DELETE FROM ?? WHERE user_id = ANY(?::uuid[])`, [periodTable, erased]);
  }
}

export const leaderboardProjection: Projection = {
  name: 'leaderboard',
  // 2: index of the admins, who head every board.
  version: 2,
  eventTypes,
  tables: ['leaderboard', 'leaderboard_periods'],
  createTables,
  applyBatch,
};
