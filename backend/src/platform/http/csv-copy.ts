// The house CSV written by PostgreSQL itself (issue 28 item 7): for an export whose cells are plain
// fields of a query - text, integers, times, labels - the server formats every cell in the COPY's
// own SELECT (São Paulo time with to_char, the formula guard with a CASE on the first character's
// code, empty text as no text) and streams the file; Node only prepends the BOM and the header row
// and turns COPY's `\n` record ends into the house's `\r\n` where each of the server's messages
// ends. Byte for byte the file csvStream writes from the same rows (csv-copy.test.ts), at COPY's
// speed instead of a JS writer's, and with the same flat memory: the COPY stream pauses the
// connection's socket while the client is slow.
import { PassThrough, type Readable, pipeline } from 'node:stream';
import { TIME_ZONE } from '@piboost/events/business';
import { labelOf } from '@piboost/events/labels';
import type { Knex } from 'knex';
import pg from 'pg';
import { to as copyTo, type CopyToStreamQuery } from 'pg-copy-streams';
import { csvHead, firstBytes, neutralise, type CsvColumn } from './csv';
import { asFilterError } from './ra-list';

/** How a field is written: text (formula-guarded), a whole number, a São Paulo time, or a label from a map. */
export type CopyFormat = 'text' | 'integer' | 'time' | Readonly<Record<string, string>>;

/**
 * A text cell as csvCell writes it: an apostrophe before what a spreadsheet would run (= + - @ tab
 * CR, told by the first character's code: integer comparisons, not text ones), and empty text
 * (code 0) as nothing. `text` names a field of the COPY's inner query: naming it again costs nothing.
 */
function guardedText(text: string): string {
  const guard = [61, 43, 45, 64, 9, 13].map((code) => `WHEN ${code} THEN '''' || ${text}`).join(' ');
  return `CASE ascii(${text}) ${guard} WHEN 0 THEN NULL ELSE ${text} END`;
}

/**
 * A label of the map, the labels written as csvCell writes them (guarded here, once, not per row);
 * a value the map lacks written itself, guarded, and no value as `—`. One lookup a row.
 */
function labelSql(value: string, labels: Readonly<Record<string, string>>): string {
  const written = Object.fromEntries(Object.entries(labels).map(([key, label]) => [key, neutralise(label)]));
  return `NULLIF(coalesce(${pg.escapeLiteral(JSON.stringify(written))}::jsonb ->> ${value}, ${guardedText(`coalesce(${value}, '—')`)}), '')`;
}

function cellSql(field: string, format: CopyFormat): string {
  const value = `r.${pg.escapeIdentifier(field)}`;
  if (format === 'integer') return `${value}::text`;
  if (format === 'time') return `to_char(${value} AT TIME ZONE '${TIME_ZONE}', 'DD/MM/YYYY HH24:MI:SS')`;
  if (format === 'text') return guardedText(`${value}::text`);
  return labelSql(`${value}::text`, format);
}

function cellValue(value: unknown, format: CopyFormat) {
  if (format === 'text') return value as string | null;
  if (format === 'time') return value as Date;
  if (format === 'integer') return value == null ? null : Number(value);
  return labelOf(format, value);
}

/**
 * A column of one field of the export's query that both writers write alike: csvStream from the
 * row, copyCsv in the server. Integers only (a numeric would print `1234.50` where csvCell prints `1234,5`).
 */
export function copyColumn<Row>(header: string, field: keyof Row & string, format: CopyFormat): CsvColumn<Row> {
  return { header, value: (row) => cellValue(row[field], format), sql: cellSql(field, format) };
}

/**
 * A query's SQL with its bindings written in as literals: COPY takes no parameters. Every value is a
 * quoted literal of no type, which PostgreSQL types from its context as it types a parameter: a
 * bare `1` compared with a text column would fail where the parameter `'1'` matches.
 */
