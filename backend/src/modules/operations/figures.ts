// The analytics read model's figures for other modules (issue 22: modules meet through functions,
// never table names): who adds to no figure, who was active when, and the per-day totals. The
// gamification dashboard and the public stats read them here instead of naming operations' tables.
import type { Db } from '../../platform/db/knex';

/**
 * SQL condition, true when the person in `column` counts in figures: staff and demo accounts add to
 * no figure (DECISIONS 22), and who they are is the analytics read model's `analytics_uncounted`.
 * A fragment (not data) because the callers filter large aggregates inside one query.
 */
export const countedCondition = (column: string): string => `NOT EXISTS (SELECT 1 FROM analytics_uncounted x WHERE x.user_id = ${column})`;

/** SQL condition, true when the person in `user` was active on the São Paulo day `day` (analytics_daily_active). */
export const activeOnCondition = (day: string, user: string): string => `EXISTS (SELECT 1 FROM analytics_daily_active a WHERE a.day = ${day} AND a.user_id = ${user})`;

/** How many distinct people were active over the São Paulo days [from, to]. */
export async function distinctActiveUsers(db: Db, from: string, to: string): Promise<number> {
  const { rows } = await db.raw<{ rows: { count: string }[] }>(`SELECT count(DISTINCT user_id) FROM analytics_daily_active WHERE day BETWEEN ? AND ?`, [from, to]);
  return Number(rows[0]?.count ?? 0);
}

export interface DailyStat {
  date: string;
  activeUsers: number;
  xpAwarded: number;
  newUsers: number;
}

/** Every São Paulo day in [from, to] (days without a row count zero): active people, XP awarded, sign-ups. */
export async function dailyStats(db: Db, from: string, to: string): Promise<DailyStat[]> {
  const { rows } = await db.raw<{ rows: { date: string; active: number; xp: string; new_users: number }[] }>(
    `SELECT d::date::text AS date, COALESCE(a.active_users, 0) AS active, COALESCE(a.xp_awarded_total, 0) AS xp, COALESCE(a.sign_ups, 0) AS new_users
     FROM generate_series(?::date, ?::date, interval '1 day') d LEFT JOIN analytics_daily a ON a.day = d::date
     ORDER BY d`,
    [from, to],
  );
  return rows.map((r) => ({ date: r.date, activeUsers: Number(r.active), xpAwarded: Number(r.xp), newUsers: Number(r.new_users) }));
}
