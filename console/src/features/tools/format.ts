// How the tools page reads amounts and writes months, days and quantities, in the person's language.
import type { Locale } from '@piboost/events/i18n';
import { currentLocale } from '../../i18n';
import { decimal } from '../market';

/**
 * An amount in R$ as the person types it. In pt-BR and es-ES "10.000" is ten thousand (dots grouping
 * thousands), as are "10.000,50" and "10000,5"; in en-US commas group thousands ("10,000.50").
 * Anything else is read as decimal() reads it. Empty or unreadable: NaN.
 */
export function amountOf(text: string, locale: Locale = currentLocale()): number {
  const trimmed = text.trim();
  if (locale === 'en-US') {
    const n = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(trimmed) ? Number(trimmed.replace(/,/g, '')) : decimal(trimmed);
    return typeof n === 'number' ? n : Number.NaN;
  }
  const n = /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(trimmed) ? Number(trimmed.replace(/\./g, '').replace(',', '.')) : decimal(trimmed);
  return typeof n === 'number' ? n : Number.NaN;
}

/** "2026-01" -> "janeiro de 2026" (pt-BR), "January 2026" (en-US) */
export const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString(currentLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A calendar day as stored ("2026-01-02") -> "02/01/2026" (pt-BR), without any time-zone shift. */
export const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(currentLocale(), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

export const formatUnits = (n: number) => n.toLocaleString(currentLocale(), { maximumFractionDigits: 8 });

/** Every month from `first` to `last` (YYYY-MM), newest first. */
export function monthsFrom(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = last.split('-').map(Number) as [number, number];
  while (`${y}-${String(m).padStart(2, '0')}` >= first) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m = m === 1 ? 12 : m - 1;
    if (m === 12) y--;
  }
  return out;
}
