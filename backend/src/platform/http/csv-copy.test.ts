import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/db';
import { createDb, type Db } from '../db/knex';
import { copyColumn, copyCsv } from './csv-copy';
import { csvStream, queryRows, type CsvColumn } from './csv';
import { ValidationError } from './errors';

interface Row {
  id: number;
  note: string | null;
  amount: string | null;
  at: Date;
  kind: string | null;
}

const LABELS = { paid: 'Fatura paga', odd: '=rótulo; "estranho"' };

const columns = [
  copyColumn<Row>('Nota', 'note', 'text'),
  copyColumn<Row>('Quantia', 'amount', 'integer'),
  copyColumn<Row>('Quando', 'at', 'time'),
  copyColumn<Row>('Tipo', 'kind', LABELS),
  copyColumn<Row>('Tipo (código)', 'kind', 'text'),
];

// Cells a spreadsheet would run, every character CSV quotes, accents, empty text and no text.
const tricky = [
  '=1+1',
  '+55 11 99999',
  '-2+3',
  '@SUM(A1)',
  '\t=1',
  '\r=1',
  'a;b',
  'diz "oi"',
  '"',
  'linha 1\nlinha 2',
  'linha 1\r\nlinha 2',
  '\n',
  'fim"\n',
  ';',
  '',
  null,
  'João da Conceição, ação, 🚀',
  ' espaço ',
  '-',
  "it's \\ odd",
  '{"a":"x;y","b":[1,-2]}',
];
// São Paulo's last summer times (UTC-2 until 2019) at the instants the clocks moved, the end of a
// São Paulo day, and microseconds that must not round up a second.
const times = [
  '2018-02-18T01:59:59Z',
  '2018-02-18T02:00:00Z',
  '2018-11-04T02:59:59.999Z',
  '2018-11-04T03:00:00Z',
  '2026-11-23T02:59:59.999999Z',
  '2026-11-23T03:00:00Z',
  '2000-01-01T00:00:00Z',
];
const kinds = ['paid', 'odd', 'UnknownType', '-Minus', null];
const amounts = ['-3', '0', '9007199254740991', null];

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { poolMax: 2 });
  await db.raw('CREATE TABLE sample (id int PRIMARY KEY, note text, amount bigint, at timestamptz NOT NULL, kind text)');
  const rows = tricky.map((note, i) => ({ id: i, note, amount: amounts[i % amounts.length], at: times[i % times.length], kind: kinds[i % kinds.length] }));
  await db('sample').insert(rows);
  // Enough quoted line breaks and quotes to cross many of COPY's chunks.
  await db.raw(`INSERT INTO sample SELECT 1000 + i, repeat('a"b' || E'\\n' || ';', i % 40) || i, i - 5000, timestamptz '2018-02-17 20:00:00Z' + i * interval '7 minutes', 'paid' FROM generate_series(1, 20000) i`);
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const source = () => db('sample').select('*').orderBy('id');

async function bothWriters(query: () => ReturnType<typeof source>, written: readonly CsvColumn<Row>[] = columns) {
  const expected = await buffer(csvStream(written, queryRows<Row>(db, query())));
  const copied = await buffer(await copyCsv(db, written, query()));
  return { expected, copied };
}

describe('the CSV written by PostgreSQL (COPY)', () => {
  it('is byte for byte the file the row writer makes of the same rows', async () => {
    const { expected, copied } = await bothWriters(source);
    expect(copied.toString('utf8').startsWith('\uFEFFNota;Quantia;Quando;Tipo;Tipo (código)\r\n')).toBe(true);
    // The cases by hand, so that both writers cannot be wrong together.
    const text = copied.toString('utf8');
    expect(text).toContain(`\r\n'=1+1;-3;17/02/2018 23:59:59;Fatura paga;paid\r\n`);
    expect(text).toContain(`\r\n'+55 11 99999;0;17/02/2018 23:00:00;"'=rótulo; ""estranho""";odd\r\n`);
    expect(text).toContain(`\r\n'-2+3;9007199254740991;03/11/2018 23:59:59;UnknownType;UnknownType\r\n`);
    expect(text).toContain(`\r\n'@SUM(A1);;04/11/2018 01:00:00;'-Minus;'-Minus\r\n`);
    expect(text).toContain(`\r\n'\t=1;-3;22/11/2026 23:59:59;—;\r\n`);
    expect(text).toContain(`\r\n"linha 1\nlinha 2";`);
    expect(text).toContain(`\r\n"linha 1\r\nlinha 2";`);
    expect(text).toContain(`\r\n"fim""\n";`);
    expect(text).toContain(`\r\n;9007199254740991;17/02/2018 23:59:59;—;\r\n`);
    expect(copied.length).toBeGreaterThan(1_000_000);
    expect(copied.equals(expected)).toBe(true);
  });

  it('writes a label the map leaves empty as nothing, one a spreadsheet would run guarded, and empty text the map lacks as nothing', async () => {
    const notes = copyColumn<Row>('Nota (rótulo)', 'note', { '-': '', ';': '+soma', '"': '' });
    const { expected, copied } = await bothWriters(source, [copyColumn<Row>('Id', 'id', 'integer'), notes]);
    const text = copied.toString('utf8');
    // '-' and '"' labelled empty, ';' labelled '+soma', '' not in the map, null as a dash.
    expect(text).toContain(`\r\n8;\r\n`);
    expect(text).toContain(`\r\n13;'+soma\r\n`);
    expect(text).toContain(`\r\n14;\r\n15;—\r\n`);
    expect(text).toContain(`\r\n18;\r\n`);
    expect(copied.equals(expected)).toBe(true);
  });

  it('runs the filters of the query, their values written into the COPY', async () => {
    const filtered = () =>
      source()
        .whereIn('kind', ['paid', 'odd'])
        .where('note', '<>', "it's \\ odd")
        .where('at', '>=', new Date('2018-02-18T00:00:00Z'))
        .where('id', '<', 1500);
    const { expected, copied } = await bothWriters(filtered);
    expect(copied.toString('utf8')).toBe(expected.toString('utf8'));
    expect(copied.toString('utf8').split('\r\n').length).toBeGreaterThan(400);
  });

  it('refuses a filter of the wrong type before any byte, and writes only the header for no rows', async () => {
    await expect(copyCsv(db, columns, source().where('at', '>=', 'ontem'))).rejects.toBeInstanceOf(ValidationError);
    const empty = await buffer(await copyCsv(db, columns, source().where('id', '<', 0)));
    expect(empty.toString('utf8')).toBe('\uFEFFNota;Quantia;Quando;Tipo;Tipo (código)\r\n');
  });

  it('gives the pool its connection back when a download stops half-way', async () => {
    for (let i = 0; i < 3; i++) {
      const body = await copyCsv(db, columns, source());
      await new Promise<void>((resolve) => body.once('data', () => resolve()));
      body.destroy();
    }
    // Two connections in the pool: the stopped COPYs have not kept them.
    const { expected, copied } = await bothWriters(source);
    expect(copied.equals(expected)).toBe(true);
  });
});
