import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Envelope, League } from './types';

/** GET /api/gamification/league: the caller's tier, cohort standings and last week's result. */
export const getLeague = (signal?: AbortSignal) => api.get<Envelope<League>>('/gamification/league', { signal }).then((r) => r.data);

export const leagueQueryOptions = () => queryOptions({ queryKey: ['gamification', 'league'], queryFn: ({ signal }) => getLeague(signal) });

export const useLeague = () => useQuery(leagueQueryOptions());
