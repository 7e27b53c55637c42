// The market endpoints: one query per read, mutations that refresh the dashboard they change.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@piboost/events/i18n';
import { currentLocale } from '../../../i18n';
import { ApiError, api, type Envelope } from '../../../lib/api-client';
import type { AdvancedAnalysisView, AnalysisView, ChainCheck, DashboardData, Portfolio, PriceAlert, PublicMarket, TrackRecord } from './types';

/** The stored quotes change every minute; the dashboard follows without a reload. */
const LIVE_MS = 30_000;

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['market', 'dashboard'], queryFn: ({ signal }) => api.get<Envelope<DashboardData>>('/dashboard', { signal }).then((r) => r.data), refetchInterval: LIVE_MS });
export const useDashboard = () => useQuery(dashboardQueryOptions());

export const useAnalysis = () =>
  useQuery({ queryKey: ['market', 'analysis'], queryFn: ({ signal }) => api.get<Envelope<AnalysisView>>('/market/analysis', { signal }).then((r) => r.data), refetchInterval: LIVE_MS });

/** Elite only: the server answers 403 to other plans, and the card says what the plan would give. */
export const useAdvancedAnalysis = () =>
  useQuery({
    queryKey: ['market', 'advanced-analysis'],
    queryFn: ({ signal }) => api.get<Envelope<AdvancedAnalysisView>>('/market/advanced-analysis', { signal }).then((r) => r.data),
    refetchInterval: (query) => (query.state.error ? false : 5 * 60_000),
    retry: (count, error) => !(error instanceof ApiError && error.status === 403) && count < 2,
  });

export const trackRecordQueryOptions = () =>
  queryOptions({ queryKey: ['market', 'track-record'], queryFn: ({ signal }) => api.get<Envelope<TrackRecord>>('/public/track-record', { signal }).then((r) => r.data) });
export const useTrackRecord = () => useQuery(trackRecordQueryOptions());

export const usePublicMarket = () =>
  useQuery({ queryKey: ['market', 'public'], queryFn: ({ signal }) => api.get<Envelope<PublicMarket>>('/public/market', { signal }).then((r) => r.data) });

export const useVerifyChain = () => useMutation({ mutationFn: () => api.get<Envelope<ChainCheck>>('/public/track-record/verify').then((r) => r.data) });

function useMarketMutation<I, R>(fn: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['market'] }) });
}

export const useRefreshAnalysis = () => useMarketMutation(() => api.post<Envelope<{ nextRefreshAt: string | null }> & { message: string }>('/market/analysis/refresh'));
/** Reconectar: the market's own test, or another surface's (the public blog's) given its path. */
export const useReconnect = (path = '/market/status/reconnect') => useMarketMutation(() => api.post<{ success: true; message: string }>(path));

export interface HoldingInput {
  coinId: string;
  quantity: string;
  averageCostBrl: string;
}
export const useSaveHolding = () =>
  useMarketMutation(({ coinId, quantity, averageCostBrl }: HoldingInput) =>
    api.put<Envelope<Portfolio> & { message: string }>(`/portfolio/holdings/${encodeURIComponent(coinId)}`, { quantity: decimal(quantity), averageCostBrl: decimal(averageCostBrl) }),
  );
export const useRemoveHolding = () => useMarketMutation((coinId: string) => api.delete<Envelope<Portfolio> & { message: string }>(`/portfolio/holdings/${encodeURIComponent(coinId)}`));

export interface AlertInput {
  coinId: string;
  condition: 'above' | 'below';
  priceBrl: string;
}
export const useCreateAlert = () =>
  useMarketMutation(({ coinId, condition, priceBrl }: AlertInput) => api.post<Envelope<{ id: string; alerts: PriceAlert[] }> & { message: string }>('/price-alerts', { coinId, condition, priceBrl: decimal(priceBrl) }));
export const useRemoveAlert = () => useMarketMutation((id: string) => api.delete<Envelope<{ alerts: PriceAlert[] }> & { message: string }>(`/price-alerts/${id}`));

/**
 * Brazilians (and Spaniards) type 1.234,56, Americans 1,234.56: the server reads numbers, so the
 * decimal comma becomes the point and the grouping marks go; an empty field stays empty for the
 * server to name.
 */
export function decimal(text: string, locale: Locale = currentLocale()): string | number {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const normalised =
    locale === 'en-US' ? trimmed.replace(/,/g, '') : trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  const n = Number(normalised);
  return Number.isFinite(n) ? n : trimmed;
}
