// The resolution target of a support ticket (issue 29 item 2): the plan's business hours from the
// opening, the due instant and the time left by the server's clock - or how it ended. The clock is
// not reset when the ticket is reopened (docs/decisions.md).
import type { InboxListRow } from '@piboost/backend/contract';
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { translate } from '../i18n';
import { spDateTime } from '../lib/time';

export type ResolutionTargetRecord = Pick<InboxListRow, 'kind' | 'resolution_target_hours' | 'resolution_due_at' | 'resolution_minutes_left' | 'resolution_met'>;

export const duration = (minutes: number) => {
  const days = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (days) return `${days} d${h ? ` ${h} h` : ''}`;
  return h ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`;
};

export function describeResolution(r: ResolutionTargetRecord): { label: string; color: 'default' | 'success' | 'warning' | 'error' } {
  if (!r.resolution_target_hours || !r.resolution_due_at) return { label: r.kind === 'support' ? translate('inbox.target.none') : '-', color: 'default' };
  const due = spDateTime(r.resolution_due_at);
  if (r.resolution_met !== null) return r.resolution_met ? { label: translate('inbox.target.resolvedInTime'), color: 'success' } : { label: translate('inbox.target.resolvedLate'), color: 'error' };
  if (r.resolution_minutes_left === null) return { label: translate('inbox.target.hoursUntil', { hours: r.resolution_target_hours, due }), color: 'default' };
  if (r.resolution_minutes_left < 0) return { label: translate('inbox.target.resolutionLate', { time: duration(-r.resolution_minutes_left), due }), color: 'error' };
  return { label: translate('inbox.target.hoursLeft', { hours: r.resolution_target_hours, time: duration(r.resolution_minutes_left), due }), color: r.resolution_minutes_left <= 120 ? 'warning' : 'default' };
}

/** The list's short form ("faltam 2 d 3 h", "atrasada 4 h", "no prazo"); the whole sentence on hover. */
function shortResolution(r: ResolutionTargetRecord): string {
  if (!r.resolution_target_hours || !r.resolution_due_at) return r.kind === 'support' ? translate('inbox.target.none') : '-';
  if (r.resolution_met !== null) return translate(r.resolution_met ? 'inbox.target.inTime' : 'inbox.target.late');
  if (r.resolution_minutes_left === null) return translate('inbox.target.hours', { hours: r.resolution_target_hours });
  return translate(r.resolution_minutes_left < 0 ? 'inbox.target.shortLate' : 'inbox.target.shortLeft', { time: duration(Math.abs(r.resolution_minutes_left)) });
}

export function ResolutionTargetChip(_props: { source?: string; label?: string; sortBy?: string; sortable?: boolean }) {
  const record = useRecordContext<ResolutionTargetRecord>();
  if (!record) return null;
  const { label, color } = describeResolution(record);
  return <Chip size="small" variant={color === 'default' ? 'outlined' : 'filled'} color={color} label={shortResolution(record)} title={label} />;
}
