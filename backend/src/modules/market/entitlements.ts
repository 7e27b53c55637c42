// How deep a person sees the market product (docs/decisions.md, "Market data, AI and dashboard").
// One function, so it can later ask billing's `entitlements` instead of the principal's flag.
import type { Principal } from '../../platform/http';

export interface MarketDepth {
  /** Premium sees the latest analysis and its alerts; others see the one published this long before. */
  analysisDelayHours: number;
  /** Active price alerts at a time. */
  maxPriceAlerts: number;
}

export const FREE_ANALYSIS_DELAY_HOURS = 24;

export function marketDepth(principal: Principal): MarketDepth {
  const full = principal.premium || principal.roles.includes('admin');
  return full ? { analysisDelayHours: 0, maxPriceAlerts: 50 } : { analysisDelayHours: FREE_ANALYSIS_DELAY_HOURS, maxPriceAlerts: 3 };
}
