// Reads a CSV export the way a spreadsheet set to Português (Brasil) opens it: UTF-8 only with a
// byte-order mark, `;` between cells, `1234,5` a number, `23/11/2026 16:05:09` a São Paulo time,
// `23/11/2026` a day. A cell it would run as a formula fails the read: exports must neutralise them.
import { parse } from 'csv-parse/sync';

export type Cell = string | number | Date | null;

export interface Sheet {
  headers: string[];
  rows: Cell[][];
  /** Each row by header. */
  records: Record<string, Cell>[];
}

const NUMBER = /^-?\d+(,\d+)?$/;
const DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;
const DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const FORMULA = /^[=+\-@\t\r]/;

function cell(text: string): Cell {
  if (text === '') return null;
  if (NUMBER.test(text)) return Number(text.replace(',', '.'));
  // São Paulo has kept UTC-3 all year since 2019.
  const t = DATE_TIME.exec(text);
  if (t) return new Date(`${t[3]}-${t[2]}-${t[1]}T${t[4]}:${t[5]}:${t[6]}-03:00`);
  const d = DAY.exec(text);
  if (d) return new Date(`${d[3]}-${d[2]}-${d[1]}T00:00:00-03:00`);
  if (FORMULA.test(text)) throw new Error(`a spreadsheet would run this cell as a formula: ${JSON.stringify(text)}`);
  return text;
}

export function readSpreadsheet(file: Buffer | string): Sheet {
  const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  if (!(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)) throw new Error('no UTF-8 byte-order mark: the spreadsheet would read the accents as Latin-1');
  const table = parse(bytes, { bom: true, delimiter: ';', relax_quotes: false }) as string[][];
  const [headers = [], ...lines] = table;
  const rows = lines.map((line) => line.map(cell));
  return { headers, rows, records: rows.map((row) => Object.fromEntries(headers.map((h, i) => [h, row[i] ?? null]))) };
}

/** For supertest's `.buffer(true).parse(asBytes)`: the body as bytes, byte-order mark included. */
export function asBytes(response: unknown, done: (error: Error | null, body: Buffer) => void): void {
  // superagent's type for the response omits that it is the Node stream of the body.
  const res = response as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
  res.on('error', (error: Error) => done(error, Buffer.alloc(0)));
}
