// A back-office export: recorded, then streamed. Taking data out of the platform is an action
// staff answer for (LGPD), so each download appends DataExported - who, which export, which list
// filter - before the first byte leaves; the audit log shows it.
import { DataExported, exportName, newEvent, staffAccessStream } from '@piboost/events';
import type { z } from 'zod';
import type { Runtime } from '../runtime';
import type { AppContext, Principal } from './context';
import { exportFileName, sendCsv, type CsvColumn } from './csv';
import { jsonParam, type ListQuery } from './ra-list';

export type ExportName = z.output<typeof exportName>;

/** The list filter as the audit keeps it: the free-text search can be an e-mail or a CPF, so only its presence is kept. */
/** The filter as recorded, the search text left out; parsed as the list parses it, so a filter the list would refuse is refused before anything is recorded. */
function auditedFilter(filter: string | undefined): Record<string, unknown> {
  if (!filter) return {};
  const parsed = jsonParam(filter, 'filter');
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const { q, ...rest } = parsed as Record<string, unknown>;
  return q === undefined || q === '' ? rest : { ...rest, q: '(busca)' };
}

export async function streamExport<Row>(
  runtime: Runtime,
  ctx: AppContext,
  principal: Principal,
  name: ExportName,
  query: ListQuery,
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
): Promise<void> {
  const staffId = principal.userId;
  // Nothing is ever decided on this stream: it is a record, appended in any order.
  await runtime.events.append(
    staffAccessStream(staffId),
    [newEvent(DataExported, { staffId, export: name, filter: auditedFilter(query.filter) }, { actorId: staffId, requestId: ctx.state.requestId })],
    { expected: 'any' },
  );
  await sendCsv(ctx, exportFileName(EXPORT_FILES[name], runtime.now()), columns, rows);
}

const EXPORT_FILES: Record<ExportName, string> = {
  users: 'usuarios',
  'audit-log': 'auditoria',
  inbox: 'caixa-de-entrada',
  newsletter: 'newsletter',
  events: 'eventos',
  'analytics-daily': 'metricas-diarias',
};
