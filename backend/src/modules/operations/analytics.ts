// Analytics for analysts: the analytics read model per São Paulo day - the sign-up funnel, trials,
// XP activity - with daily, weekly and monthly active users. DAU is the day's distinct people; WAU
// and MAU count distinct people over the 7 and 30 days ending that day, straight from the per-day
// distinct table (analytics_daily_active), so nobody active on several days counts twice.
import type { Knex } from 'knex';
import { applyConditions, defineListResource, parseListQuery, type ListQuery } from '../../platform/http';

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

const distinctSince = (days: number) =>
  `(SELECT count(DISTINCT x.user_id)::int FROM analytics_daily_active x WHERE x.day > d.day - ${days} AND x.day <= d.day)`;

/** Days are ISO text (no time zone to shift them); unused columns cost nothing once PostgreSQL flattens this. */
export function analyticsDaily(db: Knex): Knex.QueryBuilder {
  return db
    .from(
      db.raw(`(
        SELECT d.day::text AS id, d.day::text AS day, d.sign_ups, d.verified, d.profile_completed, d.trials_started,
               d.active_users AS dau, ${distinctSince(7)} AS wau, ${distinctSince(30)} AS mau,
               d.xp_awarded_total::float8 AS xp_awarded_total, d.xp_events
          FROM analytics_daily d
      ) a`),
    )
    .select(analyticsColumns.map((c) => `a.${c}`).concat('a.id'));
}

/** Every day the filter selects, in the list's order, without the id column: what the CSV export streams. */
export function analyticsExportQuery(db: Knex, query: ListQuery): Knex.QueryBuilder {
  const params = parseListQuery(analyticsDailyResource, { filter: query.filter, sort: query.sort });
  return applyConditions(analyticsDaily(db).clearSelect().select(analyticsColumns.map((c) => `a.${c}`)), params).orderBy(params.sort.column, params.sort.order);
}
