// Report periods in São Paulo days (DECISIONS 15): a week runs Monday to Sunday, a month is the
// calendar month. São Paulo keeps UTC-3 all year (no daylight saving since 2019), so a day starts at
// 03:00 UTC.
import type { ReportKind } from '@piboost/events';
import { monthStart, saoPauloDay, weekStart } from '@piboost/events/calendar';

export interface Period {
  kind: ReportKind;
  /** First and last São Paulo day (YYYY-MM-DD). */
  start: string;
  end: string;
  /** [from, to) as instants. */
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;
export const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const nextMonth = (first: string) => {
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/** The period of `kind` that starts on `start` (a Monday, or a month's first day). */
export function periodOf(kind: ReportKind, start: string): Period {
  const next = kind === 'weekly' ? addDays(start, 7) : nextMonth(start);
  return { kind, start, end: addDays(next, -1), from: dayStart(start), to: dayStart(next) };
}

/** The period under way at `now`, and the one before it (the last complete one). */
export function periodsAt(kind: ReportKind, now: Date): { current: Period; previous: Period } {
  const today = saoPauloDay(now);
  const start = kind === 'weekly' ? weekStart(today) : monthStart(today);
  const previousStart = kind === 'weekly' ? addDays(start, -7) : monthStart(addDays(start, -1));
  return { current: periodOf(kind, start), previous: periodOf(kind, previousStart) };
}

/** Whether `start` is a valid first day of a `kind` period. */
export function isPeriodStart(kind: ReportKind, start: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || Number.isNaN(Date.parse(`${start}T00:00:00Z`))) return false;
  return kind === 'weekly' ? weekStart(start) === start : start.endsWith('-01');
}

export const brDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
