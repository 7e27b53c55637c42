import type { Knex } from 'knex';
import { z } from 'zod';
import type { AppContext } from './context';
import { ValidationError } from './errors';
import { rejectUnsafeText } from './mount';
import { tr } from '../../platform/i18n';

/** The query parameters react-admin's ra-data-simple-rest sends, each a JSON string. */
export const listQuerySchema = z.object({
  sort: z.string().optional().meta({ description: 'JSON ["campo","ASC"|"DESC"]', example: '["id","ASC"]' }),
  range: z.string().optional().meta({ description: 'JSON [início, fim], inclusivo', example: '[0,24]' }),
  filter: z
    .string()
    .optional()
    .meta({ description: 'JSON {campo: valor}; listas = IN; "q" = busca; sufixos _gte _lte _gt _lt _neq', example: '{"q":"ana"}' }),
});

export type ListQuery = z.output<typeof listQuerySchema>;

export interface ListResource {
  /** Name in Content-Range, e.g. 'users'. */
  name: string;
  /** Allowed fields -> SQL column (`'email'` or `'u.email'`). Nothing else can be sorted or filtered. */
  columns: Readonly<Record<string, string>>;
  /** Fields searched by `q` (ILIKE, any of them). */
  search: readonly string[];
  defaultSort: readonly [field: string, order: 'ASC' | 'DESC'];
  /** A second order after the sort (rows the sort leaves equal, e.g. nulls), before the id tie-breaker. */
  thenBy?: { column: string; order: 'asc' | 'desc' };
  /** Largest page a caller may ask for. */
  maxPageSize: number;
}

export function defineListResource(resource: {
  name: string;
  /** A list when field and column names agree. */
  columns: readonly string[] | Readonly<Record<string, string>>;
  search?: readonly string[];
  defaultSort?: readonly [string, 'ASC' | 'DESC'];
  thenBy?: readonly [string, 'ASC' | 'DESC'];
  maxPageSize?: number;
}): ListResource {
  const columns = Array.isArray(resource.columns)
    ? Object.fromEntries((resource.columns as readonly string[]).map((c) => [c, c]))
    : (resource.columns as Readonly<Record<string, string>>);
  const search = resource.search ?? [];
  const defaultSort = resource.defaultSort ?? (['id', 'ASC'] as const);
  for (const field of [...search, defaultSort[0], ...(resource.thenBy ? [resource.thenBy[0]] : [])]) {
    if (!(field in columns)) throw new Error(`List ${resource.name}: ${field} is not one of its columns`);
  }
  const thenBy = resource.thenBy ? { column: columns[resource.thenBy[0]]!, order: resource.thenBy[1] === 'DESC' ? ('desc' as const) : ('asc' as const) } : undefined;
  const defined = { name: resource.name, columns, search, defaultSort, thenBy, maxPageSize: resource.maxPageSize ?? 1000 };
  defined_.push(defined);
  return defined;
}

const defined_: ListResource[] = [];
/** Every list resource the loaded modules define: the fuzz suite sends their fields hostile values. */
export const definedListResources = (): readonly ListResource[] => defined_;

type Scalar = string | number | boolean | null;
type Operator = '=' | 'in' | '>=' | '<=' | '>' | '<' | '<>';

export interface ListParams {
  sort: { column: string; order: 'asc' | 'desc' };
  thenBy?: { column: string; order: 'asc' | 'desc' };
  /** Tie-breaker so pages do not overlap when the sort column has duplicates. */
  tieBreaker?: string;
  offset: number;
  limit: number;
  conditions: { column: string; operator: Operator; value: Scalar | Scalar[] }[];
  search?: { columns: string[]; text: string };
}

const SUFFIXES: Record<string, Operator> = { _gte: '>=', _lte: '<=', _gt: '>', _lt: '<', _neq: '<>' };

/**
 * One of react-admin's JSON parameters, parsed; a 400 in Portuguese if it is not JSON or holds text
 * PostgreSQL cannot store (an escaped NUL passes the raw query's check and appears only here).
 */
export function jsonParam(raw: string, field: 'sort' | 'range' | 'filter'): unknown {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ValidationError({ [field]: 'JSON inválido.' });
  }
  rejectUnsafeText({ params: {}, query: { [field]: value }, body: undefined });
  return value;
}

/**
 * The filter as an object, for the keys a list's own code handles before the shared helper (a search
 * across sealed fields, a view); undefined when there is none or it is not a JSON object - left for
 * parseListQuery to refuse.
 */
