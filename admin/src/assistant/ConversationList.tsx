// Every conversation with the support assistant (issue 15 item 3): who, when, how many questions,
// how many answers were unsure or failed, and the inbox ticket it became.
import type { ConversationRow } from '@piboost/backend/contract';
import { Chip } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, ReferenceField, SelectInput, TextInput } from 'react-admin';
import { Link } from 'react-router-dom';
import { SpDateField } from '../lib/time';

export const HANDOFF_REASONS = [
  { id: 'asked', name: 'Pedido da pessoa' },
  { id: 'unsure', name: 'Resposta sem certeza' },
  { id: 'failed', name: 'IA indisponível' },
];

export function Ticket({ record }: { record: ConversationRow }) {
  if (!record.ticketNumber || !record.inboxItemId) return <>-</>;
  return (
    <Link to={`/inbox/${record.inboxItemId}/show`} onClick={(e) => e.stopPropagation()}>
      {record.ticketNumber}
    </Link>
  );
}

const filters = [<TextInput key="q" source="q" label="Chamado" alwaysOn />, <SelectInput key="reason" source="handoffReason" label="Passada à equipe por" choices={HANDOFF_REASONS} alwaysOn />];

export function ConversationList() {
  return (
    <List title="Suporte IA: conversas" filters={filters} sort={{ field: 'lastAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <SpDateField source="startedAt" label="Início" showTime />
        <FunctionField label="Pessoa" render={(r: ConversationRow) => (r.userId ? <ReferenceField source="userId" reference="users" link="show" /> : 'Visitante')} />
        <NumberField source="questions" label="Perguntas" />
        <FunctionField label="Sem certeza" render={(r: ConversationRow) => (r.unsure ? <Chip size="small" color="warning" label={r.unsure} /> : 0)} />
        <FunctionField label="Falhas" render={(r: ConversationRow) => (r.failed ? <Chip size="small" color="error" label={r.failed} /> : 0)} />
        <FunctionField label="Chamado" render={(r: ConversationRow) => <Ticket record={r} />} />
        <FunctionField label="Passada à equipe por" render={(r: ConversationRow) => HANDOFF_REASONS.find((h) => h.id === r.handoffReason)?.name ?? '-'} />
        <SpDateField source="lastAt" label="Última atividade" showTime />
      </Datagrid>
    </List>
  );
}
