// The tax helper's endpoints: the trades, the CSV import (preview, then import), the monthly result,
// the downloads and the DARF reminder. Every write refreshes both reads.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxImportPreview, TaxImportResult, TaxMonths, TaxTradeInput, TaxTrades, TaxTradeView } from '@piboost/backend/contract';
import { api, type Envelope } from '../../lib/api-client';
import { saveDownload } from '../../lib/save-download';

const KEY = ['tax'] as const;

export const useTrades = () => useQuery({ queryKey: [...KEY, 'trades'], queryFn: ({ signal }) => api.get<Envelope<TaxTrades>>('/tax/trades', { signal }).then((r) => r.data) });
export const useMonths = () => useQuery({ queryKey: [...KEY, 'months'], queryFn: ({ signal }) => api.get<Envelope<TaxMonths>>('/tax/months', { signal }).then((r) => r.data) });

function useTaxMutation<I, R>(fn: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

type Saved = Envelope<TaxTradeView> & { message: string };
type Done = { success: true; message: string };

export const useAddTrade = () => useTaxMutation((trade: TaxTradeInput) => api.post<Saved>('/tax/trades', trade));
export const useCorrectTrade = () => useTaxMutation(({ tradeId, trade }: { tradeId: string; trade: TaxTradeInput }) => api.put<Saved>(`/tax/trades/${tradeId}`, trade));
export const useRemoveTrade = () => useTaxMutation((tradeId: string) => api.delete<Done>(`/tax/trades/${tradeId}`));

/** Reads the file, stores nothing: no cache to refresh. */
/** The file's text, and where its trades happened when the person says so (otherwise the layout's own). */
export interface ImportInput {
  content: string;
  venue: TaxTradeView['venue'] | null;
}
export const usePreviewImport = () => useMutation({ mutationFn: (file: ImportInput) => api.post<Envelope<TaxImportPreview>>('/tax/import/preview', file).then((r) => r.data) });
export const useConfirmImport = () => useTaxMutation((file: ImportInput) => api.post<TaxImportResult>('/tax/import', file));

export const useAskReminder = () => useTaxMutation(({ month, daysBefore }: { month: string; daysBefore: number }) => api.put<Done>(`/tax/reminders/${month}`, { daysBefore }));
export const useCancelReminder = () => useTaxMutation((month: string) => api.delete<Done>(`/tax/reminders/${month}`));

export async function downloadMonth(month: string, format: 'csv' | 'pdf'): Promise<void> {
  saveDownload(await api.download(`/tax/months/${month}/export/${format}`, format === 'pdf' ? 'application/pdf' : 'text/csv'), `ir-cripto-${month}.${format}`);
}

export async function downloadTemplate(): Promise<void> {
  saveDownload(await api.download('/tax/template.csv', 'text/csv'), 'modelo-operacoes-ir-cripto.csv');
}
