// A local server speaking CoinGecko's three endpoints (/simple/price, /coins/markets,
// /coins/{id}/market_chart). Tests start it on port 0 and move the market with setPriceUsd or
// POST /__sim/prices; a fresh install runs it as the simulated market (DECISIONS 20). Prices are a
// deterministic function of the coin and the time, so every process sees the same market.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/** Reference BRL per USD of the simulated market. */
export const SIMULATED_USD_BRL = 5.3;

const KNOWN: Record<string, { symbol: string; name: string; usd: number }> = {
  bitcoin: { symbol: 'btc', name: 'Bitcoin', usd: 68_000 },
  ethereum: { symbol: 'eth', name: 'Ethereum', usd: 3_400 },
  solana: { symbol: 'sol', name: 'Solana', usd: 160 },
  binancecoin: { symbol: 'bnb', name: 'BNB', usd: 590 },
  ripple: { symbol: 'xrp', name: 'XRP', usd: 0.62 },
  cardano: { symbol: 'ada', name: 'Cardano', usd: 0.45 },
  dogecoin: { symbol: 'doge', name: 'Dogecoin', usd: 0.15 },
  tron: { symbol: 'trx', name: 'TRON', usd: 0.13 },
  chainlink: { symbol: 'link', name: 'Chainlink', usd: 15 },
  'avalanche-2': { symbol: 'avax', name: 'Avalanche', usd: 32 },
  polkadot: { symbol: 'dot', name: 'Polkadot', usd: 6.5 },
  litecoin: { symbol: 'ltc', name: 'Litecoin', usd: 82 },
};

const DAY = 86_400_000;

function seed(coinId: string): number {
  return createHash('sha256').update(coinId).digest().readUInt32BE(0);
}

function describeCoin(coinId: string): { symbol: string; name: string; usd: number } {
  const known = KNOWN[coinId];
  if (known) return known;
  // Any other id gets a stable made-up coin, so a benchmark can cover 50 of them.
  const s = seed(coinId);
  return { symbol: coinId.replace(/[^a-z0-9]/g, '').slice(0, 6) || 'coin', name: coinId, usd: 0.5 + (s % 20_000) / 10 };
}

/** Smooth, repeatable drift: a few percent over days, a little over hours. */
function walk(coinId: string, t: number): number {
  const phase = (seed(coinId) % 1000) / 159;
  return 1 + 0.06 * Math.sin(t / (9 * DAY) + phase) + 0.015 * Math.sin(t / (7 * 3600_000) + phase * 2);
}

export interface FakeCoinGecko {
  url: string;
  /** Pins a coin's current USD price (BRL follows at SIMULATED_USD_BRL); null returns it to the walk. */
  setPriceUsd(coinId: string, usd: number | null): void;
  /** Every request answers this status until called with null (an outage). */
  failWith(status: number | null): void;
  requests: number;
  close(): Promise<void>;
}

/** The simulated market at the fake's clock: the walk, or a pinned price. */
interface SimulatedMarket {
  now: () => number;
  usdAt(coinId: string, t: number): number;
  currentUsd(coinId: string): number;
}

const round = (n: number) => Number(n.toPrecision(8));

function simplePrice(url: URL, ids: readonly string[], m: SimulatedMarket): unknown {
  const currencies = (url.searchParams.get('vs_currencies') ?? 'usd').split(',');
  return Object.fromEntries(
    ids.map((id) => {
      const usd = m.currentUsd(id);
      const row: Record<string, number> = { last_updated_at: Math.floor(m.now() / 1000) };
      if (currencies.includes('usd')) row.usd = round(usd);
      if (currencies.includes('brl')) row.brl = round(usd * SIMULATED_USD_BRL);
      return [id, row];
    }),
  );
}

function markets(ids: readonly string[], m: SimulatedMarket): unknown {
  return ids.map((id, i) => {
    const coin = describeCoin(id);
    const brl = m.currentUsd(id) * SIMULATED_USD_BRL;
    const dayAgo = m.usdAt(id, m.now() - DAY) * SIMULATED_USD_BRL;
    return {
      id,
      symbol: coin.symbol,
      name: coin.name,
      image: null,
      current_price: round(brl),
      market_cap: Math.round(brl * 1e7 * (ids.length - i)),
      market_cap_rank: i + 1,
      total_volume: Math.round(brl * 1e6),
      price_change_percentage_24h: round(((brl - dayAgo) / dayAgo) * 100),
      last_updated: new Date(m.now()).toISOString(),
    };
  });
}

function marketChart(id: string, url: URL, m: SimulatedMarket): unknown {
  const days = Math.min(Number(url.searchParams.get('days') ?? 30), 365);
  const today = Math.floor(m.now() / DAY) * DAY;
  const prices: [number, number][] = [];
  for (let d = days; d >= 1; d--) prices.push([today - (d - 1) * DAY, round(m.usdAt(id, today - (d - 1) * DAY) * SIMULATED_USD_BRL)]);
  // The last point is "now", as CoinGecko's own series ends.
  prices.push([m.now(), round(m.currentUsd(id) * SIMULATED_USD_BRL)]);
  return { prices, market_caps: prices.map(([t, p]) => [t, p * 1e7]), total_volumes: prices.map(([t, p]) => [t, p * 1e6]) };
}

/** The answer of a GET, or undefined for a path CoinGecko would not know. */
function route(url: URL, m: SimulatedMarket): unknown {
  const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
  if (url.pathname === '/simple/price') return simplePrice(url, ids, m);
  if (url.pathname === '/coins/markets') return markets(ids, m);
  const chart = /^\/coins\/([a-z0-9-]+)\/market_chart$/.exec(url.pathname);
  return chart ? marketChart(chart[1]!, url, m) : undefined;
}

export async function startFakeCoinGecko(options: { port?: number; host?: string; now?: () => number } = {}): Promise<FakeCoinGecko> {
  // The fake provider's own clock (a test may pass its own): not the platform's business time.
  const now = options.now ?? Date.now;
  const pinned = new Map<string, number>();
  let failure: number | null = null;
  const usdAt = (coinId: string, t: number) => describeCoin(coinId).usd * walk(coinId, t);
  const market: SimulatedMarket = { now, usdAt, currentUsd: (coinId) => pinned.get(coinId) ?? usdAt(coinId, now()) };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && url.pathname === '/__sim/prices') {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}') as Record<string, number | null>;
        for (const [id, usd] of Object.entries(body)) fake.setPriceUsd(id, usd);
        send(200, { ok: true });
      });
      return;
    }
    fake.requests++;
    if (failure) return send(failure, { status: { error_code: failure, error_message: 'simulated outage' } });
    const body = req.method === 'GET' ? route(url, market) : undefined;
    if (body === undefined) return send(404, { error: 'not found' });
    send(200, body);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeCoinGecko = {
    url: `http://127.0.0.1:${port}`,
    requests: 0,
    setPriceUsd(coinId, usd) {
      if (usd === null) pinned.delete(coinId);
      else pinned.set(coinId, usd);
    },
    failWith(status) {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
