// The market module through the real app, PostgreSQL, projector and the two local fakes (CoinGecko
// and an OpenAI-compatible provider): the analysis job and its failure states, the throttle, no
// provider call from any request handler, calls scored into the track record, the hash chain, and
// price alerts mailed when the fake market crosses them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRegistered, MarketCallPublished, newEvent, userStream } from '@piboost/events';
import { ProjectionEngine } from '@piboost/projections';
import { startFakeChatProvider, type FakeChatProvider } from '../../platform/ai/fake-chat-provider';
import type { Principal } from '../../platform/http/context';
import { startFakeCoinGecko, SIMULATED_USD_BRL, type FakeCoinGecko } from '../../platform/market-data/fake-coingecko';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { sessionToken } from '../../../../tests/support/sessions';
import { marketModule as market } from '.';
import { generateAnalysis, simulatedAnalystAnswer } from './analyst';
import { CALL_CHAIN, MIN_SCORED_CALLS, scoreDueCalls, verifyChain, wilson } from './calls';
import { MARKET_AI_QUEUE, MARKET_MAIL_QUEUE, firePriceAlerts } from './jobs';
import { refreshCharts, refreshQuotes } from './quotes';
import { eventually } from '../../../../tests/support/eventually';
import { settled } from '../../../../tests/support/settled';

let h: AppHarness;
let coins: FakeCoinGecko;
let ai: FakeChatProvider;
let reactorEngine: ProjectionEngine;
let clock = Date.parse('2026-11-02T12:00:00Z');
const COINS = ['bitcoin', 'ethereum', 'solana'];

