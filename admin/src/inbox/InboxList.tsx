import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { Card, CardContent } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  DateInput,
  EmailField,
  FilterList,
  FilterListItem,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { SpDateField } from '../lib/time';
import { ExportListActions } from '../operations/CsvButton';
import { KIND_CHOICES, PRIORITY_CHOICES, STATUS_CHOICES } from './choices';
import { StatusChip } from './StatusChip';

// Dates are days in São Paulo (DECISIONS 15): "até" includes the whole day.
const dayStart = (day: string) => (day ? `${day}T00:00:00-03:00` : day);
const dayEnd = (day: string) => (day ? `${day}T23:59:59.999-03:00` : day);

// `q` searches the reference, the subject, the sender's name and what they wrote (accents and case
// ignored), or an exact e-mail address; `person` (from a person's page) lists one user's items.
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Referência, assunto, remetente, texto ou e-mail" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" label="Canal" choices={KIND_CHOICES} alwaysOn />,
  <SelectInput key="priority" source="priority" label="Prioridade" choices={PRIORITY_CHOICES} />,
  <ReferenceInput key="assignee" source="assignee_id" reference="inbox-assignees" label="Responsável">
    <SelectInput label="Responsável" optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="person" source="person" reference="users" label="Pessoa">
    <AutocompleteInput label="Pessoa" optionText="name" filterToQuery={(q: string) => (q.trim().length >= 2 ? { q } : {})} />
  </ReferenceInput>,
  <DateInput key="from" source="created_at_gte" label="Recebido desde" parse={dayStart} />,
  <DateInput key="to" source="created_at_lte" label="Recebido até" parse={dayEnd} />,
];

/** The team's two working views, beside the list. */
function Views() {
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 200, flexShrink: 0, display: { xs: 'none', md: 'block' } }}>
      <CardContent>
        <FilterList label="Visões" icon={<AssignmentIndIcon />}>
          <FilterListItem label="Meus" value={{ view: 'mine' }} />
          <FilterListItem label="Sem responsável" value={{ view: 'unassigned' }} />
        </FilterList>
      </CardContent>
    </Card>
  );
}

export function InboxList() {
  return (
    <List
      title="Caixa de entrada"
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={<ExportListActions path="/api/admin/exports/inbox" />}
      aside={<Views />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="reference" label="Referência" />
        <SelectField source="kind" label="Canal" choices={KIND_CHOICES} />
        <TextField source="subject" label="Assunto" sortable={false} emptyText="(apagado)" />
        <TextField source="name" label="Nome" sortable={false} emptyText="(apagado)" />
        <EmailField source="email" label="E-mail" sortable={false} emptyText="(apagado)" />
        <SelectField source="priority" label="Prioridade" choices={PRIORITY_CHOICES} emptyText="-" />
        <StatusChip source="status" label="Status" />
        <ReferenceField source="assignee_id" reference="inbox-assignees" label="Responsável" link={false} emptyText="-" />
        <SpDateField source="created_at" label="Recebido em" showTime />
      </Datagrid>
    </List>
  );
}
