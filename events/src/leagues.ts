// Weekly leagues (issue 25): cohorts of up to 30 people of one tier, formed lazily when a person
// earns their first XP of a São Paulo week, closed after the week (plus a grace window) by a job
// whose result is events. Streams: league-cohort-<week>-<tier>-<n> holds a cohort's joins and its
// close; league-member-<userId> one result per closed week of that person.
import { z } from 'zod';
import { defineEvent } from './define';
import { at, id } from './fields';

export const LEAGUE_TIERS = ['bronze', 'prata', 'ouro', 'safira', 'diamante'] as const;
export const leagueTier = z.enum(LEAGUE_TIERS);
export type LeagueTier = z.infer<typeof leagueTier>;

export const LEAGUE_TIER_LABELS: Readonly<Record<LeagueTier, string>> = {
  bronze: 'Bronze',
  prata: 'Prata',
  ouro: 'Ouro',
  safira: 'Safira',
  diamante: 'Diamante',
};

/** ISO week of the São Paulo date of the week's Monday: 2026-W48. */
export const leagueWeek = z.string().regex(/^\d{4}-W\d{2}$/);
/** <week>-<tier>-<n>, n from 1: the n-th cohort of that tier in that week. */
export const leagueCohortId = z.string().regex(/^\d{4}-W\d{2}-(bronze|prata|ouro|safira|diamante)-[1-9]\d{0,6}$/);
export const leagueOutcome = z.enum(['promoted', 'demoted', 'stayed']);
export type LeagueOutcome = z.infer<typeof leagueOutcome>;

export const LeagueJoined = defineEvent(
  'LeagueJoined',
  z.object({ cohortId: leagueCohortId, week: leagueWeek, tier: leagueTier, userId: id, joinedAt: at }),
);

export const LeagueWeekClosed = defineEvent(
  'LeagueWeekClosed',
  z.object({
    cohortId: leagueCohortId,
    week: leagueWeek,
    tier: leagueTier,
    /** In rank order; people who left (opted out, erased, became staff) are not in it. */
    standings: z.array(z.object({ userId: id, xp: z.int().nonnegative(), rank: z.int().min(1), outcome: leagueOutcome })).max(30),
    closedAt: at,
  }),
);

export const LeagueResultRecorded = defineEvent(
  'LeagueResultRecorded',
  z.object({
    userId: id,
    week: leagueWeek,
    cohortId: leagueCohortId,
    fromTier: leagueTier,
    toTier: leagueTier,
    rank: z.int().min(1),
    xp: z.int().nonnegative(),
    outcome: leagueOutcome,
  }),
);

export const leagueEvents = [LeagueJoined, LeagueWeekClosed, LeagueResultRecorded] as const;
