// Numbers and dates of the gamification screens, in the person's language (issue 26).
import type { Locale } from '@piboost/events/i18n';
import { currentLocale } from '../../i18n';
import { formatInstant } from '../../lib/time-zone';

const formats = new Map<string, Intl.NumberFormat>();
/** One formatter per language and style, made once. */
function numberFormat(locale: Locale, style: 'integer' | 'decimal' | 'percent'): Intl.NumberFormat {
  const id = `${locale} ${style}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(locale, style === 'integer' ? {} : style === 'decimal' ? { maximumFractionDigits: 1 } : { style: 'percent', maximumFractionDigits: 1 });
    formats.set(id, format);
  }
  return format;
}

export const formatInt = (n: number) => numberFormat(currentLocale(), 'integer').format(n);
export const formatDecimal = (n: number) => numberFormat(currentLocale(), 'decimal').format(n);
/** A figure already in percent (12.5 -> "12,5%"). */
export const formatPercent = (n: number) => numberFormat(currentLocale(), 'percent').format(n / 100);
/** Instants in the person's time zone (lib/time-zone.ts). */
export const formatDate = (iso: string) => formatInstant(iso, { day: '2-digit', month: '2-digit', year: 'numeric' });
export const formatDateTime = (iso: string) => formatInstant(iso, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
export const formatTime = (iso: string) => formatInstant(iso, { hour: '2-digit', minute: '2-digit' });
/** A calendar day (YYYY-MM-DD) as day and month ("26/11" in pt-BR), without a time zone shift. */
export const formatDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString(currentLocale(), { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
/** A calendar day (YYYY-MM-DD) in full ("26/11/2026" in pt-BR). */
export const formatCalendarDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(currentLocale(), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
