import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';
import type { Analytics, AnalyticsRange, Envelope } from './types';

/** GET /api/gamification/analytics: platform-wide aggregates, no personal data. */
export const getAnalytics = (range: AnalyticsRange, signal?: AbortSignal) =>
  api.get<Envelope<Analytics>>(`/gamification/analytics?range=${range}`, { signal }).then((r) => r.data);

export const analyticsQueryOptions = (range: AnalyticsRange) =>
  queryOptions({ queryKey: ['gamification', 'analytics', range], queryFn: ({ signal }) => getAnalytics(range, signal) });

export const useAnalytics = (range: AnalyticsRange) => useQuery(analyticsQueryOptions(range));

/**
 * GET /api/gamification/analytics.csv (metric,value rows) or analytics/daily.csv (one row per day).
 * Fetched with the bearer token - a plain link could not carry it - and handed to the browser as a
 * Blob download under the server's file name.
 */
export async function downloadAnalyticsCsv(range: AnalyticsRange, kind: 'summary' | 'daily') {
  const path = kind === 'summary' ? `/gamification/analytics.csv?range=${range}` : `/gamification/analytics/daily.csv?range=${range}`;
  saveDownload(await api.download(path, 'text/csv'), `gamificacao-${range}.csv`);
}
