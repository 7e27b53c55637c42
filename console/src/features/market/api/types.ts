// The shapes of the market API (backend/src/modules/market/routes.ts), as it answers.

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

export interface TrackRecordCall {
  id: string;
  sequence: number;
  asset: string;
  direction: 'up' | 'down' | 'flat';
  horizon: '24h' | '7d' | '30d';
  thresholdPct: number;
  confidence: number;
  referencePriceUsd: number;
  publishedAt: string;
  dueAt: string;
  hash: string;
  closePriceUsd: number | null;
  returnPct: number | null;
  outcome: 'up' | 'down' | 'flat' | null;
  hit: boolean | null;
}

export interface TrackRecord {
  method: string;
  minimumN: number;
  published: number;
  pending: number;
  scored: number;
  simulated: boolean;
  figures: {
    hitRate: number;
    interval95: [number, number];
    baseRate: number;
    brier: number;
    followReturnPct: number;
    buyHoldReturnPct: number;
    periodFrom: string;
    periodTo: string;
  } | null;
  calls: TrackRecordCall[];
}

export interface ChainCheck {
  ok: boolean;
  checked: number;
  brokenAt: number | null;
  headHash: string | null;
}

export interface PublicMarket {
  coveredCoins: number;
  simulated: boolean;
  freshness: Freshness;
  quotes: Quote[];
}
