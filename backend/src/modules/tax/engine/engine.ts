// The crypto tax engine (issue 23): the person's trades in, one result per São Paulo month out.
// Pure and deterministic - no clock, no network, no database. Trades are checked, ordered by instant,
// run through the average-cost book (ledger.ts) month by month, and each month is summed up by
// month.ts with the rule sheet (rules.ts). A bad trade is an error of its own, never a silent zero.
import { saoPauloMonth } from './calendar';
import { Ledger, LedgerError } from './ledger';
import { buildForeignYears, buildMonth, type MonthBook, type SaleEntry } from './month';
import { type Dec, toDecimal, ZERO } from './numbers';
import { RULES_2026_V1 } from './rules';
import type { Regime, RuleSheet, TaxReport, TaxTrade, TradeError, TradeKind, Venue } from './types';

const KINDS: TradeKind[] = ['buy', 'sell', 'swap', 'transfer_in', 'transfer_out'];
const VENUES: Venue[] = ['br_exchange', 'self_custody', 'p2p', 'foreign_exchange', 'defi'];
/** Venues whose operations the person reports in the DeCripto (no Brazilian intermediary). */
export const DECRIPTO_VENUES: Venue[] = ['foreign_exchange', 'defi', 'p2p'];
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The regime of a venue: only a foreign exchange's custody is Lei 14.754's "aplicação no exterior". */
export const regimeOf = (venue: Venue): Regime => (venue === 'foreign_exchange' ? 'foreign' : 'domestic');

interface Checked {
  trade: TaxTrade;
  time: number;
  month: string;
  quantity: Dec;
  total: Dec;
  fee: Dec;
  received?: { asset: string; quantity: Dec };
}

const positive = (v: Dec | null): v is Dec => v !== null && v.greaterThan(0);
const notNegative = (v: Dec | null): v is Dec => v !== null && !v.isNegative();

/** Checks one trade's fields; the Portuguese message of the first problem, or the parsed trade. */
function check(trade: TaxTrade): Checked | string {
  if (!ISO_INSTANT.test(trade.at ?? '') || Number.isNaN(Date.parse(trade.at))) return 'Data inválida: use um instante ISO 8601 com fuso (ex.: 2026-04-10T13:00:00-03:00).';
  if (!KINDS.includes(trade.kind)) return 'Tipo de operação inválido: use compra, venda, troca, entrada ou saída de transferência.';
  if (!VENUES.includes(trade.venue)) return 'Local inválido: use corretora brasileira, carteira própria, P2P, corretora no exterior ou DeFi.';
  const asset = (trade.asset ?? '').trim().toUpperCase();
  if (!asset || asset === 'BRL') return 'Ativo inválido: informe o símbolo do criptoativo (ex.: BTC).';
  const quantity = toDecimal(trade.quantity);
  if (!positive(quantity)) return 'Quantidade inválida: informe um número maior que zero.';
  const total = toDecimal(trade.totalBrl);
  const fee = toDecimal(trade.feeBrl ?? 0);
  const priced = trade.kind === 'buy' || trade.kind === 'sell' || trade.kind === 'swap';
  if (!notNegative(total) || (priced && total.isZero())) return 'Valor em reais inválido: informe o total da operação em reais, maior que zero.';
  if (!notNegative(fee)) return 'Taxa inválida: informe a taxa em reais (zero se não houve).';
  const checked: Checked = { trade: { ...trade, asset }, time: Date.parse(trade.at), month: saoPauloMonth(trade.at), quantity, total, fee };
  if (trade.kind === 'swap') {
    const receivedAsset = (trade.receivedAsset ?? '').trim().toUpperCase();
    const receivedQuantity = toDecimal(trade.receivedQuantity ?? null);
    if (!receivedAsset || receivedAsset === 'BRL' || !positive(receivedQuantity)) return 'Na troca, informe o criptoativo recebido e a quantidade recebida (maior que zero).';
    if (receivedAsset === asset) return 'Na troca, o ativo recebido deve ser diferente do ativo entregue.';
    checked.received = { asset: receivedAsset, quantity: receivedQuantity };
  }
  return checked;
}

