// The server's languages (issue 26): API errors, e-mails and PDFs in the reader's language. The
// catalogues sit in messages/<locale>/<area>.ts like the console's; pt-BR is the source.
//
// Errors are thrown in Portuguese as they always were: a message without arguments is found again by
// its exact pt-BR text (the reverse index of the `errors.*` keys below), so only messages with values
// (seconds, sizes, limits) are thrown with a key - `tr('errors.x', { ... })`, which HttpError accepts
// wherever it takes a message. errorHandler translates the answer into the request's language.
import { createTranslator, DEFAULT_LOCALE, type Locale, type MessageValues } from '@piboost/events/i18n';
import { enUS } from './messages/en-US';
import { esES } from './messages/es-ES';
import { ptBR, type MessageKey } from './messages/pt-BR';

export type { Locale, MessageKey, MessageValues };
export type ErrorKey = Extract<MessageKey, `errors.${string}`>;

const CATALOGUES: Record<Locale, Readonly<Record<MessageKey, string>>> = { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES };
const translator = createTranslator<MessageKey>((locale) => CATALOGUES[locale]);

/** The message in `locale` (pt-BR when the locale is unknown). */
export function t(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return translator.t(locale, key, values);
}

/** A message to say in the reader's language once it is known: what HttpError carries besides its pt-BR text. */
export interface Translatable {
  key: ErrorKey;
  values?: MessageValues;
}

export function tr(key: ErrorKey, values?: MessageValues): Translatable {
  return values ? { key, values } : { key };
}

export function isTranslatable(value: unknown): value is Translatable {
  return typeof value === 'object' && value !== null && typeof (value as Translatable).key === 'string';
}

let byText: Map<string, ErrorKey> | undefined;

/** The `errors.*` key whose pt-BR text (without arguments) is exactly `text`. */
export function errorKeyOf(text: string): ErrorKey | undefined {
  if (!byText) {
    byText = new Map();
    for (const key of Object.keys(ptBR) as MessageKey[]) {
      if (!key.startsWith('errors.')) continue;
      const source = ptBR[key];
      if (/[{}<]/.test(source.replace(/'[{}<]/g, ''))) continue; // has arguments or tags
      byText.set(t(DEFAULT_LOCALE, key), key as ErrorKey);
    }
  }
  return byText.get(text);
}

/** A Portuguese message the API answers with, in `locale`: unchanged when pt-BR or not in the catalogue. */
export function translateText(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  const key = errorKeyOf(text);
  return key ? t(locale, key) : text;
}

/** A Translatable or a pt-BR text, in `locale`. */
export function say(message: string | Translatable, locale: Locale): string {
  if (typeof message === 'string') return translateText(message, locale);
  return t(locale, message.key, message.values);
}
