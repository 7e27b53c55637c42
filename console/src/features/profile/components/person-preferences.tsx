import { useEffect } from 'react';
import { isLocale } from '@piboost/events/i18n';
import { setPersonLocale } from '../../../i18n';
import { setTimeZone } from '../../../lib/time-zone';
import { usePreferences } from '../api/profile-api';

/**
 * Applies the signed-in person's "Fuso horário" to every date the console shows and their "Idioma"
 * to every word (issue 26); back to São Paulo's zone and the visitor's language when they leave.
 */
export function PersonPreferences() {
  const preferences = usePreferences().data;
  const zone = preferences?.timezone ?? null;
  const language = preferences?.language;
  useEffect(() => {
    setTimeZone(zone);
    return () => setTimeZone(null);
  }, [zone]);
  useEffect(() => {
    if (!isLocale(language)) return;
    void setPersonLocale(language);
    return () => void setPersonLocale(null);
  }, [language]);
  return null;
}