export function filterObject(query: ListQuery): Record<string, unknown> | undefined {
  if (!query.filter) return undefined;
  let filter: unknown;
  try {
    filter = JSON.parse(query.filter);
  } catch {
    return undefined;
  }
  return typeof filter === 'object' && filter !== null && !Array.isArray(filter) ? (filter as Record<string, unknown>) : undefined;
}

/** Takes `keys` out of the filter, leaving the rest for the shared helper. */
export function takeFilterKeys(query: ListQuery, keys: readonly string[]): { taken: Record<string, unknown>; rest: ListQuery } {
  const filter = filterObject(query);
  if (!filter) return { taken: {}, rest: query };
  const taken: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) (keys.includes(key) ? taken : rest)[key] = value;
  return { taken, rest: { ...query, filter: JSON.stringify(rest) } };
}

const isScalar = (v: unknown): v is Scalar => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** Reads sort, range and filter against the resource's whitelist; anything else is a 400 in Portuguese. */
export function parseListQuery(resource: ListResource, query: ListQuery): ListParams {
  // Own keys only: `__proto__` or `constructor` must be unknown fields, not Object.prototype's.
  const column = (field: string, param: 'sort' | 'filter') => {
    const c = Object.hasOwn(resource.columns, field) ? resource.columns[field] : undefined;
    if (c === undefined) throw new ValidationError({ [param]: tr('errors.http.unknownField', { field }) });
    return c;
  };

  let [sortField, sortOrder]: readonly [string, string] = resource.defaultSort;
  if (query.sort) {
    const sort = jsonParam(query.sort, 'sort');
    if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
      throw new ValidationError({ sort: 'Use ["campo","ASC"] ou ["campo","DESC"].' });
    }
    [sortField, sortOrder] = [sort[0], String(sort[1]).toUpperCase()];
  }

  let offset = 0;
  let limit = resource.maxPageSize;
  if (query.range) {
    const range = jsonParam(query.range, 'range');
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
      throw new ValidationError({ range: 'Use [início, fim] com números inteiros, fim >= início.' });
    }
    offset = range[0];
    limit = range[1] - range[0] + 1;
    if (limit > resource.maxPageSize) throw new ValidationError({ range: tr('errors.http.pageTooLarge', { max: resource.maxPageSize }) });
  }

  const params: ListParams = {
    sort: { column: column(sortField, 'sort'), order: sortOrder === 'DESC' ? 'desc' : 'asc' },
    offset,
    limit,
    conditions: [],
  };
  if (resource.thenBy && resource.thenBy.column !== params.sort.column) params.thenBy = resource.thenBy;
  const id = resource.columns.id;
  if (id !== undefined && sortField !== 'id') params.tieBreaker = id;

  if (query.filter) {
    const filter = jsonParam(query.filter, 'filter');
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
      throw new ValidationError({ filter: tr('errors.http.useJsonObject') });
    }
    for (const [key, value] of Object.entries(filter)) {
      if (key === 'q' && !Object.hasOwn(resource.columns, key)) {
        if (typeof value !== 'string') throw new ValidationError({ filter: 'A busca (q) deve ser um texto.' });
        if (value.trim() && resource.search.length) {
          params.search = { columns: resource.search.map((f) => resource.columns[f]!), text: value.trim() };
        }
        continue;
      }
      const valid = isScalar(value) || (Array.isArray(value) && value.every(isScalar));
      if (!valid) throw new ValidationError({ filter: tr('errors.http.invalidFilterValue', { key }) });
      if (Object.hasOwn(resource.columns, key)) {
        params.conditions.push({ column: resource.columns[key]!, operator: Array.isArray(value) ? 'in' : '=', value });
        continue;
      }
      const suffix = Object.keys(SUFFIXES).find((s) => key.endsWith(s));
      if (!suffix || Array.isArray(value)) throw new ValidationError({ filter: tr('errors.http.unknownFilter', { key }) });
      params.conditions.push({ column: column(key.slice(0, -suffix.length), 'filter'), operator: SUFFIXES[suffix]!, value });
    }
  }
  return params;
}

/**
 * What a list's or an export's query failed on: SQLSTATE class 22 (data exception) is a filter value
 * the column's type cannot take ("ontem" for a date, 5 for a uuid), the caller's mistake - a 400.
 */
export function asFilterError(err: unknown): never {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('22')) throw new ValidationError({ filter: 'Valor de filtro incompatível com o tipo do campo.' });
  throw err;
}

