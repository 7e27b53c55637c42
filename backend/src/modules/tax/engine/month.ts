// One São Paulo month summed up with the rule sheet: the domestic sales against the R$ 35.000 limit
// (with the "por que isento?" sentence), the positive gains taxed by slice (losses shown, never
// offset), the DARF, the DeCripto duty, and the warnings that unconfirmed rules and incomplete data
// bring. Also the yearly Lei 14.754 result of the foreign pool. Rounded to centavos only here.
import { dayLabel, dueDateFor, monthLabel } from './calendar';
import { D, type Dec, formatBrl, formatQuantity, money, quantity, unitPrice, ZERO } from './numbers';
import { RULE, ruleLine } from './rules';
import type { DecriptoDuty, ForeignYearResult, MonthResult, Position, Regime, RuleSheet, SaleResult, SliceResult, TaxTrade, TaxWarning, TradeError, Venue } from './types';

export interface SaleEntry {
  trade: TaxTrade;
  regime: Regime;
  quantity: Dec;
  received?: { asset: string; quantity: Dec };
  total: Dec;
  fee: Dec;
  average: Dec;
  cost: Dec;
  gain: Dec;
}

/** What the engine gathered for one month while running the trades. */
export interface MonthBook {
  month: string;
  sales: SaleEntry[];
  errors: TradeError[];
  /** Operations on foreign exchanges, DeFi and P2P (DeCripto). */
  decriptoOps: Dec;
  venues: Set<Venue>;
  /** A transfer_in took a cost the person declared. */
  declaredCost: boolean;
  positions: Position[];
  inTransit: { asset: string; quantity: Dec }[];
}

const sum = (values: Dec[]) => values.reduce((a, b) => a.plus(b), ZERO);
const rateText = (percent: string) => `${percent.replace('.', ',')} %`;

/** The tax of a taxable gain, slice by slice (only the slices the gain reaches). */
export function taxBySlice(gain: Dec, rules: RuleSheet): { slices: SliceResult[]; tax: Dec } {
  const slices: SliceResult[] = [];
  let tax = ZERO;
  for (const s of rules.slices) {
    const from = new D(s.fromBrl);
    const top = s.toBrl === null ? gain : D.min(gain, new D(s.toBrl));
    if (!top.greaterThan(from)) break;
    const base = top.minus(from);
    const sliceTax = base.times(s.ratePercent).dividedBy(100);
    tax = tax.plus(sliceTax);
    const label = s.toBrl === null ? `acima de ${formatBrl(from)}` : from.isZero() ? `até ${formatBrl(s.toBrl)}` : `de ${formatBrl(from)} a ${formatBrl(s.toBrl)}`;
    slices.push({ label, ratePercent: s.ratePercent, baseBrl: money(base), taxBrl: money(sliceTax) });
  }
  return { slices, tax };
}

function saleResult(s: SaleEntry): SaleResult {
  return {
    tradeId: s.trade.id,
    at: s.trade.at,
    kind: s.trade.kind === 'swap' ? 'swap' : 'sell',
    regime: s.regime,
    asset: s.trade.asset,
    quantity: quantity(s.quantity),
    ...(s.received ? { receivedAsset: s.received.asset, receivedQuantity: quantity(s.received.quantity) } : {}),
    proceedsBrl: money(s.total),
    feeBrl: money(s.fee),
    averageCostBrl: unitPrice(s.average),
    costBrl: money(s.cost),
    gainBrl: money(s.gain),
  };
}

function exemptionReason(sales: Dec, exempt: boolean, foreignSales: Dec, rules: RuleSheet): string {
  const limit = formatBrl(rules.exemptionLimitBrl);
  let text = sales.isZero()
    ? `Nenhuma venda no Brasil ou em carteira própria no mês (R$ 0,00): nada a apurar no ganho de capital mensal.`
    : exempt
      ? `Vendas de ${formatBrl(sales)} no mês, até o limite de ${limit}: ganhos isentos (Lei 9.250/1995, art. 22).`
      : `Vendas de ${formatBrl(sales)} no mês, acima do limite de ${limit}: todo o ganho do mês é tributável, e prejuízos não compensam ganhos (Lei 9.250/1995, art. 22; Lei 8.981/1995, art. 21).`;
  if (foreignSales.greaterThan(0)) text += ` Vendas em corretoras no exterior (${formatBrl(foreignSales)}) ficam fora dessa soma e entram na apuração anual da Lei 14.754/2023.`;
  return text;
}

function decriptoDuty(book: MonthBook, rules: RuleSheet): DecriptoDuty {
  const ops = book.decriptoOps;
  const operationsBrl = money(ops);
  if (`${book.month}-01` < rules.decriptoFrom) {
    return { required: false, operationsBrl, dueDate: null, explanation: `A DeCripto (IN RFB 2.291/2025) vale para operações a partir de ${dayLabel(rules.decriptoFrom)}; antes disso valia a IN RFB 1.888/2019.` };
  }
  const where = 'em corretoras no exterior, em DeFi ou P2P sem intermediário brasileiro';
  const limit = formatBrl(rules.decriptoThresholdBrl);
  if (!ops.greaterThan(rules.decriptoThresholdBrl)) {
    return { required: false, operationsBrl, dueDate: null, explanation: `Operações de ${formatBrl(ops)} ${where}, até ${limit}: a DeCripto não é exigida de você neste mês.` };
  }
  const dueDate = dueDateFor(book.month);
  return { required: true, operationsBrl, dueDate, explanation: `Operações de ${formatBrl(ops)} ${where}, acima de ${limit}: você mesmo deve entregar a DeCripto até ${dayLabel(dueDate)} (IN RFB 2.291/2025).` };
}

