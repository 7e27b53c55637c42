// The events explorer: the log, newest first, as the back office reads it - from its read model
// events_explorer (projections/src/explorer), on either event store (issue 28: es_events no longer
// carries indexes for it). Pages are keyset pages on the event's position, the log order of the read
// model's indexes (alone, or after the type, stream or correlation id filtered on), so a page deep in
// a million events costs what the first one does. An offset page would walk every row before it.
// Totals are counted up to a cap (or estimated by the planner for the whole log): an exact count of
// millions of rows per page would cost more than the page. Personal fields stay the sealed envelopes
// the log holds.
import type { Knex } from 'knex';
import { EVENT_LABELS } from '@piboost/events/labels';
import {
  applyConditions,
  asFilterError,
  contentRange,
  copyColumn,
  defineListResource,
  jsonParam,
  parseListQuery,
  ValidationError,
  type AppContext,
  type CsvColumn,
  type ListQuery,
} from '../../platform/http';
import { tr } from '../../platform/i18n';

/** Counted exactly up to here; beyond, the total is the cap (filtered) or the planner's estimate (whole log). */
export const EVENTS_COUNT_CAP = 1_000;

export const eventsResource = defineListResource({
  name: 'events',
  columns: {
    id: 'e.id',
    position: 'e.position',
    stream_id: 'e.stream_id',
    type: 'e.type',
    schema_version: 'e.schema_version',
    recorded_at: 'e.recorded_at',
    correlation_id: 'e.correlation_id',
  },
  defaultSort: ['position', 'DESC'],
  maxPageSize: 100,
});

/** Keyset cursors: an event's `position` (the store's encoded position). */
const CURSORS = { position_lt: '<', position_gt: '>' } as const;
/** Both adapters' positions: two zero-padded numbers (PostgreSQL's second has 19 digits, KurrentDB's 20). */
const positionPattern = /^\d{20}-\d{19,20}$/;

/** The read model with the explorer's field names, to select from (`db.from(log(db).as('e'))`): PostgreSQL flattens it, so its indexes serve the filters and keyset pages. */
function explorerLog(db: Knex): Knex.QueryBuilder {
  return db('events_explorer').select(
    'event_id as id',
    'position',
    'stream_id',
    'stream_version',
    'event_type as type',
    'schema_version',
    'recorded_at',
    'correlation_id',
    'data',
    'metadata',
  );
}

