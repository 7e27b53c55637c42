// The CoinGecko adapter against the fake over real HTTP: the three endpoints parsed, a pinned price
// followed, and an outage as a typed failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketDataError, coinGecko } from './coingecko';
import { SIMULATED_USD_BRL, startFakeCoinGecko, type FakeCoinGecko } from './fake-coingecko';

let fake: FakeCoinGecko;
const now = Date.parse('2026-11-02T12:00:00Z');
beforeAll(async () => {
  fake = await startFakeCoinGecko({ now: () => now });
});
afterAll(() => fake.close());

describe('CoinGecko adapter', () => {
  it('reads markets in BRL with the USD price, a pinned move, and a 30-day daily series', async () => {
    const port = coinGecko({ baseUrl: fake.url, apiKey: 'demo' });
    fake.setPriceUsd('bitcoin', 70_000);
    const [btc, eth] = await port.markets(['bitcoin', 'ethereum']);
    expect(btc).toMatchObject({ coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', priceUsd: 70_000, priceBrl: 70_000 * SIMULATED_USD_BRL });
    expect(eth!.symbol).toBe('ETH');
    const series = await port.chart('bitcoin', 30);
    expect(series.prices).toHaveLength(31);
    expect(series.prices.at(-1)).toEqual([now, 70_000 * SIMULATED_USD_BRL]);
    expect(series.volumes).toHaveLength(31);
    // The same inputs, the same market: every process sees the same simulated prices.
    expect(await port.pricesUsd(['ethereum'])).toEqual(await port.pricesUsd(['ethereum']));
  });

  it('reports an outage as MarketDataError with the status', async () => {
    fake.failWith(503);
    await expect(coinGecko({ baseUrl: fake.url }).markets(['bitcoin'])).rejects.toEqual(new MarketDataError('provedor de cotações respondeu 503', 503));
    fake.failWith(null);
  });
});
