import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { Stack } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  DateInput,
  FilterList,
  FilterListItem,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  useTranslate,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import { SpDateField } from '../lib/time';
import { ExportListActions } from '../operations/CsvButton';
import { KIND_CHOICES, PRIORITY_CHOICES, STATUS_CHOICES } from './choices';
import { InboxBulkActions } from './InboxBulkActions';
import { ResolutionTargetChip } from './ResolutionTarget';
import { ResponseTargetChip } from './ResponseTarget';
import { StatusChip } from './StatusChip';

// Dates are days in São Paulo (DECISIONS 15): "até" includes the whole day.
const dayStart = (day: string) => (day ? `${day}T00:00:00-03:00` : day);
const dayEnd = (day: string) => (day ? `${day}T23:59:59.999-03:00` : day);

// `q` searches the reference, the subject, the sender's name and what they wrote (accents and case
// ignored), or an exact e-mail address; `person` (from a person's page) lists one user's items.
const filters = (translate: TranslateFunction) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('inbox.list.search')} />,
  <SelectInput key="status" source="status" label="inbox.field.status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" label="inbox.field.kind" choices={KIND_CHOICES} alwaysOn />,
  <SelectInput key="priority" source="priority" label="inbox.field.priority" choices={PRIORITY_CHOICES} />,
  <ReferenceInput key="assignee" source="assignee_id" reference="inbox-assignees" label="inbox.field.assignee">
    <SelectInput label="inbox.field.assignee" optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="person" source="person" reference="users" label="inbox.list.person">
    <AutocompleteInput label="inbox.list.person" optionText="name" filterToQuery={(q: string) => (q.trim().length >= 2 ? { q } : {})} />
  </ReferenceInput>,
  <DateInput key="from" source="created_at_gte" label="inbox.list.receivedFrom" parse={dayStart} />,
  <DateInput key="to" source="created_at_lte" label="inbox.list.receivedUntil" parse={dayEnd} />,
];

/**
 * The table fits a 1440 px screen beside the menu, whatever people typed: a fixed layout over the
 * list's width, short columns sized, and the subject and sender ending in "…" (whole on hover).
 */
const clipped = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const COLUMNS = {
  '& .RaDatagrid-table': { tableLayout: 'fixed', width: '100%' },
  '& .column-reference': { width: 120 },
  '& .column-kind': { width: 130 },
  '& .column-priority': { width: 100 },
  '& .column-status': { width: 170 },
  '& .column-assignee_id': { width: 130 },
  '& .column-created_at': { width: 150 },
  '& .column-resolution_due_at': { width: 130 },
  '& td.column-subject > *, & td.column-assignee_id > *': clipped,
};

/** The sender: name over address, each cut to the column. */
function Sender({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  if (!record.name && !record.email) return <span>{translate('inbox.erased')}</span>;
  return (
    <span>
      <span title={record.name ?? undefined} style={clipped}>
        {record.name ?? translate('inbox.erased')}
      </span>
      {record.email && (
        <a href={`mailto:${String(record.email)}`} title={String(record.email)} style={{ ...clipped, fontSize: 12 }} onClick={(e) => e.stopPropagation()}>
          {String(record.email)}
        </a>
      )}
    </span>
  );
}

/** The team's two working views, in the list's toolbar (an aside took 216 px the table needs). */
function InboxActions() {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
      <FilterList label="inbox.view.title" icon={<AssignmentIndIcon />} sx={{ display: 'flex', alignItems: 'center', gap: 1, '& .MuiList-root': { display: 'flex' } }}>
        <FilterListItem label="inbox.view.mine" value={{ view: 'mine' }} />
        <FilterListItem label="inbox.view.unassigned" value={{ view: 'unassigned' }} />
        <FilterListItem label="inbox.view.dueSoon" value={{ view: 'due_soon' }} />
        <FilterListItem label="inbox.view.overdue" value={{ view: 'overdue' }} />
      </FilterList>
      <ExportListActions path="/api/admin/exports/inbox" />
    </Stack>
  );
}

export function InboxList() {
  const translate = useTranslate();
  return (
    <List
      title="inbox.resource.label"
      filters={filters(translate)}
      // The queue (issue 29): the nearest open target first (first response, then resolution); then the rest, newest first.
      sort={{ field: 'queue_due_at', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<InboxActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={<InboxBulkActions />} sx={COLUMNS}>
        <TextField source="reference" label="inbox.field.reference" />
        <SelectField source="kind" label="inbox.field.kind" choices={KIND_CHOICES} />
        <FunctionField source="subject" label="inbox.field.subject" sortable={false} render={(r: RaRecord) => <span title={r.subject ?? undefined}>{r.subject ?? translate('inbox.erased')}</span>} />
        <FunctionField source="name" label="inbox.field.sender" sortable={false} render={(r: RaRecord) => <Sender record={r} />} />
        <SelectField source="priority" label="inbox.field.priority" choices={PRIORITY_CHOICES} emptyText="-" />
        <StatusChip source="status" label="inbox.field.status" />
        <ResponseTargetChip source="queue_due_at" label="inbox.field.firstResponse" />
        <ResolutionTargetChip source="resolution_due_at" label="inbox.field.resolution" />
        <ReferenceField source="assignee_id" reference="inbox-assignees" label="inbox.field.assignee" link={false} emptyText="-" />
        <SpDateField source="created_at" label="inbox.field.receivedAt" showTime />
      </Datagrid>
    </List>
  );
}
