import {
  AutocompleteInput,
  Datagrid,
  DateInput,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextInput,
  type RaRecord,
} from 'react-admin';
import { dayEnd, dayStart, labelOf } from '../users/labels';
import { ExportListActions } from '../operations/CsvButton';
import { SpDateField } from '../lib/time';
import { AuditTarget, auditDetails } from './AuditTarget';
import { ACTION_CHOICES } from './labels';

const filters = [
  <ReferenceInput key="actor" source="actorId" reference="users" label="Autor" alwaysOn>
    <AutocompleteInput label="Autor" optionText="name" filterToQuery={(q: string) => (q.trim().length >= 2 ? { q } : {})} />
  </ReferenceInput>,
  <SelectInput key="action" source="action" label="Ação" choices={ACTION_CHOICES} alwaysOn />,
  <TextInput key="target" source="targetId" label="Alvo (id)" />,
  <DateInput key="from" source="at_gte" label="De" parse={dayStart} />,
  <DateInput key="until" source="at_lte" label="Até" parse={dayEnd} />,
];

const details = (record: RaRecord) => auditDetails(record).map(([label, text]) => `${label}: ${text}`).join(' · ') || '—';

export function AuditLogList() {
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={25} title="Registro de auditoria" exporter={false} actions={<ExportListActions path="/api/admin/exports/audit-log" />}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <SpDateField source="at" label="Quando" showTime />
        <ReferenceField source="actorId" reference="users" label="Autor" link="show" sortable={false} />
        <FunctionField label="Ação" sortBy="action" render={(r: RaRecord) => labelOf(ACTION_CHOICES, r.action)} />
        <FunctionField label="Alvo" sortable={false} render={(r: RaRecord) => <AuditTarget record={r} />} />
        <FunctionField label="Detalhes" sortable={false} render={details} />
      </Datagrid>
    </List>
  );
}
