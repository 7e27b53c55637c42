// The shapes of the market API as it answers: the backend's response schemas (`@piboost/backend/contract`).
export type {
  AdvancedAnalysisView,
  AnalysisView,
  ChainCheck,
  DashboardData,
  Portfolio,
  PriceAlert,
  ProviderStatus,
  PublicMarket,
  Quote,
  TrackRecord,
} from '@piboost/backend/contract';
