// The market's deciders (issue 22 item 1): a person's portfolio and price alerts, the analyses and the
// published calls. Each stream's history folds into the state a command is decided on, and the command
// is appended with the version it was decided at (platform/command.ts), so two requests at once can
// never both pass a limit, link to one head or score one call. Pure: no clock, no I/O.
import { createHash } from 'node:crypto';
import { AdvancedAnalysisPublished, CALL_HASH_FIELDS, HoldingRemoved, HoldingSet, MarketAnalysisPublished, MarketCallPublished, MarketCallScored, PriceAlertRemoved, PriceAlertSet, PriceAlertTriggered, newEvent, type DataOf, type NewEvent } from '@piboost/events';
import { createOnce } from '../../platform/command';
import { derivedId } from '../../platform/ids';
import { CoinNotCovered, HoldingNotHeld, PriceAlertLimitReached, PriceAlertNotFound } from './errors';

/** A stored or new event, as both the stream and a specification give them. */
type Fact = { type: string; data: unknown };

/** A stream folded into entries by id: each event type listed updates the entries with its data; others are skipped. */
function foldEntries<V>(history: readonly Fact[], steps: Record<string, (entries: Map<string, V>, data: never) => void>): Map<string, V> {
  const entries = new Map<string, V>();
  for (const e of history) steps[e.type]?.(entries, e.data as never);
  return entries;
}

// ---- Portfolio (stream portfolio-<userId>) ----

export interface PortfolioState {
  /** Held coins: quantity and average cost, by coin id. */
  holdings: ReadonlyMap<string, { quantity: number; averageCostBrl: number }>;
}

export function foldPortfolio(history: readonly Fact[]): PortfolioState {
  return {
    holdings: foldEntries(history, {
      [HoldingSet.type]: (holdings, d: DataOf<typeof HoldingSet>) => holdings.set(d.coinId, { quantity: d.quantity, averageCostBrl: d.averageCostBrl }),
      [HoldingRemoved.type]: (holdings, d: DataOf<typeof HoldingRemoved>) => holdings.delete(d.coinId),
    }),
  };
}

export type PortfolioCommand =
  | { type: 'SetHolding'; userId: string; coinId: string; quantity: number; averageCostBrl: number; coveredCoins: readonly string[] }
  | { type: 'RemoveHolding'; userId: string; coinId: string };

export function decidePortfolio(state: PortfolioState, command: PortfolioCommand): NewEvent[] {
  switch (command.type) {
    case 'SetHolding': {
      const { userId, coinId, quantity, averageCostBrl } = command;
      if (!command.coveredCoins.includes(coinId)) throw new CoinNotCovered(coinId);
      return [newEvent(HoldingSet, { userId, coinId, quantity, averageCostBrl })];
    }
    case 'RemoveHolding':
      if (!state.holdings.has(command.coinId)) throw new HoldingNotHeld(command.coinId);
      return [newEvent(HoldingRemoved, { userId: command.userId, coinId: command.coinId })];
    default: {
      const unknown: never = command;
      throw new Error(`unknown portfolio command ${JSON.stringify(unknown)}`);
    }
  }
}

// ---- Price alerts (stream price-alerts-<userId>) ----

export interface PriceAlertsState {
  /** Every alert set and not removed, by id; a triggered one is spent but still listed until removed. */
  alerts: ReadonlyMap<string, { coinId: string; triggered: boolean }>;
}

export function foldPriceAlerts(history: readonly Fact[]): PriceAlertsState {
  return {
    alerts: foldEntries(history, {
      [PriceAlertSet.type]: (alerts, d: DataOf<typeof PriceAlertSet>) => alerts.set(d.alertId, { coinId: d.coinId, triggered: false }),
      [PriceAlertRemoved.type]: (alerts, d: DataOf<typeof PriceAlertRemoved>) => alerts.delete(d.alertId),
      // A trigger could land after a removal (before triggers were decided on the stream): nothing left to spend.
      [PriceAlertTriggered.type]: (alerts, d: DataOf<typeof PriceAlertTriggered>) => {
        const alert = alerts.get(d.alertId);
        if (alert) alert.triggered = true;
      },
    }),
  };
}

export const activeAlerts = (state: PriceAlertsState) => [...state.alerts.values()].filter((a) => !a.triggered).length;

export type PriceAlertCommand =
  | {
      type: 'SetPriceAlert';
      userId: string;
      alertId: string;
      coinId: string;
      condition: 'above' | 'below';
      priceBrl: number;
      coveredCoins: readonly string[];
      /** The person's plan: active (not yet triggered) alerts allowed at once. */
      maxActive: number;
    }
  | { type: 'RemovePriceAlert'; userId: string; alertId: string };

