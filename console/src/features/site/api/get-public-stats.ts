import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicStats } from '@piboost/backend/contract';
import { api } from '../../../lib/api-client';

export type { PublicStats } from '@piboost/backend/contract';

/** GET /api/public/stats: counts read from the read models (DECISIONS 2). */
export const getPublicStats = (signal?: AbortSignal) => api.get<{ success: true; data: PublicStats }>('/public/stats', { signal }).then((r) => r.data);

export const publicStatsQueryOptions = () => queryOptions({ queryKey: ['public-stats'], queryFn: ({ signal }) => getPublicStats(signal) });

export const usePublicStats = () => useQuery(publicStatsQueryOptions());
