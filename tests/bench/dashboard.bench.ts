// GET /api/dashboard with 10k holders (ARCHITECTURE §8: hot reads served from memory): auth, the
// stored quotes, freshness, the latest analysis with the provider's state, the caller's holdings
// valued with their 30-day chart, their price alerts, and the BTC series - through the real app,
// beside a bare Koa JSON route behind the same HTTP driver in the same run.
// Run: npx tsx tests/bench/dashboard.bench.ts [seconds=8] [connections=32]
import { createHash } from 'node:crypto';
import Koa from 'koa';
import { sessionToken } from '../support/sessions';
import { createReadModelTables, load, listen, openBenchRuntime } from './http-load';
import { fmt, isMain } from './support';

const HOLDERS = 10_000;
/** Holders signed in for the run (distinct people, so no per-person rate limit is reached). */
const TOKENS = 500;
const DAY = 86_400_000;

/** Person i's id, the same here and in SQL (PERSON_SQL): md5('u' || i) shaped as a version-4 UUID, as events require. */
export function personId(i: number): string {
  const h = createHash('md5').update(`u${i}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
export const PERSON_SQL = `(substr(md5('u' || i), 1, 12) || '4' || substr(md5('u' || i), 14, 3) || '8' || substr(md5('u' || i), 18))::uuid`;

/** Quotes and 30-day series for the covered coins, one published analysis, holdings and alerts for every holder (set-up only). */
export async function seedMarket(db: import('knex').Knex, coins: readonly string[], people: number, alertsPerPerson: number): Promise<void> {
  const now = Date.now();
  await db('market_quotes').insert(
    coins.map((coinId, i) => ({ coin_id: coinId, symbol: `C${i}`.slice(0, 10), name: coinId, image: null, price_usd: 100 + i, price_brl: (100 + i) * 5.3, change_24h_pct: (i % 7) - 3, market_cap_brl: 1e9, volume_24h_brl: 1e7, provider_updated_at: new Date(now), fetched_at: new Date(now) })),
  );
  await db('market_series').insert(coins.map((coinId, i) => ({ coin_id: coinId, points: JSON.stringify(Array.from({ length: 31 }, (_, d) => [now - (30 - d) * DAY, (100 + i + d) * 5.3])), fetched_at: new Date(now) })));
  await db('market_refreshes').insert({ kind: 'quotes', started_at: new Date(now), duration_ms: 100, ok: true, coins: coins.length });
  await db.raw(
    `INSERT INTO portfolio_holdings (user_id, coin_id, quantity, average_cost_brl, updated_at)
     SELECT ${PERSON_SQL}, (?::text[])[1 + ((i + k) % ?)], 1 + (i % 5), 400, now() FROM generate_series(1, ?) i, generate_series(0, 2) k`,
    [[...coins], coins.length, people],
  );
  await db.raw(
    `INSERT INTO price_alerts (id, user_id, coin_id, condition, price_brl, created_at)
     SELECT gen_random_uuid(), ${PERSON_SQL}, (?::text[])[1 + ((i + k) % ?)], CASE WHEN k % 2 = 0 THEN 'above' ELSE 'below' END,
       CASE WHEN k % 2 = 0 THEN 1e9 ELSE 0.01 END, now()
     FROM generate_series(1, ?) i, generate_series(0, ? - 1) k`,
    [[...coins], coins.length, people, alertsPerPerson],
  );
  await db.raw('VACUUM ANALYZE');
}

export async function main(seconds = Number(process.argv[2] ?? 8), connections = Number(process.argv[3] ?? 32)): Promise<void> {
  const { database, config, runtime, app: benchApp } = await openBenchRuntime();
  try {
    await createReadModelTables(runtime);
    await seedMarket(runtime.db, config.MARKET_COINS, HOLDERS, 3);
    const app = benchApp();
    const api = await listen(app.callback());
    const bare = new Koa();
    bare.use((ctx) => {
      ctx.body = { success: true, data: { ok: true } };
    });
    const reference = await listen(bare.callback());
    // Real sessions of real accounts (every request checks both, identity/session-guard.ts): a token
    // with a made-up session is refused with 401, which would measure the refusal instead.
    // One at a time: their accounts and sessions are set-up, not the measured load.
    const tokens: string[] = [];
    for (let i = 0; i < TOKENS; i++) {
      tokens.push(await sessionToken(runtime, { userId: personId(1 + ((i * 7919) % HOLDERS)), roles: ['user'], premium: true, profileComplete: true }, 3600));
    }
    try {
      const dashboard = (s: number) => load(api.port, { seconds: s, connections, next: (i) => ({ method: 'GET', path: '/api/dashboard', headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } }) });
      const bareRun = (s: number) => load(reference.port, { seconds: s, connections, next: () => ({ method: 'GET', path: '/x' }) });
      await dashboard(1);
      await bareRun(1);
      const ours = await dashboard(seconds);
      const ref = await bareRun(seconds);
      console.log(
        `dashboard (3 holdings, 3 alerts each), ${fmt(HOLDERS)} holders, x${connections}: ${fmt(ours.rps)} req/s, p50 ${fmt(ours.p50, 1)} ms, p99 ${fmt(ours.p99, 1)} ms, ${ours.errors} errors, ${ours.rejected} rejected ` +
          `| reference bare Koa JSON route: ${fmt(ref.rps)} req/s, p99 ${fmt(ref.p99, 1)} ms`,
      );
      // A figure made of refusals or failures is no figure.
      if (ours.errors > 0 || ours.rejected > 0) process.exitCode = 1;
    } finally {
      await api.close();
      await reference.close();
    }
  } finally {
    await runtime.close();
    await database.drop();
  }
}

if (isMain(import.meta.url)) await main();
