// A report's words (issue 26): its title and headline, worded from the period and the figures in the
// reader's language, and its percentages. The pt-BR ones are stored with each publication.
import type { ReportFigures, ReportKind } from '@piboost/events';
import { DEFAULT_LOCALE, formatCalendarDay, formatNumber, type Locale } from '@piboost/events/i18n';
import { t } from '../../platform/i18n';
import type { Report } from './decide';
import type { Period } from './periods';

/** DECISIONS 23: no hit rate before this many scored calls (the track record's rule). */
export const MIN_SCORED_FOR_RATE = 30;

/** A change in percent with its sign ("+11,11%"; "11,11%" unsigned), written the reader's way. */
export const pctText = (n: number, locale: Locale = DEFAULT_LOCALE, signed = true) =>
  formatNumber(n / 100, locale, { style: 'percent', signDisplay: signed ? 'exceptZero' : 'auto', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function titleOf(kind: ReportKind, p: Pick<Period, 'start' | 'end'>, partial: boolean, locale: Locale = DEFAULT_LOCALE): string {
  return t(locale, 'reports.title', { kind, start: formatCalendarDay(p.start, locale), end: formatCalendarDay(p.end, locale), partial: partial ? 'yes' : 'no' });
}

/** One sentence from the figures: the first coin's move, the analyses, the calls scored. */
export function headlineOf(f: ReportFigures, locale: Locale = DEFAULT_LOCALE): string {
  const lead = f.coins.find((c) => c.changePct !== null);
  return t(locale, 'reports.headline', {
    hasLead: lead ? 'yes' : 'no',
    coin: lead?.name ?? '',
    change: lead ? pctText(lead.changePct!, locale) : '',
    analyses: f.analyses.count,
    rated: f.scored.hitRatePct !== null ? 'yes' : 'no',
    hits: f.scored.hits,
    scored: f.scored.count,
    rate: f.scored.hitRatePct !== null ? pctText(f.scored.hitRatePct, locale, false) : '',
  });
}

/**
 * The report's title and headline in the reader's language. Both are ours (worded from the period
 * and the figures), so they are worded again; pt-BR keeps the text stored with the publication.
 */
export function wordingOf(r: Report, locale: Locale): { title: string; headline: string } {
  if (locale === DEFAULT_LOCALE) return { title: r.title, headline: r.headline };
  return { title: titleOf(r.kind, { start: r.periodStart, end: r.periodEnd }, r.partial, locale), headline: headlineOf(r.figures, locale) };
}
