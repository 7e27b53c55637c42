// Two exchanges' own exports, line by line (sources in docs/decisions.md, issue 23):
// - Binance "Trade History" (spot): `Date(UTC),Pair,Side,Price,Executed,Amount,Fee` (and its earlier
//   `Date(UTC),Market,Type,Price,Amount,Total,Fee,Fee Coin`), UTC times,
//   amounts with the coin glued on ("0.5BTC", "21000USDT", "0.001BNB"). Custody abroad: venue
//   `foreign_exchange`. A pair not quoted in BRL needs the caller's `rateToBrl`, else the line is an error.
// - Mercado Bitcoin statement: `Ativo,Operação Tipo,Operação Data/Hora,Preço BRL,Liquido BRL,
//   Bruto BRL,Liquido Cripto,Bruto Cripto`, decimal comma, `dd/mm/aaaa hh:mm:ss` São Paulo time,
//   TRADING-IN/OUT (buy/sell against BRL), WALLET-IN/OUT (transfers), CASH-IN/OUT (reais, skipped).
import { parseSaoPauloDateTime } from './calendar';
import { D, type Dec, parseBrazilianNumber, ZERO } from './numbers';
import type { CsvImportOptions, TaxTrade } from './types';

/** A trade, the reason the line is bad (without the "Linha N: " prefix), or null for a line to skip. */
export type RowResult = TaxTrade | string;

export const BINANCE_HEADER = ['Date(UTC)', 'Pair', 'Side', 'Price', 'Executed', 'Amount', 'Fee'];
/** The earlier layout of the same export (BittyTax reads both): the fee coin in its own column. */
export const BINANCE_OLDER_HEADER = ['Date(UTC)', 'Market', 'Type', 'Price', 'Amount', 'Total', 'Fee', 'Fee Coin'];
export const MB_HEADER = ['Ativo', 'Operação Tipo', 'Operação Data/Hora', 'Preço BRL', 'Liquido BRL', 'Bruto BRL', 'Liquido Cripto', 'Bruto Cripto'];
export const MB_LEGACY_HEADER = ['Data', 'Categoria', 'Moeda', 'Quantidade', 'Saldo'];

/** Quote assets of Binance pairs, longest first so "FDUSD" wins over "USD"-like endings. */
const QUOTES = ['FDUSD', 'USDT', 'USDC', 'BUSD', 'TUSD', 'BRL', 'EUR', 'TRY', 'BTC', 'ETH', 'BNB', 'DAI'];
const FIAT = new Set(['BRL', 'EUR', 'TRY', 'USD', 'GBP', 'ARS']);

/** "0.5BTC" -> 0.5 and BTC; "21000" -> 21000 and no coin; "1,234.5USDT" -> 1234.5. */
function amount(text: string): { value: Dec; coin: string } | null {
  const m = /^([0-9][0-9,]*(?:\.[0-9]+)?)\s*([A-Z0-9]*)$/.exec(text.trim().toUpperCase());
  if (!m || (m[1]!.includes(',') && !/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(m[1]!))) return null;
  return { value: new D(m[1]!.replace(/,/g, '')), coin: m[2]! };
}