/** How many events the read model holds, as the planner estimates it (a count of millions would cost more). */
async function estimatedLogSize(db: Knex): Promise<number> {
  const { rows } = await db.raw<{ rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[] }>('EXPLAIN (FORMAT JSON) SELECT 1 FROM events_explorer');
  return Number(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

export interface EventRow {
  id: string;
  position: string;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  recorded_at: Date;
  correlation_id: string | null;
  data: unknown;
  metadata: unknown;
}

const fields = ['id', 'position', 'stream_id', 'stream_version', 'type', 'schema_version', 'recorded_at', 'correlation_id', 'data', 'metadata'].map((f) => `e.${f}`);

interface EventsQuery {
  query: Knex.QueryBuilder;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  filtered: boolean;
  timeRange: boolean;
}

const plain = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * The event types whose Portuguese label (as the explorer shows it) or type name contains `text`,
 * accents and case ignored: staff search for "fatura paga", not "InvoicePaid".
 */
export function typesLabelled(text: string): string[] {
  const wanted = plain(text.trim());
  return Object.entries(EVENT_LABELS)
    .filter(([type, label]) => plain(label).includes(wanted) || plain(type).includes(wanted))
    .map(([type]) => type);
}

/** Filters (the ra-list dialect, `label`, and the keyset cursors) applied to the log, in log order. */
function eventsQuery(db: Knex, query: ListQuery): EventsQuery {
  const filter = query.filter ? jsonParam(query.filter, 'filter') : {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new ValidationError({ filter: tr('errors.http.useJsonObject') });
  const cursors: [op: '<' | '>', position: string][] = [];
  const rest: Record<string, unknown> = {};
  let labelled: string[] | null = null;
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'label') {
      if (typeof value !== 'string') throw new ValidationError({ filter: 'label: informe parte do nome do evento.' });
      if (value.trim()) labelled = typesLabelled(value);
      continue;
    }
    if (!(key in CURSORS)) {
      rest[key] = value;
      continue;
    }
    if (typeof value !== 'string' || !positionPattern.test(value)) throw new ValidationError({ filter: tr('errors.operations.eventPosition', { key }) });
    cursors.push([CURSORS[key as keyof typeof CURSORS], value]);
  }
  const params = parseListQuery(eventsResource, { ...query, filter: JSON.stringify(rest) });
  if (params.sort.column !== 'e.position') throw new ValidationError({ sort: 'Ordene por posição (position): o log só é lido na sua ordem.' });
  if (params.offset > EVENTS_COUNT_CAP) {
    throw new ValidationError({ range: tr('errors.operations.rangeCap', { cap: EVENTS_COUNT_CAP }) });
  }
  const q = applyConditions(db.from(explorerLog(db).as('e')), params);
  // No label matches: no event, rather than every event.
  if (labelled) q.whereIn('e.type', labelled.length ? labelled : ['']);
  for (const [op, position] of cursors) q.where('e.position', op, position);
  return {
    query: q,
    order: params.sort.order,
    offset: params.offset,
    limit: params.limit,
    filtered: params.conditions.length > 0 || params.search !== undefined || labelled !== null,
    timeRange: params.conditions.some((c) => c.column === 'e.recorded_at'),
  };
}

/**
 * Log order. With a time range the planner would still walk the position index from the head and
 * skip every row outside the range (it assumes matches are spread evenly), which is slow for a range
 * deep in the log; ordering by an expression of the position makes it take the range through the
 * recorded_at index and sort only that.
 */
function orderInLog(q: Knex.QueryBuilder, order: 'asc' | 'desc', timeRange: boolean): Knex.QueryBuilder {
  if (timeRange) return q.orderByRaw(`e.position || '' ${order}`);
  return q.orderBy('e.position', order);
}

const toRow = (row: EventRow): EventRow => ({ ...row, stream_version: Number(row.stream_version) });

/** One page of the log; sets Content-Range (and X-Total-Exact: whether the total is a count or a bound). */
export async function listEvents(ctx: AppContext, db: Knex, query: ListQuery): Promise<EventRow[]> {
  const { rows, total, exact, offset } = await eventsPage(db, query);
  contentRange(ctx, eventsResource.name, offset, rows.length, total);
  ctx.set('X-Total-Exact', String(exact));
  return rows;
}

/** The page and its total, without HTTP (the benchmark calls this). */
export async function eventsPage(db: Knex, query: ListQuery): Promise<{ rows: EventRow[]; total: number; exact: boolean; offset: number }> {
  const { query: q, order, offset, limit, filtered, timeRange } = eventsQuery(db, query);
  const page = orderInLog(q.clone().select(fields), order, timeRange).offset(offset).limit(limit);
  const capped = db.count<{ n: string }[]>({ n: '*' }).from(q.clone().select(db.raw('1')).limit(EVENTS_COUNT_CAP + 1).as('c'));
  const [rows, counted] = (await Promise.all([page, capped]).catch(asFilterError)) as [EventRow[], { n: string }[]];
  const n = Number(counted[0]?.n ?? 0);
  if (n <= EVENTS_COUNT_CAP) return { rows: rows.map(toRow), total: n, exact: true, offset };
  const total = filtered ? EVENTS_COUNT_CAP : Math.max(EVENTS_COUNT_CAP, await estimatedLogSize(db));
  return { rows: rows.map(toRow), total, exact: false, offset };
}

export async function eventById(db: Knex, id: string): Promise<EventRow | null> {
  const row = (await db.from(explorerLog(db).as('e')).select(fields).where('e.id', id).first()) as EventRow | undefined;
  return row ? toRow(row) : null;
}

export interface EventsExportRow {
  id: string;
  position: string;
  stream_id: string;
  stream_version: string;
  type: string;
  schema_version: number;
  recorded_at: Date;
  correlation_id: string | null;
  /** JSON text as stored: a million rows are not parsed to be printed again. */
  data: string;
  metadata: string;
}

/** Every cell a plain field of the query: PostgreSQL writes the file (copyCsv), at COPY's speed. */
export const EVENTS_EXPORT_COLUMNS: readonly CsvColumn<EventsExportRow>[] = [
  copyColumn('Posição', 'position', 'text'),
  copyColumn('Quando', 'recorded_at', 'time'),
  copyColumn('Evento', 'type', EVENT_LABELS),
  copyColumn('Tipo', 'type', 'text'),
  copyColumn('Stream', 'stream_id', 'text'),
  copyColumn('Versão no stream', 'stream_version', 'integer'),
  copyColumn('Versão do esquema', 'schema_version', 'integer'),
  copyColumn('Id do evento', 'id', 'text'),
  copyColumn('Correlação', 'correlation_id', 'text'),
  copyColumn('Dados (JSON, campos pessoais selados)', 'data', 'text'),
  copyColumn('Metadados (JSON)', 'metadata', 'text'),
];

/** The same filters, newest first, every matching event: what the CSV export streams. */
export function eventsExportQuery(db: Knex, query: ListQuery): Knex.QueryBuilder {
  const { query: q, order, timeRange } = eventsQuery(db, { filter: query.filter, sort: query.sort });
  const columns = fields.filter((f) => f !== 'e.data' && f !== 'e.metadata');
  return orderInLog(q.select([...columns, db.raw('e.data::text AS data'), db.raw('e.metadata::text AS metadata')]), order, timeRange);
}
