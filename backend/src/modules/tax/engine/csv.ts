// Import of a trade history file (issue 23): our published template, Binance's trade history export
// and Mercado Bitcoin's statement (sources in docs/decisions.md). The layout is recognised from the
// header; each line becomes a TaxTrade or an error naming the line, and a bad line never drops the
// good ones. Pure: the BRL value of a line priced in another currency comes from the caller's
// `rateToBrl`, never from a guessed rate.
import { parse } from 'csv-parse/sync';
import { parseSaoPauloDateTime } from './calendar';
import { BINANCE_HEADER, BINANCE_OLDER_HEADER, binanceOlderRow, binanceRow, MB_HEADER, MB_LEGACY_HEADER, mercadoBitcoinRow, type RowResult } from './csv-exchanges';
import { type Dec, parseBrazilianNumber } from './numbers';
import type { CsvFormat, CsvImport, CsvImportOptions, CsvLineError, TaxTrade, TradeKind, Venue } from './types';

/** Our template's header (semicolon-separated, Portuguese, as a Brazilian spreadsheet saves it). */
export const CSV_TEMPLATE_HEADER = 'Data;Tipo;Ativo;Quantidade;Valor total (R$);Taxa (R$);Ativo recebido;Quantidade recebida;Local';
/** One example row of the template: a sale of 0,05 BTC on a Brazilian exchange, São Paulo time. */
export const CSV_TEMPLATE_EXAMPLE = '15/03/2026 14:30;venda;BTC;0,05;31.000,00;31,00;;;corretora brasileira';

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
const sameHeader = (row: string[], header: string[]) => row.length >= header.length && header.every((h, i) => fold(row[i] ?? '') === fold(h));

const TEMPLATE_COLUMNS = CSV_TEMPLATE_HEADER.split(';');
const KIND_WORDS: Record<string, TradeKind> = {
  compra: 'buy',
  venda: 'sell',
  troca: 'swap',
  'transferencia enviada': 'transfer_out',
  'transferencia recebida': 'transfer_in',
};
const VENUE_WORDS: Record<string, Venue> = {
  'corretora brasileira': 'br_exchange',
  'carteira propria': 'self_custody',
  p2p: 'p2p',
  'corretora no exterior': 'foreign_exchange',
  defi: 'defi',
};

/** One line of our template. */
function templateRow(cells: string[], line: number): RowResult {
  const cell = (i: number) => (cells[i] ?? '').trim();
  const at = parseSaoPauloDateTime(cell(0));
  if (!at) return `data inválida (use dd/mm/aaaa hh:mm)`;
  const kind = KIND_WORDS[fold(cell(1))];
  if (!kind) return `tipo inválido "${cell(1)}" (use compra, venda, troca, transferência enviada ou transferência recebida)`;
  const asset = cell(2).toUpperCase();
  if (!/^[A-Z0-9]{1,20}$/.test(asset)) return 'ativo inválido (use o símbolo, ex.: BTC)';
  const number = (i: number, label: string, allowEmpty = false): Dec | string => {
    if (allowEmpty && cell(i) === '') return parseBrazilianNumber('0')!;
    const value = parseBrazilianNumber(cell(i));
    return value && !value.isNegative() ? value : `${label} inválido(a) "${cell(i)}" (use vírgula nos decimais, ex.: 1.234,56)`;
  };
  const quantity = number(3, 'quantidade');
  if (typeof quantity === 'string') return quantity;
  const total = number(4, 'valor total');
  if (typeof total === 'string') return total;
  const fee = number(5, 'taxa', true);
  if (typeof fee === 'string') return fee;
  const venue = VENUE_WORDS[fold(cell(8))];
  if (!venue) return `local inválido "${cell(8)}" (use corretora brasileira, carteira própria, P2P, corretora no exterior ou DeFi)`;
  const trade: TaxTrade = { id: `piboost-${line}`, at, kind, asset, quantity: quantity.toFixed(), totalBrl: total.toFixed(), feeBrl: fee.toFixed(), venue };
  if (kind === 'swap') {
    const receivedAsset = cell(6).toUpperCase();
    const receivedQuantity = parseBrazilianNumber(cell(7));
    if (!/^[A-Z0-9]{1,20}$/.test(receivedAsset) || !receivedQuantity?.greaterThan(0)) return 'na troca, informe o ativo recebido e a quantidade recebida';
    trade.receivedAsset = receivedAsset;
    trade.receivedQuantity = receivedQuantity.toFixed();
  }
  return trade;
}

interface Layout {
  format: CsvFormat;
  header: string[];
  row: (cells: string[], line: number, options: CsvImportOptions) => RowResult | null;
}

const LAYOUTS: Layout[] = [
  { format: 'piboost', header: TEMPLATE_COLUMNS, row: (cells, line) => templateRow(cells, line) },
  { format: 'binance', header: BINANCE_HEADER, row: binanceRow },
  { format: 'binance', header: BINANCE_OLDER_HEADER, row: binanceOlderRow },
  { format: 'mercado_bitcoin', header: MB_HEADER, row: mercadoBitcoinRow },
];

type Rows = { record: string[]; info: { lines: number } }[];

function readRows(text: string, delimiter: string): Rows | { line: number } {
  try {
    return parse(text, { delimiter, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true }) as unknown as Rows;
  } catch (error) {
    return { line: (error as { lines?: number }).lines ?? 1 };
  }
}

const UNKNOWN = 'cabeçalho não reconhecido: use o modelo da π Boost, o histórico de negociações da Binance ou o extrato do Mercado Bitcoin';

/** Reads a trade history file: its layout from the header, the trades of the good lines, an error per bad line. */
export function parseTradesCsv(text: string, options: CsvImportOptions = {}): CsvImport {
  for (const delimiter of [';', ',']) {
    const rows = readRows(text, delimiter);
    if (!Array.isArray(rows)) continue;
    // Mercado Bitcoin writes a few lines about the company before its header: look at the first ten.
    for (const [index, { record, info }] of rows.slice(0, 10).entries()) {
      if (sameHeader(record, MB_LEGACY_HEADER)) {
        return { format: null, trades: [], errors: [{ line: info.lines, message: `Linha ${info.lines}: extrato antigo do Mercado Bitcoin (Data, Categoria, Moeda, Quantidade, Saldo) não traz o valor em reais de cada operação; exporte o extrato novo (colunas Ativo, Operação Tipo, Preço BRL...)` }] };
      }
      const layout = LAYOUTS.find((l) => sameHeader(record, l.header));
      if (layout) return readBody(layout, rows.slice(index + 1), options);
    }
  }
  const probe = readRows(text, ';');
  const line = Array.isArray(probe) ? (probe[0]?.info.lines ?? 1) : probe.line;
  return { format: null, trades: [], errors: [{ line, message: `Linha ${line}: ${UNKNOWN}.` }] };
}

function readBody(layout: Layout, rows: Rows, options: CsvImportOptions): CsvImport {
  const trades: TaxTrade[] = [];
  const errors: CsvLineError[] = [];
  for (const { record, info } of rows) {
    if (record.every((c) => c.trim() === '')) continue;
    if (record.length < layout.header.length) {
      errors.push({ line: info.lines, message: `Linha ${info.lines}: ${layout.header.length} colunas esperadas, ${record.length} encontradas.` });
      continue;
    }
    const result = layout.row(record, info.lines, options);
    if (result === null) continue;
    if (typeof result === 'string') errors.push({ line: info.lines, message: `Linha ${info.lines}: ${result}.` });
    else trades.push(result);
  }
  return { format: layout.format, trades, errors };
}
