// The first-response target of a support ticket (issue 21 item 3), as the team works it: the plan's
// business hours, the due instant, and the time left by the server's clock - or how it ended.
import type { InboxListRow } from '@piboost/backend/contract';
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { translate } from '../i18n';
import { spDateTime } from '../lib/time';

export type ResponseTargetRecord = Pick<InboxListRow, 'kind' | 'response_target_hours' | 'response_due_at' | 'response_minutes_left' | 'response_met'>;

const duration = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`;
};

/** What the target says now, and the chip's colour. */
export function describeTarget(r: ResponseTargetRecord): { label: string; color: 'default' | 'success' | 'warning' | 'error' } {
  if (!r.response_target_hours || !r.response_due_at) return { label: r.kind === 'support' ? translate('inbox.target.none') : '-', color: 'default' };
  const due = spDateTime(r.response_due_at);
  if (r.response_met !== null) return r.response_met ? { label: translate('inbox.target.answeredInTime'), color: 'success' } : { label: translate('inbox.target.answeredLate'), color: 'error' };
  if (r.response_minutes_left === null) return { label: translate('inbox.target.hoursUntil', { hours: r.response_target_hours, due }), color: 'default' };
  if (r.response_minutes_left < 0) return { label: translate('inbox.target.responseLate', { time: duration(-r.response_minutes_left), due }), color: 'error' };
  return { label: translate('inbox.target.hoursLeft', { hours: r.response_target_hours, time: duration(r.response_minutes_left), due }), color: r.response_minutes_left <= 60 ? 'warning' : 'default' };
}

/** The target as a chip; `source`, `label` and `sortBy` are read by the Datagrid's header. */
export function ResponseTargetChip(_props: { source?: string; label?: string; sortBy?: string }) {
  const record = useRecordContext<ResponseTargetRecord>();
  if (!record) return null;
  const { label, color } = describeTarget(record);
  return <Chip size="small" variant={color === 'default' ? 'outlined' : 'filled'} color={color} label={label} />;
}
