// Every conversation with the support assistant (issue 15 item 3): who, when, how many questions,
// how many answers were unsure or failed, and the inbox ticket it became.
import type { ConversationRow } from '@piboost/backend/contract';
import { Chip } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, ReferenceField, SelectInput, TextInput, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SpDateField } from '../lib/time';

export const HANDOFF_REASONS = [
  { id: 'asked', name: 'assistant.handoff.asked' },
  { id: 'unsure', name: 'assistant.handoff.unsure' },
  { id: 'failed', name: 'assistant.handoff.failed' },
];

export function Ticket({ record }: { record: ConversationRow }) {
  if (!record.ticketNumber || !record.inboxItemId) return <>-</>;
  return (
    <Link to={`/inbox/${record.inboxItemId}/show`} onClick={(e) => e.stopPropagation()}>
      {record.ticketNumber}
    </Link>
  );
}

const filters = [
  <TextInput key="q" source="q" label="assistant.field.ticket" alwaysOn />,
  <SelectInput key="reason" source="handoffReason" label="assistant.field.handoff" choices={HANDOFF_REASONS} alwaysOn />,
];

export function ConversationList() {
  const translate = useTranslate();
  return (
    <List title="assistant.list.title" filters={filters} sort={{ field: 'lastAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <SpDateField source="startedAt" label="assistant.field.startedAt" showTime />
        <FunctionField label="assistant.field.person" render={(r: ConversationRow) => (r.userId ? <ReferenceField source="userId" reference="users" link="show" /> : translate('assistant.list.visitor'))} />
        <NumberField source="questions" label="assistant.field.questions" />
        <FunctionField label="assistant.field.unsure" render={(r: ConversationRow) => (r.unsure ? <Chip size="small" color="warning" label={r.unsure} /> : 0)} />
        <FunctionField label="assistant.field.failed" render={(r: ConversationRow) => (r.failed ? <Chip size="small" color="error" label={r.failed} /> : 0)} />
        <FunctionField label="assistant.field.ticket" render={(r: ConversationRow) => <Ticket record={r} />} />
        <FunctionField
          label="assistant.field.handoff"
          render={(r: ConversationRow) => {
            const reason = HANDOFF_REASONS.find((h) => h.id === r.handoffReason);
            return reason ? translate(reason.name) : '-';
          }}
        />
        <SpDateField source="lastAt" label="assistant.field.lastAt" showTime />
      </Datagrid>
    </List>
  );
}
