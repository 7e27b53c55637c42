// The reports job: the figures of each period from the market module's query, published as a
// ReportPublished event when they changed, and its three files rendered once per publication.
import { randomUUID } from 'node:crypto';
import { reportStream, type ReportFigures } from '@piboost/events';
import { DEFAULT_LOCALE, LOCALES } from '@piboost/events/i18n';
import { handleCommand, loadStream, type Loaded } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import { periodMarket, type PeriodMarket } from '../market';
import { lastReport, publishReport, type Report } from './decide';
import { periodsAt, type Period } from './periods';
import { renderFiles, renderPdf } from './render';
import { headlineOf, MIN_SCORED_FOR_RATE, titleOf } from './wording';

export type { Report } from './decide';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The report's figures from what the market holds about the period. */
export function figuresOf(m: PeriodMarket): ReportFigures {
  const count = (s: string) => m.analyses.filter((a) => a.sentiment === s).length;
  const direction = (d: string) => m.callsPublished.filter((c) => c.direction === d).length;
  const hits = m.callsScored.filter((c) => c.hit).length;
  return {
    coins: m.coins.map((c) => ({
      ...c,
      changePct: c.openBrl !== null && c.closeBrl !== null ? round2(((c.closeBrl - c.openBrl) / c.openBrl) * 100) : null,
    })),
    analyses: { count: m.analyses.length, bullish: count('bullish'), bearish: count('bearish'), neutral: count('neutral'), items: m.analyses.slice(0, 60) },
    calls: { published: m.callsPublished.length, up: direction('up'), down: direction('down'), flat: direction('flat') },
    scored: { count: m.callsScored.length, hits, hitRatePct: m.callsScored.length >= MIN_SCORED_FOR_RATE ? round2((hits / m.callsScored.length) * 100) : null },
  };
}

/** Whether the market holds anything about the period (a fresh install has nothing before its first day). */
const hasData = (f: ReportFigures) => f.analyses.count > 0 || f.calls.published > 0 || f.scored.count > 0 || f.coins.some((c) => c.changePct !== null);

/**
 * Publishes the period's report when its figures changed (or it became final); returns the new report.
 * The period's stream says what was published last; the decision (decide.ts) is taken on it.
 */
export async function publishPeriod(runtime: Runtime, period: Period, partial: boolean): Promise<Report | null> {
  const stream = reportStream(period.kind, period.start);
  const load = loadStream(runtime.store, stream, lastReport);
  const loaded = await load();
  // A final report is never replaced (publishReport's first rule): its figures need not be worked out.
  if (loaded.state && !loaded.state.partial) return null;
  const m = await periodMarket(runtime, period.from, period.to);
  const figures = figuresOf(m);
  if (!hasData(figures)) return null;
  const report: Report = {
    reportId: randomUUID(),
    kind: period.kind,
    periodStart: period.start,
    periodEnd: period.end,
    partial,
    generatedAt: runtime.now().toISOString(),
    title: titleOf(period.kind, period, partial),
    headline: headlineOf(figures),
    simulated: m.simulated,
    source: m.source,
    figures,
  };
  const { appended } = await handleCommand(runtime.events, stream, (stale?: Loaded<Report | null>) => (stale ? load() : Promise.resolve(loaded)), (last) => publishReport(last, { report }));
  if (!appended) return null;
  await storeFiles(runtime, report);
  return report;
}

/**
 * Renders the files of a publication once (a job retry finds them there): PDF, Excel and CSV in pt-BR,
 * and the PDF in each other language (issue 26).
 */
export async function storeFiles(runtime: Runtime, report: Report): Promise<void> {
  const have = await runtime.db('report_files').where({ report_id: report.reportId }).count<{ n: string }[]>('* as n');
  if (Number(have[0]!.n) === 3) return;
  const files = await renderFiles(report);
  const translated = await Promise.all(LOCALES.filter((l) => l !== DEFAULT_LOCALE).map(async (locale) => ({ locale, bytes: await renderPdf(report, locale) })));
  const period = { kind: report.kind, period_start: report.periodStart };
  await runtime.db.transaction(async (trx) => {
    await trx('report_files')
      .insert(Object.entries(files).map(([format, bytes]) => ({ report_id: report.reportId, ...period, format, bytes, created_at: runtime.now() })))
      .onConflict(['report_id', 'format'])
      .ignore();
    await trx('report_translated_pdfs')
      .insert(translated.map((pdf) => ({ report_id: report.reportId, ...period, ...pdf, created_at: runtime.now() })))
      .onConflict(['report_id', 'locale'])
      .ignore();
    // A replaced partial report's files are of no use: only the latest publication is downloaded.
    for (const table of ['report_files', 'report_translated_pdfs']) await trx(table).where(period).whereNot({ report_id: report.reportId }).delete();
  });
}

/**
 * The scheduled job: for each kind, the last complete period (final) and the one under way
 * (partial); then any published report whose files are missing (a job that stopped half-way).
 */
export async function buildReports(runtime: Runtime): Promise<{ published: string[] }> {
  const published: string[] = [];
  for (const kind of ['weekly', 'monthly'] as const) {
    const { previous, current } = periodsAt(kind, runtime.now());
    for (const [period, partial] of [
      [previous, false],
      [current, true],
    ] as const) {
      const report = await publishPeriod(runtime, period, partial);
      if (report) published.push(`${kind}-${period.start}${partial ? '-parcial' : ''}`);
    }
  }
  const missing = await runtime
    .db('premium_reports as r')
    .leftJoin('report_files as f', 'f.report_id', 'r.report_id')
    .whereNull('f.report_id')
    .select<{ data: Report }[]>('r.data');
  for (const row of missing) if (await stillPublished(runtime, row.data)) await storeFiles(runtime, row.data);
  return { published };
}

/**
 * Whether the report is still its period's last publication (the period's stream says). The read
 * model may not hold yet the one that replaced it: its files would be stored again, deleting the
 * files of the report in force.
 */
async function stillPublished(runtime: Runtime, report: Report): Promise<boolean> {
  const { state } = await loadStream(runtime.store, reportStream(report.kind, report.periodStart), lastReport)();
  return state?.reportId === report.reportId;
}
