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
  useTranslate,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import { dayEnd, dayStart, labelOf } from '../users/labels';
import { ExportListActions } from '../operations/CsvButton';
import { SpDateField } from '../lib/time';
import { AuditTarget, auditDetails } from './AuditTarget';
import { ACTION_CHOICES } from './labels';

const filters = [
  <ReferenceInput key="actor" source="actorId" reference="users" label="auditLog.field.actor" alwaysOn>
    <AutocompleteInput label="auditLog.field.actor" optionText="name" filterToQuery={(q: string) => (q.trim().length >= 2 ? { q } : {})} />
  </ReferenceInput>,
  <SelectInput key="action" source="action" label="auditLog.field.action" choices={ACTION_CHOICES} alwaysOn />,
  <TextInput key="target" source="targetId" label="auditLog.list.targetId" />,
  <DateInput key="from" source="at_gte" label="auditLog.list.from" parse={dayStart} />,
  <DateInput key="until" source="at_lte" label="auditLog.list.until" parse={dayEnd} />,
];

const details = (record: RaRecord, translate: TranslateFunction) =>
  auditDetails(record, translate).map(([label, text]) => translate('auditLog.list.detail', { label, text })).join(' · ') || '—';

export function AuditLogList() {
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={25} title="auditLog.title" exporter={false} actions={<ExportListActions path="/api/admin/exports/audit-log" />}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <SpDateField source="at" label="auditLog.field.when" showTime />
        <ReferenceField source="actorId" reference="users" label="auditLog.field.actor" link="show" sortable={false} />
        <FunctionField label="auditLog.field.action" sortBy="action" render={(r: RaRecord) => labelOf(ACTION_CHOICES, r.action, translate)} />
        <FunctionField label="auditLog.field.target" sortable={false} render={(r: RaRecord) => <AuditTarget record={r} />} />
        <FunctionField label="auditLog.field.details" sortable={false} render={(r: RaRecord) => details(r, translate)} />
      </Datagrid>
    </List>
  );
}
