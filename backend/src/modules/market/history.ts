// The long daily history (issue 23): up to 365 daily BRL closes per covered coin, asked of the
// provider once a day by the 'refresh-history' job (and at start while none is stored) and kept in
// market_daily_closes. Readers (the tools module's DCA simulation) get the stored closes only.
import type { MarketDataPort } from '../../platform/market-data/coingecko';
import type { Runtime } from '../../platform/runtime';
import { marketDataPort, recordRefresh, startRefresh } from './quotes';

export const HISTORY_DAYS = 365;
const DAY = 86_400_000;

export interface DailyClose {
  /** The UTC calendar day of the provider's daily point, YYYY-MM-DD. */
  day: string;
  priceBrl: number;
}

const utcDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * One close per UTC day from a provider series: the day's first point. CoinGecko's daily series has
 * one point at 00:00 UTC per day and ends with "now", which only stands for today until the next
 * refresh brings today's own point.
 */
export function closesByDay(prices: readonly [number, number][]): DailyClose[] {
  const byDay = new Map<string, number>();
  for (const [t, price] of [...prices].sort((a, b) => a[0] - b[0])) {
    const day = utcDay(t);
    if (!byDay.has(day) && Number.isFinite(price) && price > 0) byDay.set(day, price);
  }
  return [...byDay].map(([day, priceBrl]) => ({ day, priceBrl }));
}

/** The 365-day daily series of every covered coin, one call per coin; days older than that are let go. */
export async function refreshHistory(runtime: Runtime, port: MarketDataPort = marketDataPort(runtime)): Promise<{ coins: number }> {
  const started = startRefresh(runtime);
  let done = 0;
  const errors: string[] = [];
  const oldest = utcDay(runtime.now().getTime() - HISTORY_DAYS * DAY);
  for (const coinId of runtime.config.MARKET_COINS) {
    try {
      const { prices } = await port.chart(coinId, HISTORY_DAYS);
      const rows = closesByDay(prices).filter((c) => c.day >= oldest);
      const fetchedAt = runtime.now();
      await runtime.db.transaction(async (trx) => {
        if (rows.length) {
          await trx('market_daily_closes')
            .insert(rows.map((c) => ({ coin_id: coinId, day: c.day, price_brl: c.priceBrl, fetched_at: fetchedAt })))
            .onConflict(['coin_id', 'day'])
            .merge();
        }
        await trx('market_daily_closes').where({ coin_id: coinId }).andWhere('day', '<', oldest).delete();
      });
      done++;
    } catch (err) {
      errors.push(`${coinId}: ${(err as Error).message}`);
    }
  }
  await recordRefresh(runtime, 'history', started, errors.length === 0, done, errors.join('; ') || undefined);
  if (errors.length && done === 0) throw new Error(errors[0]);
  return { coins: done };
}

/** Whether no daily history is stored yet (a fresh install: the job then runs at start). */
export const historyMissing = async (runtime: Runtime): Promise<boolean> => !(await runtime.db('market_daily_closes').first('coin_id'));

/** The stored daily closes of one coin between two UTC days (inclusive), oldest first. */
export async function dailyCloses(runtime: Runtime, coinId: string, from: string, to: string): Promise<DailyClose[]> {
  const rows = await runtime
    .db('market_daily_closes')
    .where({ coin_id: coinId })
    .andWhere('day', '>=', from)
    .andWhere('day', '<=', to)
    .orderBy('day')
    .select<{ day: string; price_brl: number }[]>(runtime.db.raw(`to_char(day, 'YYYY-MM-DD') as day`), 'price_brl');
  return rows.map((r) => ({ day: r.day, priceBrl: r.price_brl }));
}

/** The first stored day of a coin's history, or null when none is stored. */
export async function firstStoredDay(runtime: Runtime, coinId: string): Promise<string | null> {
  const row = await runtime.db('market_daily_closes').where({ coin_id: coinId }).first<{ day: string } | undefined>(runtime.db.raw(`to_char(min(day), 'YYYY-MM-DD') as day`));
  return row?.day ?? null;
}
