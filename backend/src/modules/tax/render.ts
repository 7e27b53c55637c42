// A month of the tax helper as files: the CSV (the house writer: `;`, BOM, Portuguese headers, São
// Paulo times, decimal comma) and the PDF (the platform's PDF, platform/pdf, with its DejaVu Sans
// so "π" and accents render). Both carry the figures the engine computed, nothing else.
import { TAX_DISCLAIMER as DISCLAIMER } from '@piboost/events/tax-disclaimer';
import { CsvDay, csvDateTime, type CsvColumn, type CsvValue } from '../../platform/http/csv';
import { openPdf, pdfTable } from '../../platform/pdf';
import { formatBrl, type MonthResult, type SaleResult } from './engine';


const KIND = { sell: 'Venda', swap: 'Troca (swap)' } as const;
const REGIME = { domestic: 'Nacional (ganho de capital mensal)', foreign: 'Exterior (Lei 14.754/2023, anual)' } as const;
const brDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** Quantities keep every decimal the person typed, with a comma. */
const quantity = (q: string) => q.replace('.', ',');

/** One row of the month's table: a sale, or a line of the summary. */
export interface MonthLine {
  section: 'Alienação' | 'Resumo' | 'Aviso';
  at: Date | null;
  item: string;
  asset: string | null;
  quantity: string | null;
  value: CsvValue;
  fee: number | null;
  cost: number | null;
  gain: number | null;
  note: string | null;
}

const num = (s: string) => Number(s);

function saleLine(s: SaleResult): MonthLine {
  const received = s.receivedAsset ? ` por ${quantity(s.receivedQuantity ?? '')} ${s.receivedAsset}` : '';
  return {
    section: 'Alienação',
    at: new Date(s.at),
    item: KIND[s.kind],
    asset: s.asset,
    quantity: quantity(s.quantity),
    value: num(s.proceedsBrl),
    fee: num(s.feeBrl),
    cost: num(s.costBrl),
    gain: num(s.gainBrl),
    note: `${REGIME[s.regime]}${received}; custo médio de ${formatBrl(s.averageCostBrl)} por unidade`,
  };
}

export function monthLines(m: MonthResult): MonthLine[] {
  const summary = (item: string, value: CsvValue, note: string | null = null): MonthLine => ({ section: 'Resumo', at: null, item, asset: null, quantity: null, value, fee: null, cost: null, gain: null, note });
  return [
    ...m.sales.map(saleLine),
    summary('Total de vendas no mês (R$)', num(m.salesBrl), 'Soma das alienações nacionais de todos os criptoativos; o limite de isenção é sobre este valor.'),
    summary('Isento', m.exempt, m.exemptionReason),
    summary('Ganho isento (R$)', num(m.exemptGainBrl), m.exempt ? 'Declarar como rendimento isento.' : null),
    summary('Ganho tributável (R$)', num(m.taxableGainBrl)),
    summary('Perdas do mês (R$)', num(m.lossBrl), 'Perdas não compensam ganhos neste regime.'),
    ...m.slices.map((s) => summary(`Imposto na faixa ${s.label} a ${s.ratePercent.replace('.', ',')}% (R$)`, num(s.taxBrl), `Base: ${formatBrl(s.baseBrl)}`)),
    summary('Imposto do mês (R$)', num(m.taxBrl)),
    ...(m.darf ? [summary(`DARF código ${m.darf.code}: vencimento`, new CsvDay(m.darf.dueDate), `Valor: ${formatBrl(m.darf.amountBrl)}`)] : []),
    summary('DeCripto: entrega obrigatória', m.decripto.required, m.decripto.explanation),
    ...(num(m.foreignGainBrl) !== 0 ? [summary('Ganho no exterior (R$)', num(m.foreignGainBrl), 'Vai para a apuração anual da Lei 14.754/2023, não para o DARF mensal.')] : []),
    ...[...m.warnings.map((w) => w.text), ...m.errors.map((e) => e.message)].map((text): MonthLine => ({ ...summary('Aviso', null, text), section: 'Aviso' })),
  ];
}

