import { Datagrid, EmailField, List, SearchInput, SelectField, SelectInput } from 'react-admin';
import { ExportListActions } from '../operations/CsvButton';
import { SpDateField } from '../lib/time';

export const SUBSCRIPTION_STATUS = [
  { id: 'pending', name: 'Aguardando confirmação' },
  { id: 'confirmed', name: 'Confirmada' },
  { id: 'unsubscribed', name: 'Cancelada' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="E-mail exato" />,
  <SelectInput key="status" source="status" label="Status" choices={SUBSCRIPTION_STATUS} alwaysOn />,
];

export function NewsletterList() {
  return (
    <List title="Newsletter: inscrições" filters={filters} sort={{ field: 'updated_at', order: 'DESC' }} perPage={25} exporter={false} actions={<ExportListActions path="/api/admin/exports/newsletter" />}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <EmailField source="email" label="E-mail" sortable={false} emptyText="(apagado)" />
        <SelectField source="status" label="Status" choices={SUBSCRIPTION_STATUS} />
        <SpDateField source="requested_at" label="Pedida em" showTime emptyText="-" />
        <SpDateField source="confirmed_at" label="Confirmada em" showTime emptyText="-" />
        <SpDateField source="updated_at" label="Atualizada em" showTime />
      </Datagrid>
    </List>
  );
}
