import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, DataTable, List, SelectInput, TextInput, useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { httpClient } from '../httpClient';
import { spDateTime } from '../lib/time';

const projectionChoices = ['analytics', 'inbox', 'leaderboard', 'users'].map((id) => ({ id, name: id }));

const filters = [
  <TextInput key="q" source="q" label="Buscar (erro, tipo, stream)" alwaysOn />,
  <SelectInput key="projection" source="projection" label="Projeção" choices={projectionChoices} alwaysOn />,
  <BooleanInput key="open" source="open" label="Só pendentes" alwaysOn />,
];

function RetryButton() {
  const letter = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!letter || letter.resolved_at) return null;
  const retry = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient(`/api/admin/dead-letters/${letter.id}/retry`, { method: 'POST' });
      const body = json as { success: boolean; message: string };
      notify(body.message, { type: body.success ? 'success' : 'warning' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Não foi possível reaplicar o evento.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<ReplayIcon />} disabled={busy} onClick={() => void retry()} aria-label={`Reaplicar mensagem ${letter.id}`}>
      Reaplicar
    </Button>
  );
}

const when = (value: unknown) => spDateTime(value as string | null)

export function DeadLetterList() {
  return (
    <List title="Mensagens mortas" filters={filters} filterDefaultValues={{ open: true }} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" label="#" />
        <DataTable.Col source="projection" label="Projeção / reator" />
        <DataTable.Col source="event_type" label="Evento" />
        <DataTable.Col source="stream_id" label="Stream" />
        <DataTable.Col source="error" label="Erro" />
        <DataTable.Col source="attempts" label="Tentativas" />
        <DataTable.Col source="parked_at" label="Parado em" render={(r: RaRecord) => when(r.parked_at)} />
        <DataTable.Col source="resolved_at" label="Resolvido em" render={(r: RaRecord) => when(r.resolved_at)} />
        <DataTable.Col label="Ações" render={() => <RetryButton />} />
      </DataTable>
    </List>
  );
}
