// The "Notificações no navegador" calls (issue 25): the server's key, the kinds chosen, the browsers
// subscribed; subscribing this browser, removing one, choosing the kinds.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PushTopic = 'price_alert' | 'streak_at_risk' | 'league_result';

export interface PushSettings {
  publicKey: string;
  topics: Record<PushTopic, boolean>;
  devices: { id: string; device: string; endpoint: string; since: string }[];
}

type Saved = { message: string; data: PushSettings };

export const pushQueryOptions = () => queryOptions({ queryKey: ['push'], queryFn: ({ signal }) => api.get<{ data: PushSettings }>('/push', { signal }).then((r) => r.data) });
export const usePushSettings = () => useQuery(pushQueryOptions());

function useSaved<I>(call: (input: I) => Promise<Saved>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (res) => client.setQueryData(pushQueryOptions().queryKey, res.data) });
}

export const useSubscribeBrowser = () => useSaved((input: { endpoint: string; keys: { p256dh: string; auth: string }; device: string }) => api.post<Saved>('/push/subscriptions', input));
export const useRemoveBrowser = () => useSaved((id: string) => api.delete<Saved>(`/push/subscriptions/${id}`));
/** The switch moves at once; the server's answer (or a refetch after an error) settles it. */
export function useChooseTopics() {
  const client = useQueryClient();
  const key = pushQueryOptions().queryKey;
  return useMutation({
    mutationFn: (topics: Partial<Record<PushTopic, boolean>>) => api.put<Saved>('/push/topics', topics),
    onMutate: (topics) => client.setQueryData(key, (old) => (old ? { ...old, topics: { ...old.topics, ...topics } } : old)),
    onSuccess: (res) => client.setQueryData(key, res.data),
    onError: () => client.invalidateQueries({ queryKey: key }),
  });
}
