// The house CSV written by PostgreSQL itself (issue 28 item 7): for an export whose cells are plain
// fields of a query - text, integers, times, labels - the server formats every cell in the COPY's
// own SELECT (São Paulo time with to_char, the formula guard with a CASE, empty text as no text)
// and streams the file; Node only prepends the BOM and the header row and turns COPY's `\n` record
// ends into the house's `\r\n`. Byte for byte the file csvStream writes from the same rows
// (csv-copy.test.ts), at COPY's speed instead of a JS writer's, and with the same flat memory: the
// COPY stream pauses the connection's socket while the client is slow.
import { Readable, Transform, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { TIME_ZONE } from '@piboost/events/business';
import { labelOf } from '@piboost/events/labels';
import type { Knex } from 'knex';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { CSV_OPTIONS, firstBytes, type CsvColumn } from './csv';
import { asFilterError } from './ra-list';

/** How a field is written: text (formula-guarded), a whole number, a São Paulo time, or a label from a map. */
export type CopyFormat = 'text' | 'integer' | 'time' | Readonly<Record<string, string>>;

/** A text cell as csvCell writes it: an apostrophe before what a spreadsheet would run, and empty text as nothing. */
function guardedText(text: string): string {
  return `CASE WHEN left(${text}, 1) IN ('=', '+', '-', '@', E'\\t', E'\\r') THEN '''' || ${text} ELSE NULLIF(${text}, '') END`;
}

function cellSql(field: string, format: CopyFormat): string {
  const value = `r.${pg.escapeIdentifier(field)}`;
  if (format === 'integer') return `${value}::text`;
  if (format === 'time') return `to_char(${value} AT TIME ZONE '${TIME_ZONE}', 'DD/MM/YYYY HH24:MI:SS')`;
  if (format === 'text') return guardedText(`${value}::text`);
  return guardedText(`coalesce(${pg.escapeLiteral(JSON.stringify(format))}::jsonb ->> ${value}::text, ${value}::text, '—')`);
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

const QUOTE = 0x22;
const LF = 0x0a;

/**
 * COPY ends a record with `\n`, the house with `\r\n`. A line feed inside a quoted cell stays as
 * it is (csvStream keeps it too): counting quotes tells one from the other, since COPY doubles
 * every quote inside a cell and UTF-8 never uses these bytes inside a character.
 */
function windowsRecordEnds(head: string): Transform {
  let quoted = false;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const ends: number[] = [];
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i];
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LF && !quoted) ends.push(i);
      }
      const out = Buffer.allocUnsafe(chunk.length + ends.length);
      let from = 0;
      let at = 0;
      for (const end of ends) {
        at += chunk.copy(out, at, from, end);
        out[at++] = 0x0d;
        from = end;
      }
      chunk.copy(out, at, from);
      done(null, out);
    },
  });
  transform.push(head);
  return transform;
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
  const sql = copySql(columns, query);
  const connection = (await db.client.acquireConnection()) as pg.Client & { __knex__disposed?: unknown };
  const copy = connection.query(copyTo(sql));
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
  const head = stringify([columns.map((c) => c.header)], CSV_OPTIONS);
  return pipeline(copy, windowsRecordEnds(head), () => {});
}
