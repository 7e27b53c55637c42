// Market: the AI market analysis with the snapshot it read, its structured calls (hash-chained, so
// nobody edits history unseen) and their scored outcomes - the track record behind any accuracy
// figure (DECISIONS 2, 12, 23); and each person's portfolio and price alerts (DECISIONS 13).
// Streams: analysis-<id>, calls-chain (every call, in order), outcomes-<callId>,
// portfolio-<userId>, price-alerts-<userId>.
import { z } from 'zod';
import { defineEvent } from './define';
import { at, id } from './fields';

/** Ticker symbol, e.g. BTC, ETH, SOL. */
export const assetSymbol = z.string().regex(/^[A-Z0-9]{2,10}$/);
/** The market-data provider's coin id, e.g. `bitcoin`. */
export const coinId = z.string().regex(/^[a-z0-9-]{2,60}$/);
export const callDirection = z.enum(['up', 'down', 'flat']);
export const callHorizon = z.enum(['24h', '7d', '30d']);
export const alertLevel = z.enum(['high', 'medium', 'low']);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** The figures an analysis was written from (and its calls are referenced to). */
export const marketSnapshot = z.object({
  asOf: at,
  source: z.string().min(1).max(60),
  coins: z
    .array(
      z.object({
        coinId,
        symbol: assetSymbol,
        priceUsd: z.number().positive(),
        priceBrl: z.number().positive(),
        change24hPct: z.number(),
      }),
    )
    .max(250),
});
export type MarketSnapshot = z.infer<typeof marketSnapshot>;

export const MarketAnalysisPublished = defineEvent(
  'MarketAnalysisPublished',
  z.object({
    analysisId: id,
    publishedAt: at,
    title: z.string().min(1).max(200),
    summary: z.string().min(1).max(1000),
    body: z.string().min(1).max(20_000),
    sentiment: z.enum(['bullish', 'bearish', 'neutral']),
    alerts: z.array(z.object({ level: alertLevel, asset: assetSymbol, title: z.string().min(1).max(200), text: z.string().min(1).max(1000) })).max(10),
    /** Macro analysis: the spec's three notes. */
    macroNotes: z.array(z.string().min(1).max(600)).length(3),
    /** Taken from the provider's search results, never from the model's text. */
    sources: z.array(z.object({ title: z.string().max(300), url: z.url(), date: z.string().max(40).nullable() })).max(30),
    snapshot: marketSnapshot,
    /** The chat-completion model that wrote it. */
    model: z.string().min(1).max(100),
    /** Written by the local simulator, not a real provider (DECISIONS 20). */
    simulated: z.boolean(),
    costUsd: z.number().nonnegative(),
    promptTokens: z.int().nonnegative(),
    completionTokens: z.int().nonnegative(),
  }),
);

/**
 * The figures behind an advanced analysis, per coin: computed by us from the stored daily closes and
 * volumes (never by the model). Null where the stored history is too short for the indicator.
 */
export const coinIndicators = z.object({
  priceBrl: z.number().positive(),
  change24hPct: z.number(),
  change7dPct: z.number().nullable(),
  change30dPct: z.number().nullable(),
  sma7Brl: z.number().positive().nullable(),
  sma30Brl: z.number().positive().nullable(),
  /** Wilder's 14-day RSI of the daily closes (0-100). */
  rsi14: z.number().min(0).max(100).nullable(),
  /** Standard deviation of the daily returns over the window, in percent. */
  volatilityPct: z.number().nonnegative().nullable(),
  /** Mean daily volume of the last 7 days against the 7 before, in percent. */
  volumeChange7dPct: z.number().nullable(),
  /** The stored daily closes the figures were computed from, and their first and last day. */
  days: z.int().nonnegative(),
  from: at.nullable(),
  to: at.nullable(),
});
export type CoinIndicators = z.infer<typeof coinIndicators>;

/** The Elite plan's deep dive (issue 21 item 3): per coin, the regular 24 h call beside 7 and 30 days, with the data behind it. */
export const AdvancedAnalysisPublished = defineEvent(
  'AdvancedAnalysisPublished',
  z.object({
    analysisId: id,
    publishedAt: at,
    coins: z
      .array(
        z.object({
          coinId,
          symbol: assetSymbol,
          name: z.string().min(1).max(100),
          indicators: coinIndicators,
          summary: z.string().min(1).max(1000),
          outlooks: z
            .array(z.object({ horizon: callHorizon, direction: callDirection, confidence: z.number().min(0.5).max(0.95), text: z.string().min(1).max(1000) }))
            .length(3),
        }),
      )
      .min(1)
      .max(50),
    source: z.string().min(1).max(60),
    model: z.string().min(1).max(100),
    simulated: z.boolean(),
    costUsd: z.number().nonnegative(),
    promptTokens: z.int().nonnegative(),
    completionTokens: z.int().nonnegative(),
  }),
);

/**
 * A structured call, published before its outcome. `hash` is sha256 over the previous call's hash
 * and this call's canonical fields, so editing or deleting a stored call breaks every later link.
 */
