// The language the console speaks (issue 26): the signed-in person's preference ("Idioma", profile
// Notificações tab), else the visitor's choice in the switcher, else the browser's languages, else
// pt-BR. en-US and es-ES are loaded when first needed; the language changes only once its catalogue
// is here, so a screen never shows two languages. `<html lang>` follows.
import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, pickLocale, type Catalogue, type Locale } from '@piboost/events/i18n';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../lib/storage';
import { ptBR, type MessageKey } from './messages/pt-BR';

const loaded: Partial<Record<Locale, Catalogue<MessageKey>>> = { 'pt-BR': ptBR };
const loaders: Record<Exclude<Locale, 'pt-BR'>, () => Promise<Catalogue<MessageKey>>> = {
  'en-US': () => import('./messages/en-US').then((m) => m.enUS),
  'es-ES': () => import('./messages/es-ES').then((m) => m.esES),
};

export const catalogue = (locale: Locale) => loaded[locale];

async function load(locale: Locale): Promise<void> {
  if (loaded[locale] || locale === 'pt-BR') return;
  loaded[locale] = await loaders[locale]();
}

/** The visitor's own choice, else what their browser asks for. */
function visitorLocale(): Locale {
  const stored = readStored(STORAGE_KEYS.locale);
  if (isLocale(stored)) return stored;
  return typeof navigator === 'undefined' ? DEFAULT_LOCALE : pickLocale(navigator.languages ?? [navigator.language]);
}

let visitor: Locale = DEFAULT_LOCALE;
let person: Locale | null = null;
let current: Locale = DEFAULT_LOCALE;
let wanted = 0;
const listeners = new Set<() => void>();

async function apply() {
  const next = person ?? visitor;
  const ticket = ++wanted;
  await load(next);
  if (ticket !== wanted || next === current) return;
  current = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

export const currentLocale = () => current;

/**
 * Before the first render: the language of the person last signed in here (kept until their session
 * ends), else the visitor's, loaded, so the first paint is already in it.
 */
export async function startLocale(): Promise<void> {
  visitor = visitorLocale();
  const remembered = readStored(STORAGE_KEYS.personLocale);
  person = isLocale(remembered) ? remembered : null;
  await apply();
}

/** The switcher's choice, kept on this device. */
export function chooseLocale(locale: Locale): Promise<void> {
  visitor = locale;
  writeStored(STORAGE_KEYS.locale, locale);
  return apply();
}

/** The signed-in person's preference; null when they leave (back to the visitor's language). */
export function setPersonLocale(locale: Locale | null): Promise<void> {
  person = locale;
  if (locale) writeStored(STORAGE_KEYS.personLocale, locale);
  else removeStored(STORAGE_KEYS.personLocale);
  return apply();
}

export function useLocale(): Locale {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentLocale,
  );
}
