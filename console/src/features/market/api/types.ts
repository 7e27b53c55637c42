// The shapes of the market API (backend/src/modules/market/routes.ts), as it answers; the track
// record's come from the events catalogue, which the backend writes them with.
import type { CallView, ChainCheck, TrackRecord as TrackRecordSummary } from '@piboost/events/market';

export type ProviderState = 'connected' | 'testing' | 'limit' | 'disconnected';
export type AlertLevel = 'high' | 'medium' | 'low';

export interface ProviderStatus {
  state: ProviderState;
  since: string;
  lastError: string | null;
  nextRetryAt: string | null;
  simulated: boolean;
  model: string;
}

export interface AnalysisText {
  title: string;
  summary: string;
  body: string;
  sentiment: 'bullish' | 'bearish' | 'neutral';
  alerts: { level: AlertLevel; asset: string; title: string; text: string }[];
  macroNotes: string[];
}

export interface AnalysisView {
  analysis: (AnalysisText & { analysisId: string; publishedAt: string; sources: { title: string; url: string; date: string | null }[]; model: string; simulated: boolean }) | null;
  fallback: AnalysisText | null;
  ageHours: number | null;
  delayedHours: number;
  status: ProviderStatus;
  warning: string | null;
  nextRefreshAt: string | null;
}

export interface Quote {
  coinId: string;
  symbol: string;
  name: string;
  priceBrl: number;
  priceUsd: number;
  change24hPct: number;
  fetchedAt: string;
}

export interface Freshness {
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  ageMinutes: number | null;
}

export interface Holding {
  coinId: string;
  symbol: string;
  name: string;
  quantity: number;
  averageCostBrl: number;
  priceBrl: number | null;
  valueBrl: number | null;
  costBrl: number;
  pnlBrl: number | null;
}

export interface Portfolio {
  holdings: Holding[];
  valueBrl: number;
  costBrl: number;
  pnlBrl: number;
  pnlPct: number | null;
  chart: { t: string; valueBrl: number }[];
}

export interface PriceAlert {
  id: string;
  coinId: string;
  condition: 'above' | 'below';
  priceBrl: number;
  createdAt: string;
  triggeredAt: string | null;
  triggeredPriceBrl: number | null;
}

export interface DashboardData {
  simulated: { market: boolean; ai: boolean };
  depth: { analysisDelayHours: number; maxPriceAlerts: number };
  freshness: Freshness;
  quotes: Quote[];
  btcChart: { t: string; priceBrl: number }[];
  analysis: AnalysisView;
  portfolio: Portfolio;
  priceAlerts: PriceAlert[];
}

export type { ChainCheck };

/** GET /api/public/track-record: the summary, whether simulators wrote it, and every call. */
export interface TrackRecord extends TrackRecordSummary {
  simulated: boolean;
  calls: CallView[];
}

export interface PublicMarket {
  coveredCoins: number;
  simulated: boolean;
  freshness: Freshness;
  quotes: Quote[];
}
