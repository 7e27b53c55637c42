// Premium reports (issue 15 item 4): a weekly (Monday to Sunday) or monthly (calendar month) report
// of São Paulo days, built by a job from the market module's read models - the period's analyses,
// the covered coins' prices and the calls published and scored in it. The period still under way is
// kept as a partial report, rebuilt while it runs; the first report after its end is the final one.
// Streams: premium-report-<kind>-<periodStart> (each ReportPublished replaces the one before),
// report-downloads-<userId> (each download of an export, for the audit).
import { z } from 'zod';
import { defineEvent } from './define';
import { at, day, id } from './fields';
import { assetSymbol, coinId } from './market';

export const reportKind = z.enum(['weekly', 'monthly']);
export type ReportKind = z.infer<typeof reportKind>;
export const reportFormat = z.enum(['pdf', 'xlsx', 'csv']);
export type ReportFormat = z.infer<typeof reportFormat>;

const pct = z.number().nullable();

/** The figures of one report: only what the system holds (stored prices, published analyses and calls). */
export const reportFigures = z.object({
  /** Per covered coin: the BRL close before the period and the last close in it. */
  coins: z
    .array(
      z.object({
        coinId,
        symbol: assetSymbol,
        name: z.string().min(1).max(100),
        openBrl: z.number().positive().nullable(),
        closeBrl: z.number().positive().nullable(),
        changePct: pct,
      }),
    )
    .max(250),
  analyses: z.object({
    count: z.int().nonnegative(),
    bullish: z.int().nonnegative(),
    bearish: z.int().nonnegative(),
    neutral: z.int().nonnegative(),
    /** The period's analyses, newest first (at most 60). */
    items: z.array(z.object({ analysisId: id, publishedAt: at, title: z.string().min(1).max(200), sentiment: z.enum(['bullish', 'bearish', 'neutral']) })).max(60),
  }),
  /** Calls published in the period, per direction. */
  calls: z.object({ published: z.int().nonnegative(), up: z.int().nonnegative(), down: z.int().nonnegative(), flat: z.int().nonnegative() }),
  /** Calls scored in the period (their horizon ended in it) and how many were right. */
  scored: z.object({ count: z.int().nonnegative(), hits: z.int().nonnegative(), hitRatePct: pct }),
});
export type ReportFigures = z.infer<typeof reportFigures>;

export const ReportPublished = defineEvent(
  'ReportPublished',
  z.object({
    reportId: id,
    kind: reportKind,
    /** First and last São Paulo day of the period. */
    periodStart: day,
    periodEnd: day,
    /** The period was still under way: figures up to `generatedAt`. */
    partial: z.boolean(),
    generatedAt: at,
    title: z.string().min(1).max(200),
    headline: z.string().min(1).max(500),
    /** Market data from the local simulator (DECISIONS 20). */
    simulated: z.boolean(),
    source: z.string().min(1).max(60),
    figures: reportFigures,
  }),
);

/** A Premium person downloaded one export of a report (taking data out is recorded, like staff exports). */
export const ReportDownloaded = defineEvent('ReportDownloaded', z.object({ userId: id, reportId: id, kind: reportKind, periodStart: day, format: reportFormat }));

export const reportEvents = [ReportPublished, ReportDownloaded] as const;

/** A report as the API answers it (backend reports module, console features/reports). */
export interface ReportView {
  reportId: string;
  kind: ReportKind;
  periodStart: string;
  periodEnd: string;
  partial: boolean;
  generatedAt: string;
  title: string;
  headline: string;
  simulated: boolean;
  figures: ReportFigures | null;
  formats: ReportFormat[];
}