export function decidePriceAlerts(state: PriceAlertsState, command: PriceAlertCommand): NewEvent[] {
  switch (command.type) {
    case 'SetPriceAlert': {
      const { userId, alertId, coinId, condition, priceBrl } = command;
      if (!command.coveredCoins.includes(coinId)) throw new CoinNotCovered(coinId);
      // The same alert again (a retried request carries its id): already set, nothing to add.
      if (state.alerts.has(alertId)) return [];
      if (activeAlerts(state) >= command.maxActive) throw new PriceAlertLimitReached(command.maxActive);
      return [newEvent(PriceAlertSet, { userId, alertId, coinId, condition, priceBrl })];
    }
    case 'RemovePriceAlert':
      if (!state.alerts.has(command.alertId)) throw new PriceAlertNotFound(command.alertId);
      return [newEvent(PriceAlertRemoved, { userId: command.userId, alertId: command.alertId })];
    default: {
      const unknown: never = command;
      throw new Error(`unknown price alert command ${JSON.stringify(unknown)}`);
    }
  }
}

/** The stored quotes crossed some of a person's alerts (the job): each fires once, while it is set and not spent yet. */
export function triggerPriceAlerts(state: PriceAlertsState, triggers: readonly DataOf<typeof PriceAlertTriggered>[]): NewEvent[] {
  const live = (alertId: string) => state.alerts.get(alertId)?.triggered === false;
  // The event id derives from the alert: the mail job of a fired alert is keyed by it.
  return triggers.filter((t) => live(t.alertId)).map((t) => newEvent(PriceAlertTriggered, t, undefined, derivedId(`price-alert-triggered:${t.alertId}`)));
}

// ---- Analyses (stream analysis-<analysisId>, written once) ----

export const publishAnalysis = createOnce((data: DataOf<typeof MarketAnalysisPublished>) => [newEvent(MarketAnalysisPublished, data)]);
export const publishAdvancedAnalysis = createOnce((data: DataOf<typeof AdvancedAnalysisPublished>) => [newEvent(AdvancedAnalysisPublished, data)]);

// ---- Published calls (stream market-calls-chain; call-outcome-<callId>, written once) ----

export const HORIZON_MS = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 } as const;

export type CallData = DataOf<typeof MarketCallPublished>;
export type CallDraft = Pick<CallData, 'coinId' | 'direction' | 'horizon' | 'thresholdPct' | 'confidence'>;

/** The hash over CALL_HASH_FIELDS, in that order: anything else is presentation. */
export function callHash(call: Omit<CallData, 'hash'>): string {
  return createHash('sha256').update(JSON.stringify(CALL_HASH_FIELDS.map((field) => call[field]))).digest('hex');
}

/** The chain's last call, the next one links to (sequence 0 and no hash before the first). */
export interface ChainHead {
  sequence: number;
  hash: string | null;
}

export function foldChainHead(history: readonly Fact[]): ChainHead {
  const last = history.filter((e) => e.type === MarketCallPublished.type).at(-1)?.data as CallData | undefined;
  return last ? { sequence: last.sequence, hash: last.hash } : { sequence: 0, hash: null };
}

export interface PublishCalls {
  analysisId: string;
  /** Each call's id and draft, and the snapshot's coin it is referenced to. */
  calls: readonly { callId: string; draft: CallDraft; coin: { symbol: string; priceUsd: number } }[];
  now: Date;
}

/** The drafts as calls, numbered and hash-linked from the chain's head; returned as events and as the calls. */
export function decideCalls(head: ChainHead, command: PublishCalls): { events: NewEvent[]; calls: CallData[] } {
  const publishedAt = command.now;
  let previousHash = head.hash;
  const calls = command.calls.map(({ callId, draft, coin }, i) => {
    const unsigned = {
      callId,
      analysisId: command.analysisId,
      sequence: head.sequence + i + 1,
      coinId: draft.coinId,
      asset: coin.symbol,
      direction: draft.direction,
      horizon: draft.horizon,
      thresholdPct: draft.thresholdPct,
      confidence: draft.confidence,
      referencePriceUsd: coin.priceUsd,
      publishedAt: publishedAt.toISOString(),
      dueAt: new Date(publishedAt.getTime() + HORIZON_MS[draft.horizon]).toISOString(),
      previousHash,
    };
    const call = { ...unsigned, hash: callHash(unsigned) };
    previousHash = call.hash;
    return call;
  });
  return { events: calls.map((c) => newEvent(MarketCallPublished, c)), calls };
}

export function outcomeOf(returnPct: number, thresholdPct: number): 'up' | 'down' | 'flat' {
  if (returnPct > thresholdPct) return 'up';
  if (returnPct < -thresholdPct) return 'down';
  return 'flat';
}

export interface ScoreCall {
  callId: string;
  direction: string;
  thresholdPct: number;
  referencePriceUsd: number;
  /** The first stored price of the call's source at or after its due time. */
  closePriceUsd: number;
  now: Date;
}

/** A call at its horizon, scored once against the close: the return, the outcome and whether it was the call's direction. */
export const scoreCall = createOnce((c: ScoreCall) => {
  const returnPct = Number((((c.closePriceUsd - c.referencePriceUsd) / c.referencePriceUsd) * 100).toFixed(4));
  const outcome = outcomeOf(returnPct, c.thresholdPct);
  return [newEvent(MarketCallScored, { callId: c.callId, closePriceUsd: c.closePriceUsd, returnPct, outcome, hit: outcome === c.direction, scoredAt: c.now.toISOString() })];
});
