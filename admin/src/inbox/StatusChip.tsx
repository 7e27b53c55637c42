import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { labelOf, STATUS_CHOICES, STATUS_COLORS } from './choices';

/** The item's status as a coloured chip; `source` and `label` are read by the Datagrid's header. */
export function StatusChip(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ status: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={STATUS_COLORS[record.status] ?? 'default'} label={labelOf(STATUS_CHOICES, record.status, translate)} />;
}
