// The market's answers: the pieces several routes share (quotes, freshness, the analysis view, the
// portfolio and price alerts, the track record) and the reads built of them. Zod schemas of the JSON
// as it is sent; where the events catalogue already types a shape (TrackRecord, CallView, ChainCheck)
// the schema satisfies it. Imports nothing of the server, so backend/src/contract.ts (the clients'
// types) can infer from it.
import { z } from 'zod';
import { AdvancedAnalysisPublished, MarketAnalysisPublished, callDirection, callHorizon, type CallView, type ChainCheck, type TrackRecord } from '@piboost/events';
import { providerStatusView } from '../../../platform/ai/provider-status';

export const freshnessView = z.object({
  lastSuccessAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  ageMinutes: z.number().nullable(),
});

export const quoteView = z.object({
  coinId: z.string(),
  symbol: z.string(),
  name: z.string(),
  priceBrl: z.number(),
  priceUsd: z.number(),
  change24hPct: z.number(),
  fetchedAt: z.string(),
});

export const analysisView = z.object({
  analysis: MarketAnalysisPublished.schema
    .pick({ analysisId: true, title: true, summary: true, body: true, sentiment: true, alerts: true, macroNotes: true, sources: true, model: true, simulated: true })
    .extend({ publishedAt: z.string() })
    .nullable(),
  /** No analysis yet: the built-in text from the stored quotes stands in. */
  fallback: MarketAnalysisPublished.schema.pick({ title: true, summary: true, body: true, sentiment: true, alerts: true, macroNotes: true }).nullable(),
  ageHours: z.number().nullable(),
  delayedHours: z.number(),
  status: providerStatusView,
  warning: z.string().nullable(),
  nextRefreshAt: z.string().nullable(),
});

export const portfolioView = z.object({
  holdings: z.array(
    z.object({
      coinId: z.string(),
      symbol: z.string(),
      name: z.string(),
      quantity: z.number(),
      averageCostBrl: z.number(),
      priceBrl: z.number().nullable(),
      valueBrl: z.number().nullable(),
      costBrl: z.number(),
      pnlBrl: z.number().nullable(),
    }),
  ),
  valueBrl: z.number(),
  costBrl: z.number(),
  pnlBrl: z.number(),
  pnlPct: z.number().nullable(),
  chart: z.array(z.object({ t: z.string(), valueBrl: z.number() })),
});

export const priceAlertView = z.object({
  id: z.string(),
  coinId: z.string(),
  condition: z.enum(['above', 'below']),
  priceBrl: z.number(),
  createdAt: z.string(),
  triggeredAt: z.string().nullable(),
  triggeredPriceBrl: z.number().nullable(),
});

export const trackRecordView = z.object({
  method: z.string(),
  minimumN: z.number(),
  published: z.number(),
  pending: z.number(),
  scored: z.number(),
  figures: z
    .object({
      hitRate: z.number(),
      interval95: z.tuple([z.number(), z.number()]),
      baseRate: z.number(),
      brier: z.number(),
      followReturnPct: z.number(),
      buyHoldReturnPct: z.number(),
      periodFrom: z.string(),
      periodTo: z.string(),
    })
    .nullable(),
}) satisfies z.ZodType<TrackRecord>;

export const callView = z.object({
  id: z.string(),
  sequence: z.number(),
  asset: z.string(),
  direction: callDirection,
  horizon: callHorizon,
  thresholdPct: z.number(),
  confidence: z.number(),
  referencePriceUsd: z.number(),
  publishedAt: z.string(),
  dueAt: z.string(),
  hash: z.string(),
  closePriceUsd: z.number().nullable(),
  returnPct: z.number().nullable(),
  outcome: callDirection.nullable(),
  hit: z.boolean().nullable(),
}) satisfies z.ZodType<CallView>;

export const chainCheckView = z.object({ ok: z.boolean(), checked: z.number(), brokenAt: z.number().nullable(), headHash: z.string().nullable() }) satisfies z.ZodType<ChainCheck>;

/** GET /api/public/track-record: the summary, whether simulators wrote it, and every call. */
export const trackRecordWithCalls = trackRecordView.extend({ simulated: z.boolean(), calls: z.array(callView) });

/** GET /api/public/market: the coverage and the stored quotes, for the public pages. */
export const publicMarketView = z.object({ coveredCoins: z.number(), simulated: z.boolean(), freshness: freshnessView, quotes: z.array(quoteView) });

/** GET /api/dashboard: the shared market figures beside the caller's own portfolio and price alerts. */
export const dashboardView = z.object({
  simulated: z.object({ market: z.boolean(), ai: z.boolean() }),
  depth: z.object({ analysisDelayHours: z.number(), maxPriceAlerts: z.number() }),
  freshness: freshnessView,
  quotes: z.array(quoteView),
  btcChart: z.array(z.object({ t: z.string(), priceBrl: z.number() })),
  analysis: analysisView,
  portfolio: portfolioView,
  priceAlerts: z.array(priceAlertView),
});

/** GET /api/market/advanced-analysis: Elite's latest deep dive per coin; its cost and tokens stay in the back office. */
export const advancedAnalysisView = z.object({
  analysis: AdvancedAnalysisPublished.schema.omit({ costUsd: true, promptTokens: true, completionTokens: true }).nullable(),
  status: providerStatusView,
  nextRefreshAt: z.string().nullable(),
});

/** `{ success: true, data }`: the envelope of a read. */
export const dataResponse = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
/** `{ success: true, message, data }`: the envelope of a command's answer. */
export const doneResponse = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string(), data });
/** `{ success: true, message }`: a command answered with words only (a job was queued). */
export const messageResponse = z.object({ success: z.literal(true), message: z.string() });