function warnings(book: MonthBook, rules: RuleSheet, due: string[], decripto: DecriptoDuty, tax: Dec): TaxWarning[] {
  const codes = new Set<string>();
  const domestic = book.sales.filter((s) => s.regime === 'domestic');
  if (book.sales.length) codes.add(RULE.averageCost);
  if (book.sales.some((s) => s.regime === 'foreign')) codes.add(RULE.foreignOutsideSum);
  if (domestic.some((s) => s.trade.venue === 'self_custody' || s.trade.venue === 'p2p')) codes.add(RULE.domesticVenues);
  if (book.venues.has('defi')) codes.add(RULE.defi);
  if (due.some((d) => d.endsWith('-12-31'))) codes.add(RULE.dec31);
  if (decripto.required) [RULE.decriptoDeadline, RULE.decriptoPenalty].forEach((code) => codes.add(code));
  if (tax.greaterThan(0) && tax.lessThan(rules.darfMinimumBrl)) codes.add(RULE.darfMinimum);
  const list: TaxWarning[] = [...codes].map((code) => ({ code, text: ruleLine(rules, code).text }));
  if (book.errors.length) {
    list.unshift({ code: 'mes_incompleto', text: `Este mês tem ${book.errors.length === 1 ? 'uma operação' : `${book.errors.length} operações`} com erro: os valores ficam incompletos até você corrigi-las.` });
  }
  if (book.declaredCost) list.push({ code: 'custo_informado', text: 'Uma entrada sem saída correspondente de outra carteira sua usou o custo de aquisição informado por você.' });
  for (const t of book.inTransit) {
    list.push({ code: 'em_transito', text: `${formatQuantity(t.quantity)} ${t.asset} saíram de uma carteira sua e não entraram em outra até o fim do mês: registre a entrada, ou a venda se não foi uma transferência.` });
  }
  if (`${book.month}-01` < rules.validFrom) {
    list.push({ code: 'antes_da_vigencia', text: `Mês anterior à tabela de regras ${rules.id} (vigente desde ${dayLabel(rules.validFrom)}): calculado com as regras atuais; confira as regras da época.` });
  }
  return list;
}

/** The result of one month: figures rounded to centavos, texts in Portuguese. */
export function buildMonth(book: MonthBook, rules: RuleSheet): MonthResult {
  const domestic = book.sales.filter((s) => s.regime === 'domestic');
  const foreign = book.sales.filter((s) => s.regime === 'foreign');
  const sales = sum(domestic.map((s) => s.total));
  const exempt = !sales.greaterThan(rules.exemptionLimitBrl);
  const gains = sum(domestic.map((s) => s.gain).filter((g) => g.greaterThan(0)));
  const losses = sum(domestic.map((s) => s.gain).filter((g) => g.isNegative()));
  const taxable = exempt ? ZERO : gains;
  const { slices, tax } = taxBySlice(taxable, rules);
  const taxBrl = money(tax);
  const darf = new D(taxBrl).greaterThan(0) ? { code: rules.darfCode, dueDate: dueDateFor(book.month), amountBrl: taxBrl } : null;
  const decripto = decriptoDuty(book, rules);
  const due = [darf?.dueDate, decripto.dueDate].filter((d): d is string => !!d);
  return {
    month: book.month,
    label: monthLabel(book.month),
    salesBrl: money(sales),
    exempt,
    exemptionReason: exemptionReason(sales, exempt, sum(foreign.map((s) => s.total)), rules),
    sales: book.sales.map(saleResult),
    exemptGainBrl: money(exempt ? gains : ZERO),
    taxableGainBrl: money(taxable),
    lossBrl: money(losses),
    slices,
    taxBrl,
    darf,
    decripto,
    foreignGainBrl: money(sum(foreign.map((s) => s.gain))),
    warnings: warnings(book, rules, due, decripto, new D(taxBrl)),
    errors: book.errors,
    positions: book.positions,
  };
}

/** The foreign pool's net result per year (Lei 14.754/2023, 15 % yearly), for years with foreign sales. */
export function buildForeignYears(books: MonthBook[], rules: RuleSheet): ForeignYearResult[] {
  const byYear = new Map<number, Dec>();
  for (const book of books) {
    for (const s of book.sales.filter((x) => x.regime === 'foreign')) {
      const year = Number(book.month.slice(0, 4));
      byYear.set(year, (byYear.get(year) ?? ZERO).plus(s.gain));
    }
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, net]) => {
      const tax = net.greaterThan(0) ? net.times(rules.foreignRatePercent).dividedBy(100) : ZERO;
      const explanation = net.greaterThan(0)
        ? `Ganho líquido de ${formatBrl(net)} em ${year} com criptoativos em corretoras no exterior: imposto estimado de ${rateText(rules.foreignRatePercent)} (${formatBrl(tax)}) na Declaração de Ajuste Anual (Lei 14.754/2023). Perdas de outras aplicações no exterior e de anos anteriores podem reduzir este valor e não foram consideradas.`
        : `Resultado de ${formatBrl(net)} em ${year} com criptoativos em corretoras no exterior: sem imposto; a perda pode compensar ganhos de outras aplicações no exterior (Lei 14.754/2023).`;
      return { year, netGainBrl: money(net), taxBrl: money(tax), explanation };
    });
}
