// The three languages of π Boost (issue 26), shared by the console, the back office and the server:
// which locales exist, how a visitor's browser languages map onto them, and one ICU formatter over
// typed catalogues. pt-BR is the source language: every catalogue has the same keys as the pt-BR
// one (the compiler checks it with `satisfies`), and the spec's Portuguese stays byte-exact there.
// Messages use ICU MessageFormat; every plural has an explicit `=0` form, because CLDR puts 0 in
// Portuguese's "one" category ("0 ponto") - tests/i18n/catalogues.test.ts fails on one without it.
import { IntlMessageFormat, type PrimitiveType, type FormatXMLElementFn } from 'intl-messageformat';
import { languages } from './languages';

export const LOCALES = languages;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

/** The language names as each is written in itself: what a switcher shows. */
export const LOCALE_NAMES: Record<Locale, string> = { 'pt-BR': 'Português', 'en-US': 'English', 'es-ES': 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of the caller's languages we speak, by exact tag then by language ("en-GB" -> en-US,
 * "es-MX" -> es-ES, "pt-PT" -> pt-BR); pt-BR when none matches. Takes `navigator.languages` or the
 * tags of an Accept-Language header in order of preference.
 */
export function pickLocale(candidates: readonly string[]): Locale {
  for (const candidate of candidates) {
    const exact = LOCALES.find((l) => l.toLowerCase() === candidate.toLowerCase());
    if (exact) return exact;
    const language = candidate.split('-')[0]?.toLowerCase();
    const byLanguage = LOCALES.find((l) => l.split('-')[0] === language);
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}

/** The tags of an Accept-Language header, most preferred first (q-values honoured, `*` ignored). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

export type MessageValues = Record<string, PrimitiveType | Date>;
export type RichValues<T> = Record<string, PrimitiveType | Date | T | FormatXMLElementFn<T>>;

export type Catalogue<K extends string> = Readonly<Record<K, string>>;

/**
 * A translator over one catalogue per locale with the same keys; `catalogue` answers undefined for
 * a locale not loaded yet (the console loads en-US and es-ES on demand). Compiled messages are
 * kept, so each message is parsed once per locale. A key or locale missing at run time falls back
 * to pt-BR rather than printing the key.
 */
export function createTranslator<K extends string>(catalogue: (locale: Locale) => Catalogue<K> | undefined) {
  const compiled = new Map<string, IntlMessageFormat>();
  function message(locale: Locale, key: K): IntlMessageFormat {
    const id = `${locale}\u0000${key}`;
    let format = compiled.get(id);
    if (!format) {
      const source = catalogue(locale)?.[key] ?? catalogue(DEFAULT_LOCALE)?.[key] ?? key;
      format = new IntlMessageFormat(source, locale, undefined, { ignoreTag: false });
      compiled.set(id, format);
    }
    return format;
  }
  return {
    /** The message as plain text. */
    t(locale: Locale, key: K, values?: MessageValues): string {
      return String(message(locale, key).format(values));
    },
    /** The message with tags (`<link>...</link>`) filled by the caller: React nodes in the console. */
    rich<T>(locale: Locale, key: K, values: RichValues<T>): string | T | (string | T)[] {
      return message(locale, key).format<T>(values);
    },
  };
}

// Formats: `Intl` with the person's locale. Money stays in reais whatever the language (BRL is what
// people pay); times are shown in the zone the caller passes (São Paulo unless the person chose
// another, DECISIONS 15).

export function formatMoney(cents: number, locale: Locale, currency = 'BRL'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/**
 * Reais given as a decimal amount (not cents), with a plain space where Intl puts a no-break one: what
 * PDFs and plain-text mail print ("R$ 1.590,00", "R$1,590.00"). `+ 0` turns -0 into 0 (no "-R$ 0,00").
 */
export function formatReais(value: number, locale: Locale): string {
  return formatMoney(Math.round(value * 100) + 0, locale).replace(/\u00a0/g, ' ');
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

export function formatDateTime(at: string | Date, locale: Locale, options: Intl.DateTimeFormatOptions, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(typeof at === 'string' ? new Date(at) : at);
}

/**
 * A calendar day (YYYY-MM-DD, or YYYY-MM for a month with `{ month: 'long', year: 'numeric' }`) in the
 * reader's format: read at noon UTC, so no time zone moves it to the day before.
 */
export function formatCalendarDay(day: string, locale: Locale, options: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' }): string {
  return formatDateTime(`${day.length === 7 ? `${day}-15` : day}T12:00:00Z`, locale, options, 'UTC');
}
