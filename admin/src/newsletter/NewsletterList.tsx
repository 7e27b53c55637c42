import { Datagrid, EmailField, List, SearchInput, SelectField, SelectInput, useTranslate, type TranslateFunction } from 'react-admin';
import { ExportListActions } from '../operations/CsvButton';
import { SpDateField } from '../lib/time';

export const SUBSCRIPTION_STATUS = [
  { id: 'pending', name: 'newsletter.status.pending' },
  { id: 'confirmed', name: 'newsletter.status.confirmed' },
  { id: 'unsubscribed', name: 'newsletter.status.unsubscribed' },
];

const filters = (translate: TranslateFunction) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('newsletter.list.search')} />,
  <SelectInput key="status" source="status" label="newsletter.field.status" choices={SUBSCRIPTION_STATUS} alwaysOn />,
];

export function NewsletterList() {
  const translate = useTranslate();
  return (
    <List title="newsletter.list.title" filters={filters(translate)} sort={{ field: 'updated_at', order: 'DESC' }} perPage={25} exporter={false} actions={<ExportListActions path="/api/admin/exports/newsletter" />}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <EmailField source="email" label="newsletter.field.email" sortable={false} emptyText={translate('newsletter.list.erased')} />
        <SelectField source="status" label="newsletter.field.status" choices={SUBSCRIPTION_STATUS} />
        <SpDateField source="requested_at" label="newsletter.field.requestedAt" showTime emptyText="-" />
        <SpDateField source="confirmed_at" label="newsletter.field.confirmedAt" showTime emptyText="-" />
        <SpDateField source="updated_at" label="newsletter.field.updatedAt" showTime />
      </Datagrid>
    </List>
  );
}
