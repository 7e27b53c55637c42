import { Alert, Box, LinearProgress, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { count, duration } from '../operations/format';
import type { ProjectionRecord } from '@piboost/backend/contract';
import { spDateTime } from '../lib/time';

const PENDING = ['waiting', 'delayed', 'prioritized', 'unknown'];

/**
 * The latest rebuild of a projection: queued, running (position/total, events/s, ETA, percent, from
 * the build the worker fills), then 100% once the new build serves reads.
 */
export function RebuildProgress({ projection }: { projection: ProjectionRecord }) {
  const { rebuild, last_request: request, name, held } = projection;
  if (held && !rebuild) return <HeldRebuild projection={name} held={held} />;
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

/** A build the engine would not switch in: why (its own words), and the letters it parked. */
function HeldRebuild({ projection, held }: { projection: string; held: NonNullable<ProjectionRecord['held']> }) {
  const letters = `/dead-letters?filter=${encodeURIComponent(JSON.stringify({ projection, build_id: held.build_id }))}`;
  return (
    <Alert severity="warning" variant="outlined" sx={{ py: 0, maxWidth: 420 }} aria-label={`Rebuild de ${projection} retido`}>
      <Typography variant="caption" component="p">
        <strong>Rebuild retido</strong> (build #{held.build_id}, {spDateTime(held.at)}): {held.reason}
      </Typography>
      <MuiLink component={Link} to={letters} variant="caption">
        Ver as mensagens mortas deste build
      </MuiLink>
    </Alert>
  );
}
