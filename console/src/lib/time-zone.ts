// The time zone the console shows dates and times in: the signed-in person's preference ("Fuso
// horário", profile Notificações tab), else São Paulo's (DECISIONS 15). The app sets it once the
// preferences are read (features/profile PersonPreferences); formatters read it, and the layout renders
// the page again when it changes. Day boundaries of rules (streaks, daily caps, reports) stay São
// Paulo's: only how an instant is shown follows the person.
import { useSyncExternalStore } from 'react';
import { TIME_ZONE } from '@piboost/events/business';
import { currentLocale } from '../i18n/locale';

let current: string = TIME_ZONE;
const listeners = new Set<() => void>();

export function setTimeZone(zone: string | null) {
  const next = zone ?? TIME_ZONE;
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

export const timeZone = () => current;

export function useTimeZone(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    timeZone,
  );
}

/** An instant as the person reads it: `options` plus their time zone, in their language. */
export function formatInstant(iso: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(currentLocale(), { ...options, timeZone: current }).format(new Date(iso));
}
