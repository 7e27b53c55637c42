import { Box, Chip, Link as MuiLink, Typography } from '@mui/material';
import { DataTable, List, useTranslate } from 'react-admin';
import type { MessageKey } from '../i18n';
import { Link } from 'react-router-dom';
import { count, duration, globalPosition } from '../operations/format';
import { RebuildButton } from './RebuildButton';
import { RebuildProgress } from './RebuildProgress';
import type { ProjectionRecord } from '@piboost/backend/contract';

const stateLabel = {
  new: 'projections.state.new',
  building: 'projections.state.building',
  active: 'projections.state.active',
  rebuilding: 'projections.state.rebuilding',
} as const satisfies Record<ProjectionRecord['state'], MessageKey>;

function State({ p }: { p: ProjectionRecord }) {
  const translate = useTranslate();
  const state = translate(stateLabel[p.state]);
  return (
    <Chip
      size="small"
      label={p.running ? state : translate('projections.state.stopped', { state })}
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
  const translate = useTranslate();
  return (
    <List title="projections.resource.label" pagination={false} perPage={100} exporter={false} actions={false} queryOptions={{ refetchInterval: POLL_MS }}>
      <DataTable<ProjectionRecord> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" label="projections.field.projection" />
      <DataTable.Col label="projections.field.state" render={(p: ProjectionRecord) => <State p={p} />} />
      <DataTable.Col label="projections.field.version"
        render={(p: ProjectionRecord) => {
          const version = String(p.version ?? '—');
          return p.version === p.code_version
            ? translate('projections.version.current', { version })
            : translate('projections.version.behindCode', { version, code: String(p.code_version) });
        }}
      />
      <DataTable.Col label="projections.field.checkpoint" render={(p: ProjectionRecord) => <TwoLines main={globalPosition(p.checkpoint)} sub={translate('projections.checkpoint.head', { position: globalPosition(p.head) })} />} />
      <DataTable.Col
        source="lag_events"
        label="projections.field.lag"
        render={(p: ProjectionRecord) => <TwoLines main={translate('projections.lag.events', { count: p.lag_events })} sub={duration(p.lag_seconds)} />}
      />
      <DataTable.Col source="events_per_second" label="projections.field.eventsPerSecond" render={(p: ProjectionRecord) => count(p.events_per_second)} />
      <DataTable.Col
        source="dead_letters"
        label="projections.field.deadLetters"
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
      <DataTable.Col label="projections.field.rebuild" render={(p: ProjectionRecord) => <RebuildProgress projection={p} />} />
      <DataTable.Col label="projections.field.actions" render={() => <RebuildButton />} />
      </DataTable>
    </List>
  );
}
