// Market data as the product keeps it: a job asks the provider (port) and stores the last good
// answer; everything else reads the stored figures with their age, so an outage never shows an
// error page - only older data, said to be older.
import type { MarketSnapshot } from '@piboost/events';
import { coinGecko, type MarketCoin, type MarketDataPort } from '../../platform/market-data/coingecko';
import type { Runtime } from '../../platform/runtime';
import { marketChanged } from './generation';

export const CHART_DAYS = 30;

export function marketDataPort(runtime: Runtime): MarketDataPort {
  const c = runtime.config;
  if (!c.MARKET_DATA_URL) throw new Error('MARKET_DATA_URL ausente: o simulador de mercado não foi iniciado');
  return coinGecko({ baseUrl: c.MARKET_DATA_URL, apiKey: c.MARKET_DATA_API_KEY, keyHeader: c.MARKET_DATA_KEY_HEADER });
}

export interface QuoteRow {
  coin_id: string;
  symbol: string;
  name: string;
  image: string | null;
  price_usd: number;
  price_brl: number;
  change_24h_pct: number;
  market_cap_brl: number | null;
  volume_24h_brl: number | null;
  provider_updated_at: Date;
  fetched_at: Date;
}

export async function recordRefresh(runtime: Runtime, kind: string, started: { at: Date; tick: number }, ok: boolean, coins: number, error?: string) {
  await runtime.db('market_refreshes').insert({ kind, started_at: started.at, duration_ms: Math.round(performance.now() - started.tick), ok, coins, error: error ?? null });
  marketChanged();
}

export const startRefresh = (runtime: Runtime) => ({ at: runtime.now(), tick: performance.now() });

/** One batched markets call for every covered coin; the stored quotes change only on success. */
export async function refreshQuotes(runtime: Runtime, port: MarketDataPort = marketDataPort(runtime)): Promise<MarketCoin[]> {
  const started = startRefresh(runtime);
  try {
    const coins = await port.markets(runtime.config.MARKET_COINS);
    const fetchedAt = runtime.now();
    if (coins.length) {
      await runtime
        .db('market_quotes')
        .insert(
          coins.map((c) => ({
            coin_id: c.coinId,
            symbol: c.symbol,
            name: c.name,
            image: c.image,
            price_usd: c.priceUsd,
            price_brl: c.priceBrl,
            change_24h_pct: c.change24hPct,
            market_cap_brl: c.marketCapBrl,
            volume_24h_brl: c.volume24hBrl,
            // An undated answer is as fresh as its arrival.
            provider_updated_at: c.updatedAt ?? fetchedAt,
            fetched_at: fetchedAt,
          })),
        )
        .onConflict('coin_id')
        .merge();
    }
    await recordRefresh(runtime, 'quotes', started, true, coins.length);
    return coins;
  } catch (err) {
    await recordRefresh(runtime, 'quotes', started, false, 0, (err as Error).message);
    throw err;
  }
}

/** The 30-day daily series of every covered coin, one call per coin. */
export async function refreshCharts(runtime: Runtime, port: MarketDataPort = marketDataPort(runtime)): Promise<void> {
  const started = startRefresh(runtime);
  let done = 0;
  const errors: string[] = [];
  for (const coinId of runtime.config.MARKET_COINS) {
    try {
      const { prices, volumes } = await port.chart(coinId, CHART_DAYS);
      await runtime
        .db('market_series')
        .insert({ coin_id: coinId, points: JSON.stringify(prices), volumes: JSON.stringify(volumes), fetched_at: runtime.now() })
        .onConflict('coin_id')
        .merge();
      done++;
    } catch (err) {
      errors.push(`${coinId}: ${(err as Error).message}`);
    }
  }
  await recordRefresh(runtime, 'charts', started, errors.length === 0, done, errors.join('; ') || undefined);
  if (errors.length && done === 0) throw new Error(errors[0]);
}

/** Covered coins only, in the configured order (the list is the product's coverage). */
export async function storedQuotes(runtime: Runtime): Promise<QuoteRow[]> {
  const rows = await runtime.db<QuoteRow>('market_quotes').whereIn('coin_id', runtime.config.MARKET_COINS);
  const order = new Map(runtime.config.MARKET_COINS.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.coin_id)! - order.get(b.coin_id)!);
}

export function snapshotOf(quotes: readonly QuoteRow[], source: string): MarketSnapshot | null {
  if (quotes.length === 0) return null;
  const asOf = new Date(Math.min(...quotes.map((q) => q.fetched_at.getTime())));
  return {
    asOf: asOf.toISOString(),
    source,
    coins: quotes.map((q) => ({ coinId: q.coin_id, symbol: q.symbol, priceUsd: q.price_usd, priceBrl: q.price_brl, change24hPct: Number(q.change_24h_pct.toFixed(2)) })),
  };
}

export interface Freshness {
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  ageMinutes: number | null;
}

export async function freshness(runtime: Runtime, kind = 'quotes'): Promise<Freshness> {
  const [lastOk, last] = await Promise.all([
    runtime.db('market_refreshes').where({ kind, ok: true }).orderBy('started_at', 'desc').first<{ started_at: Date } | undefined>('started_at'),
    runtime.db('market_refreshes').where({ kind }).orderBy('started_at', 'desc').first<{ started_at: Date; ok: boolean; error: string | null } | undefined>('started_at', 'ok', 'error'),
  ]);
  return {
    lastSuccessAt: lastOk?.started_at.toISOString() ?? null,
    lastAttemptAt: last?.started_at.toISOString() ?? null,
    lastError: last && !last.ok ? last.error : null,
    ageMinutes: lastOk ? Math.floor((runtime.now().getTime() - lastOk.started_at.getTime()) / 60_000) : null,
  };
}

/** The source name stored with snapshots and calls, so scoring reads the same source. */
export function marketSource(runtime: Runtime): string {
  return runtime.config.simulated.market ? 'simulador-local' : new URL(runtime.config.MARKET_DATA_URL!).host;
}
