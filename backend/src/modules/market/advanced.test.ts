// Elite's advanced analysis (issue 21 item 3) through the real app, PostgreSQL, projector and the local
// fakes: the indicators from the stored series, the job through the AI port (the simulator writes it),
// the event and read model, and the server refusing it to every plan but Elite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf, AdvancedAnalysisPublished } from '@piboost/events';
import { chatCompletionsClient } from '../../platform/ai/chat-completions';
import { answerByUse, startFakeChatProvider, type FakeChatProvider } from '../../platform/ai/fake-chat-provider';
import { startFakeCoinGecko, type FakeCoinGecko } from '../../platform/market-data/fake-coingecko';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { subscriberToken } from '../../../../tests/support/sessions';
import { advancedAnalysisSimulator, generateAdvancedAnalysis, INDICATORS_MARKER } from './advanced';
import { simulatedAnalystAnswer } from './analyst';
import { coinIndicators, rsi, volatility } from './indicators';
import { refreshCharts, refreshQuotes } from './quotes';
import { eventually } from '../../../../tests/support/eventually';

const DAY = 86_400_000;
const COINS = ['bitcoin', 'ethereum', 'solana'];
const clock = Date.parse('2026-11-02T15:00:00Z');
let h: AppHarness;
let coins: FakeCoinGecko;
let ai: FakeChatProvider;

beforeAll(async () => {
  coins = await startFakeCoinGecko({ now: () => clock });
  ai = await startFakeChatProvider({ answer: answerByUse([advancedAnalysisSimulator], simulatedAnalystAnswer) });
  h = await openHarness({ MARKET_DATA_URL: coins.url, AI_BASE_URL: ai.url, AI_API_KEY: 'teste', MARKET_COINS: COINS.join(',') });
  h.runtime.now = () => new Date(clock);
  await eventually(async () => h.runtime.db('projection_registry').where({ name: 'market', state: 'active' }).first());
});
afterAll(async () => {
  await h.close();
  await Promise.all([coins.close(), ai.close()]);
});

/** A signed-in person whose active period is `plan` (billing's fold reads the subscription stream). */
async function subscriber(plan: 'professional' | 'elite' | null) {
  const paid = plan && { plan, startsAt: new Date(clock - DAY).toISOString(), endsAt: new Date(clock + 29 * DAY).toISOString() };
  const token = await subscriberToken(h.runtime, { roles: ['user'], profileComplete: true }, paid);
  return { get: (path: string) => h.http.get(path).set('Authorization', `Bearer ${token}`) };
}

describe('indicators (pure, from the stored series)', () => {
  const days = (values: number[]) => values.map((v, i) => [Date.parse('2026-10-01T00:00:00Z') + i * DAY, v] as [number, number]);

  it('RSI: only gains is 100, only losses is 0, equal gains and losses is 50, short history is null', () => {
    expect(rsi(Array.from({ length: 15 }, (_, i) => 100 + i))).toBe(100);
    expect(rsi(Array.from({ length: 15 }, (_, i) => 100 - i))).toBe(0);
    expect(rsi(Array.from({ length: 15 }, (_, i) => (i % 2 ? 101 : 100)))).toBeCloseTo(50, 0);
    expect(rsi([1, 2, 3])).toBeNull();
  });

  it('volatility is the sample deviation of daily returns; a steady price has none', () => {
    expect(volatility([100, 100, 100, 100])).toBe(0);
    // Returns +10% and -10%: mean 0, sample deviation sqrt((100 + 100) / 1) = 14.14%.
    expect(volatility([100, 110, 99])).toBeCloseTo(14.14, 2);
  });

  it('moving averages, 7- and 30-day changes and the volume change come from the closes and volumes given', () => {
    const closes = Array.from({ length: 30 }, (_, i) => 100 + i);
    const volumes = Array.from({ length: 30 }, (_, i) => (i < 23 ? 1000 : 1500));
    const x = coinIndicators({ priceBrl: 129, change24hPct: 0.78 }, days(closes), days(volumes));
    expect(x.sma7Brl).toBe(126); // mean of 123..129
    expect(x.sma30Brl).toBe(114.5);
    expect(x.change7dPct).toBe(Number((((129 - 122) / 122) * 100).toFixed(2)));
    // The series starts 29 days back: its oldest close stands in for 30 days, and `from` says so.
    expect(x.change30dPct).toBe(29);
    expect(x.volumeChange7dPct).toBe(50);
    expect(x.days).toBe(30);
    expect(x.from).toBe('2026-10-01T00:00:00.000Z');
    expect(coinIndicators({ priceBrl: 1, change24hPct: 0 }, days([1, 2]), []).sma7Brl).toBeNull();
  });
});