/** One line of Binance's trade history; `rateToBrl` prices a non-BRL quote (and a fee in a third coin). */
export function binanceRow(cells: string[], line: number, options: CsvImportOptions): RowResult {
  const [date, pairCell, sideCell, priceCell, executedCell, amountCell, feeCell] = cells.map((c) => c.trim());
  const dm = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(date ?? '');
  const at = dm ? `${dm[1]}T${dm[2]}Z` : '';
  if (!dm || Number.isNaN(Date.parse(at))) return 'data inválida (use aaaa-mm-dd hh:mm:ss, em UTC, como a Binance exporta)';
  const side = sideCell?.toUpperCase();
  if (side !== 'BUY' && side !== 'SELL') return `lado inválido "${sideCell}" (BUY ou SELL)`;
  const pair = (pairCell ?? '').toUpperCase();
  const executed = amount(executedCell ?? '');
  const total = amount(amountCell ?? '');
  const fee = amount(feeCell ?? '0');
  const price = amount(priceCell ?? '');
  if (!executed?.value.greaterThan(0) || !total?.value.greaterThan(0) || !fee || !price) return 'quantidade, preço, total ou taxa inválidos';
  const quote = total.coin || QUOTES.find((q) => pair.endsWith(q) && pair.length > q.length) || '';
  const base = executed.coin || pair.slice(0, pair.length - quote.length);
  if (!quote || !base || `${base}${quote}` !== pair) return `par "${pairCell}" não reconhecido`;
  const feeCoin = fee.coin || (side === 'BUY' ? base : quote);

  const rate = (coin: string): Dec | null => {
    if (coin === 'BRL') return new D(1);
    const given = options.rateToBrl?.(coin, at);
    const value = given === null || given === undefined ? null : new D(String(given));
    return value && value.greaterThan(0) ? value : null;
  };
  const quoteRate = rate(quote);
  if (!quoteRate) return `par ${pair} cotado em ${quote}, sem valor em reais: informe a cotação ${quote}/BRL da data para importar esta linha`;
  let feeBrl = ZERO;
  let baseQty = executed.value;
  let quoteQty = total.value;
  // A fee in one of the pair's coins changes what is held (Binance takes it from the coins received);
  // a fee in a third coin (BNB) is an expense valued with `rateToBrl`.
  if (fee.value.greaterThan(0) && feeCoin === base) baseQty = side === 'BUY' ? baseQty.minus(fee.value) : baseQty.plus(fee.value);
  else if (fee.value.greaterThan(0) && feeCoin === quote) {
    if (FIAT.has(quote)) feeBrl = fee.value.times(quoteRate);
    else quoteQty = side === 'SELL' ? quoteQty.minus(fee.value) : quoteQty.plus(fee.value);
  } else if (fee.value.greaterThan(0)) {
    const feeRate = rate(feeCoin);
    if (!feeRate) return `taxa paga em ${feeCoin}, sem valor em reais: informe a cotação ${feeCoin}/BRL da data para importar esta linha`;
    feeBrl = fee.value.times(feeRate);
  }
  const totalBrl = total.value.times(quoteRate).toFixed();
  const common = { id: `binance-${line}`, at, totalBrl, feeBrl: feeBrl.toFixed(), venue: options.venue ?? ('foreign_exchange' as const) };
  if (FIAT.has(quote)) return { ...common, kind: side === 'BUY' ? 'buy' : 'sell', asset: base, quantity: baseQty.toFixed() };
  // Crypto-crypto (USDT included): a swap. SELL gives the base for the quote; BUY gives the quote.
  return side === 'SELL'
    ? { ...common, kind: 'swap', asset: base, quantity: baseQty.toFixed(), receivedAsset: quote, receivedQuantity: quoteQty.toFixed() }
    : { ...common, kind: 'swap', asset: quote, quantity: quoteQty.toFixed(), receivedAsset: base, receivedQuantity: baseQty.toFixed() };
}

/** A line of the earlier Binance layout, read as the current one (the fee coin glued to the fee). */
export function binanceOlderRow(cells: string[], line: number, options: CsvImportOptions): RowResult {
  const [date = '', market = '', type = '', price = '', amount = '', total = '', fee = '', feeCoin = ''] = cells.map((c) => c.trim());
  return binanceRow([date, market, type, price, amount, total, `${fee}${feeCoin}`], line, options);
}

/** One line of Mercado Bitcoin's statement (Brazilian exchange; values already in BRL). */
export function mercadoBitcoinRow(cells: string[], line: number, options: CsvImportOptions): RowResult | null {
  const [assetCell, typeCell, dateCell] = cells.map((c) => c.trim());
  const asset = (assetCell ?? '').toUpperCase();
  const type = (typeCell ?? '').toUpperCase();
  if (asset === 'BRL' || type.startsWith('CASH-')) return null;
  const at = parseSaoPauloDateTime(dateCell ?? '');
  if (!at) return 'data inválida (use dd/mm/aaaa hh:mm:ss)';
  const names = ['Preço BRL', 'Liquido BRL', 'Bruto BRL', 'Liquido Cripto', 'Bruto Cripto'];
  const values: Dec[] = [];
  for (const [i, name] of names.entries()) {
    const value = parseBrazilianNumber(cells[3 + i] ?? '');
    if (!value || value.isNegative()) return `valor inválido em ${name} "${cells[3 + i] ?? ''}"`;
    values.push(value);
  }
  const [, netBrl, grossBrl, netCrypto, grossCrypto] = values as [Dec, Dec, Dec, Dec, Dec];
  const base = { id: `mercado-bitcoin-${line}`, at, asset, venue: options.venue ?? ('br_exchange' as const) };
  switch (type) {
    // A buy costs the gross BRL; a fee taken in the coin shows as net < gross crypto (quantity held = net).
    case 'TRADING-IN':
      return { ...base, kind: 'buy', quantity: netCrypto.toFixed(), totalBrl: netBrl.toFixed(), feeBrl: grossBrl.minus(netBrl).toFixed() };
    case 'TRADING-OUT':
      return { ...base, kind: 'sell', quantity: grossCrypto.toFixed(), totalBrl: grossBrl.toFixed(), feeBrl: grossBrl.minus(netBrl).toFixed() };
    // Transfers carry no cost of their own: the cost comes from the matching transfer of the person's
    // other wallet (a deposit without one is flagged by the engine, never priced at market value).
    case 'WALLET-IN':
      return { ...base, kind: 'transfer_in', quantity: netCrypto.toFixed(), totalBrl: '0', feeBrl: '0' };
    case 'WALLET-OUT':
      return { ...base, kind: 'transfer_out', quantity: grossCrypto.toFixed(), totalBrl: '0', feeBrl: '0' };
    default:
      return `operação "${typeCell}" do Mercado Bitcoin não reconhecida: registre-a manualmente`;
  }
}
