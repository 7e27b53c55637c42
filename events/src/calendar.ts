// Day, week and month boundaries in America/Sao_Paulo (DECISIONS 15), shared by the deciders (daily
// caps, streaks) and the read models (daily counters, weekly and monthly boards) so both cut time
// at the same instants.
import { TIME_ZONE } from './business';

const HOUR_MS = 3_600_000;
const formatter = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
// Offsets change on whole hours in São Paulo, so one lookup per hour is exact; rebuilds call this
// for every event, and Intl formatting costs microseconds.
const dayByHour = new Map<number, string>();

/** The São Paulo calendar date (YYYY-MM-DD) of an instant. */
export function saoPauloDay(instant: Date): string {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let date = dayByHour.get(hour);
  if (date === undefined) {
    if (dayByHour.size > 50_000) dayByHour.clear();
    date = formatter.format(instant);
    dayByHour.set(hour, date);
  }
  return date;
}

/** Monday (YYYY-MM-DD) of the week holding `date`, itself YYYY-MM-DD. */
export function weekStart(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** First day (YYYY-MM-DD) of the month holding `date`, itself YYYY-MM-DD. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}