describe('advanced analysis: the job, the event and who may read it', () => {
  it('the job sends our indicators through the AI port and publishes per coin 24 h, 7 and 30 days with the data behind it', async () => {
    await refreshQuotes(h.runtime);
    await refreshCharts(h.runtime);
    const sent = ai.received.length;
    expect(await generateAdvancedAnalysis(h.runtime)).toBe('published');
    const request = ai.received[sent]!;
    expect(request.max_tokens).toBe(4000);
    expect(request.messages.at(-1)!.content).toContain(INDICATORS_MARKER);

    const [event] = await h.runtime.db('es_events').where({ event_type: 'AdvancedAnalysisPublished' }).select('data');
    const data = event.data as DataOf<typeof AdvancedAnalysisPublished>;
    expect(data.coins.map((c) => c.coinId)).toEqual(COINS);
    expect(data.simulated).toBe(h.runtime.config.simulated.ai);
    const series = await h.runtime.db('market_series').where({ coin_id: 'bitcoin' }).first<{ points: [number, number][]; volumes: [number, number][] }>('points', 'volumes');
    const btc = data.coins[0]!;
    // Our figures, computed from what is stored: the 7-day average is the mean of the last 7 daily closes.
    const closes = series.points.filter(([t], i, all) => i === all.length - 1 || Math.floor(t / DAY) !== Math.floor(all[i + 1]![0] / DAY)).map(([, p]) => p);
    expect(btc.indicators.sma7Brl).toBeCloseTo(closes.slice(-7).reduce((s, p) => s + p, 0) / 7, 1);
    expect(btc.indicators.days).toBe(closes.length);
    expect(btc.indicators.rsi14).toEqual(expect.any(Number));
    expect(btc.indicators.volumeChange7dPct).toEqual(expect.any(Number));
    expect(btc.outlooks.map((o) => o.horizon)).toEqual(['24h', '7d', '30d']);
    expect(btc.summary).toMatch(/^Simulação local: BTC/);
    // The simulated analyst cites the same figures it was given.
    expect(btc.outlooks[1]!.text).toContain(`RSI 14 em ${btc.indicators.rsi14!.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}`);
    // Within the 3-hour window the provider is not called again.
    expect(await generateAdvancedAnalysis(h.runtime)).toBe('throttled');
    expect(ai.received.length).toBe(sent + 1);
  });

  it('Elite reads it; Professional, Freemium and visitors are refused by the server', async () => {
    await eventually(() => h.runtime.db('market_advanced_analyses').first());
    const elite = await (await subscriber('elite')).get('/api/market/advanced-analysis').expect(200);
    const analysis = elite.body.data.analysis;
    expect(analysis.coins).toHaveLength(3);
    expect(analysis.coins[0].indicators).toMatchObject({ priceBrl: expect.any(Number), sma30Brl: expect.any(Number), volatilityPct: expect.any(Number) });
    expect(analysis.simulated).toBe(h.runtime.config.simulated.ai);
    expect(analysis.costUsd).toBeUndefined();
    expect(elite.body.data.nextRefreshAt).toBe(new Date(clock + 3 * 3_600_000).toISOString());

    for (const plan of ['professional', null] as const) {
      const refused = await (await subscriber(plan)).get('/api/market/advanced-analysis').expect(403);
      expect(refused.body.message).toBe('A análise avançada por moeda é um recurso do plano Elite.');
      expect(refused.body.data).toBeUndefined();
    }
    await h.http.get('/api/market/advanced-analysis').expect(401);
  });

  it('a model answer for a coin we did not send, or out of schema, publishes nothing and says why', async () => {
    h.runtime.now = () => new Date(clock + 4 * 3_600_000);
    const before = await h.runtime.db('es_events').where({ event_type: 'AdvancedAnalysisPublished' }).count<{ n: string }[]>('* as n');
    const other = await startFakeChatProvider({
      answer: () => JSON.stringify({ coins: [{ coinId: 'moeda-inventada', summary: 'x', outlooks: ['24h', '7d', '30d'].map((horizon) => ({ horizon, direction: 'up', confidence: 0.9, text: 'x' })) }] }),
    });
    try {
      expect(await generateAdvancedAnalysis(h.runtime, chatCompletionsClient({ baseUrl: other.url, apiKey: 'teste' }))).toBe('failed');
    } finally {
      await other.close();
      h.runtime.now = () => new Date(clock);
    }
    const after = await h.runtime.db('es_events').where({ event_type: 'AdvancedAnalysisPublished' }).count<{ n: string }[]>('* as n');
    expect(after[0]!.n).toBe(before[0]!.n);
    const failure = await h.runtime.db('ai_calls').where({ purpose: 'advanced_analysis', outcome: 'invalid_response' }).first();
    expect(failure).toBeTruthy();
  });
});
