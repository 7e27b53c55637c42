// GET /api/admin/events, /api/admin/events/:id and /api/admin/exports/events - the PostgreSQL log
// as the back office reads it (events.ts), and its streamed CSV export.
import { z } from 'zod';
import { Conflict, CopiedRows, defineRoute } from '../../../platform/http';
import { streamExport } from '../../../platform/http/export';
import type { Runtime } from '../../../platform/runtime';
import { EVENTS_EXPORT_COLUMNS, eventById, eventsExportQuery, listEvents } from '../events';
import { eventId, eventRow } from './events.schema';
import { csvExport, found, list, read } from './shared';

/** The explorer reads PostgreSQL's log; a KurrentDB install has none to read. */
function postgresLog(runtime: Runtime) {
  if (runtime.config.KURRENTDB_URL) throw new Conflict('O explorador de eventos lê o log do PostgreSQL; este ambiente usa o KurrentDB.');
}

export function listEventsRoute(runtime: Runtime) {
  return defineRoute({
    ...list,
    path: '/api/admin/events',
    summary: 'Explorador de eventos: o log, mais recentes primeiro',
    description:
      'Filtros: stream_id, type (lista = IN), recorded_at_gte/lte, correlation_id; cursores position_lt (mais antigos) e position_gt. Total exato até 1.000; além disso, estimado (X-Total-Exact: false).',
    response: z.array(eventRow),
    handler: (ctx, { query }) => {
      postgresLog(runtime);
      return listEvents(ctx, runtime.db, query);
    },
  });
}

export function eventRoute(runtime: Runtime) {
  return defineRoute({
    ...read,
    path: '/api/admin/events/:id',
    summary: 'Um evento do log, com dados e metadados (campos pessoais selados)',
    input: { params: eventId },
    response: eventRow,
    async handler(_ctx, { params }) {
      postgresLog(runtime);
      return found(await eventById(runtime.db, params.id), 'Evento não encontrado.');
    },
  });
}

export function exportEventsRoute(runtime: Runtime) {
  return defineRoute({
    ...csvExport,
    path: '/api/admin/exports/events',
    summary: 'Exporta o log de eventos filtrado (CSV, em streaming; campos pessoais selados)',
    async handler(ctx, { query, principal }): Promise<undefined> {
      postgresLog(runtime);
      const source = eventsExportQuery(runtime.db, query);
      await streamExport(runtime, ctx, principal, 'events', query, EVENTS_EXPORT_COLUMNS, new CopiedRows(source), source);
    },
  });
}
