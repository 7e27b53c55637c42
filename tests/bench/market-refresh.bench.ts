// One market refresh of 50 coins with 100k portfolios and 100k price alerts on the book: the
// quotes job (one batched markets call and one simple/price call to the local CoinGecko fake,
// upsert of the stored quotes) and the price-alert check that follows it - first with no alert
// crossed, then with 1% crossed (each firing is an appended event). Beside it, in the same run: the
// provider round trip alone and the alert join alone.
// Run: npx tsx tests/bench/market-refresh.bench.ts [runs=10]
import { firePriceAlerts } from '@piboost/backend/modules/market/jobs';
import { marketDataPort, refreshQuotes } from '@piboost/backend/modules/market/quotes';
import { startFakeCoinGecko } from '@piboost/backend/platform/market-data/fake-coingecko';
import { createReadModelTables, openBenchRuntime } from './http-load';
import { PERSON_SQL, seedMarket } from './dashboard.bench';
import { fmt, isMain, percentile } from './support';

const COINS = Array.from({ length: 50 }, (_, i) => `moeda-${i + 1}`);
const PEOPLE = 100_000;

async function timed(runs: number, fn: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const at = performance.now();
    await fn();
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

export async function main(runs = Number(process.argv[2] ?? 10)): Promise<void> {
  const fake = await startFakeCoinGecko();
  const { database, runtime } = await openBenchRuntime();
  try {
    Object.assign(runtime.config, { MARKET_COINS: COINS, MARKET_DATA_URL: fake.url });
    await createReadModelTables(runtime);
    await seedMarket(runtime.db, COINS, PEOPLE, 1);
    const port = marketDataPort(runtime);
    const alertJoin = () =>
      runtime.db.raw(
        `SELECT a.id FROM price_alerts a JOIN market_quotes q ON q.coin_id = a.coin_id WHERE a.triggered_at IS NULL
         AND ((a.condition = 'above' AND q.price_brl >= a.price_brl) OR (a.condition = 'below' AND q.price_brl <= a.price_brl))`,
      );
    await refreshQuotes(runtime, port);
    const quiet = await timed(runs, async () => {
      await refreshQuotes(runtime, port);
      await firePriceAlerts(runtime);
    });
    const provider = await timed(runs, () => port.markets(COINS));
    const join = await timed(runs, alertJoin);
    console.log(
      `market refresh, ${COINS.length} coins, ${fmt(PEOPLE)} portfolios (3 holdings) + ${fmt(PEOPLE)} alerts, none crossed: p50 ${fmt(quiet.p50, 1)} ms, p99 ${fmt(quiet.p99, 1)} ms ` +
        `| reference provider round trip alone: p50 ${fmt(provider.p50, 1)} ms; alert join alone: p50 ${fmt(join.p50, 1)} ms`,
    );
    // 1% of the alerts now sit below the price: one refresh fires them all (one event each, then spent).
    await runtime.db.raw(`UPDATE price_alerts SET price_brl = 1 WHERE condition = 'above' AND user_id IN (SELECT ${PERSON_SQL} FROM generate_series(1, ?, 100) i)`, [PEOPLE]);
    let fired = 0;
    const crossing = await timed(1, async () => {
      await refreshQuotes(runtime, port);
      fired = await firePriceAlerts(runtime);
    });
    console.log(`  with 1% crossed: ${fmt(fired)} alerts fired (one event each) in ${fmt(crossing.p50, 0)} ms`);
  } finally {
    await runtime.close();
    await database.drop();
    await fake.close();
  }
}

if (isMain(import.meta.url)) await main();
