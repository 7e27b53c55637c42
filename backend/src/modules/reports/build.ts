// The reports job: the figures of each period from the market module's query, published as a
// ReportPublished event when they changed, and its three files rendered once per publication.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { ReportPublished, newEvent, reportStream, type DataOf, type ReportFigures, type ReportKind } from '@piboost/events';
import type { Runtime } from '../../platform/runtime';
import { periodMarket, type PeriodMarket } from '../market';
import { brDay, periodsAt, type Period } from './periods';
import { renderFiles } from './render';

export type Report = DataOf<typeof ReportPublished>;
/** DECISIONS 23: no hit rate before this many scored calls (the track record's rule). */
export const MIN_SCORED_FOR_RATE = 30;

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

export const pctText = (n: number) => `${n > 0 ? '+' : ''}${n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

export function titleOf(kind: ReportKind, p: Pick<Period, 'start' | 'end'>, partial: boolean): string {
  return `Relatório ${kind === 'weekly' ? 'semanal' : 'mensal'} de ${brDay(p.start)} a ${brDay(p.end)}${partial ? ' (parcial)' : ''}`;
}

/** One sentence from the figures: the first coin's move, the analyses, the calls scored. */
export function headlineOf(f: ReportFigures): string {
  const parts: string[] = [];
  const lead = f.coins.find((c) => c.changePct !== null);
  if (lead) parts.push(`${lead.name} ${pctText(lead.changePct!)} no período`);
  parts.push(`${f.analyses.count} ${f.analyses.count === 1 ? 'análise publicada' : 'análises publicadas'}`);
  parts.push(
    f.scored.hitRatePct !== null
      ? `${f.scored.hits} de ${f.scored.count} chamadas pontuadas certas (${pctText(f.scored.hitRatePct).replace('+', '')})`
      : `${f.scored.count} ${f.scored.count === 1 ? 'chamada pontuada' : 'chamadas pontuadas'} (ainda sem histórico suficiente para taxa de acerto)`,
  );
  return `${parts.join('; ')}.`;
}

/** Whether the market holds anything about the period (a fresh install has nothing before its first day). */
const hasData = (f: ReportFigures) => f.analyses.count > 0 || f.calls.published > 0 || f.scored.count > 0 || f.coins.some((c) => c.changePct !== null);

interface Row {
  report_id: string;
  partial: boolean;
  data: Report;
}

async function stored(runtime: Runtime, kind: ReportKind, start: string): Promise<Row | undefined> {
  return runtime.db('premium_reports').where({ kind, period_start: start }).first<Row | undefined>('report_id', 'partial', 'data');
}

/** Publishes the period's report when its figures changed (or it became final); returns the new report. */
export async function publishPeriod(runtime: Runtime, period: Period, partial: boolean): Promise<Report | null> {
  const last = await stored(runtime, period.kind, period.start);
  if (last && !last.partial) return null;
  const m = await periodMarket(runtime, period.from, period.to);
  const figures = figuresOf(m);
  if (!hasData(figures)) return null;
  if (last && last.partial === partial && isDeepStrictEqual(last.data.figures, figures)) return null;
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
  await runtime.events.append(reportStream(period.kind, period.start), [newEvent(ReportPublished, report)]);
  await storeFiles(runtime, report);
  return report;
}

/** Renders the three files of a publication once (a job retry finds them there). */
export async function storeFiles(runtime: Runtime, report: Report): Promise<void> {
  const have = await runtime.db('report_files').where({ report_id: report.reportId }).count<{ n: string }[]>('* as n');
  if (Number(have[0]!.n) === 3) return;
  const files = await renderFiles(report);
  await runtime.db.transaction(async (trx) => {
    await trx('report_files')
      .insert(Object.entries(files).map(([format, bytes]) => ({ report_id: report.reportId, kind: report.kind, period_start: report.periodStart, format, bytes, created_at: runtime.now() })))
      .onConflict(['report_id', 'format'])
      .ignore();
    // A replaced partial report's files are of no use: only the latest publication is downloaded.
    await trx('report_files').where({ kind: report.kind, period_start: report.periodStart }).whereNot({ report_id: report.reportId }).delete();
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
  for (const row of missing) await storeFiles(runtime, row.data);
  return { published };
}
