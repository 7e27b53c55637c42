// The back office's languages (issue 26): react-admin's own messages (`ra.*`) stay in polyglot, as
// its packs are written (pt-BR ours, en-US ra-language-english, es-ES ours); the back office's own
// strings are ICU catalogues like the console's, translated with the shared `createTranslator`.
// One i18nProvider answers both: a key of our catalogue goes to ICU, anything else to polyglot.
// Components call `useTranslate()` with our keys; react-admin translates `label` props the same way.
// pt-BR is bundled; en-US and es-ES are chunks of their own, loaded when first needed (the first
// load carried all three, ~40 KB gzip of words nobody reads): the stored choice's before the first
// render (the top-level await below), another one when the switcher picks it.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { createTranslator, DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES, pickLocale, type Catalogue, type Locale, type MessageValues } from '@piboost/events/i18n';
import { ptBR, type MessageKey } from './messages/pt-BR';
import { ptBrMessages } from './pt-br';

export type { MessageKey };

interface Messages {
  /** react-admin's own (`ra.*`). */
  ra: TranslationMessages;
  /** Ours (ICU). */
  ours: Catalogue<MessageKey>;
}

const loaded: Partial<Record<Locale, Messages>> = { 'pt-BR': { ra: ptBrMessages, ours: ptBR } };
const loaders: Record<Exclude<Locale, 'pt-BR'>, () => Promise<Messages>> = {
  'en-US': () => import('./en-us').then((m) => m.enUsMessages),
  'es-ES': () => import('./es-es').then((m) => m.esEsAll),
};

async function load(locale: Locale): Promise<Messages> {
  return (loaded[locale] ??= await loaders[locale as Exclude<Locale, 'pt-BR'>]());
}

const translator = createTranslator<MessageKey>((locale) => loaded[locale]?.ours);

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

const startLocale = initialLocale();
await load(startLocale);

// polyglot asks for the starting language's messages at once (they must be at hand: loaded above),
// and awaits another language's when the switcher picks it.
const polyglot = polyglotI18nProvider((locale) => {
  const wanted = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return loaded[wanted]?.ra ?? load(wanted).then((m) => m.ra);
}, startLocale, LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })), {
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