/** Same instant: what leaves a wallet before what arrives, so a transfer finds its cost in transit. */
const ORDER: Record<TradeKind, number> = { transfer_out: 0, sell: 1, swap: 1, buy: 1, transfer_in: 2 };

function emptyBook(month: string): MonthBook {
  return { month, sales: [], errors: [], decriptoOps: ZERO, venues: new Set(), declaredCost: false, positions: [], inTransit: [] };
}

/** Applies one checked trade to the book of its month; a ledger refusal becomes a TradeError. */
function apply(ledger: Ledger, book: MonthBook, c: Checked): void {
  const { trade, quantity, total, fee } = c;
  const regime = regimeOf(trade.venue);
  book.venues.add(trade.venue);
  try {
    if (trade.kind === 'buy') ledger.add(regime, trade.asset, quantity, total.plus(fee));
    else if (trade.kind === 'transfer_out') ledger.sendOut(regime, trade.asset, quantity);
    else if (trade.kind === 'transfer_in') book.declaredCost = ledger.receive(regime, trade.asset, quantity, total).declared || book.declaredCost;
    else {
      const taken = ledger.take(regime, trade.asset, quantity, trade.kind === 'sell' ? 'Venda' : 'Troca');
      if (c.received) ledger.add(regime, c.received.asset, c.received.quantity, total);
      const sale: SaleEntry = { trade, regime, quantity, received: c.received, total, fee, average: taken.average, cost: taken.cost, gain: total.minus(fee).minus(taken.cost) };
      book.sales.push(sale);
    }
  } catch (error) {
    if (!(error instanceof LedgerError)) throw error;
    book.errors.push({ tradeId: trade.id, at: trade.at, message: error.message });
    return;
  }
  if (DECRIPTO_VENUES.includes(trade.venue)) book.decriptoOps = book.decriptoOps.plus(total);
}

/**
 * The monthly tax report of a person's trades: per São Paulo month the sales, exemption, gains at
 * average cost, tax by slice, DARF, DeCripto duty, warnings, errors and positions at the month's end.
 */
export function computeTaxReport(trades: TaxTrade[], rules: RuleSheet = RULES_2026_V1): TaxReport {
  const errors: TradeError[] = [];
  const checked: Checked[] = [];
  trades.forEach((trade) => {
    const result = check(trade);
    if (typeof result === 'string') errors.push({ tradeId: trade.id, at: trade.at, message: result });
    else checked.push(result);
  });
  checked.sort((a, b) => a.time - b.time || ORDER[a.trade.kind] - ORDER[b.trade.kind]);

  const ledger = new Ledger();
  const books: MonthBook[] = [];
  for (const c of checked) {
    let book = books.at(-1);
    if (!book || book.month !== c.month) {
      if (book) closeBook(ledger, book);
      book = emptyBook(c.month);
      books.push(book);
    }
    apply(ledger, book, c);
  }
  const last = books.at(-1);
  if (last) closeBook(ledger, last);

  const invalidByMonth = new Map<string, TradeError[]>();
  for (const e of errors) {
    if (!ISO_INSTANT.test(e.at ?? '') || Number.isNaN(Date.parse(e.at))) continue;
    const month = saoPauloMonth(e.at);
    invalidByMonth.set(month, [...(invalidByMonth.get(month) ?? []), e]);
  }
  for (const book of books) book.errors.unshift(...(invalidByMonth.get(book.month) ?? []));
  const timeOf = (e: TradeError) => Date.parse(e.at) || 0;
  const allErrors = [...errors, ...books.flatMap((b) => b.errors.filter((e) => !errors.includes(e)))].sort((a, b) => timeOf(a) - timeOf(b));

  return {
    rulesId: rules.id,
    months: books.map((book) => buildMonth(book, rules)),
    foreignYears: buildForeignYears(books, rules),
    errors: allErrors,
    disclaimer: rules.disclaimer,
  };
}

function closeBook(ledger: Ledger, book: MonthBook): void {
  book.positions = ledger.positions();
  book.inTransit = ledger.inTransit();
}
