// A month of the tax helper as files: the CSV (the house writer: `;`, BOM, Portuguese headers, São
// Paulo times, decimal comma) and the PDF (the platform's PDF, platform/pdf, with its DejaVu Sans
// so "π" and accents render). Both carry the figures the engine computed, nothing else.
import { DEFAULT_LOCALE, formatCalendarDay, formatDateTime, formatNumber, formatReais, type Locale } from '@piboost/events/i18n';
import { CsvDay, csvDateTime, type CsvColumn, type CsvValue } from '../../platform/http/csv';
import { t, type MessageKey, type MessageValues } from '../../platform/i18n';
import { openPdf, pdfTable } from '../../platform/pdf';
import { formatBrl, type MonthResult, type SaleResult } from './engine';

const REGIME = { domestic: 'Nacional (ganho de capital mensal)', foreign: 'Exterior (Lei 14.754/2023, anual)' } as const;
/** Quantities keep every decimal the person typed, with the reader's decimal mark ("0,05" in pt-BR). */
const quantity = (q: string, locale: Locale = DEFAULT_LOCALE) => q.replace('.', formatNumber(1.5, locale).charAt(1));

/** The month's name in the reader's language ("abril de 2026", "April 2026"); pt-BR is the engine's own label. */
export const monthText = (month: string, locale: Locale) => formatCalendarDay(month, locale, { month: 'long', year: 'numeric' });

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
    item: t(DEFAULT_LOCALE, 'tax.pdf.kind', { kind: s.kind }),
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

/**
 * The month's PDF in the reader's language: summary, the tax by slice, the sales, warnings, DeCripto and
 * the disclaimer. The engine's explanations of the rules (why exempt, slice names, DeCripto, warnings)
 * are the law's words in Portuguese; outside pt-BR a note says so.
 */
export function renderMonthPdf(m: MonthResult, generatedAt: Date, locale: Locale = DEFAULT_LOCALE): Promise<Buffer> {
  const say = (key: MessageKey, values?: MessageValues) => t(locale, key, values);
  const brl = (value: string) => formatReais(Number(value), locale);
  const when = (at: Date, seconds: boolean) =>
    locale === DEFAULT_LOCALE
      ? csvDateTime(at).slice(0, seconds ? 19 : 16)
      : formatDateTime(at, locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}) }, 'America/Sao_Paulo');
  const title = say('tax.pdf.title', { month: monthText(m.month, locale) });
  const { doc, done } = openPdf(title, generatedAt);
  doc.fontSize(22).fillColor('#111').text('π Boost');
  doc.fontSize(14).text(title);
  doc.fontSize(9).fillColor('#555').text(say('tax.pdf.generated', { when: when(generatedAt, true) }));
  doc.moveDown(0.3).fontSize(10).fillColor('#b45309').text(say('tax.disclaimer'));
  if (locale !== DEFAULT_LOCALE) doc.moveDown(0.3).fontSize(9).fillColor('#555').text(say('tax.pdf.rulesNote'));

  const { section, row } = pdfTable(doc, 9);

  section(say('tax.pdf.summary'));
  const pair = [190, 294];
  row([say('tax.pdf.sales'), brl(m.salesBrl)], pair);
  row([say('tax.pdf.status'), say('tax.pdf.statusValue', { exempt: m.exempt ? 'yes' : 'no' })], pair);
  row([say('tax.pdf.why'), m.exemptionReason], pair);
  row([say('tax.pdf.exemptGain'), brl(m.exemptGainBrl)], pair);
  row([say('tax.pdf.taxableGain'), brl(m.taxableGainBrl)], pair);
  row([say('tax.pdf.losses'), brl(m.lossBrl)], pair);
  row([say('tax.pdf.tax'), brl(m.taxBrl)], pair);
  row(['DARF', m.darf ? say('tax.pdf.darf', { code: m.darf.code, amount: brl(m.darf.amountBrl), due: formatCalendarDay(m.darf.dueDate, locale) }) : say('tax.pdf.noDarf')], pair);
  if (m.slices.length) {
    section(say('tax.pdf.slices'));
    const w = [210, 70, 102, 102];
    row([say('tax.pdf.slice'), say('tax.pdf.rate'), say('tax.pdf.base'), say('tax.pdf.sliceTax')], w, '#555');
    for (const s of m.slices) row([s.label, formatNumber(Number(s.ratePercent) / 100, locale, { style: 'percent', maximumFractionDigits: 2 }), brl(s.baseBrl), brl(s.taxBrl)], w);
  }
  if (m.sales.length) {
    section(say('tax.pdf.disposals'));
    const w = [78, 72, 90, 82, 82, 80];
    row([say('tax.pdf.date'), say('tax.pdf.operation'), say('tax.pdf.quantity'), say('tax.pdf.value'), say('tax.pdf.cost'), say('tax.pdf.gain')], w, '#555');
    for (const s of m.sales) {
      const qty = `${quantity(s.quantity, locale)} ${s.asset}${s.receivedAsset ? ` → ${quantity(s.receivedQuantity ?? '', locale)} ${s.receivedAsset}` : ''}`;
      row([when(new Date(s.at), false), say('tax.pdf.kind', { kind: s.kind }), qty, brl(s.proceedsBrl), brl(s.costBrl), brl(s.gainBrl)], w);
    }
  }
  section('DeCripto');
  row([m.decripto.explanation], [484]);
  const notes = [...m.warnings.map((w) => w.text), ...m.errors.map((e) => e.message)];
  if (notes.length) {
    section(say('tax.pdf.warnings'));
    for (const n of notes) row([`• ${n}`], [484], '#b45309');
  }
  doc.moveDown(1).fontSize(8).fillColor('#555').text(say('tax.pdf.fine'), 56, doc.y, { width: 484 });
  doc.end();
  return done;
}
