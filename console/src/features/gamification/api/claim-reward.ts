import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateGamification } from './award-xp';
import type { ClaimRewardResult, Envelope } from './types';

/** POST /api/gamification/rewards/:rewardId/claim: only an unlocked, unclaimed reward (else 409). */
export const claimReward = (rewardId: string) =>
  api.post<Envelope<ClaimRewardResult>>(`/gamification/rewards/${encodeURIComponent(rewardId)}/claim`);

export const useClaimReward = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: claimReward, onSettled: () => invalidateGamification(queryClient) });
};
