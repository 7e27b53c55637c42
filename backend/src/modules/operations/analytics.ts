// Analytics for analysts: the analytics read model per São Paulo day - the sign-up funnel, trials,
// XP activity - with daily, weekly and monthly active users. DAU is the day's distinct people; WAU
// and MAU count distinct people over the 7 and 30 days ending that day, from the per-day distinct
// table (analytics_daily_active), so nobody active on several days counts twice.
import type { Knex } from 'knex';
import { applyConditions, CsvDay, defineListResource, parseListQuery, type CsvColumn, type ListQuery } from '../../platform/http';

export const analyticsColumns = [
  'day',
  'sign_ups',
  'verified',
  'profile_completed',
  'trials_started',
  'dau',
  'wau',
  'mau',
  'xp_awarded_total',
  'xp_events',
] as const;

export const analyticsDailyResource = defineListResource({
  name: 'analytics/daily',
  columns: Object.fromEntries([['id', 'a.id'], ...analyticsColumns.map((c) => [c, `a.${c}`])]),
  defaultSort: ['day', 'ASC'],
  maxPageSize: 1000,
});

/**
 * WAU and MAU for every day in one pass over the per-day distinct table: a person active on day a,
 * whose previous active day was p, covers the 7 (30) day windows ending on days
 * max(a, p + 7) .. a + 6 - ranges that never overlap for one person - so a running sum of +1 at each
 * range's start and -1 after its end counts each person once per window. Only days from `from - 29`
 * are read: a window ending on or after `from` starts no earlier, and an earlier previous day only
 * moves a range's start within days before `from`.
 */
function activeWindows(from: string | null): string {
  const since = from ? `WHERE day >= ?::date - 29` : '';
  return `WITH a AS (
      SELECT day, lag(day) OVER (PARTITION BY user_id ORDER BY day) AS prev FROM analytics_daily_active ${since}
    ), deltas AS (
      SELECT greatest(day, prev + 7) AS day, 1 AS w, 0 AS m FROM a
      UNION ALL SELECT day + 7, -1, 0 FROM a
      UNION ALL SELECT greatest(day, prev + 30), 0, 1 FROM a
      UNION ALL SELECT day + 30, 0, -1 FROM a
      UNION ALL SELECT day, 0, 0 FROM analytics_daily
    )
    SELECT day, (sum(sum(w)) OVER (ORDER BY day))::int AS wau, (sum(sum(m)) OVER (ORDER BY day))::int AS mau FROM deltas GROUP BY day`;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The lower day bound of a list filter (day_gte / day_gt), which bounds what the windows read. */
export function firstDay(query: ListQuery): string | null {
  let filter: Record<string, unknown> = {};
  try {
    filter = query.filter ? (JSON.parse(query.filter) as Record<string, unknown>) : {};
  } catch {
    return null;
  }
  const bound = filter?.day_gte ?? filter?.day_gt;
  return typeof bound === 'string' && isoDay.test(bound) && !Number.isNaN(Date.parse(bound)) ? bound : null;
}

/** Days are ISO text (no time zone to shift them). */
export function analyticsDaily(db: Knex, from: string | null = null): Knex.QueryBuilder {
  return db
    .from(
      db.raw(
        `(
        SELECT d.day::text AS id, d.day::text AS day, d.sign_ups, d.verified, d.profile_completed, d.trials_started,
               d.active_users AS dau, coalesce(w.wau, 0) AS wau, coalesce(w.mau, 0) AS mau,
               d.xp_awarded_total::float8 AS xp_awarded_total, d.xp_events
          FROM analytics_daily d LEFT JOIN (${activeWindows(from)}) w ON w.day = d.day
      ) a`,
        from ? [from] : [],
      ),
    )
    .select(analyticsColumns.map((c) => `a.${c}`).concat('a.id'));
}

export type AnalyticsExportRow = Record<(typeof analyticsColumns)[number], string | number>;

const figure = (key: Exclude<(typeof analyticsColumns)[number], 'day'>, header: string): CsvColumn<AnalyticsExportRow> => ({ header, value: (r) => Number(r[key]) });

/** The columns of the back office's table (admin/src/analytics), in its order and words. */
export const ANALYTICS_EXPORT_COLUMNS: readonly CsvColumn<AnalyticsExportRow>[] = [
  { header: 'Dia', value: (r) => new CsvDay(String(r.day)) },
  figure('sign_ups', 'Cadastros'),
  figure('verified', 'E-mails verificados'),
  figure('profile_completed', 'Perfis completos'),
  figure('trials_started', 'Trials iniciados'),
  figure('dau', 'DAU'),
  figure('wau', 'WAU'),
  figure('mau', 'MAU'),
  figure('xp_awarded_total', 'XP concedido'),
  figure('xp_events', 'Concessões de XP'),
];

/** Every day the filter selects, in the list's order, without the id column: what the CSV export streams. */
export function analyticsExportQuery(db: Knex, query: ListQuery): Knex.QueryBuilder {
  const params = parseListQuery(analyticsDailyResource, { filter: query.filter, sort: query.sort });
  return applyConditions(analyticsDaily(db, firstDay(query)).clearSelect().select(analyticsColumns.map((c) => `a.${c}`)), params).orderBy(params.sort.column, params.sort.order);
}
