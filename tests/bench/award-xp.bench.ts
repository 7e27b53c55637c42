// POST /api/gamification/award-xp through the real app (ARCHITECTURE §8: >= 1,500 req/s, p99 <= 30 ms,
// 0 errors): bearer auth, rate limit, zod, the decider on the cached stream state, one append with
// the expected version, the answer. Beside it, in the same run, a bare Koa JSON route behind the
// same HTTP driver. Every request earns XP (a walk through activities that stays under the daily
// caps), so each one appends. The projector is not running here: it is its own process role.
// Run: npx tsx tests/bench/award-xp.bench.ts [seconds=10] [connections=32]
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { PAGE_EVENTS } from '@piboost/backend/modules/gamification/catalogue';
import { sessionToken } from '../support/sessions';
import { load, listen, openBenchRuntime, type LoadRequest } from './http-load';
import { fmt, isMain } from './support';

const USERS = 1_000;

/** The n-th award of a user: 20 interactions, 10 features, 30 minutes, 8 pages - all under the caps, each a new key. */
function activity(n: number): { activityName: string; metadata: Record<string, unknown> } {
  if (n < 20) return { activityName: 'interaction', metadata: { target: `card_${n}` } };
  if (n < 30) return { activityName: 'feature_usage', metadata: { feature: `tool_${n}` } };
  if (n < 60) return { activityName: 'time_spent', metadata: { minutes: 1 } };
  return { activityName: 'page_visit', metadata: { event: PAGE_EVENTS[(n - 60) % PAGE_EVENTS.length] } };
}

export async function main(seconds = Number(process.argv[2] ?? 10), connections = Number(process.argv[3] ?? 32)): Promise<void> {
  const { database, runtime, app: benchApp } = await openBenchRuntime();
  const app = benchApp();
  const api = await listen(app.callback());
  const bare = new Koa();
  bare.use(bodyParser());
  bare.use((ctx) => {
    ctx.body = { success: true, data: { received: ctx.request.body } };
  });
  const reference = await listen(bare.callback());

  // Real sessions of real accounts: every request checks both (identity/session-guard.ts).
  // Made 50 at a time: all at once queued past the pool's 5-second connect timeout on a busy machine.
  const tokens: string[] = [];
  while (tokens.length < USERS) {
    tokens.push(...(await Promise.all(Array.from({ length: Math.min(50, USERS - tokens.length) }, () => sessionToken(runtime, { roles: ['user'], premium: false, profileComplete: true }, 3600)))));
  }
  // Request i goes to user i mod USERS as that user's (i / USERS)-th award.
  const awardRequest = (i: number): LoadRequest => ({
    method: 'POST',
    path: '/api/gamification/award-xp',
    headers: { authorization: `Bearer ${tokens[i % USERS]}` },
    body: activity(Math.floor(i / USERS) % 68),
  });
  try {
    // Untimed: connections, prepared statements, every user's stream folded once, the day's challenges.
    await load(api.port, { seconds: 120, connections, next: awardRequest, maxRequests: USERS });
    await load(reference.port, { seconds: 1, connections, next: () => ({ method: 'POST', path: '/x', body: activity(0) }) });
    const ours = await load(api.port, { seconds, connections, next: awardRequest });
    const bareRun = await load(reference.port, { seconds, connections, next: () => ({ method: 'POST', path: '/x', body: activity(0) }) });
    const { rows } = await runtime.db.raw<{ rows: { n: string }[] }>(`SELECT count(*) AS n FROM es_events WHERE event_type = 'XpAwarded'`);
    console.log(
      `award-xp x${connections}: ${fmt(ours.rps)} req/s, p50 ${fmt(ours.p50, 1)} ms, p99 ${fmt(ours.p99, 1)} ms, ${ours.errors} errors, ${ours.rejected} refused ` +
        `| reference bare Koa JSON route: ${fmt(bareRun.rps)} req/s, p99 ${fmt(bareRun.p99, 1)} ms | target >= 1,500 req/s, p99 <= 30 ms, 0 errors`,
    );
    console.log(
      `  issue 28 item 3: award-xp ${fmt(ours.rps)} req/s, p99 ${fmt(ours.p99, 1)} ms | bare Koa JSON route same run ${fmt(bareRun.rps)} req/s | x${fmt(ours.rps / bareRun.rps, 2)} | target >= x0.35, p99 <= 15 ms` +
        ` (CPU per request, server and driver: ${fmt(ours.cpuUs)} µs, bare ${fmt(bareRun.cpuUs)} µs)`,
    );
    console.log(`  ${fmt(Number(rows[0]!.n))} XpAwarded events appended in total (warm-up included)`);
  } finally {
    await api.close();
    await reference.close();
    await runtime.close();
    await database.drop();
  }
}

if (isMain(import.meta.url)) await main();
