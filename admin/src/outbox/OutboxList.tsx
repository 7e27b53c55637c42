import { Chip } from '@mui/material';
import { Datagrid, DateInput, List, NumberField, SearchInput, SelectInput, TextField, TextInput, useRecordContext, useTranslate, type TranslateFunction } from 'react-admin';
import { SpDateField } from '../lib/time';

export const MAIL_STATUS = [
  { id: 'sent', name: 'outbox.status.sent' },
  { id: 'captured', name: 'outbox.status.captured' },
  { id: 'pending', name: 'outbox.status.pending' },
  { id: 'failed', name: 'outbox.status.failed' },
];
const COLORS: Record<string, 'success' | 'info' | 'warning' | 'error'> = { sent: 'success', captured: 'info', pending: 'warning', failed: 'error' };

export function MailStatusChip(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ status: string }>();
  const translate = useTranslate();
  if (!record) return null;
  const status = MAIL_STATUS.find((s) => s.id === record.status);
  return <Chip size="small" color={COLORS[record.status] ?? 'default'} label={status ? translate(status.name) : record.status} />;
}

const dayStart = (day: string) => (day ? `${day}T00:00:00-03:00` : day);
const dayEnd = (day: string) => (day ? `${day}T23:59:59.999-03:00` : day);

const filters = (translate: TranslateFunction) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('outbox.filter.search')} />,
  <SelectInput key="status" source="status" label="outbox.field.status" choices={MAIL_STATUS} alwaysOn />,
  <TextInput key="tag" source="tag" label="outbox.filter.tag" />,
  <DateInput key="from" source="created_at_gte" label="outbox.filter.createdFrom" parse={dayStart} />,
  <DateInput key="to" source="created_at_lte" label="outbox.filter.createdUntil" parse={dayEnd} />,
];

export function OutboxList() {
  const translate = useTranslate();
  return (
    <List title="outbox.resource.label" filters={filters(translate)} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <SpDateField source="created_at" label="outbox.field.createdAt" showTime />
        <TextField source="to" label="outbox.field.to" />
        <TextField source="subject" label="outbox.field.subject" />
        <TextField source="tag" label="outbox.field.tag" />
        <TextField source="reference" label="outbox.field.reference" emptyText="-" />
        <MailStatusChip source="status" label="outbox.field.status" />
        <NumberField source="attempts" label="outbox.field.attempts" />
      </Datagrid>
    </List>
  );
}
