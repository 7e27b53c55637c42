// The resolution target of a support ticket (issue 29 item 2): the plan's business hours from the
// opening, the due instant and the time left by the server's clock - or how it ended. The clock is
// not reset when the ticket is reopened (docs/decisions.md).
import type { InboxListRow } from '@piboost/backend/contract';
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
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
  if (!r.resolution_target_hours || !r.resolution_due_at) return { label: r.kind === 'support' ? 'Sem prazo' : '-', color: 'default' };
  const due = spDateTime(r.resolution_due_at);
  if (r.resolution_met !== null) return r.resolution_met ? { label: 'Resolvido no prazo', color: 'success' } : { label: 'Resolvido fora do prazo', color: 'error' };
  if (r.resolution_minutes_left === null) return { label: `${r.resolution_target_hours} h úteis · até ${due}`, color: 'default' };
  if (r.resolution_minutes_left < 0) return { label: `Resolução atrasada há ${duration(-r.resolution_minutes_left)} (prazo ${due})`, color: 'error' };
  return { label: `${r.resolution_target_hours} h úteis · faltam ${duration(r.resolution_minutes_left)} (até ${due})`, color: r.resolution_minutes_left <= 120 ? 'warning' : 'default' };
}

/** The list's short form ("faltam 2 d 3 h", "atrasada 4 h", "no prazo"); the whole sentence on hover. */
function shortResolution(r: ResolutionTargetRecord): string {
  if (!r.resolution_target_hours || !r.resolution_due_at) return r.kind === 'support' ? 'Sem prazo' : '-';
  if (r.resolution_met !== null) return r.resolution_met ? 'No prazo' : 'Fora do prazo';
  if (r.resolution_minutes_left === null) return `${r.resolution_target_hours} h úteis`;
  return r.resolution_minutes_left < 0 ? `Atrasada ${duration(-r.resolution_minutes_left)}` : `Faltam ${duration(r.resolution_minutes_left)}`;
}

export function ResolutionTargetChip(_props: { source?: string; label?: string; sortBy?: string; sortable?: boolean }) {
  const record = useRecordContext<ResolutionTargetRecord>();
  if (!record) return null;
  const { label, color } = describeResolution(record);
  return <Chip size="small" variant={color === 'default' ? 'outlined' : 'filled'} color={color} label={shortResolution(record)} title={label} />;
}
