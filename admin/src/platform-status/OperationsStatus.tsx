import type { AdminStatus, Done, FailedJob, QueueDepth } from '@piboost/backend/contract';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Button, Card, CardContent, CardHeader, Chip, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import type { MessageKey } from '../i18n';
import { httpClient } from '../httpClient';
import { count } from '../operations/format';
import { describeCheck } from './describe';
import { DataTable, type Column } from '../lib/DataTable';
import { spDateTime } from '../lib/time';

const serviceLabel: Partial<Record<string, MessageKey>> = {
  eventStore: 'platformStatus.ops.service.eventStore',
  database: 'platformStatus.ops.service.database',
  queue: 'platformStatus.ops.service.queue',
  projections: 'platformStatus.ops.service.projections',
  mail: 'platformStatus.ops.service.mail',
  readReplica: 'platformStatus.ops.service.readReplica',
};

const queueColumns = (translate: TranslateFunction): Column<QueueDepth>[] => [
  { header: translate('platformStatus.ops.queue.name'), cell: (q) => q.name },
  { header: translate('platformStatus.ops.queue.waiting'), numeric: true, cell: (q) => count(q.waiting) },
  { header: translate('platformStatus.ops.queue.active'), numeric: true, cell: (q) => count(q.active) },
  { header: translate('platformStatus.ops.queue.delayed'), numeric: true, cell: (q) => count(q.delayed) },
  { header: translate('platformStatus.ops.queue.failed'), numeric: true, cell: (q) => count(q.failed) },
  { header: translate('platformStatus.ops.queue.completed'), numeric: true, cell: (q) => count(q.completed) },
];

function FailedJobs() {
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState<string | null>(null);
  const { data, refetch } = useGetList<FailedJob>('failed-jobs', { sort: { field: 'failed_at', order: 'DESC' }, pagination: { page: 1, perPage: 100 } }, { refetchInterval: 10_000 });
  const retry = async (job: FailedJob) => {
    setBusy(job.id);
    try {
      await httpClient(`/api/admin/failed-jobs/${encodeURIComponent(job.id)}/retry`, { method: 'POST' });
      notify(translate('platformStatus.ops.failed.retried'), { type: 'success' });
      await refetch();
    } catch (error) {
      notify(error instanceof Error ? error.message : translate('platformStatus.ops.failed.retryFailed'), { type: 'error' });
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
      notify(error instanceof Error ? error.message : translate('platformStatus.ops.failed.retryAllFailed'), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  if (!data) return null;
  if (data.length === 0) return <Typography>{translate('platformStatus.ops.failed.none')}</Typography>;
  return (
    <>
    <Button size="small" variant="outlined" startIcon={<ReplayIcon />} disabled={busy !== null} onClick={() => void retryAll()} sx={{ mb: 1 }}>
      {translate('platformStatus.ops.failed.retryAll')}
    </Button>
    <DataTable
      label={translate('platformStatus.ops.failed.title')}
      columns={[
        { header: translate('platformStatus.ops.queue.name'), cell: (job) => job.queue },
        { header: translate('platformStatus.ops.failed.job'), cell: (job) => `${job.name} (${job.job_id})` },
        { header: translate('platformStatus.ops.failed.error'), cell: (job) => job.failed_reason },
        { header: translate('platformStatus.ops.failed.attempts'), numeric: true, cell: (job) => job.attempts_made },
        { header: translate('platformStatus.ops.failed.failedAt'), cell: (job) => spDateTime(job.failed_at) },
        {
          header: '',
          cell: (job) => (
            <Button size="small" startIcon={<ReplayIcon />} disabled={busy === job.id} onClick={() => void retry(job)}>
              {translate('platformStatus.ops.failed.retry')}
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
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ['admin-status'],
    queryFn: async () => (await httpClient('/api/admin/status')).json as AdminStatus,
    refetchInterval: 10_000,
  });
  // Nothing until the first answer, then the three cards at once below the page's first: empty cards
  // filling in one after another pushed the ones below them down (CLS 0.375 on #/status).
  if (!data && !error) return null;
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <CardHeader title={translate('platformStatus.ops.services')} subheader="GET /api/admin/status" />
        <CardContent>
          {error ? <Alert severity="error">{translate('platformStatus.ops.loadFailed')}</Alert> : null}
          {data && (
            <Table size="small" aria-label={translate('platformStatus.ops.services')}>
              <TableBody>
                {data.services.map((s) => (
                  <TableRow key={s.name}>
                    <TableCell>{translate(serviceLabel[s.name] ?? s.name)}</TableCell>
                    <TableCell>{describeCheck(s.name, s.details)}</TableCell>
                    <TableCell align="right">
                      <Chip size="small" variant="outlined" label={translate(s.ok ? 'platformStatus.check.ok' : 'platformStatus.check.failing')} color={s.ok ? 'success' : 'error'} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardHeader
          title={translate('platformStatus.ops.queues')}
          subheader={data ? translate('platformStatus.ops.queueBackend', { backend: data.queueBackend === 'redis' ? 'Redis' : 'PostgreSQL' }) : undefined}
        />
        <CardContent>
          {data && (
            <DataTable label={translate('platformStatus.ops.queueDepths')} columns={queueColumns(translate)} rows={data.queues} rowKey={(q) => q.name} />
          )}
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardHeader title={translate('platformStatus.ops.failed.title')} subheader={translate('platformStatus.ops.failed.subheader')} />
        <CardContent>
          <FailedJobs />
        </CardContent>
      </Card>
    </>
  );
}
