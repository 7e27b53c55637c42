import type { Done } from '@piboost/backend/contract';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useState } from 'react';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import { BooleanInput, DataTable, List, SelectInput, TextInput, TopToolbar, useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { httpClient } from '../httpClient';
import { spDateTime } from '../lib/time';

const projectionChoices = ['analytics', 'inbox', 'leaderboard', 'users'].map((id) => ({ id, name: id }));

const filters = [
  <TextInput key="q" source="q" label="Buscar (erro, tipo, stream)" alwaysOn />,
  <SelectInput key="projection" source="projection" label="Projeção" choices={projectionChoices} alwaysOn />,
  <BooleanInput key="open" source="open" label="Só pendentes" alwaysOn />,
  <BooleanInput key="obsolete" source="obsolete" label="Obsoletas (de builds substituídos)" />,
];

/** Bulk actions: retry every open letter of the serving builds; dismiss those of replaced builds. */
function BulkActions() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (path: string, failure: string) => {
    setBusy(true);
    try {
      const { json } = await httpClient(path, { method: 'POST' });
      notify((json as Done).message, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : failure, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <TopToolbar>
      <Button size="small" startIcon={<ReplayIcon />} disabled={busy} onClick={() => void run('/api/admin/dead-letters/retry-open', 'Não foi possível reaplicar as mensagens.')}>
        Reaplicar pendentes
      </Button>
      <Button size="small" startIcon={<ClearAllIcon />} disabled={busy} onClick={() => void run('/api/admin/dead-letters/dismiss-obsolete', 'Não foi possível descartar as mensagens obsoletas.')}>
        Descartar obsoletas
      </Button>
    </TopToolbar>
  );
}

function RetryButton() {
  const letter = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  // An obsolete letter cannot be applied by the serving build: it is dismissed, not retried.
  if (!letter || letter.resolved_at || letter.obsolete) return null;
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
    <List title="Mensagens mortas" filters={filters} filterDefaultValues={{ open: true }} sort={{ field: 'id', order: 'DESC' }} exporter={false} actions={<BulkActions />}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" label="#" />
        <DataTable.Col source="projection" label="Projeção / reator" />
        <DataTable.Col source="event_type" label="Evento" />
        <DataTable.Col source="stream_id" label="Stream" />
        <DataTable.Col source="error" label="Erro" />
        <DataTable.Col source="attempts" label="Tentativas" />
        <DataTable.Col source="parked_at" label="Parado em" render={(r: RaRecord) => when(r.parked_at)} />
        <DataTable.Col source="resolved_at" label="Resolvido em" render={(r: RaRecord) => when(r.resolved_at)} />
        <DataTable.Col source="obsolete" label="Obsoleta" render={(r: RaRecord) => (r.obsolete ? 'Sim' : 'Não')} />
        <DataTable.Col label="Ações" render={() => <RetryButton />} />
      </DataTable>
    </List>
  );
}
