import { Alert, Box, LinearProgress, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  if (held && !rebuild) return <HeldRebuild projection={name} held={held} />;
  if (!request && !rebuild) return null;
  const label = translate('projections.progress.ariaLabel', { name });
  if (rebuild) {
    const percent = Math.floor(rebuild.percent);
    return (
      <Box sx={{ minWidth: 160 }}>
        <LinearProgress variant="determinate" value={rebuild.percent} aria-label={label} />
        <Typography variant="caption" component="p">
          {translate('projections.progress.running', {
            percent: String(percent),
            processed: count(rebuild.processed),
            total: rebuild.total === null ? '?' : count(rebuild.total),
            rate: count(rebuild.eventsPerSecond),
            eta: duration(rebuild.etaSeconds),
          })}
        </Typography>
      </Box>
    );
  }
  if (request!.job_state === 'failed') {
    return (
      <Typography variant="caption" color="error" component="p">
        {translate('projections.progress.failed', { reason: request!.failed_reason ?? '' })}
      </Typography>
    );
  }
  if (PENDING.includes(request!.job_state) || request!.job_state === 'active') {
    return (
      <Box sx={{ minWidth: 160 }}>
        <LinearProgress aria-label={label} />
        <Typography variant="caption" component="p">
          {translate(request!.job_state === 'active' ? 'projections.progress.starting' : 'projections.progress.queued')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ minWidth: 160 }}>
      <LinearProgress variant="determinate" value={100} color="success" aria-label={label} />
      <Typography variant="caption" component="p">
        {translate('projections.progress.done', { build: String(projection.build_id), at: spDateTime(request!.requested_at) })}
      </Typography>
    </Box>
  );
}

/** A build the engine would not switch in: why (its own words), and the letters it parked. */
function HeldRebuild({ projection, held }: { projection: string; held: NonNullable<ProjectionRecord['held']> }) {
  const translate = useTranslate();
  const letters = `/dead-letters?filter=${encodeURIComponent(JSON.stringify({ projection, build_id: held.build_id }))}`;
  return (
    <Alert severity="warning" variant="outlined" sx={{ py: 0, maxWidth: 420 }} aria-label={translate('projections.held.ariaLabel', { name: projection })}>
      <Typography variant="caption" component="p">
        <strong>{translate('projections.held.title')}</strong>{' '}
        {translate('projections.held.detail', { build: String(held.build_id), at: spDateTime(held.at), reason: held.reason })}
      </Typography>
      <MuiLink component={Link} to={letters} variant="caption">
        {translate('projections.held.seeLetters')}
      </MuiLink>
    </Alert>
  );
}
