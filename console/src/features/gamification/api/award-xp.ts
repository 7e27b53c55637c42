import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AwardXpResult, Envelope } from './types';

/** The activities a client may report; the server decides the XP, caps and multipliers. */
export type ClientActivity =
  | { activityName: 'page_visit'; metadata: { event: string } }
  | { activityName: 'feature_usage'; metadata: { feature: string; [detail: string]: string } }
  | { activityName: 'time_spent'; metadata: { minutes: number } }
  | { activityName: 'interaction'; metadata: { target: string } };

/** POST /api/gamification/award-xp. The same idempotency key twice counts once. */
export const awardXp = (activity: ClientActivity, idempotencyKey?: string) =>
  api.post<Envelope<AwardXpResult>>('/gamification/award-xp', activity, idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined);

/** Everything an XP award can change: profile, ranks, challenges, rewards unlocked by a level. */
export const invalidateGamification = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['gamification'] });

export const useAwardXp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activity, idempotencyKey }: { activity: ClientActivity; idempotencyKey?: string }) => awardXp(activity, idempotencyKey),
    onSuccess: () => invalidateGamification(queryClient),
  });
};