function inlined(query: Knex.QueryBuilder): string {
  const { sql, bindings } = query.toSQL().toNative();
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = bindings[Number(n) - 1];
    if (value === null || value === undefined) return 'NULL';
    if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
    if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'bigint' || (typeof value === 'number' && Number.isFinite(value))) {
      return pg.escapeLiteral(String(value));
    }
    throw new TypeError(`COPY: valor de filtro não suportado (${typeof value})`);
  });
}

/** The COPY that writes the records. `OFFSET 0` keeps each field computed once (a cell names it up to three times) and the rows in the query's order. */
export function copySql<Row>(columns: readonly CsvColumn<Row>[], query: Knex.QueryBuilder): string {
  const cells = columns.map((c) => {
    if (!c.sql) throw new TypeError(`COPY: a coluna "${c.header}" não tem forma SQL (copyColumn)`);
    return c.sql;
  });
  return `COPY (SELECT ${cells.join(', ')} FROM (SELECT * FROM (${inlined(query)}) q OFFSET 0) r) TO STDOUT WITH (FORMAT csv, DELIMITER ';')`;
}

const LF = 0x0a;
const CRLF = Buffer.from('\r\n');

interface CopyOutInternals {
  _copyDataChunks: { push(part: Buffer): void };
  _unreadMessageContentLength: number;
}

/**
 * COPY ends a record with `\n`, the house with `\r\n`. The server sends each record in a message of
 * its own (the protocol's copy-out mode: CopyData messages "always one per row"; changing that
 * would break the wire protocol), so a record's `\n` is the last byte of a message and a line feed
 * inside a quoted cell never is: no byte of the file is scanned. pg-copy-streams (7.x) gathers a
 * message's bytes with `_copyDataChunks.push`, its last part once `_unreadMessageContentLength` is
 * down to 0; a version without them fails here, before any query.
 */
function windowsRecordEnds(copy: CopyToStreamQuery): void {
  const internals = copy as unknown as Partial<CopyOutInternals>;
  const chunks = internals._copyDataChunks;
  if (typeof chunks?.push !== 'function' || typeof internals._unreadMessageContentLength !== 'number') {
    throw new Error('pg-copy-streams mudou: o fim de cada registro do COPY não está mais à vista');
  }
  const push = chunks.push.bind(chunks);
  chunks.push = (part: Buffer) => {
    if (internals._unreadMessageContentLength !== 0 || part[part.length - 1] !== LF) return push(part);
    push(part.subarray(0, -1));
    push(CRLF);
  };
}

/** An export's rows left to PostgreSQL to write (copyCsv), instead of read into Node. */
export class CopiedRows {
  constructor(readonly query: Knex.QueryBuilder) {}
}

/**
 * The export's file as a stream, once the COPY has started: a query that cannot run fails here (a
 * filter of the wrong type as a 400), before any byte. It runs on a connection of the knex pool,
 * returned when the COPY ends; a download stopped half-way closes that connection instead, since
 * the server is still sending the rest of the COPY on it.
 */
export async function copyCsv<Row>(db: Knex, columns: readonly CsvColumn<Row>[], query: Knex.QueryBuilder): Promise<Readable> {
  const copy = copyTo(copySql(columns, query));
  windowsRecordEnds(copy);
  const connection = (await db.client.acquireConnection()) as pg.Client & { __knex__disposed?: unknown };
  connection.query(copy);
  let released = false;
  const release = (answering: boolean) => {
    if (released) return;
    released = true;
    if (!answering) {
      connection.__knex__disposed = 'exportação interrompida';
      // With a query under way, pg closes the socket rather than wait for the server.
      void connection.end();
    }
    void db.client.releaseConnection(connection);
  };
  copy.on('end', () => release(true));
  // The server refusing the query ends the COPY too (pg-copy-streams emits it without closing the
  // stream), and the connection answers again; a stream closed otherwise (the download stopped, the
  // socket lost) leaves it mid-COPY.
  copy.on('error', (error) => {
    if (error instanceof pg.DatabaseError) release(true);
  });
  copy.on('close', () => release(false));
  await firstBytes(copy).catch(asFilterError);
  const body = new PassThrough();
  body.push(csvHead(columns));
  return pipeline(copy, body, () => {});
}
