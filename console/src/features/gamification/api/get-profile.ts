import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Envelope, GamificationProfile } from './types';

/** GET /api/gamification/profile/:userId (`me` for the caller). */
export const getGamificationProfile = (userId: string, signal?: AbortSignal) =>
  api.get<Envelope<GamificationProfile>>(`/gamification/profile/${encodeURIComponent(userId)}`, { signal }).then((r) => r.data);

export const gamificationProfileQueryOptions = (userId = 'me') =>
  queryOptions({ queryKey: ['gamification', 'profile', userId], queryFn: ({ signal }) => getGamificationProfile(userId, signal) });

export const useGamificationProfile = (userId = 'me') => useQuery(gamificationProfileQueryOptions(userId));
