// The reports endpoints: the list (preview or whole reports, by plan), the exports and the weekly
// mail's cancellation link.
import { useQuery } from '@tanstack/react-query';
import type { ReportsList, UnsubscribeLinkCheck } from '@piboost/backend/contract';
import type { ReportFormat, ReportView } from '@piboost/events';
import { api } from '../../lib/api-client';
import { saveDownload } from '../../lib/save-download';

export const useReports = () =>
  useQuery({ queryKey: ['reports'], queryFn: ({ signal }) => api.get<{ success: true; data: ReportsList }>('/reports', { signal }).then((r) => r.data) });

const MIME: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

/** Downloads one export with the session's token (the server checks the plan and records it). */
export async function downloadReport(r: Pick<ReportView, 'kind' | 'periodStart'>, format: ReportFormat): Promise<void> {
  saveDownload(await api.download(`/reports/${r.kind}/${r.periodStart}/export/${format}`, MIME[format]), `relatorio-${r.periodStart}.${format}`);
}

export interface CancelLink {
  u: string;
  t: string;
}
export const checkCancelLink = (link: CancelLink) => api.get<UnsubscribeLinkCheck>(`/reports/unsubscribe?u=${encodeURIComponent(link.u)}&t=${encodeURIComponent(link.t)}`);
export const cancelWeeklyReport = (link: CancelLink) => api.post<{ success: true; message: string }>('/reports/unsubscribe', link);
