import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Envelope, Leaderboard, LeaderboardPeriod } from './types';

/** GET /api/gamification/leaderboard: admins first, staff marked, `me` exact wherever the caller stands. */
export const getLeaderboard = (period: LeaderboardPeriod, limit: number, signal?: AbortSignal) =>
  api.get<Envelope<Leaderboard>>(`/gamification/leaderboard?period=${period}&limit=${limit}`, { signal }).then((r) => r.data);

export const leaderboardQueryOptions = (period: LeaderboardPeriod, limit: number) =>
  queryOptions({ queryKey: ['gamification', 'leaderboard', period, limit], queryFn: ({ signal }) => getLeaderboard(period, limit, signal) });

export const useLeaderboard = (period: LeaderboardPeriod, limit: number) => useQuery(leaderboardQueryOptions(period, limit));