export const MONTH_COLUMNS: CsvColumn<MonthLine>[] = [
  { header: 'Seção', value: (l) => l.section },
  { header: 'Data e hora', value: (l) => l.at },
  { header: 'Item', value: (l) => l.item },
  { header: 'Ativo', value: (l) => l.asset },
  { header: 'Quantidade', value: (l) => l.quantity },
  { header: 'Valor (R$)', value: (l) => l.value },
  { header: 'Taxa (R$)', value: (l) => l.fee },
  { header: 'Custo (R$)', value: (l) => l.cost },
  { header: 'Ganho ou perda (R$)', value: (l) => l.gain },
  { header: 'Observação', value: (l) => l.note },
];

export const monthFileName = (month: string, ext: 'csv' | 'pdf') => `ir-cripto-${month}.${ext}`;

/** The month's PDF: summary, the tax by slice, the sales, warnings, DeCripto and the disclaimer. */
export function renderMonthPdf(m: MonthResult, generatedAt: Date): Promise<Buffer> {
  const title = `IR sobre criptoativos - ${m.label}`;
  const { doc, done } = openPdf(title, generatedAt);
  doc.fontSize(22).fillColor('#111').text('π Boost');
  doc.fontSize(14).text(title);
  doc.fontSize(9).fillColor('#555').text(`Gerado em ${csvDateTime(generatedAt)} (horário de São Paulo) · Calculadora de IR cripto`);
  doc.moveDown(0.3).fontSize(10).fillColor('#b45309').text(DISCLAIMER);

  const { section, row } = pdfTable(doc, 9);

  section('Resumo do mês');
  const pair = [190, 294];
  row(['Total de vendas no mês', formatBrl(m.salesBrl)], pair);
  row(['Situação', m.exempt ? 'Isento' : 'Tributável'], pair);
  row(['Por quê', m.exemptionReason], pair);
  row(['Ganho isento', formatBrl(m.exemptGainBrl)], pair);
  row(['Ganho tributável', formatBrl(m.taxableGainBrl)], pair);
  row(['Perdas (não compensam ganhos)', formatBrl(m.lossBrl)], pair);
  row(['Imposto do mês', formatBrl(m.taxBrl)], pair);
  row(['DARF', m.darf ? `Código ${m.darf.code}, ${formatBrl(m.darf.amountBrl)}, vencimento em ${brDay(m.darf.dueDate)}` : 'Nada a pagar'], pair);
  if (m.slices.length) {
    section('Imposto por faixa de ganho');
    const w = [210, 70, 102, 102];
    row(['Faixa', 'Alíquota', 'Base', 'Imposto'], w, '#555');
    for (const s of m.slices) row([s.label, `${s.ratePercent.replace('.', ',')}%`, formatBrl(s.baseBrl), formatBrl(s.taxBrl)], w);
  }
  if (m.sales.length) {
    section('Alienações (vendas e trocas)');
    const w = [78, 72, 90, 82, 82, 80];
    row(['Data', 'Operação', 'Quantidade', 'Valor', 'Custo', 'Ganho'], w, '#555');
    for (const s of m.sales) {
      const qty = `${quantity(s.quantity)} ${s.asset}${s.receivedAsset ? ` → ${quantity(s.receivedQuantity ?? '')} ${s.receivedAsset}` : ''}`;
      row([csvDateTime(new Date(s.at)).slice(0, 16), KIND[s.kind], qty, formatBrl(s.proceedsBrl), formatBrl(s.costBrl), formatBrl(s.gainBrl)], w);
    }
  }
  section('DeCripto');
  row([m.decripto.explanation], [484]);
  const notes = [...m.warnings.map((w) => w.text), ...m.errors.map((e) => e.message)];
  if (notes.length) {
    section('Avisos');
    for (const n of notes) row([`• ${n}`], [484], '#b45309');
  }
  doc.moveDown(1).fontSize(8).fillColor('#555').text('Estimativa calculada a partir das operações que você lançou, pelo custo médio ponderado. Confira no programa GCAP da Receita Federal antes de pagar.', 56, doc.y, { width: 484 });
  doc.end();
  return done;
}
