// The market-data port (ARCHITECTURE §9) and its CoinGecko-shaped adapter: three endpoints, each
// answer parsed with our own schema. Only jobs call it; request handlers read the stored snapshot.
import { z } from 'zod';

export interface MarketCoin {
  coinId: string;
  symbol: string;
  name: string;
  image: string | null;
  priceUsd: number;
  priceBrl: number;
  change24hPct: number;
  marketCapBrl: number | null;
  volume24hBrl: number | null;
  /** When the provider last updated the figure; null when it did not say (the caller knows when it asked). */
  updatedAt: Date | null;
}

export interface MarketDataPort {
  /** Markets in BRL plus the USD price, for the given coins (one batched call each). */
  markets(coinIds: readonly string[]): Promise<MarketCoin[]>;
  /** Daily BRL closes and traded volumes for the last `days` days: [epoch ms, value]. */
  chart(coinId: string, days: number): Promise<{ prices: [number, number][]; volumes: [number, number][] }>;
  /** USD price of each coin (for call references and scoring). */
  pricesUsd(coinIds: readonly string[]): Promise<Record<string, number>>;
}

export class MarketDataError extends Error {
  override name = 'MarketDataError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const simplePrice = z.record(z.string(), z.object({ usd: z.number(), brl: z.number().optional(), last_updated_at: z.number().optional() }));
const marketsRow = z.object({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  image: z.string().nullable().optional(),
  current_price: z.number(),
  market_cap: z.number().nullable().optional(),
  total_volume: z.number().nullable().optional(),
  price_change_percentage_24h: z.number().nullable().optional(),
  last_updated: z.string().nullable().optional(),
});
const marketChart = z.object({ prices: z.array(z.tuple([z.number(), z.number()])), total_volumes: z.array(z.tuple([z.number(), z.number()])).optional() });

export interface CoinGeckoOptions {
  baseUrl: string;
  apiKey?: string;
  /** Demo keys go in x-cg-demo-api-key, Pro keys in x-cg-pro-api-key (and another base URL). */
  keyHeader?: 'x-cg-demo-api-key' | 'x-cg-pro-api-key';
  timeoutMs?: number;
}

export function coinGecko(options: CoinGeckoOptions): MarketDataPort {
  const base = options.baseUrl.replace(/\/$/, '');
  async function get<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = `${base}${path}?${new URLSearchParams(params)}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.apiKey) headers[options.keyHeader ?? 'x-cg-demo-api-key'] = options.apiKey;
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
    } catch (err) {
      throw new MarketDataError(`sem resposta do provedor de cotações: ${(err as Error).message}`, null);
    }
    if (!response.ok) throw new MarketDataError(`provedor de cotações respondeu ${response.status}`, response.status);
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new MarketDataError(`resposta inesperada do provedor de cotações em ${path}`, response.status);
    return parsed.data;
  }

  return {
    async markets(coinIds) {
      const [rows, usd] = await Promise.all([
        get('/coins/markets', { vs_currency: 'brl', ids: coinIds.join(','), per_page: '250', page: '1', price_change_percentage: '24h' }, z.array(marketsRow)),
        this.pricesUsd(coinIds),
      ]);
      return rows
        .filter((r) => usd[r.id] !== undefined)
        .map((r) => ({
          coinId: r.id,
          symbol: r.symbol.toUpperCase(),
          name: r.name,
          image: r.image ?? null,
          priceUsd: usd[r.id]!,
          priceBrl: r.current_price,
          change24hPct: r.price_change_percentage_24h ?? 0,
          marketCapBrl: r.market_cap ?? null,
          volume24hBrl: r.total_volume ?? null,
          updatedAt: r.last_updated ? new Date(r.last_updated) : null,
        }));
    },
    async chart(coinId, days) {
      const body = await get(`/coins/${encodeURIComponent(coinId)}/market_chart`, { vs_currency: 'brl', days: String(days), interval: 'daily' }, marketChart);
      return { prices: body.prices, volumes: body.total_volumes ?? [] };
    },
    async pricesUsd(coinIds) {
      const body = await get('/simple/price', { ids: coinIds.join(','), vs_currencies: 'usd', include_last_updated_at: 'true' }, simplePrice);
      return Object.fromEntries(Object.entries(body).map(([id, v]) => [id, v.usd]));
    },
  };
}
