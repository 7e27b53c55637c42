// The market's rules as specifications: given a stream's past events, when a command arrives, then
// these events - or this domain error.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HoldingRemoved, HoldingSet, MarketAnalysisPublished, MarketCallScored, PriceAlertRemoved, PriceAlertSet, PriceAlertTriggered, newEvent, type DataOf } from '@piboost/events';
import { streamExists } from '../../platform/command';
import { derivedId } from '../../platform/ids';
import { decider } from '../../../../tests/support/given';
import {
  callHash,
  decideCalls,
  decidePortfolio,
  decidePriceAlerts,
  foldChainHead,
  foldPortfolio,
  foldPriceAlerts,
  publishAnalysis,
  scoreCall,
  triggerPriceAlerts,
  type CallData,
  type PriceAlertCommand,
  type PublishCalls,
  type ScoreCall,
} from './decide';
import { CoinNotCovered, HoldingNotHeld, PriceAlertLimitReached, PriceAlertNotFound } from './errors';

const userId = randomUUID();
const coveredCoins = ['bitcoin', 'ethereum'];
const portfolio = decider(foldPortfolio, decidePortfolio);
const alerts = decider(foldPriceAlerts, decidePriceAlerts);

const holding = (coinId: string) => newEvent(HoldingSet, { userId, coinId, quantity: 1, averageCostBrl: 100 });
const alertSet = (alertId: string = randomUUID()) => newEvent(PriceAlertSet, { userId, alertId, coinId: 'bitcoin', condition: 'above', priceBrl: 10 });
const setAlert = (overrides: Partial<Extract<PriceAlertCommand, { type: 'SetPriceAlert' }>> = {}): PriceAlertCommand => ({
  type: 'SetPriceAlert',
  userId,
  alertId: randomUUID(),
  coinId: 'bitcoin',
  condition: 'below',
  priceBrl: 5,
  coveredCoins,
  maxActive: 2,
  ...overrides,
});

describe('portfolio', () => {
  it('sets a holding of a covered coin, again to change it', () => {
    portfolio.given().when({ type: 'SetHolding', userId, coinId: 'bitcoin', quantity: 0.5, averageCostBrl: 300_000, coveredCoins }).then({ type: 'HoldingSet', data: { coinId: 'bitcoin', quantity: 0.5, averageCostBrl: 300_000 } });
    portfolio.given(holding('bitcoin')).when({ type: 'SetHolding', userId, coinId: 'bitcoin', quantity: 2, averageCostBrl: 1, coveredCoins }).then({ type: 'HoldingSet', data: { quantity: 2 } });
  });
  it('refuses a coin the π Boost does not follow', () => {
    portfolio.given().when({ type: 'SetHolding', userId, coinId: 'naoexiste', quantity: 1, averageCostBrl: 1, coveredCoins }).thenThrows(CoinNotCovered, { message: 'coin not covered: naoexiste' });
  });
  it('removes a held coin once; removing it twice, or one never held, is refused', () => {
    portfolio.given(holding('bitcoin')).when({ type: 'RemoveHolding', userId, coinId: 'bitcoin' }).then({ type: 'HoldingRemoved', data: { coinId: 'bitcoin' } });
    portfolio.given(holding('bitcoin'), newEvent(HoldingRemoved, { userId, coinId: 'bitcoin' })).when({ type: 'RemoveHolding', userId, coinId: 'bitcoin' }).thenThrows(HoldingNotHeld);
    portfolio.given(holding('ethereum')).when({ type: 'RemoveHolding', userId, coinId: 'bitcoin' }).thenThrows(HoldingNotHeld);
  });
});

describe('price alerts', () => {
  it('sets an alert of a covered coin under the plan limit', () => {
    const command = setAlert();
    alerts.given(alertSet()).when(command).then({ type: 'PriceAlertSet', data: { alertId: command.alertId, coinId: 'bitcoin', condition: 'below', priceBrl: 5 } });
  });
  it('refuses a coin the π Boost does not follow', () => {
    alerts.given().when(setAlert({ coinId: 'naoexiste' })).thenThrows(CoinNotCovered);
  });
  it('refuses one more active alert than the plan allows', () => {
    alerts.given(alertSet(), alertSet()).when(setAlert({ maxActive: 2 })).thenThrows(PriceAlertLimitReached, { message: 'price alert limit reached: 2' });
    alerts.given(alertSet(), alertSet()).when(setAlert({ maxActive: 3 })).then('PriceAlertSet');
  });
  it('counts neither triggered nor removed alerts against the limit', () => {
    const [fired, removed] = [randomUUID(), randomUUID()];
    const trigger = newEvent(PriceAlertTriggered, { userId, alertId: fired, coinId: 'bitcoin', condition: 'above', thresholdBrl: 10, priceBrl: 11, triggeredAt: '2026-03-10T15:00:00.000Z' });
    alerts.given(alertSet(fired), trigger, alertSet(removed), newEvent(PriceAlertRemoved, { userId, alertId: removed }), alertSet()).when(setAlert({ maxActive: 2 })).then('PriceAlertSet');
  });
  it('adds nothing for an alert already set (a retried request)', () => {
    const command = setAlert();
    alerts.given(alertSet(command.alertId)).when(command).thenNothing();
  });
  it('removes an alert, triggered or not, once; a second removal is refused', () => {
    const alertId = randomUUID();
    const trigger = newEvent(PriceAlertTriggered, { userId, alertId, coinId: 'bitcoin', condition: 'above', thresholdBrl: 10, priceBrl: 11, triggeredAt: '2026-03-10T15:00:00.000Z' });
    alerts.given(alertSet(alertId)).when({ type: 'RemovePriceAlert', userId, alertId }).then({ type: 'PriceAlertRemoved', data: { alertId } });
    alerts.given(alertSet(alertId), trigger).when({ type: 'RemovePriceAlert', userId, alertId }).then('PriceAlertRemoved');
    alerts.given(alertSet(alertId), newEvent(PriceAlertRemoved, { userId, alertId })).when({ type: 'RemovePriceAlert', userId, alertId }).thenThrows(PriceAlertNotFound);
    alerts.given().when({ type: 'RemovePriceAlert', userId, alertId }).thenThrows(PriceAlertNotFound);
  });
});

