import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Envelope, Reward } from './types';

/** GET /api/gamification/rewards: every reward with the caller's state (locked, unlocked, claimed). */
export const getRewards = (signal?: AbortSignal) =>
  api.get<Envelope<{ rewards: Reward[] }>>('/gamification/rewards', { signal }).then((r) => r.data.rewards);

export const rewardsQueryOptions = () => queryOptions({ queryKey: ['gamification', 'rewards'], queryFn: ({ signal }) => getRewards(signal) });

export const useRewards = () => useQuery(rewardsQueryOptions());
