// Issue 21 item 9: the first minute of a fresh install works. Quotes (the market's and billing's),
// the 30-day charts, the 365-day daily history (issue 23), the first AI analysis and the first reports are there within seconds of the
// start, not at the schedules' next run (a minute for quotes, 30 minutes for the analysis and the
// reports) - also when a new database starts beside a queue whose schedules ran before.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedAnalystAnswer } from '../../backend/src/modules/market/analyst';
import { startFakeChatProvider, type FakeChatProvider } from '../../backend/src/platform/ai/fake-chat-provider';
import { startFakeCoinGecko, type FakeCoinGecko } from '../../backend/src/platform/market-data/fake-coingecko';
import { openPlatform, type AppHarness } from '../support/app';
import { eventually } from '../support/eventually';

let coins: FakeCoinGecko;
let ai: FakeChatProvider;
const providers = () => ({ MARKET_DATA_URL: coins.url, AI_BASE_URL: ai.url, AI_API_KEY: 'teste' });

beforeAll(async () => {
  coins = await startFakeCoinGecko();
  ai = await startFakeChatProvider({ answer: simulatedAnalystAnswer });
});
afterAll(async () => {
  await Promise.all([coins.close(), ai.close()]);
});

const rows = async (h: AppHarness, table: string) => Number((await h.runtime.db(table).count<{ n: string }[]>('* as n'))[0]!.n);

/** Waits up to `ms` for every table to hold something; returns what each holds then. */
async function stored(h: AppHarness, tables: readonly string[], ms = 20_000): Promise<Record<string, number>> {
  const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await rows(h, t)] as const)));
  return eventually(
    async () => {
      const now = await counts();
      return Object.values(now).every((n) => n > 0) && now;
    },
    { timeout: ms, interval: 250 },
  ).catch(counts);
}

const everything = ['market_quotes', 'market_series', 'market_daily_closes', 'billing_quote_snapshots', 'market_analyses', 'premium_reports'] as const;

describe('a fresh install', () => {
  let h: AppHarness;
  afterAll(() => h?.close());

  it('has quotes, charts, its first analysis and its reports within seconds of the start', async () => {
    h = await openPlatform(providers());
    const counts = await stored(h, everything);
    for (const t of everything) expect(counts[t], t).toBeGreaterThan(0);
    // One analysis: the start's, not one per trigger (the schedule's run and the first quotes').
    expect(counts.market_analyses).toBe(1);
  });
});

describe('a new database beside a queue whose schedules already ran', () => {
  const prefix = `t${randomBytes(4).toString('hex')}`;
  let h: AppHarness;
  afterAll(async () => {
    await h?.close();
  });

  it('still loads what it lacks at start, not at the schedules’ next run', async () => {
    const before = await openPlatform({ ...providers(), QUEUE_PREFIX: prefix });
    await stored(before, ['market_quotes', 'billing_quote_snapshots']);
    await before.close();
    h = await openPlatform({ ...providers(), QUEUE_PREFIX: prefix });
    const counts = await stored(h, everything);
    for (const t of everything) expect(counts[t], t).toBeGreaterThan(0);
  });
});
