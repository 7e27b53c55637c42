import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformHealth } from '@piboost/backend/contract';
import { api } from '../../../lib/api-client';

/** GET /api/health: 200 with status ok or degraded (something needs an operator), 503 when this process cannot serve. */

export const getHealth = (signal?: AbortSignal) => api.get<PlatformHealth>('/health', { signal });

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: 30_000,
  });

export const useHealth = () => useQuery(healthQueryOptions());
