import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Achievement, Envelope, LockedAchievement } from './types';

/** GET /api/gamification/achievements/:userId (`me` for the caller). */
export const getAchievements = (userId: string, signal?: AbortSignal) =>
  api
    .get<Envelope<{ unlocked: Achievement[]; locked: LockedAchievement[] }>>(`/gamification/achievements/${encodeURIComponent(userId)}`, { signal })
    .then((r) => r.data);

export const achievementsQueryOptions = (userId = 'me') =>
  queryOptions({ queryKey: ['gamification', 'achievements', userId], queryFn: ({ signal }) => getAchievements(userId, signal) });

export const useAchievements = (userId = 'me') => useQuery(achievementsQueryOptions(userId));
