import { Datagrid, DateField, EmailField, List, SearchInput, SelectField, SelectInput } from 'react-admin';
import { csvExporter, dateTime } from '../lib/csv';

export const SUBSCRIPTION_STATUS = [
  { id: 'pending', name: 'Aguardando confirmação' },
  { id: 'confirmed', name: 'Confirmada' },
  { id: 'unsubscribed', name: 'Cancelada' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="E-mail exato" />,
  <SelectInput key="status" source="status" label="Status" choices={SUBSCRIPTION_STATUS} alwaysOn />,
];

interface Subscription {
  email: string | null;
  status: string;
  requested_at: string | null;
  confirmed_at: string | null;
  updated_at: string;
}

const exporter = csvExporter<Subscription>('newsletter-inscricoes', [
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Status', value: (r) => SUBSCRIPTION_STATUS.find((s) => s.id === r.status)?.name ?? r.status },
  { header: 'Pedida em', value: (r) => dateTime(r.requested_at) },
  { header: 'Confirmada em', value: (r) => dateTime(r.confirmed_at) },
  { header: 'Atualizada em', value: (r) => dateTime(r.updated_at) },
]);

export function NewsletterList() {
  return (
    <List title="Newsletter: inscrições" filters={filters} sort={{ field: 'updated_at', order: 'DESC' }} perPage={25} exporter={exporter}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <EmailField source="email" label="E-mail" sortable={false} emptyText="(apagado)" />
        <SelectField source="status" label="Status" choices={SUBSCRIPTION_STATUS} />
        <DateField source="requested_at" label="Pedida em" showTime emptyText="-" />
        <DateField source="confirmed_at" label="Confirmada em" showTime emptyText="-" />
        <DateField source="updated_at" label="Atualizada em" showTime />
      </Datagrid>
    </List>
  );
}
