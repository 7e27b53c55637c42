import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DailyChallenge, Envelope } from './types';

/** GET /api/gamification/challenges: today's (São Paulo) challenges with the caller's progress. */
export const getChallenges = (signal?: AbortSignal) =>
  api.get<Envelope<{ day: string; challenges: DailyChallenge[] }>>('/gamification/challenges', { signal }).then((r) => r.data);

export const challengesQueryOptions = () => queryOptions({ queryKey: ['gamification', 'challenges'], queryFn: ({ signal }) => getChallenges(signal) });

export const useChallenges = () => useQuery(challengesQueryOptions());
