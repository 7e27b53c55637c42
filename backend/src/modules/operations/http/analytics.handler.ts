// /api/admin/analytics/daily and its CSV export: the analytics read model per São Paulo day (analytics.ts).
import { z } from 'zod';
import { defineRoute, listRows, queryRows } from '../../../platform/http';
import { streamExport } from '../../../platform/http/export';
import type { Runtime } from '../../../platform/runtime';
import { ANALYTICS_EXPORT_COLUMNS, analyticsDaily, analyticsDailyResource, analyticsExportQuery, firstDay, type AnalyticsExportRow } from '../analytics';
import { csvExport, list } from './shared';
import { dailyRow } from './analytics.schema';

export function analyticsDailyRoute(runtime: Runtime) {
  return defineRoute({
    ...list,
    path: '/api/admin/analytics/daily',
    summary: 'Métricas por dia: cadastros, verificados, perfis completos, trials, DAU/WAU/MAU e XP',
    description: 'Filtre o período com day_gte e day_lte (AAAA-MM-DD, dias de São Paulo).',
    response: z.array(dailyRow),
    handler: (ctx, { query }) => listRows<z.output<typeof dailyRow>>(ctx, runtime.readDb, analyticsDaily(runtime.readDb, firstDay(query)), analyticsDailyResource, query),
  });
}

export function exportAnalyticsRoute(runtime: Runtime) {
  return defineRoute({
    ...csvExport,
    path: '/api/admin/exports/analytics-daily',
    summary: 'Exporta as métricas por dia (CSV, em streaming)',
    async handler(ctx, { query, principal }): Promise<undefined> {
      const rows = queryRows<AnalyticsExportRow>(runtime.db, analyticsExportQuery(runtime.db, query));
      await streamExport(runtime, ctx, principal, 'analytics-daily', query, ANALYTICS_EXPORT_COLUMNS, rows);
    },
  });
}
