import type { Done } from '@piboost/backend/contract';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useState } from 'react';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import { BooleanInput, DataTable, List, SelectInput, TextInput, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { httpClient } from '../httpClient';
import { spDateTime } from '../lib/time';

const projectionChoices = ['analytics', 'inbox', 'leaderboard', 'users'].map((id) => ({ id, name: id }));

const filters = [
  <TextInput key="q" source="q" label="deadLetters.filter.search" alwaysOn />,
  <SelectInput key="projection" source="projection" label="deadLetters.field.projection" choices={projectionChoices} alwaysOn />,
  <BooleanInput key="open" source="open" label="deadLetters.filter.open" alwaysOn />,
  <BooleanInput key="obsolete" source="obsolete" label="deadLetters.filter.obsolete" />,
];

/** Bulk actions: retry every open letter of the serving builds; dismiss those of replaced builds. */
function BulkActions() {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
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
      <Button size="small" startIcon={<ReplayIcon />} disabled={busy} onClick={() => void run('/api/admin/dead-letters/retry-open', translate('deadLetters.bulk.retryFailed'))}>
        {translate('deadLetters.bulk.retryOpen')}
      </Button>
      <Button size="small" startIcon={<ClearAllIcon />} disabled={busy} onClick={() => void run('/api/admin/dead-letters/dismiss-obsolete', translate('deadLetters.bulk.dismissFailed'))}>
        {translate('deadLetters.bulk.dismissObsolete')}
      </Button>
    </TopToolbar>
  );
}

function RetryButton() {
  const letter = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
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
      notify(error instanceof Error ? error.message : translate('deadLetters.retry.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<ReplayIcon />} disabled={busy} onClick={() => void retry()} aria-label={translate('deadLetters.retry.ariaLabel', { id: String(letter.id) })}>
      {translate('deadLetters.retry.button')}
    </Button>
  );
}

const when = (value: unknown) => spDateTime(value as string | null)

export function DeadLetterList() {
  const translate = useTranslate();
  return (
    <List title="deadLetters.resource.label" filters={filters} filterDefaultValues={{ open: true }} sort={{ field: 'id', order: 'DESC' }} exporter={false} actions={<BulkActions />}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" label="#" />
        <DataTable.Col source="projection" label="deadLetters.field.projectionOrReactor" />
        <DataTable.Col source="event_type" label="deadLetters.field.event" />
        <DataTable.Col source="stream_id" label="deadLetters.field.stream" />
        <DataTable.Col source="error" label="deadLetters.field.error" />
        <DataTable.Col source="attempts" label="deadLetters.field.attempts" />
        <DataTable.Col source="parked_at" label="deadLetters.field.parkedAt" render={(r: RaRecord) => when(r.parked_at)} />
        <DataTable.Col source="resolved_at" label="deadLetters.field.resolvedAt" render={(r: RaRecord) => when(r.resolved_at)} />
        <DataTable.Col source="obsolete" label="deadLetters.field.obsolete" render={(r: RaRecord) => translate(r.obsolete ? 'deadLetters.field.yes' : 'deadLetters.field.no')} />
        <DataTable.Col label="deadLetters.field.actions" render={() => <RetryButton />} />
      </DataTable>
    </List>
  );
}
