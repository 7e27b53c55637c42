// The 365-day daily history through its job, against the fake CoinGecko over real HTTP: one row per
// coin and UTC day, the trailing "now" point not taken for a close, days past 365 let go, the
// refresh recorded, and the schedule that runs it at start while nothing is stored.
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCoinGecko, SIMULATED_USD_BRL, type FakeCoinGecko } from '../../platform/market-data/fake-coingecko';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { closesByDay, dailyCloses, firstStoredDay } from './history';
import { MARKET_DATA_QUEUE, marketSchedules, marketWorkers } from './jobs';

let h: AppHarness;
let fake: FakeCoinGecko;
const now = Date.parse('2026-11-02T12:00:00Z');

beforeAll(async () => {
  fake = await startFakeCoinGecko({ now: () => now });
  h = await openHarness({ MARKET_DATA_URL: fake.url, MARKET_COINS: 'bitcoin,ethereum' });
  h.runtime.now = () => new Date(now);
});
afterAll(async () => {
  await h.close();
  await fake.close();
});

const runJob = (name: string) => marketWorkers.find((w) => w.queue === MARKET_DATA_QUEUE)!.process(h.runtime, { name, data: {} } as Job<never>);
const schedule = marketSchedules.find((s) => s.id === 'market-history')!;

describe('closesByDay', () => {
  it('keeps the first point of each UTC day, oldest first', () => {
    const d = (iso: string) => Date.parse(iso);
    expect(closesByDay([[d('2026-11-02T12:00:00Z'), 9], [d('2026-11-01T00:00:00Z'), 5], [d('2026-11-02T00:00:00Z'), 7], [d('2026-10-31T00:00:00Z'), 0]])).toEqual([
      { day: '2026-11-01', priceBrl: 5 },
      { day: '2026-11-02', priceBrl: 7 },
    ]);
  });
});

describe('the refresh-history job', () => {
  it('runs at start on an install without history, stores 365 closes per coin and lets older days go', async () => {
    expect(await schedule.missing!(h.runtime)).toBe(true);
    expect(schedule.job.name).toBe('refresh-history');
    // A close older than 365 days, left from an earlier year.
    await h.runtime.db('market_daily_closes').insert({ coin_id: 'bitcoin', day: '2025-10-01', price_brl: 1, fetched_at: new Date(now) });

    expect(await runJob('refresh-history')).toEqual({ coins: 2 });

    const counts = await h.runtime.db('market_daily_closes').groupBy('coin_id').orderBy('coin_id').select<{ coin_id: string; n: string }[]>('coin_id', h.runtime.db.raw('count(*) as n'));
    expect(counts.map((c) => [c.coin_id, Number(c.n)])).toEqual([
      ['bitcoin', 365],
      ['ethereum', 365],
    ]);
    // The fake's daily points run from 364 days ago to today's 00:00 UTC; "now" is not a close.
    expect(await firstStoredDay(h.runtime, 'bitcoin')).toBe('2025-11-03');
    const chart = await fetch(`${fake.url}/coins/bitcoin/market_chart?vs_currency=brl&days=365&interval=daily`).then((r) => r.json() as Promise<{ prices: [number, number][] }>);
    const today = chart.prices.find(([t]) => t === Date.parse('2026-11-02T00:00:00Z'))!;
    expect(await dailyCloses(h.runtime, 'bitcoin', '2026-11-01', '2026-11-30')).toEqual([
      { day: '2026-11-01', priceBrl: chart.prices.find(([t]) => t === Date.parse('2026-11-01T00:00:00Z'))![1] },
      { day: '2026-11-02', priceBrl: today[1] },
    ]);
    // BRL closes of the simulated market (Bitcoin walks around 68.000 USD).
    expect(today[1] / SIMULATED_USD_BRL).toBeGreaterThan(60_000);
    expect(await h.runtime.db('market_refreshes').where({ kind: 'history', ok: true, coins: 2 }).first()).toBeTruthy();
    expect(await schedule.missing!(h.runtime)).toBe(false);
    expect(schedule.repeat).toEqual({ pattern: '30 1 * * *', tz: 'UTC' });
  });

  it('runs again without duplicating a day, and records an outage without losing the stored closes', async () => {
    await runJob('refresh-history');
    expect(Number((await h.runtime.db('market_daily_closes').count<{ n: string }[]>('* as n'))[0]!.n)).toBe(730);
    fake.failWith(503);
    await expect(runJob('refresh-history')).rejects.toThrow('provedor de cotações respondeu 503');
    fake.failWith(null);
    expect(Number((await h.runtime.db('market_daily_closes').count<{ n: string }[]>('* as n'))[0]!.n)).toBe(730);
    expect(await h.runtime.db('market_refreshes').where({ kind: 'history', ok: false }).first()).toMatchObject({ coins: 0 });
  });
});
