// CSV downloads of the back office, streamed so that a million rows never sit in memory: tables
// without personal data go out through PostgreSQL's COPY; rows that need decrypting come from a
// keyset-paged query, one page at a time, and the socket's back-pressure paces both.
import { PassThrough, Readable } from 'node:stream';
import type { Knex } from 'knex';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { AppContext } from '../../platform/http';

/** Excel reads UTF-8 (accents) only when the file starts with a byte-order mark. */
const BOM = '\uFEFF';

function download(ctx: AppContext, fileName: string, body: Readable): void {
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

/**
 * Streams the query's rows as CSV with a header row, through COPY on a connection of its own (COPY
 * takes no parameters: knex inlines the bindings, escaped, into the statement). The connection ends
 * with the download, also when the client goes away half-way.
 */
export async function streamQueryCsv(ctx: AppContext, databaseUrl: string, query: Knex.QueryBuilder, fileName: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'piboost-export' });
  await client.connect();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    void client.end().catch(() => {});
  };
  const body = new PassThrough();
  body.write(BOM);
  const copy = client.query(copyTo(`COPY (${query.toQuery()}) TO STDOUT WITH (FORMAT csv, HEADER true)`));
  copy.on('error', (error) => {
    body.destroy(error);
    end();
  });
  copy.on('end', end);
  body.on('close', end);
  copy.pipe(body);
  download(ctx, fileName, body);
}

/** A spreadsheet runs a cell that starts like a formula; a leading quote keeps it text. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly unknown[]) => `${values.map(cell).join(',')}\n`;

/** Streams pages of rows (each page an array of rows in `header` order) as CSV. */
export function streamPagesCsv(ctx: AppContext, header: readonly string[], pages: AsyncIterable<readonly (readonly unknown[])[]>, fileName: string): void {
  async function* lines() {
    yield BOM + csvLine(header);
    for await (const page of pages) yield page.map(csvLine).join('');
  }
  download(ctx, fileName, Readable.from(lines()));
}
