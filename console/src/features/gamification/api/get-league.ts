import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Envelope } from './types';

// The shape of GET /api/gamification/league (issue 25 design contract). The server ranks, zones and
// marks ties; the console only shows them.
export type LeagueTier = 'bronze' | 'prata' | 'ouro' | 'safira' | 'diamante';
export type LeagueZone = 'promotion' | 'demotion' | 'safe';
export type LeagueOutcome = 'promoted' | 'demoted' | 'stayed';

export interface LeagueMember {
  position: number;
  displayName: string;
  xp: number;
  isMe: boolean;
  zone: LeagueZone;
  tie: boolean;
}

export interface League {
  week: string;
  tier: LeagueTier;
  tierLabel: string;
  endsAt: string;
  optedOut: boolean;
  eligible: boolean;
  cohortId: string | null;
  promotionCount: number;
  demotionCount: number;
  members: LeagueMember[];
  me: { position: number; xp: number } | null;
  lastResult: { week: string; outcome: LeagueOutcome; fromTier: LeagueTier; toTier: LeagueTier; rank: number } | null;
}

/** GET /api/gamification/league: the caller's tier, cohort standings and last week's result. */
export const getLeague = (signal?: AbortSignal) => api.get<Envelope<League>>('/gamification/league', { signal }).then((r) => r.data);

export const leagueQueryOptions = () => queryOptions({ queryKey: ['gamification', 'league'], queryFn: ({ signal }) => getLeague(signal) });

export const useLeague = () => useQuery(leagueQueryOptions());
