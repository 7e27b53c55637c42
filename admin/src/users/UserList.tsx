import {
  Datagrid,
  DateInput,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  type RaRecord,
} from 'react-admin';
import { ExportListActions } from '../operations/CsvButton';
import { PLAN_CHOICES, PROVIDER_CHOICES, ROLE_CHOICES, STATUS_CHOICES, dayEnd, dayStart, labelOf, premiumAccessText } from './labels';
import { SpDateField } from '../lib/time';

// `q` finds a person by id, by exact e-mail or CPF (the API compares keyed hashes: both are
// encrypted) or by part of the name (at least 2 letters, accents ignored).
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nome, e-mail, CPF ou id" />,
  <SelectInput key="role" source="role" label="Papel" choices={ROLE_CHOICES} />,
  <SelectInput key="plan" source="plan" label="Plano escolhido" choices={PLAN_CHOICES} />,
  <SelectInput key="status" source="status" label="Situação" choices={STATUS_CHOICES} />,
  <SelectInput key="provider" source="provider" label="Login" choices={PROVIDER_CHOICES} />,
  <DateInput key="from" source="createdAt_gte" label="Cadastro a partir de" parse={dayStart} />,
  <DateInput key="until" source="createdAt_lte" label="Cadastro até" parse={dayEnd} />,
];

export function UserList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="Usuários" exporter={false} actions={<ExportListActions path="/api/admin/exports/users" />}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" label="Nome" sortable={false} emptyText="—" />
        <EmailField source="email" label="E-mail" sortable={false} emptyText="—" />
        <FunctionField label="Papel" sortBy="role" render={(r: RaRecord) => labelOf(ROLE_CHOICES, r.role)} />
        <FunctionField label="Plano escolhido" sortBy="plan" render={(r: RaRecord) => labelOf(PLAN_CHOICES, r.plan)} />
        <FunctionField label="Acesso Premium" sortable={false} render={(r: RaRecord) => premiumAccessText(r)} />
        <FunctionField label="Situação" sortBy="status" render={(r: RaRecord) => labelOf(STATUS_CHOICES, r.status)} />
        <SpDateField source="createdAt" label="Cadastro" />
        <SpDateField source="lastSignInAt" label="Último login" showTime emptyText="—" />
      </Datagrid>
    </List>
  );
}
