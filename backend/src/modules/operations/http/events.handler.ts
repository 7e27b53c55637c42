// GET /api/admin/events, /api/admin/events/:id and /api/admin/exports/events - the log as the back
// office reads it (events.ts, from the read model events_explorer on either event store), and its
// streamed CSV export.
import { z } from 'zod';
import { CopiedRows, defineRoute } from '../../../platform/http';
import { streamExport } from '../../../platform/http/export';
import type { Runtime } from '../../../platform/runtime';
import { EVENTS_EXPORT_COLUMNS, eventById, eventsExportQuery, listEvents } from '../events';
import { eventId, eventRow } from './events.schema';
import { csvExport, found, list, read } from './shared';

export function listEventsRoute(runtime: Runtime) {
  return defineRoute({
    ...list,
    path: '/api/admin/events',
    summary: 'Explorador de eventos: o log, mais recentes primeiro',
    description:
      'Filtros: stream_id, type (lista = IN), recorded_at_gte/lte, correlation_id; cursores position_lt (mais antigos) e position_gt. Total exato até 1.000; além disso, estimado (X-Total-Exact: false).',
    response: z.array(eventRow),
    handler: (ctx, { query }) => {
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
      const source = eventsExportQuery(runtime.db, query);
      await streamExport(runtime, ctx, principal, 'events', query, EVENTS_EXPORT_COLUMNS, new CopiedRows(source), source);
    },
  });
}
