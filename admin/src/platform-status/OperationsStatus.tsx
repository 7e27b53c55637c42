import type { AdminStatus, Done, FailedJob, QueueDepth } from '@piboost/backend/contract';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Button, Card, CardContent, CardHeader, Chip, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { httpClient } from '../httpClient';
import { count } from '../operations/format';
import { describeCheck } from './describe';
import { DataTable, type Column } from '../lib/DataTable';
import { spDateTime } from '../lib/time';

const serviceLabel: Record<string, string> = {
  eventStore: 'Event store',
  database: 'Banco de dados',
  queue: 'Fila de jobs',
  projections: 'Projeções',
  mail: 'E-mail',
};

const QUEUE_COLUMNS: Column<QueueDepth>[] = [
  { header: 'Fila', cell: (q) => q.name },
  { header: 'Aguardando', numeric: true, cell: (q) => count(q.waiting) },
  { header: 'Em execução', numeric: true, cell: (q) => count(q.active) },
  { header: 'Agendados', numeric: true, cell: (q) => count(q.delayed) },
  { header: 'Com falha', numeric: true, cell: (q) => count(q.failed) },
  { header: 'Concluídos', numeric: true, cell: (q) => count(q.completed) },
];

function FailedJobs() {
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  const { data, refetch } = useGetList<FailedJob>('failed-jobs', { sort: { field: 'failed_at', order: 'DESC' }, pagination: { page: 1, perPage: 100 } }, { refetchInterval: 10_000 });
  const retry = async (job: FailedJob) => {
    setBusy(job.id);
    try {
      await httpClient(`/api/admin/failed-jobs/${encodeURIComponent(job.id)}/retry`, { method: 'POST' });
      notify('Job devolvido à fila.', { type: 'success' });
      await refetch();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Não foi possível reenviar o job.', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const retryAll = async () => {
    setBusy('all');
    try {
      const { json } = await httpClient('/api/admin/failed-jobs/retry-all', { method: 'POST' });
      notify((json as Done).message, { type: 'success' });
      await refetch();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Não foi possível reenviar os jobs.', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  if (!data) return null;
  if (data.length === 0) return <Typography>Nenhum job com falha.</Typography>;
  return (
    <>
    <Button size="small" variant="outlined" startIcon={<ReplayIcon />} disabled={busy !== null} onClick={() => void retryAll()} sx={{ mb: 1 }}>
      Reenviar todos
    </Button>
    <DataTable
      label="Jobs com falha"
      columns={[
        { header: 'Fila', cell: (job) => job.queue },
        { header: 'Job', cell: (job) => `${job.name} (${job.job_id})` },
        { header: 'Erro', cell: (job) => job.failed_reason },
        { header: 'Tentativas', numeric: true, cell: (job) => job.attempts_made },
        { header: 'Falhou em', cell: (job) => spDateTime(job.failed_at) },
        {
          header: '',
          cell: (job) => (
            <Button size="small" startIcon={<ReplayIcon />} disabled={busy === job.id} onClick={() => void retry(job)}>
              Reenviar
            </Button>
          ),
        },
      ]}
      rows={data}
      rowKey={(job) => job.id}
    />
    </>
  );
}

/** What admins see beyond the public health: services with details, queue depths, failed jobs. */
export function OperationsStatus() {
  const { data, error } = useQuery({
    queryKey: ['admin-status'],
    queryFn: async () => (await httpClient('/api/admin/status')).json as AdminStatus,
    refetchInterval: 10_000,
  });
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <CardHeader title="Serviços" subheader="GET /api/admin/status" />
        <CardContent>
          {error ? <Alert severity="error">Não foi possível carregar o status detalhado.</Alert> : null}
          {data && (
            <Table size="small" aria-label="Serviços">
              <TableBody>
                {data.services.map((s) => (
                  <TableRow key={s.name}>
                    <TableCell>{serviceLabel[s.name] ?? s.name}</TableCell>
                    <TableCell>{describeCheck(s.name, s.details)}</TableCell>
                    <TableCell align="right">
                      <Chip size="small" variant="outlined" label={s.ok ? 'Operacional' : 'Com falha'} color={s.ok ? 'success' : 'error'} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardHeader title="Filas" subheader={data ? `BullMQ sobre ${data.queueBackend === 'redis' ? 'Redis' : 'PostgreSQL'}` : undefined} />
        <CardContent>
          {data && (
            <DataTable label="Profundidade das filas" columns={QUEUE_COLUMNS} rows={data.queues} rowKey={(q) => q.name} />
          )}
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardHeader title="Jobs com falha" subheader="Esgotaram as tentativas; reenvie depois de corrigir a causa" />
        <CardContent>
          <FailedJobs />
        </CardContent>
      </Card>
    </>
  );
}
