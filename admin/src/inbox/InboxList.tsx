import {
  Datagrid,
  DateField,
  DateInput,
  EmailField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { csvExporter, dateTime } from '../lib/csv';
import { KIND_CHOICES, labelOf, PRIORITY_CHOICES, STATUS_CHOICES } from './choices';
import { StatusChip } from './StatusChip';

// Dates are days in São Paulo (DECISIONS 15): "até" includes the whole day.
const dayStart = (day: string) => (day ? `${day}T00:00:00-03:00` : day);
const dayEnd = (day: string) => (day ? `${day}T23:59:59.999-03:00` : day);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Referência, assunto ou e-mail" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" label="Canal" choices={KIND_CHOICES} alwaysOn />,
  <SelectInput key="priority" source="priority" label="Prioridade" choices={PRIORITY_CHOICES} />,
  <ReferenceInput key="assignee" source="assignee_id" reference="inbox-assignees" label="Responsável">
    <SelectInput label="Responsável" optionText="name" />
  </ReferenceInput>,
  <DateInput key="from" source="created_at_gte" label="Recebido desde" parse={dayStart} />,
  <DateInput key="to" source="created_at_lte" label="Recebido até" parse={dayEnd} />,
];

interface InboxRecord {
  reference: string;
  kind: string;
  subject: string;
  name: string | null;
  email: string | null;
  priority: string | null;
  status: string;
  created_at: string;
  replied_at: string | null;
}

const exporter = csvExporter<InboxRecord>('caixa-de-entrada', [
  { header: 'Referência', value: (r) => r.reference },
  { header: 'Canal', value: (r) => labelOf(KIND_CHOICES, r.kind) },
  { header: 'Assunto', value: (r) => r.subject },
  { header: 'Nome', value: (r) => r.name },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Prioridade', value: (r) => labelOf(PRIORITY_CHOICES, r.priority) },
  { header: 'Status', value: (r) => labelOf(STATUS_CHOICES, r.status) },
  { header: 'Recebido em', value: (r) => dateTime(r.created_at) },
  { header: 'Respondido em', value: (r) => dateTime(r.replied_at) },
]);

export function InboxList() {
  return (
    <List title="Caixa de entrada" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={exporter}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="reference" label="Referência" />
        <SelectField source="kind" label="Canal" choices={KIND_CHOICES} />
        <TextField source="subject" label="Assunto" />
        <TextField source="name" label="Nome" sortable={false} emptyText="(apagado)" />
        <EmailField source="email" label="E-mail" sortable={false} emptyText="(apagado)" />
        <SelectField source="priority" label="Prioridade" choices={PRIORITY_CHOICES} emptyText="-" />
        <StatusChip source="status" label="Status" />
        <ReferenceField source="assignee_id" reference="inbox-assignees" label="Responsável" link={false} emptyText="-" />
        <DateField source="created_at" label="Recebido em" showTime />
      </Datagrid>
    </List>
  );
}
