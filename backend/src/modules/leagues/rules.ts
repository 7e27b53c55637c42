// The league rules (issue 25), pure: ranking with the documented tie rule, the promotion and demotion
// zones of a cohort, and the close of a cohort into standings and next-week tiers.
import { LEAGUE_TIERS, type LeagueOutcome, type LeagueTier } from '@piboost/events';

export const COHORT_SIZE = 30;
/** Zones of a full cohort (30): top N promoted, bottom N demoted; Diamante promotes none, Bronze demotes none. */
export const PROMOTION: Readonly<Record<LeagueTier, number>> = { bronze: 10, prata: 7, ouro: 5, safira: 5, diamante: 0 };
export const DEMOTION: Readonly<Record<LeagueTier, number>> = { bronze: 0, prata: 5, ouro: 5, safira: 5, diamante: 5 };

/**
 * A smaller cohort has zones in proportion (DECISIONS, issue 25): promotion ceil(size × P / 30),
 * demotion floor(size × D / 30), never overlapping - a lone Bronze person is promoted, a Prata cohort
 * of 10 promotes 3 and demotes 1.
 */
export function zonesOf(tier: LeagueTier, size: number): { promotion: number; demotion: number } {
  const promotion = Math.min(size, Math.ceil((size * PROMOTION[tier]) / COHORT_SIZE));
  const demotion = Math.min(size - promotion, Math.floor((size * DEMOTION[tier]) / COHORT_SIZE));
  return { promotion, demotion };
}

export interface Standing {
  userId: string;
  xp: number;
  /** When the person reached that XP (ms): of two with equal XP, who got there first ranks higher. */
  reachedAt: number;
}

/** The tie rule: more XP first; then the earlier time of reaching it; then user id ascending. */
export function compareStandings(a: Standing, b: Standing): number {
  return b.xp - a.xp || a.reachedAt - b.reachedAt || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);
}

export type Zone = 'promotion' | 'demotion' | 'safe';

export function zoneOf(tier: LeagueTier, size: number, rank: number): Zone {
  const { promotion, demotion } = zonesOf(tier, size);
  if (rank <= promotion) return 'promotion';
  if (rank > size - demotion) return 'demotion';
  return 'safe';
}

export function tierAfter(tier: LeagueTier, outcome: LeagueOutcome): LeagueTier {
  const i = LEAGUE_TIERS.indexOf(tier);
  if (outcome === 'promoted') return LEAGUE_TIERS[Math.min(i + 1, LEAGUE_TIERS.length - 1)]!;
  if (outcome === 'demoted') return LEAGUE_TIERS[Math.max(i - 1, 0)]!;
  return tier;
}

export interface ClosedStanding {
  userId: string;
  xp: number;
  rank: number;
  outcome: LeagueOutcome;
}

/** A cohort's standings at its close: ranked by the tie rule, each with the outcome of its zone. */
export function closeCohort(tier: LeagueTier, members: readonly Standing[]): ClosedStanding[] {
  const ranked = [...members].sort(compareStandings);
  return ranked.map((m, i) => {
    const zone = zoneOf(tier, ranked.length, i + 1);
    const outcome: LeagueOutcome = zone === 'promotion' ? 'promoted' : zone === 'demotion' ? 'demoted' : 'stayed';
    return { userId: m.userId, xp: m.xp, rank: i + 1, outcome };
  });
}
