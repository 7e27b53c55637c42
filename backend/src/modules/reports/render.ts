// The three exports of a report, rendered by the job once per publication (never in a request):
// PDF (the platform's PDF, platform/pdf, with its DejaVu Sans so "π" and accents render), Excel
// (exceljs) and CSV (the house writer: `;`, BOM, Portuguese headers, decimal comma). The PDF is also
// rendered in each other language (issue 26); Excel and CSV stay in pt-BR, like every data export.
import ExcelJS from 'exceljs';
import type { ReportFormat } from '@piboost/events';
import { DEFAULT_LOCALE, formatDateTime, formatReais, type Locale } from '@piboost/events/i18n';
import { csvStream, type CsvColumn, type CsvValue } from '../../platform/http/csv';
import { t, type MessageKey, type MessageValues } from '../../platform/i18n';
import { openPdf, pdfTable } from '../../platform/pdf';
import type { Report } from './build';
import { MIN_SCORED_FOR_RATE, pctText, wordingOf } from './wording';
import { brDay } from './periods';

const SP = 'America/Sao_Paulo';
const dateTime = (iso: string, locale: Locale = DEFAULT_LOCALE) =>
  formatDateTime(iso, locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }, SP);
const brl = (n: number | null, locale: Locale) => (n === null ? '-' : formatReais(n, locale));
const SENTIMENT = { bullish: 'reports.sentiment.bullish', bearish: 'reports.sentiment.bearish', neutral: 'reports.sentiment.neutral' } as const satisfies Record<string, MessageKey>;
const sentiment = (s: keyof typeof SENTIMENT, locale: Locale = DEFAULT_LOCALE) => t(locale, SENTIMENT[s]);
export const KIND = { weekly: 'Semanal', monthly: 'Mensal' } as const;

export const sourceLabel = (r: Report, locale: Locale = DEFAULT_LOCALE) => (r.simulated ? t(locale, 'reports.source.simulated') : r.source);

export function fileName(r: Pick<Report, 'kind' | 'periodStart' | 'partial'>, format: ReportFormat): string {
  return `relatorio-${r.kind === 'weekly' ? 'semanal' : 'mensal'}-${r.periodStart}${r.partial ? '-parcial' : ''}.${format}`;
}

/** The report as rows of one table (the CSV; the Excel sheets read the same rows). */
interface Line {
  section: string;
  item: string;
  measure: string;
  value: CsvValue;
}

export function lines(r: Report): Line[] {
  const f = r.figures;
  const out: Line[] = [
    { section: 'Relatório', item: 'Tipo', measure: 'Período', value: `${KIND[r.kind]}: ${brDay(r.periodStart)} a ${brDay(r.periodEnd)}` },
    { section: 'Relatório', item: 'Situação', measure: 'Parcial', value: r.partial },
    { section: 'Relatório', item: 'Gerado em', measure: 'Data e hora', value: new Date(r.generatedAt) },
    { section: 'Relatório', item: 'Fonte dos dados', measure: 'Fonte', value: sourceLabel(r) },
  ];
  for (const c of f.coins) {
    const item = `${c.name} (${c.symbol})`;
    out.push({ section: 'Preços', item, measure: 'Preço inicial (R$)', value: c.openBrl });
    out.push({ section: 'Preços', item, measure: 'Preço final (R$)', value: c.closeBrl });
    out.push({ section: 'Preços', item, measure: 'Variação (%)', value: c.changePct });
  }
  out.push({ section: 'Análises', item: 'Total', measure: 'Quantidade', value: f.analyses.count });
  out.push({ section: 'Análises', item: 'Sentimento de alta', measure: 'Quantidade', value: f.analyses.bullish });
  out.push({ section: 'Análises', item: 'Sentimento de baixa', measure: 'Quantidade', value: f.analyses.bearish });
  out.push({ section: 'Análises', item: 'Sentimento neutro', measure: 'Quantidade', value: f.analyses.neutral });
  out.push({ section: 'Chamadas', item: 'Publicadas', measure: 'Quantidade', value: f.calls.published });
  out.push({ section: 'Chamadas', item: 'De alta', measure: 'Quantidade', value: f.calls.up });
  out.push({ section: 'Chamadas', item: 'De baixa', measure: 'Quantidade', value: f.calls.down });
  out.push({ section: 'Chamadas', item: 'Laterais', measure: 'Quantidade', value: f.calls.flat });
  out.push({ section: 'Histórico de acertos', item: 'Chamadas pontuadas', measure: 'Quantidade', value: f.scored.count });
  out.push({ section: 'Histórico de acertos', item: 'Acertos', measure: 'Quantidade', value: f.scored.hits });
  out.push({ section: 'Histórico de acertos', item: 'Taxa de acerto', measure: 'Percentual', value: f.scored.hitRatePct ?? 'ainda sem histórico suficiente' });
  for (const a of f.analyses.items) out.push({ section: 'Análise publicada', item: a.title, measure: `Sentimento em ${dateTime(a.publishedAt)}`, value: sentiment(a.sentiment) });
  return out;
}

export const CSV_COLUMNS: CsvColumn<Line>[] = [
  { header: 'Seção', value: (l) => l.section },
  { header: 'Item', value: (l) => l.item },
  { header: 'Indicador', value: (l) => l.measure },
  { header: 'Valor', value: (l) => l.value },
];

async function renderCsv(r: Report): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of csvStream(CSV_COLUMNS, lines(r))) chunks.push(Buffer.from(chunk as string | Buffer));
  return Buffer.concat(chunks);
}

