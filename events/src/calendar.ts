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

/** The ISO week (`YYYY-Www`) of a date (YYYY-MM-DD): the league and quest week of a São Paulo day (issue 25). */
export function isoWeekOf(date: string): string {
  const monday = new Date(`${weekStart(date)}T12:00:00Z`);
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 1, 12));
  firstThursday.setUTCDate(1 + ((4 - firstThursday.getUTCDay() + 7) % 7));
  const n = 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${year}-W${String(n).padStart(2, '0')}`;
}

/** First day (YYYY-MM-DD) of the month holding `date`, itself YYYY-MM-DD. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/**
 * Business hours (DECISIONS 3): Monday to Friday, 9h to 18h in São Paulo. Holidays come from a
 * BusinessCalendar the caller passes: the backend's (modules/inbox/business-calendar.ts) holds Brazil's
 * national holidays (date-holidays 'BR', kept out of this package so the console's bundle stays small)
 * and the dates configured in SUPPORT_HOLIDAYS.
 */
export const BUSINESS_HOURS = { fromHour: 9, toHour: 18 } as const;

/** Which São Paulo days (YYYY-MM-DD) are closed besides weekends. */
export interface BusinessCalendar {
  isHoliday(day: string): boolean;
}

export const NO_HOLIDAYS: BusinessCalendar = { isHoliday: () => false };
const wallFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The São Paulo wall time of an instant (month 1 to 12). */
export function saoPauloWallTime(instant: Date): WallTime {
  const p = Object.fromEntries(wallFormatter.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
}

/** São Paulo's offset from UTC at an instant, in ms (negative: behind UTC). */
export function saoPauloOffset(instant: Date): number {
  const w = saoPauloWallTime(instant);
  const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

const DAY_MS = 24 * HOUR_MS;

/** A São Paulo wall-clock day (ms at its midnight, as if São Paulo were UTC) is closed: weekend or holiday. */
function closedDay(day: number, calendar: BusinessCalendar): boolean {
  const weekday = new Date(day).getUTCDay();
  return weekday === 0 || weekday === 6 || calendar.isHoliday(new Date(day).toISOString().slice(0, 10));
}

/**
 * The instant `hours` business hours after `start`: time outside Monday-Friday 9h-18h (São Paulo)
 * and the calendar's holidays does not count, so a ticket opened on Friday at 17h with 4 hours is
 * due on Monday at 12h (Tuesday at 12h when that Monday is a holiday).
 */
export function addBusinessHours(start: Date, hours: number, calendar: BusinessCalendar = NO_HOLIDAYS): Date {
  const offset = saoPauloOffset(start);
  // Walk on São Paulo's wall clock (as if it were UTC), then convert back.
  let wall = start.getTime() + offset;
  let remaining = hours * HOUR_MS;
  for (let guard = 0; guard < 5000; guard += 1) {
    const day = Math.floor(wall / DAY_MS) * DAY_MS;
    const opens = day + BUSINESS_HOURS.fromHour * HOUR_MS;
    const closes = day + BUSINESS_HOURS.toHour * HOUR_MS;
    if (closedDay(day, calendar) || wall >= closes) {
      wall = day + DAY_MS + BUSINESS_HOURS.fromHour * HOUR_MS;
      continue;
    }
    if (wall < opens) wall = opens;
    if (remaining <= closes - wall) {
      const due = wall + remaining;
      return new Date(due - saoPauloOffset(new Date(due - offset)));
    }
    remaining -= closes - wall;
    wall = day + DAY_MS + BUSINESS_HOURS.fromHour * HOUR_MS;
  }
  throw new Error('addBusinessHours: no business day within 5000 days');
}

/**
 * Business time between two instants, in minutes (negative when `to` is before `from`): how long a
 * target has left in the hours the team works, or how late it is.
 */
export function businessMinutesBetween(from: Date, to: Date, calendar: BusinessCalendar = NO_HOLIDAYS): number {
  if (to.getTime() < from.getTime()) return -businessMinutesBetween(to, from, calendar);
  let wall = from.getTime() + saoPauloOffset(from);
  const end = to.getTime() + saoPauloOffset(to);
  let total = 0;
  while (wall < end) {
    const day = Math.floor(wall / DAY_MS) * DAY_MS;
    if (!closedDay(day, calendar)) {
      const opens = day + BUSINESS_HOURS.fromHour * HOUR_MS;
      const closes = day + BUSINESS_HOURS.toHour * HOUR_MS;
      const a = Math.max(wall, opens);
      const b = Math.min(end, closes);
      if (b > a) total += b - a;
    }
    wall = day + DAY_MS;
  }
  return Math.floor(total / 60_000);
}

/** `2026-02-16,2026-02-17`: extra closed days (SUPPORT_HOLIDAYS), each a real YYYY-MM-DD date; anything else is refused. */
export function parseHolidayDates(text: string): string[] {
  const days = text.split(',').map((d) => d.trim()).filter(Boolean);
  for (const d of days) {
    const parsed = new Date(`${d}T12:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== d) {
      throw new Error(`data inválida "${d}": use AAAA-MM-DD separadas por vírgula`);
    }
  }
  return days;
}
