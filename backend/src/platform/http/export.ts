// A back-office export: recorded, then streamed. Taking data out of the platform is an action
// staff answer for (LGPD), so each download appends DataExported - who, which export, which list
// filter - before the first byte leaves; the audit log shows it. A file past Excel's 1,048,576 rows
// says so in a header (`X-Excel-Row-Limit: excedido`) that the back office turns into a warning.
import type { Knex } from 'knex';
import { DataExported, exportName, newEvent, staffAccessStream, type DataOf, type NewEvent } from '@piboost/events';
import type { z } from 'zod';
import { appendRecord } from '../command';
import type { Runtime } from '../runtime';
import type { AppContext, Principal } from './context';
import { beyondExcel, exportFileName, sendCsv, sendCsvBody, type CsvColumn } from './csv';
import { copyCsv, CopiedRows } from './csv-copy';
import { jsonParam, listQuerySchema, type ListQuery } from './ra-list';
import { fileResponse } from './responses';

export type ExportName = z.output<typeof exportName>;

/** What every list export route takes and answers: the list's own query in, a CSV file the handler streams (streamExport). */
export const csvExportRoute = { input: { query: listQuerySchema }, response: fileResponse('text/csv; charset=utf-8') };

/** The list filter as the audit keeps it: the free-text search can be an e-mail or a CPF, so only its presence is kept. */
/** The filter as recorded, the search text left out; parsed as the list parses it, so a filter the list would refuse is refused before anything is recorded. */
function auditedFilter(filter: string | undefined): Record<string, unknown> {
  if (!filter) return {};
  const parsed = jsonParam(filter, 'filter');
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const { q, ...rest } = parsed as Record<string, unknown>;
  return q === undefined || q === '' ? rest : { ...rest, q: '(busca)' };
}

/** A staff member took data out: recorded on their access stream, a record that changes no state. */
export function recordExport(_state: null, command: DataOf<typeof DataExported>): NewEvent[] {
  return [newEvent(DataExported, command)];
}

export async function streamExport<Row>(
  runtime: Runtime,
  ctx: AppContext,
  principal: Principal,
  name: ExportName,
  query: ListQuery,
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row> | CopiedRows,
  /** The query the rows come from, when the file can grow past what Excel opens. */
  source?: Knex.QueryBuilder,
): Promise<void> {
  const staffId = principal.userId;
  // Counted first: a filter the query cannot run is refused before anything is recorded.
  const cut = source ? await beyondExcel(runtime.db, source) : false;
  const stream = staffAccessStream(staffId);
  await appendRecord(runtime, stream, (state) => ({ events: recordExport(state, { staffId, export: name, filter: auditedFilter(query.filter) }) }), {
    metadata: { actorId: staffId, requestId: ctx.state.requestId },
  });
  if (cut) ctx.set(EXCEL_HEADER, 'excedido');
  const fileName = exportFileName(EXPORT_FILES[name], runtime.now());
  if (rows instanceof CopiedRows) sendCsvBody(ctx, fileName, await copyCsv(runtime.db, columns, rows.query));
  else await sendCsv(ctx, fileName, columns, rows);
}

export const EXCEL_HEADER = 'X-Excel-Row-Limit';

const EXPORT_FILES: Record<ExportName, string> = {
  users: 'usuarios',
  'audit-log': 'auditoria',
  inbox: 'caixa-de-entrada',
  newsletter: 'newsletter',
  events: 'eventos',
  'analytics-daily': 'metricas-diarias',
  revenue: 'receita',
};
