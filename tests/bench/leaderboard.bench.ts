// GET /api/gamification/leaderboard with 100k people on the board (ARCHITECTURE §8: >= 4,000 req/s,
// p99 <= 15 ms): the top 50 (admins first) and the caller's exact rank, through the real app with
// auth, beside the same queries run straight on the pool in the same run. Each request comes from
// a random person, so the own rank is counted from anywhere on the board.
// Run: npx tsx tests/bench/leaderboard.bench.ts [seconds=8] [connections=32]
import { createHash, randomInt } from 'node:crypto';
import { ProjectionEngine } from '@piboost/projections';
import { RANK_BUCKET_XP } from '@piboost/projections/leaderboard/projection';
import { saoPauloDay, weekStart } from '@piboost/events';
import { people, standing, topOfBoard, type Period } from '@piboost/backend/modules/gamification/queries';
import { sessionToken } from '../support/sessions';
import { load, listen, openBenchRuntime } from './http-load';
import { fmt, isMain, percentile } from './support';

const PEOPLE = 100_000;

/** The id of person i, the same in SQL (PERSON_ID) and here: md5('u' || i) made a version-4 UUID (events accept only valid ones). */
function personId(i: number): string {
  const h = createHash('md5').update(`u${i}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
const PERSON_ID = `overlay(overlay(md5('u' || i) placing '4' from 13) placing '8' from 17)::uuid`;

/** Closed loop over a function, like the HTTP driver: `connections` callers, each calling again when answered. */
async function loop(seconds: number, connections: number, call: () => Promise<unknown>) {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const at = performance.now();
        await call();
        latencies.push(performance.now() - at);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / ((performance.now() - started) / 1000), p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export async function main(seconds = Number(process.argv[2] ?? 8), connections = Number(process.argv[3] ?? 32)): Promise<void> {
  const { database, runtime, app: benchApp } = await openBenchRuntime();
  try {
    // The engine creates the builds and their views; the board is then filled straight through the views (set-up only).
    const engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, logger: { info() {}, warn() {}, error() {} } });
    await engine.start();
    await engine.stop();
    const today = saoPauloDay(new Date());
    const db = runtime.db;
    await db.raw(
      `INSERT INTO users (id, role, provider, status, created_at, updated_at)
       SELECT ${PERSON_ID}, CASE WHEN i <= 5 THEN 'admin' WHEN i <= 25 THEN 'support' ELSE 'user' END, 'password', 'active', now(), now()
       FROM generate_series(1, ?) i`,
      [PEOPLE],
    );
    await db.raw(
      `INSERT INTO leaderboard (user_id, role, total_xp, current_level, daily_streak_count, streak_day, updated_at)
       SELECT ${PERSON_ID}, CASE WHEN i <= 5 THEN 'admin' WHEN i <= 25 THEN 'support' ELSE 'user' END,
         x, x / 2000 + 1, i % 30, ?::date, now()
       FROM (SELECT i, (hashtext('x' || i) & 262143) AS x FROM generate_series(1, ?) i) s`,
      [today, PEOPLE],
    );
    await db.raw(
      `INSERT INTO leaderboard_periods (user_id, period, starts_on, xp)
       SELECT ${PERSON_ID}, 'week', ?::date, (hashtext('w' || i) & 4095) + 1 FROM generate_series(1, ?) i WHERE i % 2 = 0`,
      [weekStart(today), PEOPLE],
    );
    // The rank counts the projection keeps beside the rows, computed once from them.
    await db.raw(
      `INSERT INTO leaderboard_counts (board, grain, xp, users)
       WITH boards AS (
         SELECT 'global' AS board, total_xp AS xp FROM leaderboard UNION ALL
         SELECT period || ':' || to_char(starts_on, 'YYYY-MM-DD'), xp FROM leaderboard_periods
       )
       SELECT board, 0, xp, count(*) FROM boards GROUP BY board, xp
       UNION ALL SELECT board, 1, (xp / ${RANK_BUCKET_XP}) * ${RANK_BUCKET_XP}, count(*) FROM boards GROUP BY board, (xp / ${RANK_BUCKET_XP}) * ${RANK_BUCKET_XP}`,
    );
    // Whoever can appear in a top 50 gets a real sealed name, so the rows shown are decrypted as in production.
    const shown = await db('leaderboard')
      .where('role', '<>', 'user')
      .orWhere('total_xp', '>=', 255_000)
      .orWhereIn('user_id', db('leaderboard_periods').where('xp', '>=', 4_000).select('user_id'))
      .pluck('user_id');
    const names = await Promise.all(shown.map((id: string, n: number) => runtime.vault.encryptField(id, `Pessoa ${n}`)));
    await db.raw(`UPDATE users u SET name = s.name FROM unnest(?::uuid[], ?::text[]) AS s(id, name) WHERE u.id = s.id`, [shown, names]);
    await db.raw('VACUUM ANALYZE');

    const app = benchApp();
    const api = await listen(app.callback());
    // Callers are people of the board with real sessions (every request checks its session and account).
    const tokens = await Promise.all(
      Array.from({ length: 500 }, () => sessionToken(runtime, { userId: personId(randomInt(1, PEOPLE + 1)), roles: ['user'], premium: false, profileComplete: true }, 3600)),
    );
    const httpRun = (period: Period) =>
      load(api.port, {
        seconds,
        connections,
        next: (i) => ({ method: 'GET', path: `/api/gamification/leaderboard?period=${period}&limit=50`, headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } }),
      });
    const direct = (period: Period) => async () => {
      const me = personId(randomInt(1, PEOPLE + 1));
      const [top] = await Promise.all([topOfBoard(db, period, today, 50), standing(db, period, today, me)]);
      await people(db, [...top.entries.map((e) => e.user_id), me]);
    };
    try {
      await httpRun('global');
      await loop(1, connections, direct('global'));
      for (const period of ['global', 'weekly'] as const) {
        const ours = await httpRun(period);
        const sql = await loop(seconds, connections, direct(period));
        console.log(
          `leaderboard ${period} limit 50 + own rank, ${fmt(PEOPLE)} people, x${connections}: ${fmt(ours.rps)} req/s, p50 ${fmt(ours.p50, 1)} ms, p99 ${fmt(ours.p99, 1)} ms, ${ours.errors} errors ` +
            `| reference same SQL on the pool: ${fmt(sql.rps)} req/s, p99 ${fmt(sql.p99, 1)} ms | target >= 4,000 req/s, p99 <= 15 ms`,
        );
      }
      const rank = await loop(seconds / 2, 1, () => standing(db, 'global', today, personId(randomInt(1, PEOPLE + 1))));
      console.log(`  own global rank alone (one caller, anyone of ${fmt(PEOPLE)}): p50 ${fmt(rank.p50, 2)} ms, p99 ${fmt(rank.p99, 2)} ms`);
    } finally {
      await api.close();
    }
  } finally {
    await runtime.close();
    await database.drop();
  }
}

if (isMain(import.meta.url)) await main();