export function applyConditions(query: Knex.QueryBuilder, params: ListParams): Knex.QueryBuilder {
  for (const { column, operator, value } of params.conditions) {
    if (operator === 'in') query.whereIn(column, value as Scalar[]);
    else if (value === null && operator === '=') query.whereNull(column);
    else if (value === null && operator === '<>') query.whereNotNull(column);
    else query.where(column, operator, value as Scalar);
  }
  if (params.search) {
    const pattern = `%${params.search.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const { columns } = params.search;
    query.where((w) => {
      for (const c of columns) w.orWhereRaw(`CAST(?? AS text) ILIKE ?`, [c, pattern]);
    });
  }
  return query;
}

/**
 * Filters, counts, sorts and pages `base` (a query over the resource's table, with its select),
 * sets `Content-Range: <name> start-end/total` and returns the page's rows.
 */
export async function listRows<Row>(
  ctx: AppContext,
  db: Knex,
  base: Knex.QueryBuilder,
  resource: ListResource,
  query: ListQuery,
): Promise<Row[]> {
  const params = parseListQuery(resource, query);
  const filtered = applyConditions(base.clone(), params);
  const countQuery = db.count<{ total: string }[]>({ total: '*' }).from(filtered.clone().clearOrder().as('filtered'));
  const page = filtered.orderBy(params.sort.column, params.sort.order);
  if (params.thenBy) page.orderBy(params.thenBy.column, params.thenBy.order);
  if (params.tieBreaker) page.orderBy(params.tieBreaker, 'asc');
  page.offset(params.offset).limit(params.limit);

  const [rows, counted] = (await Promise.all([page, countQuery]).catch(asFilterError)) as [Row[], { total: string }[]];
  contentRange(ctx, resource.name, params.offset, rows.length, Number(counted[0]?.total ?? 0));
  return rows;
}

/** Every row the list's filter selects, in the list's order, no page: what an export streams. */
export function listExportQuery(base: Knex.QueryBuilder, resource: ListResource, query: ListQuery): Knex.QueryBuilder {
  const params = parseListQuery(resource, { filter: query.filter, sort: query.sort });
  const rows = applyConditions(base, params).orderBy(params.sort.column, params.sort.order);
  if (params.thenBy) rows.orderBy(params.thenBy.column, params.thenBy.order);
  if (params.tieBreaker) rows.orderBy(params.tieBreaker, 'asc');
  return rows;
}

// Content-Range: "<name> start-end/total", or "<name> */total" for an empty page.
export function contentRange(ctx: AppContext, name: string, offset: number, count: number, total: number): void {
  ctx.set('Content-Range', count ? `${name} ${offset}-${offset + count - 1}/${total}` : `${name} */${total}`);
}

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
};

const matches = (value: unknown, operator: Operator, wanted: Scalar | Scalar[]): boolean => {
  if (operator === 'in') return (wanted as Scalar[]).some((w) => compare(value, w) === 0);
  if (wanted === null) return operator === '=' ? value == null : operator === '<>' ? value != null : false;
  const c = compare(value, typeof value === 'number' && typeof wanted === 'string' ? Number(wanted) : wanted);
  return { '=': c === 0, '<>': c !== 0, '>=': c >= 0, '<=': c <= 0, '>': c > 0, '<': c < 0 }[operator];
};

/**
 * The same contract over rows already in memory (a few projections, failed jobs read from the
 * queue): the resource's columns name the rows' keys.
 */
export function listArray<Row extends object>(ctx: AppContext, rows: readonly Row[], resource: ListResource, query: ListQuery): Row[] {
  const params = parseListQuery(resource, query);
  const field = (row: Row, column: string) => (row as Record<string, unknown>)[column];
  const search = params.search;
  const text = search?.text.toLowerCase();
  const filtered = rows.filter(
    (row) =>
      params.conditions.every(({ column, operator, value }) => matches(field(row, column), operator, value)) &&
      (!search || search.columns.some((c) => String(field(row, c) ?? '').toLowerCase().includes(text!))),
  );
  const direction = params.sort.order === 'asc' ? 1 : -1;
  const { column } = params.sort;
  const tie = params.tieBreaker;
  filtered.sort((a, b) => direction * compare(field(a, column), field(b, column)) || (tie ? compare(field(a, tie), field(b, tie)) : 0));
  const page = filtered.slice(params.offset, params.offset + params.limit);
  contentRange(ctx, resource.name, params.offset, page.length, filtered.length);
  return page;
}
