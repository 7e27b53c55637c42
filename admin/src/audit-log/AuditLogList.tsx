import { Link } from 'react-router-dom';
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
import { ROLE_CHOICES, dayEnd, dayStart, labelOf } from '../users/labels';
import { ExportListActions } from '../operations/CsvButton';
import { spDateTime } from '../lib/time';
import { ACTION_CHOICES, DETAIL_LABELS } from './labels';
import { SpDateField } from '../lib/time';

const filters = [
  <ReferenceInput key="actor" source="actorId" reference="users" label="Autor" alwaysOn>
    <AutocompleteInput label="Autor" optionText="name" filterToQuery={(q: string) => (q.trim().length >= 2 ? { q } : {})} />
  </ReferenceInput>,
  <SelectInput key="action" source="action" label="Ação" choices={ACTION_CHOICES} alwaysOn />,
  <TextInput key="target" source="targetId" label="Alvo (id)" />,
  <DateInput key="from" source="at_gte" label="De" parse={dayStart} />,
  <DateInput key="until" source="at_lte" label="Até" parse={dayEnd} />,
];

function Target({ record }: { record: RaRecord }) {
  if (record.targetType === 'user') {
    return (
      <Link to={`/users/${String(record.targetId)}/show`}>
        <ReferenceField source="targetId" reference="users" link={false} emptyText={String(record.targetId)} />
      </Link>
    );
  }
  if (record.targetType === 'invoice') return <Link to={`/billing/invoices/${String(record.targetId)}/show`}>{`Fatura ${String(record.targetId)}`}</Link>;
  if (record.targetType === 'blog') return <span>{`Blog: publicação automática ${record.targetId === 'true' ? 'ligada' : 'desligada'}`}</span>;
  const kind = { inbox: 'Atendimento', export: 'Exportação', article: 'Artigo' }[String(record.targetType)] ?? 'Projeção';
  return <span>{`${kind} ${String(record.targetId)}`}</span>;
}

const ORDER = Object.keys(DETAIL_LABELS);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** The details in a fixed order (PostgreSQL's jsonb does not keep the event's), dates and roles in pt-BR. */
const details = (record: RaRecord) =>
  Object.entries((record.details ?? {}) as Record<string, unknown>)
    .sort(([a], [b]) => (ORDER.indexOf(a) >>> 0) - (ORDER.indexOf(b) >>> 0))
    .map(([key, value]) => {
      const text =
        typeof value === 'string' && ISO_TIME.test(value)
          ? spDateTime(value)
          : record.action === 'RoleChanged'
            ? labelOf(ROLE_CHOICES, value)
            : typeof value === 'object' && value !== null
              ? Object.entries(value).map(([k, v]) => `${k}=${String(v)}`).join(', ') || '(sem filtro)'
              : String(value);
      return `${DETAIL_LABELS[key] ?? key}: ${text}`;
    })
    .join(' · ') || '—';

export function AuditLogList() {
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={25} title="Registro de auditoria" exporter={false} actions={<ExportListActions path="/api/admin/exports/audit-log" />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <SpDateField source="at" label="Quando" showTime />
        <ReferenceField source="actorId" reference="users" label="Autor" link="show" sortable={false} />
        <FunctionField label="Ação" sortBy="action" render={(r: RaRecord) => labelOf(ACTION_CHOICES, r.action)} />
        <FunctionField label="Alvo" sortable={false} render={(r: RaRecord) => <Target record={r} />} />
        <FunctionField label="Detalhes" sortable={false} render={details} />
      </Datagrid>
    </List>
  );
}
