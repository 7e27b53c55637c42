import {
  Datagrid,
  DateInput,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import { ExportListActions } from '../operations/CsvButton';
import { PLAN_CHOICES, PROVIDER_CHOICES, ROLE_CHOICES, STATUS_CHOICES, dayEnd, dayStart, labelOf, premiumAccessText } from './labels';
import { SpDateField } from '../lib/time';

// `q` finds a person by id, by exact e-mail or CPF (the API compares keyed hashes: both are
// encrypted) or by part of the name (at least 2 letters, accents ignored).
const filters = (translate: TranslateFunction) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('users.list.search')} />,
  <SelectInput key="role" source="role" label="users.field.role" choices={ROLE_CHOICES} />,
  <SelectInput key="plan" source="plan" label="users.field.plan" choices={PLAN_CHOICES} />,
  <SelectInput key="status" source="status" label="users.field.status" choices={STATUS_CHOICES} />,
  <SelectInput key="provider" source="provider" label="users.field.provider" choices={PROVIDER_CHOICES} />,
  <DateInput key="from" source="createdAt_gte" label="users.list.createdFrom" parse={dayStart} />,
  <DateInput key="until" source="createdAt_lte" label="users.list.createdUntil" parse={dayEnd} />,
];

export function UserList() {
  const translate = useTranslate();
  return (
    <List filters={filters(translate)} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="users.resource.label" exporter={false} actions={<ExportListActions path="/api/admin/exports/users" />}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" label="users.field.name" sortable={false} emptyText="—" />
        <EmailField source="email" label="users.field.email" sortable={false} emptyText="—" />
        <FunctionField label="users.field.role" sortBy="role" render={(r: RaRecord) => labelOf(ROLE_CHOICES, r.role, translate)} />
        <FunctionField label="users.field.plan" sortBy="plan" render={(r: RaRecord) => labelOf(PLAN_CHOICES, r.plan, translate)} />
        <FunctionField label="users.field.premiumAccess" sortable={false} render={(r: RaRecord) => premiumAccessText(r, translate)} />
        <FunctionField label="users.field.status" sortBy="status" render={(r: RaRecord) => labelOf(STATUS_CHOICES, r.status, translate)} />
        <SpDateField source="createdAt" label="users.field.createdAt" />
        <SpDateField source="lastSignInAt" label="users.field.lastSignInAt" showTime emptyText="—" />
      </Datagrid>
    </List>
  );
}
