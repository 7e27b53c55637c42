// Weekly leagues (issue 25): the XP each person earned in each league week (counted only when awarded
// before the week's end plus the grace window), who sits in which cohort, each cohort's size and close,
// and the closed standings. Rebuildable from the log: every row derives from XpAwarded and the league
// events. An erasure removes the person from the live tables (league_xp, league_members); in closed
// standings their place stays, its user_id blanked ("Participante removido").
import { LeagueJoined, LeagueWeekClosed, SubjectShredded, XpAwarded, isEvent, leagueWeekOfDay, type RecordedEvent } from '@piboost/events';
import { indexName, type Projection, type ProjectionTarget } from '../engine/projection';

export const LEAGUE_TABLES = ['league_xp', 'league_members', 'league_cohorts', 'league_results'] as const;
const CHUNK = 2000;

interface XpRow {
  week: string;
  user_id: string;
  xp: number;
  reached_at: Date;
}

async function createTables(db: Parameters<Projection['createTables']>[0], table: (logical: string) => string) {
  const [xp, members, cohorts, results] = LEAGUE_TABLES.map(table) as [string, string, string, string];
  await db.raw(`CREATE TABLE ?? (week text NOT NULL, user_id uuid NOT NULL, xp integer NOT NULL, reached_at timestamptz NOT NULL, PRIMARY KEY (week, user_id))`, [xp]);
  await db.raw(
    `CREATE TABLE ?? (week text NOT NULL, user_id uuid NOT NULL, cohort_id text NOT NULL, tier text NOT NULL, joined_at timestamptz NOT NULL, PRIMARY KEY (week, user_id))`,
    [members],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (cohort_id)`, [indexName(members, 'cohort'), members]);
  await db.raw(`CREATE INDEX ?? ON ?? (user_id, week)`, [indexName(members, 'user'), members]);
  await db.raw(
    `CREATE TABLE ?? (cohort_id text PRIMARY KEY, week text NOT NULL, tier text NOT NULL, n integer NOT NULL, size integer NOT NULL, closed_at timestamptz)`,
    [cohorts],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (week, tier, n)`, [indexName(cohorts, 'week'), cohorts]);
  await db.raw(
    `CREATE TABLE ?? (cohort_id text NOT NULL, week text NOT NULL, tier text NOT NULL, rank integer NOT NULL, user_id uuid, xp integer NOT NULL,
       outcome text NOT NULL, size integer NOT NULL, PRIMARY KEY (cohort_id, rank))`,
    [results],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (user_id, week)`, [indexName(results, 'user'), results]);
  await db.raw(`CREATE INDEX ?? ON ?? (week)`, [indexName(results, 'week'), results]);
}

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget) {
  const t = { xp: table('league_xp'), members: table('league_members'), cohorts: table('league_cohorts'), results: table('league_results') };
  const xp = new Map<string, XpRow>();
  const members: Record<string, unknown>[] = [];
  const joins = new Map<string, { cohort_id: string; week: string; tier: string; n: number; size: number }>();
  const closes: Record<string, unknown>[] = [];
  const closedAt = new Map<string, Date>();
  const erased = new Set<string>();
  for (const e of events) {
    if (isEvent(e, XpAwarded)) {
      const week = leagueWeekOfDay(e.data.day);
      // The later of the platform clock at the award and the append: in production the append (XP appended
      // after the grace window does not count), and on a test's virtual clock standing in the future, its time.
      const at = e.data.awardedAt && Date.parse(e.data.awardedAt) > e.recordedAt.getTime() ? new Date(e.data.awardedAt) : e.recordedAt;
      // After the grace window the award counts for nothing of its week (nor of the next).
      if (at.getTime() >= week.closesAt.getTime()) continue;
      const key = `${week.id}|${e.data.userId}`;
      const row = xp.get(key);
      if (row) {
        row.xp += e.data.amount;
        if (at > row.reached_at) row.reached_at = at;
      } else xp.set(key, { week: week.id, user_id: e.data.userId, xp: e.data.amount, reached_at: at });
    } else if (isEvent(e, LeagueJoined)) {
      members.push({ week: e.data.week, user_id: e.data.userId, cohort_id: e.data.cohortId, tier: e.data.tier, joined_at: e.data.joinedAt });
      const cohort = joins.get(e.data.cohortId) ?? { cohort_id: e.data.cohortId, week: e.data.week, tier: e.data.tier, n: Number(e.data.cohortId.split('-').at(-1)), size: 0 };
      cohort.size += 1;
      joins.set(e.data.cohortId, cohort);
    } else if (isEvent(e, LeagueWeekClosed)) {
      closedAt.set(e.data.cohortId, new Date(e.data.closedAt));
      const size = e.data.standings.length;
      for (const s of e.data.standings) {
        closes.push({ cohort_id: e.data.cohortId, week: e.data.week, tier: e.data.tier, rank: s.rank, user_id: s.userId, xp: s.xp, outcome: s.outcome, size });
      }
    } else if (isEvent(e, SubjectShredded)) erased.add(e.data.subjectId);
  }
  for (const rows of chunks([...xp.values()])) {
    await trx(t.xp)
      .insert(rows)
      .onConflict(['week', 'user_id'])
      .merge({ xp: trx.raw('??.xp + excluded.xp', [t.xp]), reached_at: trx.raw('greatest(??.reached_at, excluded.reached_at)', [t.xp]) });
  }
  // A join is appended once per person and week (its event id derives from both); a replayed batch changes nothing.
  for (const rows of chunks(members)) await trx(t.members).insert(rows).onConflict(['week', 'user_id']).ignore();
  for (const rows of chunks([...joins.values()])) {
    await trx(t.cohorts).insert(rows).onConflict('cohort_id').merge({ size: trx.raw('??.size + excluded.size', [t.cohorts]) });
  }
  for (const [cohortId, at] of closedAt) await trx(t.cohorts).where({ cohort_id: cohortId }).update({ closed_at: at });
  for (const rows of chunks(closes)) await trx(t.results).insert(rows).onConflict(['cohort_id', 'rank']).ignore();
  if (erased.size > 0) {
    const ids = [...erased];
    await trx(t.xp).whereIn('user_id', ids).delete();
    await trx(t.members).whereIn('user_id', ids).delete();
    await trx(t.results).whereIn('user_id', ids).update({ user_id: null });
  }
}

export const leaguesProjection: Projection = {
  name: 'leagues',
  version: 1,
  eventTypes: [XpAwarded, LeagueJoined, LeagueWeekClosed, SubjectShredded].map((d) => d.type),
  tables: [...LEAGUE_TABLES],
  createTables,
  applyBatch,
};