async function renderXlsx(r: Report): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'π Boost';
  book.created = new Date(r.generatedAt);
  const summary = book.addWorksheet('Resumo');
  summary.columns = [
    { header: 'Indicador', key: 'k', width: 34 },
    { header: 'Valor', key: 'v', width: 70 },
  ];
  summary.addRows([
    { k: 'Relatório', v: r.title },
    { k: 'Resumo', v: r.headline },
    { k: 'Período', v: `${brDay(r.periodStart)} a ${brDay(r.periodEnd)}` },
    { k: 'Parcial', v: r.partial ? 'Sim' : 'Não' },
    { k: 'Gerado em', v: `${dateTime(r.generatedAt)} (horário de São Paulo)` },
    { k: 'Fonte dos dados', v: sourceLabel(r) },
    { k: 'Análises publicadas', v: r.figures.analyses.count },
    { k: 'Chamadas publicadas', v: r.figures.calls.published },
    { k: 'Chamadas pontuadas', v: r.figures.scored.count },
    { k: 'Acertos', v: r.figures.scored.hits },
    { k: 'Taxa de acerto (%)', v: r.figures.scored.hitRatePct ?? 'ainda sem histórico suficiente' },
  ]);
  const prices = book.addWorksheet('Preços');
  prices.columns = [
    { header: 'Moeda', key: 'name', width: 24 },
    { header: 'Símbolo', key: 'symbol', width: 10 },
    { header: 'Preço inicial (R$)', key: 'open', width: 20, style: { numFmt: '#,##0.00' } },
    { header: 'Preço final (R$)', key: 'close', width: 20, style: { numFmt: '#,##0.00' } },
    { header: 'Variação (%)', key: 'change', width: 14, style: { numFmt: '0.00' } },
  ];
  prices.addRows(r.figures.coins.map((c) => ({ name: c.name, symbol: c.symbol, open: c.openBrl, close: c.closeBrl, change: c.changePct })));
  const analyses = book.addWorksheet('Análises');
  analyses.columns = [
    { header: 'Publicada em', key: 'at', width: 22 },
    { header: 'Título', key: 'title', width: 70 },
    { header: 'Sentimento', key: 'sentiment', width: 12 },
  ];
  analyses.addRows(r.figures.analyses.items.map((a) => ({ at: dateTime(a.publishedAt), title: a.title, sentiment: sentiment(a.sentiment) })));
  for (const sheet of [summary, prices, analyses]) sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The PDF in the reader's language; the analyses' titles (our AI's) stay as written, under a note outside pt-BR. */
export function renderPdf(r: Report, locale: Locale = DEFAULT_LOCALE): Promise<Buffer> {
  const say = (key: MessageKey, values?: MessageValues) => t(locale, key, values);
  const { title, headline } = wordingOf(r, locale);
  const { doc, done } = openPdf(title, new Date(r.generatedAt));
  doc.fontSize(22).fillColor('#111').text('π Boost');
  doc.fontSize(14).text(title);
  doc.fontSize(9).fillColor('#555').text(say('reports.pdf.generated', { when: dateTime(r.generatedAt, locale), source: sourceLabel(r, locale) }));
  if (r.partial) doc.moveDown(0.3).fontSize(10).fillColor('#b45309').text(say('reports.pdf.partial'));
  if (r.simulated) doc.moveDown(0.3).fontSize(10).fillColor('#b45309').text(say('reports.simulated'));
  doc.moveDown(0.8).fontSize(11).fillColor('#111').text(headline);

  const { section, row } = pdfTable(doc, 10);
  section(say('reports.pdf.prices'));
  const w = [170, 110, 110, 90];
  row([say('reports.pdf.coin'), say('reports.pdf.open'), say('reports.pdf.close'), say('reports.pdf.change')], w, '#555');
  for (const c of r.figures.coins) row([`${c.name} (${c.symbol})`, brl(c.openBrl, locale), brl(c.closeBrl, locale), c.changePct === null ? '-' : pctText(c.changePct, locale)], w);

  const f = r.figures;
  section(say('reports.pdf.analysesAndCalls'));
  for (const [k, v] of [
    [say('reports.pdf.analyses'), say('reports.pdf.analysesValue', { count: f.analyses.count, bullish: f.analyses.bullish, bearish: f.analyses.bearish, neutral: f.analyses.neutral })],
    [say('reports.pdf.calls'), say('reports.pdf.callsValue', { count: f.calls.published, up: f.calls.up, down: f.calls.down, flat: f.calls.flat })],
    [say('reports.pdf.scored'), say('reports.pdf.scoredValue', { count: f.scored.count, hits: f.scored.hits })],
    [say('reports.pdf.hitRate'), f.scored.hitRatePct === null ? say('reports.pdf.noHitRate', { min: MIN_SCORED_FOR_RATE }) : pctText(f.scored.hitRatePct, locale, false)],
  ] as const)
    row([k, v], [170, 310]);
  if (f.analyses.items.length) {
    section(say('reports.pdf.periodAnalyses'));
    if (locale !== DEFAULT_LOCALE) doc.fontSize(9).fillColor('#555').text(say('reports.pdf.aiNote')).moveDown(0.3);
    for (const a of f.analyses.items) row([dateTime(a.publishedAt, locale), a.title, sentiment(a.sentiment, locale)], [110, 300, 70]);
  }
  doc.moveDown(1).fontSize(8).fillColor('#555').text(say('reports.pdf.fine'), 56, doc.y, { width: 484 });
  doc.end();
  return done;
}

export async function renderFiles(r: Report): Promise<Record<ReportFormat, Buffer>> {
  const [pdf, xlsx, csv] = await Promise.all([renderPdf(r), renderXlsx(r), renderCsv(r)]);
  return { pdf, xlsx, csv };
}

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
