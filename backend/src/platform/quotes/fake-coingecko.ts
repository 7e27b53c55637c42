// A local CoinGecko speaking `GET /api/v3/simple/price` (only what the quote port asks). Tests set the
// prices; `npm start` without a market-data provider runs it as the local simulator.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCoinGecko {
  /** Base URL to give the quote port, e.g. http://127.0.0.1:40123/api/v3 */
  url: string;
  setBitcoin(prices: { usd: number; brl: number }): void;
  /** Answer 503 until cleared (an outage). */
  setDown(down: boolean): void;
  requests(): number;
  close(): Promise<void>;
}

export async function startFakeCoinGecko(options: { port?: number; host?: string } = {}): Promise<FakeCoinGecko> {
  let bitcoin = { usd: 98_000, brl: 519_400 };
  let down = false;
  let count = 0;
  const server: Server = createServer((req, res) => {
    count++;
    const url = new URL(req.url ?? '/', 'http://fake');
    if (down) return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"service unavailable"}');
    if (req.method !== 'GET' || url.pathname !== '/api/v3/simple/price') return void res.writeHead(404).end();
    const ids = (url.searchParams.get('ids') ?? '').split(',');
    const vs = (url.searchParams.get('vs_currencies') ?? '').split(',');
    const body: Record<string, Record<string, number>> = {};
    if (ids.includes('bitcoin')) body.bitcoin = Object.fromEntries(vs.filter((c) => c === 'usd' || c === 'brl').map((c) => [c, bitcoin[c as 'usd' | 'brl']]));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v3`,
    setBitcoin(prices) {
      bitcoin = prices;
    },
    setDown(value) {
      down = value;
    },
    requests: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
