// How the console's components speak (issue 26): `const { t } = useI18n()` then `t('area.key', values)`.
// Keys are typed: a key missing from the pt-BR catalogue does not compile, and
// tests/i18n/catalogues.test.ts fails on a key no source file uses. Keys are written whole in the
// source (no `t(\`plans.${id}\`)`): map a value to a key with an object literal instead.
import { Fragment, type ReactNode } from 'react';
import {
  createTranslator,
  formatDateTime,
  formatMoney,
  formatNumber,
  LOCALE_NAMES,
  LOCALES,
  isLocale,
  type Locale,
  type MessageValues,
  type RichValues,
} from '@piboost/events/i18n';
import { timeZone } from '../lib/time-zone';
import { catalogue, chooseLocale, currentLocale, useLocale } from './locale';
import type { MessageKey } from './messages/pt-BR';

export type { MessageKey };
export { chooseLocale, currentLocale, setPersonLocale, startLocale, useLocale } from './locale';

const translator = createTranslator<MessageKey>(catalogue);

/** Outside components (toasts, schemas built at call time): the message in the current language. */
export function translate(key: MessageKey, values?: MessageValues): string {
  return translator.t(currentLocale(), key, values);
}

function richText(locale: Locale, key: MessageKey, values: RichValues<ReactNode>): ReactNode {
  const parts = translator.rich<ReactNode>(locale, key, values);
  if (!Array.isArray(parts)) return parts;
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

export function useI18n() {
  const locale = useLocale();
  return {
    locale,
    t: (key: MessageKey, values?: MessageValues) => translator.t(locale, key, values),
    /** A message with tags: `rich('auth.terms', { terms: (chunks) => <a href="/termos">{chunks}</a> })`. */
    rich: (key: MessageKey, values: RichValues<ReactNode>) => richText(locale, key, values),
    /** Centavos as money in the person's language; BRL unless told. */
    money: (cents: number, currency = 'BRL') => formatMoney(cents, locale, currency),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
    /** An instant in the person's time zone (São Paulo's unless they chose another). */
    dateTime: (at: string | Date, options: Intl.DateTimeFormatOptions) => formatDateTime(at, locale, options, timeZone()),
  };
}

/** The visible language switcher: the visitor's choice, kept on this device; URLs stay the same. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { locale, t } = useI18n();
  return (
    <label className={className}>
      <select
        aria-label={t('common.language')}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseLocale(event.target.value);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
