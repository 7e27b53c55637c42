import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Envelope, WeeklyQuests } from './types';

/** GET /api/gamification/quests: the week's quests with the caller's progress, freezes held and the quest boost running. */
export const getQuests = (signal?: AbortSignal) => api.get<Envelope<WeeklyQuests>>('/gamification/quests', { signal }).then((r) => r.data);

export const questsQueryOptions = () => queryOptions({ queryKey: ['gamification', 'quests'], queryFn: ({ signal }) => getQuests(signal) });

export const useQuests = () => useQuery(questsQueryOptions());