export const MarketCallPublished = defineEvent(
  'MarketCallPublished',
  z.object({
    callId: id,
    analysisId: id,
    sequence: z.int().positive(),
    coinId,
    asset: assetSymbol,
    direction: callDirection,
    horizon: callHorizon,
    /** The flat band, in percent: |return| <= threshold counts as flat. */
    thresholdPct: z.number().positive().max(50),
    /** The stated probability that the direction is right (Brier score). */
    confidence: z.number().min(0).max(1),
    referencePriceUsd: z.number().positive(),
    publishedAt: at,
    dueAt: at,
    previousHash: sha256.nullable(),
    hash: sha256,
  }),
);

export const MarketCallScored = defineEvent(
  'MarketCallScored',
  z.object({
    callId: id,
    closePriceUsd: z.number().positive(),
    /** Close against reference, in percent: also the buy-and-hold return over the same window. */
    returnPct: z.number(),
    outcome: callDirection,
    hit: z.boolean(),
    scoredAt: at,
  }),
);

export const HoldingSet = defineEvent(
  'HoldingSet',
  z.object({ userId: id, coinId, quantity: z.number().positive(), averageCostBrl: z.number().nonnegative() }),
);
export const HoldingRemoved = defineEvent('HoldingRemoved', z.object({ userId: id, coinId }));

export const PriceAlertSet = defineEvent(
  'PriceAlertSet',
  z.object({ userId: id, alertId: id, coinId, condition: z.enum(['above', 'below']), priceBrl: z.number().positive() }),
);
export const PriceAlertRemoved = defineEvent('PriceAlertRemoved', z.object({ userId: id, alertId: id }));
/** Crossed on a market refresh; the alert is then spent (a new one can be set). */
export const PriceAlertTriggered = defineEvent(
  'PriceAlertTriggered',
  z.object({ userId: id, alertId: id, coinId, condition: z.enum(['above', 'below']), thresholdBrl: z.number().positive(), priceBrl: z.number().positive(), triggeredAt: at }),
);

export const marketEvents = [
  MarketAnalysisPublished,
  AdvancedAnalysisPublished,
  MarketCallPublished,
  MarketCallScored,
  HoldingSet,
  HoldingRemoved,
  PriceAlertSet,
  PriceAlertRemoved,
  PriceAlertTriggered,
] as const;

// The track record as the API answers it (backend market/calls.ts writes it, the console reads it).

/** One published call with its outcome once scored. */
export interface CallView {
  id: string;
  sequence: number;
  asset: string;
  direction: z.infer<typeof callDirection>;
  horizon: z.infer<typeof callHorizon>;
  thresholdPct: number;
  confidence: number;
  referencePriceUsd: number;
  publishedAt: string;
  dueAt: string;
  hash: string;
  closePriceUsd: number | null;
  returnPct: number | null;
  outcome: z.infer<typeof callDirection> | null;
  hit: boolean | null;
}

export interface TrackRecord {
  method: string;
  minimumN: number;
  published: number;
  pending: number;
  scored: number;
  /** Null while fewer than `minimumN` calls are scored (DECISIONS 23). */
  figures: {
    hitRate: number;
    interval95: [number, number];
    /** What always answering the period's most frequent outcome would have scored. */
    baseRate: number;
    brier: number;
    followReturnPct: number;
    buyHoldReturnPct: number;
    periodFrom: string;
    periodTo: string;
  } | null;
}

/** The chain check anyone can run: every link recomputed from the event log. */
export interface ChainCheck {
  ok: boolean;
  checked: number;
  /** The first call whose stored fields no longer match its hash or link. */
  brokenAt: number | null;
  headHash: string | null;
}

/**
 * The fields a call's hash covers, in this order: hash = SHA-256 (lowercase hex) of the JSON text of
 * the list of their values, as JavaScript's JSON.stringify writes it. The track-record page shows
 * this recipe and scripts/verify-track-record.mjs applies it offline.
 */
export const CALL_HASH_FIELDS = [
  'previousHash',
  'callId',
  'analysisId',
  'sequence',
  'coinId',
  'asset',
  'direction',
  'horizon',
  'thresholdPct',
  'confidence',
  'referencePriceUsd',
  'publishedAt',
  'dueAt',
] as const;

/** The recipe in words, on the track-record page and in the downloaded chain. */
export const CHAIN_RECIPE = `hash = SHA-256, em hexadecimal minúsculo, do texto JSON da lista [${CALL_HASH_FIELDS.join(', ')}], nessa ordem e sem espaços: textos entre aspas, null onde não há valor e números como o JSON.stringify do JavaScript os escreve. previousHash é o hash da chamada anterior (null na primeira) e sequence começa em 1 e sobe de 1 em 1. A cadeia está íntegra quando o hash de cada chamada confere com os seus campos e cada previousHash é o hash da chamada anterior.`;

export type HashedCall = { [K in (typeof CALL_HASH_FIELDS)[number]]: z.infer<typeof MarketCallPublished.schema>[K] } & { hash: string };

/** GET /api/public/track-record/chain: the whole chain, read from the event log, to verify offline. */
export interface ChainFile {
  format: 'piboost-track-record-chain/1';
  generatedAt: string;
  /** The recipe, in words (Portuguese, as on the page). */
  recipe: string;
  hashFields: typeof CALL_HASH_FIELDS;
  count: number;
  headHash: string | null;
  calls: HashedCall[];
}
