import { buffer } from 'node:stream/consumers';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../../../../tests/support/spreadsheet';
import type { AppContext } from './context';
import { csvCell, csvDateTime, CsvDay, csvRecord, csvStream, sendCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  amount: number;
  at: Date;
  day: string;
  active: boolean;
  note: string | null;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Nome', value: (r) => r.name },
  { header: 'Valor (R$)', value: (r) => r.amount },
  { header: 'Quando', value: (r) => r.at },
  { header: 'Dia', value: (r) => new CsvDay(r.day) },
  { header: 'Ativo', value: (r) => r.active },
  { header: 'Observação', value: (r) => r.note },
];

describe('the CSV writer', () => {
  it('writes a file a pt-BR spreadsheet opens as columns', async () => {
    async function* rows(): AsyncGenerator<Row> {
      yield { name: 'João da Conceição', amount: 1234.5, at: new Date('2026-11-23T02:05:09Z'), day: '2026-11-22', active: true, note: 'linha 1; "aspas"\nlinha 2' };
      yield { name: '=HYPERLINK("http://x.example","clique")', amount: -3, at: new Date('2026-01-01T12:00:00Z'), day: '2026-01-01', active: false, note: null };
    }
    // Bytes, not text(): a TextDecoder would swallow the byte-order mark under test.
    const raw = (await buffer(csvStream(columns, rows()))).toString('utf8');
    expect(raw.startsWith('\uFEFFNome;Valor (R$);Quando;Dia;Ativo;Observação\r\n')).toBe(true);
    const sheet = readSpreadsheet(raw);
    expect(sheet.headers).toEqual(['Nome', 'Valor (R$)', 'Quando', 'Dia', 'Ativo', 'Observação']);
    expect(sheet.records).toEqual([
      {
        Nome: 'João da Conceição',
        'Valor (R$)': 1234.5,
        // 02:05 UTC is 23:05 of the day before in São Paulo.
        Quando: new Date('2026-11-23T02:05:09Z'),
        Dia: new Date('2026-11-22T03:00:00Z'),
        Ativo: 'Sim',
        Observação: 'linha 1; "aspas"\nlinha 2',
      },
      { Nome: `'=HYPERLINK("http://x.example","clique")`, 'Valor (R$)': -3, Quando: new Date('2026-01-01T12:00:00Z'), Dia: new Date('2026-01-01T03:00:00Z'), Ativo: 'Não', Observação: null },
    ]);
    expect(raw).toContain(';22/11/2026;');
    expect(raw).toContain(';22/11/2026 23:05:09;');
  });

  it('quotes and doubles exactly as csv-stringify does with the house options', () => {
    const cells = ['plain', '', 'a;b', 'diz "oi"', '"', '""', 'linha 1\nlinha 2', 'linha 1\r\nlinha 2', '\r', '\n', 'fim"\n', ';', "'=1", ' espaço ', 'João, ação 🚀', '{"a":"x;y"}'];
    const options = { delimiter: ';', record_delimiter: 'windows', quote_record_delimiter: true } as const;
    for (const cell of cells) expect(csvRecord(['a', cell, 'b'])).toBe(stringify([['a', cell, 'b']], options));
    expect(csvRecord(cells)).toBe(stringify([cells], options));
    expect(csvRecord(['a"b', 'c'])).toBe('"a""b";c\r\n');
  });

  it('writes a file in batches of records that ends where its last record ends', async () => {
    const many = Array.from({ length: 1234 }, (_, i) => ({ name: `n${i}`, amount: i, at: new Date(0), day: '2026-01-01', active: true, note: i % 2 ? 'x;y' : null }));
    const lines = (await buffer(csvStream(columns, many))).toString('utf8').split('\r\n');
    expect(lines).toHaveLength(1 + 1234 + 1);
    expect(lines[1234]).toBe('n1233;1233;31/12/1969 21:00:00;01/01/2026;Sim;"x;y"');
    expect(lines[1235]).toBe('');
  });

  it('writes São Paulo wall time across the old daylight-saving rules', () => {
    // Summer time until 2019: UTC-2 in January 2018, UTC-3 in July 2018 and today.
    expect(csvDateTime(new Date('2018-01-15T12:00:00Z'))).toBe('15/01/2018 10:00:00');
    expect(csvDateTime(new Date('2018-07-15T12:00:00Z'))).toBe('15/07/2018 09:00:00');
    expect(csvDateTime(new Date('2026-11-23T02:59:59.999Z'))).toBe('22/11/2026 23:59:59');
    expect(csvDateTime(new Date('2026-11-23T03:00:00Z'))).toBe('23/11/2026 00:00:00');
  });

  it('neutralises every cell a spreadsheet would run, and only text', () => {
    for (const danger of ['=1+1', '+55 11 99999', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(csvCell(danger)).toBe(`'${danger}`);
    expect(csvCell('R$ 10')).toBe('R$ 10');
    expect(csvCell(-10.25)).toBe('-10,25');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('fails the request, not the download, when the rows cannot start', async () => {
    const headers = new Map<string, string>();
    const ctx = { set: (k: string, v: string) => headers.set(k, v), body: undefined } as unknown as AppContext;
    const broken: AsyncIterable<Row> = {
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('sorry, too many clients already')) }),
    };
    await expect(sendCsv(ctx, 'x.csv', columns, broken)).rejects.toThrow('too many clients');
    expect(headers.size).toBe(0);
    expect(ctx.body).toBeUndefined();
  });
});
