// The market feature's public API: what other features (the dashboard) may use
// (eslint.config.js enforces it).
import './components/market.css';

export { decimal, useCreateAlert, useDashboard, useRemoveAlert, useRemoveHolding, useSaveHolding } from './api/market';
export type { AnalysisView, DashboardData, ProviderStatus, Quote } from './api/types';
export { AdvancedAnalysisCard } from './components/advanced-analysis';
export { AnalysisCard } from './components/analysis-card';
export { ApiStatus } from './components/api-status';
export { LineChart } from './components/line-chart';
export { SimulationNotice } from './components/simulation-notice';
export { CoverageStat, TrackRecordFigure } from './components/track-record-figure';
export { LEVEL_LABEL, formatBrl, formatDateTime, formatDay, formatPct } from './format';
