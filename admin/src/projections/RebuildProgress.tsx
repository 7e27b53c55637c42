import { Box, LinearProgress, Typography } from '@mui/material';
import { count, duration } from '../operations/format';
import type { ProjectionRecord } from './types';
import { spDateTime } from '../lib/time';

const PENDING = ['waiting', 'delayed', 'prioritized', 'unknown'];

/**
 * The latest rebuild of a projection: queued, running (position/total, events/s, ETA, percent, from
 * the build the worker fills), then 100% once the new build serves reads.
 */
export function RebuildProgress({ projection }: { projection: ProjectionRecord }) {
  const { rebuild, last_request: request, name } = projection;
  if (!request && !rebuild) return null;
  const label = `Progresso do rebuild de ${name}`;
  if (rebuild) {
    const percent = Math.floor(rebuild.percent);
    return (
      <Box sx={{ minWidth: 160 }}>
        <LinearProgress variant="determinate" value={rebuild.percent} aria-label={label} />
        <Typography variant="caption" component="p">
          {percent}% · {count(rebuild.processed)}/{rebuild.total === null ? '?' : count(rebuild.total)} eventos · {count(rebuild.eventsPerSecond)} eventos/s · ETA{' '}
          {duration(rebuild.etaSeconds)}
        </Typography>
      </Box>
    );
  }
  if (request!.job_state === 'failed') {
    return (
      <Typography variant="caption" color="error" component="p">
        Rebuild falhou: {request!.failed_reason}
      </Typography>
    );
  }
  if (PENDING.includes(request!.job_state) || request!.job_state === 'active') {
    return (
      <Box sx={{ minWidth: 160 }}>
        <LinearProgress aria-label={label} />
        <Typography variant="caption" component="p">
          {request!.job_state === 'active' ? 'Iniciando o rebuild…' : 'Rebuild na fila…'}
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ minWidth: 160 }}>
      <LinearProgress variant="determinate" value={100} color="success" aria-label={label} />
      <Typography variant="caption" component="p">
        100% · concluído · build #{projection.build_id} ativo ({spDateTime(request!.requested_at)})
      </Typography>
    </Box>
  );
}
