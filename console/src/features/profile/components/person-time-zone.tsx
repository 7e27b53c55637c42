import { useEffect } from 'react';
import { setTimeZone } from '../../../lib/time-zone';
import { usePreferences } from '../api/profile-api';

/** Applies the signed-in person's "Fuso horário" to every date the console shows; back to São Paulo's when they leave. */
export function PersonTimeZone() {
  const zone = usePreferences().data?.timezone ?? null;
  useEffect(() => {
    setTimeZone(zone);
    return () => setTimeZone(null);
  }, [zone]);
  return null;
}
