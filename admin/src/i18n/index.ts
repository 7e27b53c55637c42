// The back office's languages (issue 26): react-admin's own messages (`ra.*`) stay in polyglot, as
// its packs are written (pt-BR ours, en-US ra-language-english, es-ES ours); the back office's own
// strings are ICU catalogues like the console's, translated with the shared `createTranslator`.
// One i18nProvider answers both: a key of our catalogue goes to ICU, anything else to polyglot.
// Components call `useTranslate()` with our keys; react-admin translates `label` props the same way.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import english from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { createTranslator, DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES, pickLocale, type Locale, type MessageValues } from '@piboost/events/i18n';
import { ptBR, type MessageKey } from './messages/pt-BR';
import { enUS } from './messages/en-US';
import { esES } from './messages/es-ES';
import { ptBrMessages } from './pt-br';
import { esEsMessages } from './ra-es-es';

export type { MessageKey };

const RA_MESSAGES: Record<Locale, TranslationMessages> = { 'pt-BR': ptBrMessages, 'en-US': english, 'es-ES': esEsMessages };
const CATALOGUES = { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES };
const translator = createTranslator<MessageKey>((locale) => CATALOGUES[locale]);

/** react-admin's stored choice (its localStorage store keeps it as JSON under "RaStore.locale"), else the browser's languages. */
function initialLocale(): Locale {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null');
    if (typeof stored === 'string') return pickLocale([stored]);
  } catch {
    // An unreadable store: fall back to the browser.
  }
  return typeof navigator === 'undefined' ? DEFAULT_LOCALE : pickLocale(navigator.languages ?? [navigator.language]);
}

const isOurs = (key: string): key is MessageKey => Object.hasOwn(ptBR, key);

const polyglot = polyglotI18nProvider((locale) => RA_MESSAGES[isLocale(locale) ? locale : DEFAULT_LOCALE], initialLocale(), LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })), {
  allowMissing: true,
});

/** The language the back office speaks now: for Intl and for the Accept-Language of every API call. */
export function adminLocale(): Locale {
  const locale = polyglot.getLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

function setDocumentLanguage(locale: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
setDocumentLanguage(adminLocale());

/** Our message in the current language, for code outside components (module-level formatters). */
export function translate(key: MessageKey, values?: MessageValues): string {
  return translator.t(adminLocale(), key, values);
}

export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options = {}) => {
    if (!isOurs(key)) return polyglot.translate(key, options);
    const { _: _default, ...values } = options as Record<string, unknown>;
    return translator.t(adminLocale(), key, values as MessageValues);
  },
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(isLocale(locale) ? locale : pickLocale([locale]), options);
    setDocumentLanguage(adminLocale());
  },
};
