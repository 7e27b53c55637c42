import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Button, Card, CardContent, CardHeader, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { httpClient } from '../httpClient';
import { count } from '../operations/format';
import { describeCheck } from './describe';
import { spDateTime } from '../lib/time';

/** GET /api/admin/status (backend/src/modules/operations/platform-status.ts). */
interface AdminStatus {
  status: 'ok' | 'degraded';
  services: { name: string; ok: boolean; details?: Record<string, unknown> }[];
  queues: { name: string; waiting: number; active: number; delayed: number; failed: number; completed: number }[];
  queueBackend: 'redis' | 'postgres';
}

interface FailedJob {
  id: string;
  queue: string;
  job_id: string;
  name: string;
  failed_reason: string;
  attempts_made: number;
  failed_at: string | null;
}

const serviceLabel: Record<string, string> = {
  eventStore: 'Event store',
  database: 'Banco de dados',
  queue: 'Fila de jobs',
  projections: 'Projeções',
  mail: 'E-mail',
};

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
      notify((json as { message: string }).message, { type: 'success' });
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
    <Table size="small" aria-label="Jobs com falha">
      <TableHead>
        <TableRow>
          <TableCell>Fila</TableCell>
          <TableCell>Job</TableCell>
          <TableCell>Erro</TableCell>
          <TableCell align="right">Tentativas</TableCell>
          <TableCell>Falhou em</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((job) => (
          <TableRow key={job.id}>
            <TableCell>{job.queue}</TableCell>
            <TableCell>
              {job.name} ({job.job_id})
            </TableCell>
            <TableCell>{job.failed_reason}</TableCell>
            <TableCell align="right">{job.attempts_made}</TableCell>
            <TableCell>{spDateTime(job.failed_at)}</TableCell>
            <TableCell>
              <Button size="small" startIcon={<ReplayIcon />} disabled={busy === job.id} onClick={() => void retry(job)}>
                Reenviar
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
            <Table size="small" aria-label="Profundidade das filas">
              <TableHead>
                <TableRow>
                  <TableCell>Fila</TableCell>
                  <TableCell align="right">Aguardando</TableCell>
                  <TableCell align="right">Em execução</TableCell>
                  <TableCell align="right">Agendados</TableCell>
                  <TableCell align="right">Com falha</TableCell>
                  <TableCell align="right">Concluídos</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.queues.map((q) => (
                  <TableRow key={q.name}>
                    <TableCell>{q.name}</TableCell>
                    <TableCell align="right">{count(q.waiting)}</TableCell>
                    <TableCell align="right">{count(q.active)}</TableCell>
                    <TableCell align="right">{count(q.delayed)}</TableCell>
                    <TableCell align="right">{count(q.failed)}</TableCell>
                    <TableCell align="right">{count(q.completed)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
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
