import { Box, Chip, Link as MuiLink, Typography } from '@mui/material';
import { DataTable, List } from 'react-admin';
import { Link } from 'react-router-dom';
import { count, duration, globalPosition } from '../operations/format';
import { RebuildButton } from './RebuildButton';
import { RebuildProgress } from './RebuildProgress';
import type { ProjectionRecord } from '@piboost/backend/contract';

const stateLabel: Record<ProjectionRecord['state'], string> = {
  new: 'nova',
  building: 'construindo',
  active: 'ativa',
  rebuilding: 'reconstruindo',
};

function State({ p }: { p: ProjectionRecord }) {
  return (
    <Chip
      size="small"
      label={`${stateLabel[p.state]}${p.running ? '' : ' · parada'}`}
      color={p.state === 'active' && p.running ? 'success' : p.running ? 'info' : 'warning'}
      variant="outlined"
    />
  );
}

function TwoLines({ main, sub }: { main: string; sub: string }) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {main}
      <Typography variant="caption" component="p" color="text.secondary">
        {sub}
      </Typography>
    </Box>
  );
}

/** Status and rebuild progress are polled: they move on their own. */
const POLL_MS = 1000;

export function ProjectionList() {
  return (
    <List title="Projeções" pagination={false} perPage={100} exporter={false} actions={false} queryOptions={{ refetchInterval: POLL_MS }}>
      <DataTable<ProjectionRecord> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" label="Projeção" />
      <DataTable.Col label="Estado" render={(p: ProjectionRecord) => <State p={p} />} />
      <DataTable.Col label="Versão" render={(p: ProjectionRecord) => `v${p.version ?? '—'}${p.version !== p.code_version ? ` (código v${p.code_version})` : ''}`} />
      <DataTable.Col label="Checkpoint" render={(p: ProjectionRecord) => <TwoLines main={globalPosition(p.checkpoint)} sub={`head ${globalPosition(p.head)}`} />} />
      <DataTable.Col
        source="lag_events"
        label="Atraso"
        render={(p: ProjectionRecord) => <TwoLines main={`${count(p.lag_events)} ${p.lag_events === 1 ? 'evento' : 'eventos'}`} sub={duration(p.lag_seconds)} />}
      />
      <DataTable.Col source="events_per_second" label="Eventos/s" render={(p: ProjectionRecord) => count(p.events_per_second)} />
      <DataTable.Col
        source="dead_letters"
        label="Msgs. mortas"
        render={(p: ProjectionRecord) =>
          p.dead_letters > 0 ? (
            <MuiLink component={Link} to={`/dead-letters?filter=${encodeURIComponent(JSON.stringify({ projection: p.name, open: true }))}`}>
              {count(p.dead_letters)}
            </MuiLink>
          ) : (
            '0'
          )
        }
      />
      <DataTable.Col label="Rebuild" render={(p: ProjectionRecord) => <RebuildProgress projection={p} />} />
      <DataTable.Col label="Ações" render={() => <RebuildButton />} />
      </DataTable>
    </List>
  );
}
