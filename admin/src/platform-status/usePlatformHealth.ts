import { useQuery } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import type { PlatformHealth as HealthAnswer } from '@piboost/backend/contract';
import { httpClient } from '../httpClient';

/**
 * GET /api/health (backend/src/platform/http/health.ts): 200 "ok" or "degraded" (something needs an
 * operator), 503 "unavailable" when the API cannot reach its database, event store or queue.
 * The checks come only with a staff bearer, which the back office always sends: here they are required.
 */
export type PlatformHealth = HealthAnswer & Required<Pick<HealthAnswer, 'checks'>>;

function isPlatformHealth(body: unknown): body is PlatformHealth {
  if (typeof body !== 'object' || body === null) return false;
  const { status, checks } = body as { status?: unknown; checks?: unknown };
  return (status === 'ok' || status === 'degraded' || status === 'unavailable') && typeof checks === 'object' && checks !== null;
}

/** The API's own report, or null when the API could not be reached or did not answer as itself. */
async function fetchPlatformHealth(signal: AbortSignal): Promise<PlatformHealth | null> {
  try {
    const { json } = await httpClient('/api/health', { signal });
    return isPlatformHealth(json) ? json : null;
  } catch (error) {
    if (signal.aborted) throw error;
    // A 503 still carries the report of what is down.
    if (error instanceof HttpError && isPlatformHealth(error.body)) return error.body;
    return null;
  }
}

export function usePlatformHealth() {
  return useQuery({
    queryKey: ['platform-health'],
    queryFn: ({ signal }) => fetchPlatformHealth(signal),
    refetchInterval: 15_000,
  });
}
