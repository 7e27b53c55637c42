// The one CSV writer of the platform (docs/decisions.md, "Exports"): every export - back office,
// gamification, and the billing, market and reports exports to come - goes through here, so each
// file opens as columns in a Brazilian spreadsheet: `;` between cells, UTF-8 with a byte-order
// mark, Portuguese headers, São Paulo times as `dd/mm/aaaa hh:mm:ss`, decimal comma, and text that
// a spreadsheet would run as a formula neutralised. Rows stream: nothing holds a whole export.
import { Readable } from 'node:stream';
import { saoPauloDay, saoPauloOffset } from '@piboost/events';
import type { Knex } from 'knex';
import pg from 'pg';
import QueryStream from 'pg-query-stream';
import type { AppContext } from './context';
import { asFilterError } from './ra-list';
import { sendDownload } from './responses';

/** A plain calendar day (`2026-11-23`): written as `23/11/2026`, never shifted by a time zone. */
export class CsvDay {
  constructor(readonly iso: string) {}
}

export type CsvValue = string | number | bigint | boolean | Date | CsvDay | null | undefined;

export interface CsvColumn<Row> {
  /** In Portuguese: the analyst reads it. */
  header: string;
  value(row: Row): CsvValue;
  /** The same cell as PostgreSQL writes it in a COPY (csv-copy.ts, copyColumn). */
  sql?: string;
}

/** São Paulo's offset from UTC per UTC hour (zone rules change on whole hours): Intl once per hour, not per cell. */
const offsets = new Map<number, number>();

function cachedOffset(date: Date): number {
  const hour = Math.floor(date.getTime() / 3_600_000);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = saoPauloOffset(date);
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `23/11/2026 16:05:09`, São Paulo wall time: the one timestamp format of every export. */
export function csvDateTime(date: Date): string {
  const wall = new Date(date.getTime() + cachedOffset(date));
  return `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()} ${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}`;
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return that hides one) as
 * a formula, and exports carry text typed by anonymous visitors: a leading apostrophe keeps it text.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One cell as a pt-BR spreadsheet reads it. Numbers are never neutralised: -3 is a number. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return csvDateTime(value);
  if (value instanceof CsvDay) {
    const [y, m, d] = value.iso.split('-');
    return `${d}/${m}/${y}`;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return neutralise(value);
}

/** A cell a spreadsheet would split: it holds the separator, a quote or a line break. */
const SPLITS = /[;"\r\n]/;

/**
 * One record, `;` between cells and `\r\n` after: a cell that would split is quoted, its quotes
 * doubled, a lone `\n` or `\r` included (a cell with a line break and no `;` or `"` would break its
 * row in two). csv-stringify's rules with the house's options (csv.test.ts holds them equal).
 */
export function csvRecord(cells: readonly string[]): string {
  let record = '';
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] ?? '';
    if (i > 0) record += ';';
    record += SPLITS.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
  }
  return `${record}\r\n`;
}

/** The file's first bytes: the byte-order mark (UTF-8, for Excel) and the header row. */
export function csvHead<Row>(columns: readonly CsvColumn<Row>[]): string {
  return `\uFEFF${csvRecord(columns.map((c) => c.header))}`;
}

type RowSource<Row> = Iterable<Row> | AsyncIterable<Row>;

/** Rows written a batch at a time: one string, one chunk of the stream for this many records. */
const BATCH = 500;

/**
 * The file's bytes as a stream: BOM, header row, one record per row; `\r\n` between records. The
 * first row is read before the header is written, so a query that cannot start fails the request
 * (a JSON error) instead of breaking a download already under way.
 */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], rows: RowSource<Row>): Readable {
  async function* batches() {
    const iterator = Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();
    try {
      let next = await iterator.next();
      let text = csvHead(columns);
      let count = 0;
      for (; !next.done; next = await iterator.next()) {
        const row = next.value;
        text += csvRecord(columns.map((c) => csvCell(c.value(row))));
        if (++count === BATCH) {
          yield text;
          text = '';
          count = 0;
        }
      }
      if (text) yield text;
    } finally {
      await iterator.return?.();
    }
  }
  return Readable.from(batches(), { objectMode: false });
}

/** Answers the request with the CSV as a download named `fileName`, once its first bytes are ready. */
export async function sendCsv<Row>(ctx: AppContext, fileName: string, columns: readonly CsvColumn<Row>[], rows: RowSource<Row>): Promise<void> {
  const body = csvStream(columns, rows);
  await firstBytes(body);
  sendCsvBody(ctx, fileName, body);
}

export function sendCsvBody(ctx: AppContext, fileName: string, body: Readable): void {
  sendDownload(ctx, { name: fileName, type: 'text/csv; charset=utf-8', body, cache: 'no-store' });
}

/** Settles when a stream has its first bytes (or its end) ready, or fails. */
export function firstBytes(stream: Readable): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const ready = () => {
      stream.off('error', failed);
      resolve();
    };
    const failed = (error: Error) => {
      stream.off('readable', ready);
      reject(error);
    };
    stream.once('readable', ready);
    stream.once('error', failed);
  });
}

/**
 * The rows of a query, read through a server-side cursor on a connection of the pool, so an export
 * of any size keeps a few hundred rows in memory and the exports together never hold more
 * connections than the pool has. The connection goes back when the iteration ends, also when the
 * client goes away half-way.
 */
export async function* queryRows<Row>(db: Knex, query: Knex.QueryBuilder): AsyncGenerator<Row> {
  const { sql, bindings } = query.toSQL().toNative();
  const connection = (await db.client.acquireConnection()) as pg.Client;
  const stream = connection.query(new QueryStream(sql, bindings as unknown[], { batchSize: 500 }));
  try {
    // Exports run a list's filter: a value of the wrong type is refused before the first byte.
    for await (const row of stream) yield row as Row;
  } catch (err) {
    asFilterError(err);
  } finally {
    stream.destroy();
    await db.client.releaseConnection(connection);
  }
}

/** Rows one Excel sheet opens, the header row included; it cuts the rest of a bigger file. */
export const EXCEL_MAX_ROWS = 1_048_576;

/**
 * Whether a query's rows with the header row pass Excel's limit - counted up to the limit and no
 * further, so a million-row log costs one bounded scan before the download, not a full count.
 */
export async function beyondExcel(db: Knex, query: Knex.QueryBuilder): Promise<boolean> {
  const counted = await db
    .count<{ n: string }[]>({ n: '*' })
    .from(query.clone().clearOrder().limit(EXCEL_MAX_ROWS).as('excel'))
    .catch(asFilterError);
  return Number(counted[0]?.n ?? 0) >= EXCEL_MAX_ROWS;
}

/**
 * Rows in groups of `size`, each group mapped at once - for rows whose sealed fields are opened
 * with one key lookup per group.
 */
export async function* inBatches<In, Out>(rows: AsyncIterable<In>, size: number, map: (batch: In[]) => Promise<Out[]>): AsyncGenerator<Out> {
  let batch: In[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield* await map(batch);
      batch = [];
    }
  }
  if (batch.length) yield* await map(batch);
}

/** `usuarios-2026-11-23.csv`: the export's name and the São Paulo day it was made. */
export function exportFileName(name: string, now: Date): string {
  return `${name}-${saoPauloDay(now)}.csv`;
}