describe('price alerts fired by the quotes', () => {
  const firing = decider(foldPriceAlerts, triggerPriceAlerts);
  const trigger = (alertId: string): DataOf<typeof PriceAlertTriggered> => ({ userId, alertId, coinId: 'bitcoin', condition: 'above', thresholdBrl: 10, priceBrl: 11, triggeredAt: '2026-03-10T15:00:00.000Z' });

  it('fires each crossed alert that is set and not spent', () => {
    const [a, b] = [randomUUID(), randomUUID()];
    firing.given(alertSet(a), alertSet(b)).when([trigger(a), trigger(b)]).then({ type: 'PriceAlertTriggered', data: { alertId: a, priceBrl: 11 } }, { type: 'PriceAlertTriggered', data: { alertId: b } });
    expect(triggerPriceAlerts(foldPriceAlerts([alertSet(a)]), [trigger(a)])[0]!.eventId).toBe(derivedId(`price-alert-triggered:${a}`));
  });
  it('fires an alert once, and never one removed since the read model listed it', () => {
    const [fired, removed] = [randomUUID(), randomUUID()];
    firing.given(alertSet(fired), newEvent(PriceAlertTriggered, trigger(fired))).when([trigger(fired)]).thenNothing();
    firing.given(alertSet(removed), newEvent(PriceAlertRemoved, { userId, alertId: removed })).when([trigger(removed)]).thenNothing();
  });
});

describe('analyses', () => {
  const publishing = decider(streamExists, publishAnalysis);
  const analysis = { analysisId: randomUUID() } as DataOf<typeof MarketAnalysisPublished>;
  it('publishes an analysis on its new stream, once', () => {
    publishing.given().when(analysis).then({ type: 'MarketAnalysisPublished', data: { analysisId: analysis.analysisId } });
    publishing.given(newEvent(MarketAnalysisPublished, analysis)).when(analysis).thenNothing();
  });
});

describe('published calls', () => {
  const chain = decider(foldChainHead, decideCalls);
  const now = new Date('2026-03-10T15:00:00.000Z');
  const draft = { coinId: 'bitcoin', direction: 'up', horizon: '7d', thresholdPct: 2, confidence: 0.6 } as const;
  const command = (): PublishCalls => ({ analysisId: randomUUID(), calls: [randomUUID(), randomUUID()].map((callId) => ({ callId, draft, coin: { symbol: 'BTC', priceUsd: 60_000 } })), now });

  it('numbers the first calls from 1, the first linked to nothing and each next to the one before', () => {
    const { calls } = decideCalls(foldChainHead([]), command());
    expect(calls.map((c) => [c.sequence, c.previousHash])).toEqual([[1, null], [2, calls[0]!.hash]]);
    expect(calls.map(({ hash, ...rest }) => callHash(rest) === hash)).toEqual([true, true]);
    chain.given().when(command()).then({ type: 'MarketCallPublished', data: { sequence: 1, asset: 'BTC', referencePriceUsd: 60_000, dueAt: '2026-03-17T15:00:00.000Z' } }, 'MarketCallPublished');
  });
  it('links the next calls to the head of the chain', () => {
    const head = { type: 'MarketCallPublished', data: { sequence: 7, hash: 'a'.repeat(64) } as CallData };
    chain.given(head).when(command()).then({ type: 'MarketCallPublished', data: { sequence: 8, previousHash: 'a'.repeat(64) } }, { type: 'MarketCallPublished', data: { sequence: 9 } });
  });
});

describe('scoring a call', () => {
  const scoring = decider(streamExists, scoreCall);
  const call = (closePriceUsd: number): ScoreCall => ({ callId: randomUUID(), direction: 'up', thresholdPct: 2, referencePriceUsd: 100, closePriceUsd, now: new Date('2026-03-17T15:00:00.000Z') });

  it('scores the close against the reference and the flat band', () => {
    scoring.given().when(call(103)).then({ type: 'MarketCallScored', data: { returnPct: 3, outcome: 'up', hit: true, scoredAt: '2026-03-17T15:00:00.000Z' } });
    scoring.given().when(call(101)).then({ type: 'MarketCallScored', data: { returnPct: 1, outcome: 'flat', hit: false } });
    scoring.given().when(call(95)).then({ type: 'MarketCallScored', data: { returnPct: -5, outcome: 'down', hit: false } });
  });
  it('scores a call once: a second job finds its outcome stream taken', () => {
    const c = call(103);
    scoring.given(newEvent(MarketCallScored, { callId: c.callId, closePriceUsd: 103, returnPct: 3, outcome: 'up', hit: true, scoredAt: c.now.toISOString() })).when(c).thenNothing();
  });
});
