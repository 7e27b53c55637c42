import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/health: 200 with status ok, 503 with status degraded when a dependency is down. */
export interface PlatformHealth {
  status: 'ok' | 'degraded';
  checks?: Record<string, { ok: boolean; durationMs?: number; error?: string }>;
}

export const getHealth = (signal?: AbortSignal) => api.get<PlatformHealth>('/health', { signal });

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: 30_000,
  });

export const useHealth = () => useQuery(healthQueryOptions());