beforeAll(async () => {
  coins = await startFakeCoinGecko({ now: () => clock });
  ai = await startFakeChatProvider({ answer: simulatedAnalystAnswer });
  h = await openHarness({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', MARKET_DATA_URL: coins.url, AI_BASE_URL: ai.url, AI_API_KEY: 'teste', MARKET_COINS: COINS.join(',') });
  h.runtime.now = () => new Date(clock);
  // Only the price-alert mail reactor and its worker: the schedulers would call the fakes on their own.
  reactorEngine = new ProjectionEngine({ db: h.runtime.db, store: h.runtime.store, projections: [], subscribers: market.reactors!(h.runtime), logger: h.runtime.logger, pollIntervalMs: 50 });
  await reactorEngine.start();
  const mail = market.workers!.find((w) => w.queue === MARKET_MAIL_QUEUE)!;
  h.runtime.jobs.worker(MARKET_MAIL_QUEUE, (job) => mail.process(h.runtime, job as never));
  // The read models' first builds must be serving before the tests read them.
  await eventually(async () => (await h.runtime.db('projection_registry').where({ name: 'market', state: 'active' }).first()) as unknown, { timeout: 60_000 });
});
afterAll(async () => {
  await reactorEngine.stop();
  await h.close();
  await Promise.all([coins.close(), ai.close()]);
});

type Caller = Omit<Principal, 'userId'>;
const premium: Caller = { roles: ['user'], premium: true, profileComplete: true };
const free: Caller = { roles: ['user'], premium: false, profileComplete: true };
const admin: Caller = { roles: ['admin'], premium: false, profileComplete: true };
// A real session per caller: every request checks that its session is open (identity/session-guard.ts).
const as = async (userId: string, caller: Caller) => {
  const auth = `Bearer ${await sessionToken(h.runtime, { userId, ...caller })}`;
  return {
    get: (path: string) => h.http.get(path).set('Authorization', auth),
    post: (path: string, body: object = {}) => h.http.post(path).set('Authorization', auth).send(body),
    put: (path: string, body: object) => h.http.put(path).set('Authorization', auth).send(body),
    delete: (path: string) => h.http.delete(path).set('Authorization', auth),
  };
};

async function account(email: string): Promise<string> {
  const userId = randomUUID();
  await h.runtime.events.append(userStream(userId), [
    newEvent(AccountRegistered, {
      userId,
      email,
      emailHash: userId.replace(/-/g, '').padEnd(64, 'a'),
      name: 'Maria Investidora',
      role: 'user',
      provider: 'password',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
      emailVerifiedAt: new Date().toISOString(),
    }),
  ]);
  return userId;
}

const caughtUp = () => settled(h);

/** Scores the due calls and waits until the read model shows every score. */
async function scoreAndSettle(): Promise<number> {
  const scored = await scoreDueCalls(h.runtime);
  const total = async () => Number((await h.runtime.db('market_calls').whereNotNull('scored_at').count<{ n: string }[]>('* as n'))[0]!.n);
  const expected = (await h.runtime.db('es_events').where({ event_type: 'MarketCallScored' }).count<{ n: string }[]>('* as n'))[0]!.n;
  await eventually(async () => (await total()) === Number(expected), { timeout: 60_000 });
  return scored;
}

/** Publishes one analysis and waits until the read model shows it. */
async function publishAnalysis() {
  expect(await generateAnalysis(h.runtime)).toBe('published');
  const published = await h.runtime.store.headPosition();
  await eventually(async () => (await h.runtime.db('market_analyses').where('published_at', '=', new Date(clock)).first()) && published, { timeout: 60_000 });
  await caughtUp();
}

const minutes = (n: number) => n * 60_000;

describe('market analysis: job, throttle, failures and fallback', () => {
  it('falls back to the built-in text when the provider is down at first start, says so, and queues a retry', async () => {
    await refreshQuotes(h.runtime);
    ai.mode = 'down';
    expect(await generateAnalysis(h.runtime)).toBe('failed');
    const res = await (await as(randomUUID(), premium)).get('/api/market/analysis').expect(200);
    expect(res.body.data.analysis).toBeNull();
    expect(res.body.data.fallback.summary).toMatch(/3 criptomoedas acompanhadas/);
    expect(res.body.data.status.state).toBe('disconnected');
    expect(res.body.data.warning).toBe('API desconectada - usando conteúdo de fallback');
    const failures = await h.runtime.db('ai_calls').where({ outcome: 'unavailable' }).count<{ n: string }[]>('* as n');
    expect(Number(failures[0]!.n)).toBe(1);
  });

  it('publishes an analysis with the snapshot, provider sources, model, cost and chained calls', async () => {
    ai.mode = 'ok';
    const sent = ai.received.length;
    await publishAnalysis();
    const request = ai.received[sent]!;
    expect(request).toMatchObject({ model: 'sonar-pro', max_tokens: 800, temperature: 0.7, response_format: { type: 'json_schema' } });
    await caughtUp();
    const res = await (await as(randomUUID(), premium)).get('/api/market/analysis').expect(200);
    const view = res.body.data;
    expect(view.status.state).toBe('connected');
    expect(view.warning).toBeNull();
    expect(view.analysis.macroNotes).toHaveLength(3);
    expect(view.analysis.sources[0].url).toBe('https://simulacao.piboost.local/fontes/relatorio-semanal');
    const calls = await h.runtime.db('market_calls').orderBy('sequence');
    expect(calls.map((c) => c.sequence)).toEqual([1, 2, 3]);
    const btc = calls.find((c) => c.coin_id === 'bitcoin')!;
    const quote = await h.runtime.db('market_quotes').where({ coin_id: 'bitcoin' }).first();
    expect(btc.reference_price_usd).toBe(quote.price_usd);
    const cost = await h.runtime.db('ai_calls').where({ outcome: 'ok', purpose: 'market_analysis' }).first();
    expect(Number(cost.cost_usd)).toBeGreaterThan(0.006);
  });

  it('does not call the provider again within the 30-minute window, from any process', async () => {
    const sent = ai.received.length;
    clock += minutes(29);
    expect(await generateAnalysis(h.runtime)).toBe('throttled');
    expect(ai.received.length).toBe(sent);
  });

  it('on a 429 shows the last analysis with its age and the limit state, then recovers', async () => {
    clock += minutes(2 * 60);
    ai.mode = 'limit';
    const before = await (await as(randomUUID(), premium)).get('/api/market/analysis').expect(200);
    expect(await generateAnalysis(h.runtime)).toBe('failed');
    const limited = (await (await as(randomUUID(), premium)).get('/api/market/analysis').expect(200)).body.data;
    expect(limited.status.state).toBe('limit');
    expect(limited.analysis.analysisId).toBe(before.body.data.analysis.analysisId);
    expect(limited.ageHours).toBe(2);
    expect(limited.warning).toMatch(/^API atingiu limite - exibindo a última análise, de há 2 h\. Nova tentativa automática às \d\d:\d\d\.$/);

    ai.mode = 'ok';
    await publishAnalysis();
    const recovered = (await (await as(randomUUID(), premium)).get('/api/market/analysis').expect(200)).body.data;
    expect(recovered.status.state).toBe('connected');
    expect(recovered.analysis.analysisId).not.toBe(before.body.data.analysis.analysisId);
    expect(recovered.ageHours).toBe(0);
    expect(recovered.warning).toBeNull();
  });

  it('an unusable answer counts as a failure and leaves the last analysis in place', async () => {
    clock += minutes(31);
    ai.mode = 'garbage';
    expect(await generateAnalysis(h.runtime)).toBe('failed');
    const row = await h.runtime.db('ai_calls').orderBy('id', 'desc').first();
    expect(row.outcome).toBe('invalid_response');
    ai.mode = 'ok';
  });

  it('free plans see the analysis published 24 h before; Premium sees the latest', async () => {
    const free24 = (await (await as(randomUUID(), free)).get('/api/market/analysis').expect(200)).body.data;
    expect(free24.delayedHours).toBe(24);
    expect(free24.analysis).toBeNull();
    clock += minutes(25 * 60);
    const later = (await (await as(randomUUID(), free)).get('/api/market/analysis').expect(200)).body.data;
    expect(later.analysis).not.toBeNull();
  });
});

describe('no provider call from a request handler', () => {
  it('every route of the module answers from stored data; only jobs reach the fakes', async () => {
    const userId = await account(`rotas-${randomUUID()}@exemplo.com.br`);
    await caughtUp();
    const quoteRequests = coins.requests;
    const aiRequests = ai.received.length;
    const me = await as(userId, premium);
    const boss = await as(randomUUID(), admin);
    const hits = new Set<string>();
    const call = async (method: string, path: string, pattern: string, send: () => PromiseLike<{ status: number }>) => {
      const res = await send();
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      hits.add(`${method} ${pattern}`);
    };
    await call('GET', '/api/public/market', '/api/public/market', () => h.http.get('/api/public/market'));
    await call('GET', '/api/public/track-record', '/api/public/track-record', () => h.http.get('/api/public/track-record'));
    await call('GET', '/api/public/track-record/verify', '/api/public/track-record/verify', () => h.http.get('/api/public/track-record/verify'));
    await call('GET', '/api/public/track-record/chain', '/api/public/track-record/chain', () => h.http.get('/api/public/track-record/chain'));
    await call('GET', '/api/market/analysis', '/api/market/analysis', () => me.get('/api/market/analysis'));
    await call('POST', '/api/market/analysis/refresh', '/api/market/analysis/refresh', () => me.post('/api/market/analysis/refresh'));
    await call('GET', '/api/market/status', '/api/market/status', () => me.get('/api/market/status'));
    await call('POST', '/api/market/status/reconnect', '/api/market/status/reconnect', () => me.post('/api/market/status/reconnect'));
    await call('GET', '/api/dashboard', '/api/dashboard', () => me.get('/api/dashboard'));
    await call('GET', '/api/market/advanced-analysis', '/api/market/advanced-analysis', () => boss.get('/api/market/advanced-analysis'));
    await call('PUT', '/api/portfolio/holdings/bitcoin', '/api/portfolio/holdings/:coinId', () => me.put('/api/portfolio/holdings/bitcoin', { quantity: 0.1, averageCostBrl: 300000 }));
    await call('DELETE', '/api/portfolio/holdings/bitcoin', '/api/portfolio/holdings/:coinId', () => me.delete('/api/portfolio/holdings/bitcoin'));
    const created = await me.post('/api/price-alerts', { coinId: 'bitcoin', condition: 'above', priceBrl: 1e9 });
    hits.add('POST /api/price-alerts');
    await call('DELETE', '/api/price-alerts/:id', '/api/price-alerts/:alertId', () => me.delete(`/api/price-alerts/${created.body.data.id}`));
    await call('GET', '/api/admin/market', '/api/admin/market', () => boss.get('/api/admin/market'));
    await call('POST', '/api/admin/market/refresh', '/api/admin/market/refresh', () => boss.post('/api/admin/market/refresh'));
    await call('POST', '/api/admin/market/simulator/prices', '/api/admin/market/simulator/prices', () => boss.post('/api/admin/market/simulator/prices', { prices: { bitcoin: 1 } }));
    const declared = market.routes!(h.runtime).map((r) => `${r.method} ${r.path}`);
    expect([...hits].sort()).toEqual([...declared].sort());
    expect(coins.requests).toBe(quoteRequests);
    expect(ai.received.length).toBe(aiRequests);
    // The refresh and reconnect requests were queued for a worker instead.
    const waiting = await h.runtime.jobs.queue(MARKET_AI_QUEUE).getJobs(['waiting', 'delayed']);
    expect(waiting.map((j) => j.name)).toEqual(expect.arrayContaining(['analysis', 'connection-test']));
  });
});

describe('track record: scored calls and the hash chain', () => {
  it('a scored call changes the track record; figures appear only from 30 scored calls', async () => {
    const before = (await h.http.get('/api/public/track-record').expect(200)).body.data;
    expect(before.scored).toBe(0);
    expect(before.figures).toBeNull();
    // Past every horizon (30 d), with bitcoin up 10% from any reference.
    clock += minutes(31 * 24 * 60);
    coins.setPriceUsd('bitcoin', 90_000);
    await refreshQuotes(h.runtime);
    expect(await scoreAndSettle()).toBe(before.published);
    const after = (await h.http.get('/api/public/track-record').expect(200)).body.data;
    expect(after.scored).toBe(before.published);
    expect(after.pending).toBe(0);
    const btc = after.calls.find((c: { asset: string }) => c.asset === 'BTC');
    expect(btc.outcome).toBe('up');
    expect(btc.hit).toBe(btc.direction === 'up');
    // Scoring twice never scores twice.
    expect(await scoreDueCalls(h.runtime)).toBe(0);
  });

  it('publishes the measured figures once N >= 30, with Wilson interval, base rate, Brier and buy-and-hold', async () => {
    while (((await h.http.get('/api/public/track-record')).body.data.published as number) < MIN_SCORED_CALLS) {
      clock += minutes(31);
      await publishAnalysis();
    }
    clock += minutes(31 * 24 * 60);
    coins.setPriceUsd('ethereum', 2_000);
    await refreshQuotes(h.runtime);
    await scoreAndSettle();
    await caughtUp();
    const record = (await h.http.get('/api/public/track-record').expect(200)).body.data;
    expect(record.scored).toBeGreaterThanOrEqual(MIN_SCORED_CALLS);
    const rows = await h.runtime.db('market_calls').whereNotNull('scored_at');
    const hits = rows.filter((r) => r.hit).length;
    expect(record.figures.hitRate).toBeCloseTo(hits / rows.length, 10);
    expect(record.figures.interval95).toEqual(wilson(hits, rows.length));
    expect(record.figures.brier).toBeCloseTo(rows.reduce((s, r) => s + (r.confidence - (r.hit ? 1 : 0)) ** 2, 0) / rows.length, 10);
    expect(record.figures.buyHoldReturnPct).toBeCloseTo(rows.reduce((s, r) => s + r.return_pct, 0) / rows.length, 10);
  });

  it('detects a stored call edited behind the log’s back', async () => {
    const intact = (await h.http.get('/api/public/track-record/verify').expect(200)).body.data;
    expect(intact.ok).toBe(true);
    expect(intact.checked).toBeGreaterThanOrEqual(MIN_SCORED_CALLS);
    expect(await verifyChain(h.runtime)).toEqual(intact);
    await h.runtime.db('es_events').where({ stream_id: CALL_CHAIN, stream_version: 2, event_type: MarketCallPublished.type }).update({
      data: h.runtime.db.raw(`jsonb_set(data, '{confidence}', to_jsonb(0.95))`),
    });
    const broken = (await h.http.get('/api/public/track-record/verify').expect(200)).body.data;
    expect(broken).toMatchObject({ ok: false, brokenAt: 2, checked: 1 });
  });
});

describe('portfolio and price alerts', () => {
  it('values holdings at the stored quotes and mails an alert when the fake market crosses it', async () => {
    const email = `alerta-${randomUUID()}@exemplo.com.br`;
    const userId = await account(email);
    await caughtUp();
    const me = await as(userId, premium);
    await refreshCharts(h.runtime);
    const saved = await me.put('/api/portfolio/holdings/ethereum', { quantity: 2, averageCostBrl: 10_000 }).expect(200);
    const eth = (await h.runtime.db('market_quotes').where({ coin_id: 'ethereum' }).first()).price_brl as number;
    expect(saved.body.data.valueBrl).toBeCloseTo(2 * eth, 6);
    expect(saved.body.data.pnlBrl).toBeCloseTo(2 * eth - 20_000, 6);
    // One point per day: 30 days back to today, today at the current price.
    expect(saved.body.data.chart).toHaveLength(30);

    const bad = await me.put('/api/portfolio/holdings/ethereum', { quantity: -1, averageCostBrl: 'x' }).expect(400);
    expect(bad.body.errors).toMatchObject({ quantity: 'A quantidade deve ser maior que zero.', averageCostBrl: 'Informe o custo médio.' });
    await me.put('/api/portfolio/holdings/naoexiste', { quantity: 1, averageCostBrl: 1 }).expect(400);

    const threshold = Math.round(eth * 1.05);
    await me.post('/api/price-alerts', { coinId: 'ethereum', condition: 'above', priceBrl: threshold }).expect(201);
    expect(await firePriceAlerts(h.runtime)).toBe(0);
    coins.setPriceUsd('ethereum', (threshold / SIMULATED_USD_BRL) * 1.01);
    await refreshQuotes(h.runtime);
    expect(await firePriceAlerts(h.runtime)).toBe(1);
    await caughtUp();
    const mail = await eventually(() => h.runtime.db('outbox').where({ to: email, tag: 'price-alert' }).first(), { timeout: 60_000 });
    expect(mail.subject).toMatch(/^Alerta de preço: Ethereum \(ETH\) subiu acima de R\$/);
    const dashboard = (await me.get('/api/dashboard').expect(200)).body.data;
    expect(dashboard.priceAlerts[0].triggeredAt).not.toBeNull();
    // Spent: the next refresh does not fire it again.
    expect(await firePriceAlerts(h.runtime)).toBe(0);
  });

  it('caps active alerts by plan with a clear message', async () => {
    const me = await as(await account(`limite-${randomUUID()}@exemplo.com.br`), free);
    for (let i = 0; i < 3; i++) await me.post('/api/price-alerts', { coinId: 'bitcoin', condition: 'below', priceBrl: 1 + i }).expect(201);
    const res = await me.post('/api/price-alerts', { coinId: 'bitcoin', condition: 'below', priceBrl: 9 }).expect(409);
    expect(res.body.message).toBe('Seu plano permite 3 alertas de preço ativos. Remova um alerta ou conheça o Premium.');
  });
});
