// Issue 25: the weekly league close for 100k and 1M participants - time and memory of the whole job
// (read the standings page by page, rank each cohort, append LeagueWeekClosed per cohort and
// LeagueResultRecorded per person), beside references measured in the same process: the pure ranking
// alone over the same standings, and raw multi-row INSERTs of as many event-sized rows (the limit of
// the appends). Prints how each figure grows from one size to the next.
// Run: npx tsx tests/bench/leagues.bench.ts [participants=100000,1000000]
import { createHash } from 'node:crypto';
import { LeagueJoined, leagueCohortStream, leagueWeekById, newEvent } from '@piboost/events';
import { closeStandings, closeWeek, type CohortToClose } from '@piboost/backend/modules/leagues/close';
import { cohortIdOf } from '@piboost/backend/modules/leagues/join';
import { openBenchRuntime } from './http-load';
import { fmt, fmtPeaks, isMain, projectAll, withMemoryPeaks, type MemoryPeaks } from './support';

const WEEK = '2027-W09';
const COHORT = 30;

function personId(i: number): string {
  const h = createHash('md5').update(`league-${i}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

interface Figures {
  participants: number;
  closeSeconds: number;
  closePeaks: MemoryPeaks;
  eventsPerSecond: number;
  rankSeconds: number;
  rankPeaks: MemoryPeaks;
  insertSeconds: number;
}

async function run(participants: number): Promise<Figures> {
  const { database, runtime } = await openBenchRuntime();
  try {
    const week = leagueWeekById(WEEK)!;
    const cohorts = Math.ceil(participants / COHORT);
    const joinedAt = new Date(week.startsAt.getTime() + 3_600_000).toISOString();
    // The week as the joins left it: every cohort full but the last, all Bronze.
    const setupStarted = performance.now();
    const inFlight = 64;
    for (let c = 0; c < cohorts; c += inFlight) {
      await Promise.all(
        Array.from({ length: Math.min(inFlight, cohorts - c) }, (_, k) => {
          const n = c + k + 1;
          const cohortId = cohortIdOf(WEEK, 'bronze', n);
          const size = Math.min(COHORT, participants - (n - 1) * COHORT);
          const events = Array.from({ length: size }, (_, j) => newEvent(LeagueJoined, { cohortId, week: WEEK, tier: 'bronze', userId: personId((n - 1) * COHORT + j), joinedAt }));
          return runtime.store.append(leagueCohortStream(cohortId), events, { expected: 'no_stream' });
        }),
      );
    }
    const projected = await projectAll(runtime);
    // Each person's XP of the week, straight into the read model (what their XpAwarded would have made).
    await runtime.db.raw(
      `INSERT INTO league_xp (week, user_id, xp, reached_at)
       SELECT ?, m.user_id, 10 + (abs(hashtext(m.user_id::text)) % 990), ?::timestamptz + (abs(hashtext(m.user_id::text || 'r')) % 500000) * interval '1 second'
         FROM league_members m WHERE m.week = ?`,
      [WEEK, week.startsAt.toISOString(), WEEK],
    );
    await runtime.db.raw('ANALYZE');
    console.log(`  setup: ${fmt(participants)} joins appended and projected in ${fmt((performance.now() - setupStarted) / 1000, 1)} s (projection ${fmt(projected, 1)} s)`);

    // The close job itself.
    runtime.now = () => week.closesAt;
    const closeStarted = performance.now();
    const closed = await withMemoryPeaks(() => closeWeek(runtime, WEEK));
    const closeSeconds = (performance.now() - closeStarted) / 1000;
    if (closed.result.participants !== participants || closed.result.closedNow !== cohorts) throw new Error(`close incompleto: ${JSON.stringify(closed.result)}`);
    // Reference 1: the pure ranking over the same standings, in memory.
    const { rows } = await runtime.db.raw<{ rows: { cohort_id: string; user_id: string; xp: number; reached_at: Date }[] }>(
      `SELECT m.cohort_id, m.user_id, x.xp, x.reached_at FROM league_members m JOIN league_xp x USING (week, user_id) WHERE m.week = ?`,
      [WEEK],
    );
    const byCohort = new Map<string, CohortToClose>();
    for (const r of rows) {
      let c = byCohort.get(r.cohort_id);
      if (!c) byCohort.set(r.cohort_id, (c = { cohortId: r.cohort_id, tier: 'bronze', size: 0, members: [] }));
      c.size += 1;
      c.members.push({ userId: r.user_id, xp: r.xp, reachedAt: r.reached_at.getTime() });
    }
    const rankStarted = performance.now();
    const ranked = await withMemoryPeaks(async () => closeStandings([...byCohort.values()]));
    const rankSeconds = (performance.now() - rankStarted) / 1000;
    byCohort.clear();
    rows.length = 0;

    // Reference 2: raw multi-row INSERTs of as many rows of the same size as the close appends.
    await runtime.db.raw('CREATE TABLE bench_raw (id bigserial PRIMARY KEY, stream_id text, data jsonb)');
    const sample = JSON.stringify({ userId: personId(0), week: WEEK, cohortId: cohortIdOf(WEEK, 'bronze', 1), fromTier: 'bronze', toTier: 'prata', rank: 1, xp: 999, outcome: 'promoted' });
    const total = participants + cohorts;
    const insertStarted = performance.now();
    for (let i = 0; i < total; i += 1000) {
      const n = Math.min(1000, total - i);
      await runtime.db.raw(`INSERT INTO bench_raw (stream_id, data) SELECT 'league-member-' || g, ?::jsonb FROM generate_series(?::int, ?::int) g`, [sample, i, i + n - 1]);
    }
    const insertSeconds = (performance.now() - insertStarted) / 1000;
    ranked.result.length = 0;

    return { participants, closeSeconds, closePeaks: closed.peaks, eventsPerSecond: total / closeSeconds, rankSeconds, rankPeaks: ranked.peaks, insertSeconds };
  } finally {
    await runtime.close();
    await database.drop();
  }
}

async function main() {
  const sizes = (process.argv[2] ?? '100000,1000000').split(',').map(Number);
  const all: Figures[] = [];
  for (const size of sizes) {
    console.log(`\nweek close, ${fmt(size)} participants (${fmt(Math.ceil(size / COHORT))} cohorts of ${COHORT})`);
    const f = await run(size);
    all.push(f);
    console.log(`  close job:       ${fmt(f.closeSeconds, 1)} s, ${fmt(f.eventsPerSecond)} events appended/s, ${fmtPeaks(f.closePeaks)}`);
    console.log(`  reference, raw multi-row INSERT of as many rows: ${fmt(f.insertSeconds, 1)} s (the close takes ${fmt(f.closeSeconds / f.insertSeconds, 2)}x)`);
    console.log(`  reference, pure ranking alone: ${fmt(f.rankSeconds * 1000)} ms, ${fmtPeaks(f.rankPeaks)}`);
  }
  for (let i = 1; i < all.length; i++) {
    const [a, b] = [all[i - 1]!, all[i]!];
    const x = b.participants / a.participants;
    console.log(
      `\ngrowth ${fmt(a.participants)} -> ${fmt(b.participants)} (${fmt(x)}x people): close time ${fmt(b.closeSeconds / a.closeSeconds, 2)}x, ` +
        `close peak RSS ${fmt(b.closePeaks.rssMb / a.closePeaks.rssMb, 2)}x, ranking time ${fmt(b.rankSeconds / a.rankSeconds, 2)}x`,
    );
  }
}

if (isMain(import.meta.url)) await main();
