import { Chip } from '@mui/material';
import { Datagrid, DateInput, List, NumberField, SearchInput, SelectInput, TextField, TextInput, useRecordContext } from 'react-admin';
import { SpDateField } from '../lib/time';

export const MAIL_STATUS = [
  { id: 'sent', name: 'Enviado' },
  { id: 'captured', name: 'Guardado (sem SMTP)' },
  { id: 'pending', name: 'Enviando' },
  { id: 'failed', name: 'Falhou' },
];
const COLORS: Record<string, 'success' | 'info' | 'warning' | 'error'> = { sent: 'success', captured: 'info', pending: 'warning', failed: 'error' };

export function MailStatusChip(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ status: string }>();
  if (!record) return null;
  return <Chip size="small" color={COLORS[record.status] ?? 'default'} label={MAIL_STATUS.find((s) => s.id === record.status)?.name ?? record.status} />;
}

const dayStart = (day: string) => (day ? `${day}T00:00:00-03:00` : day);
const dayEnd = (day: string) => (day ? `${day}T23:59:59.999-03:00` : day);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Destinatário, assunto ou referência" />,
  <SelectInput key="status" source="status" label="Status" choices={MAIL_STATUS} alwaysOn />,
  <TextInput key="tag" source="tag" label="Tipo (tag)" />,
  <DateInput key="from" source="created_at_gte" label="Criado desde" parse={dayStart} />,
  <DateInput key="to" source="created_at_lte" label="Criado até" parse={dayEnd} />,
];

export function OutboxList() {
  return (
    <List title="Caixa de saída" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <SpDateField source="created_at" label="Criado em" showTime />
        <TextField source="to" label="Para" />
        <TextField source="subject" label="Assunto" />
        <TextField source="tag" label="Tipo" />
        <TextField source="reference" label="Referência" emptyText="-" />
        <MailStatusChip source="status" label="Status" />
        <NumberField source="attempts" label="Tentativas" />
      </Datagrid>
    </List>
  );
}
