// The support team's calendar (issue 29 item 2): Monday to Friday, 9h-18h in São Paulo, without
// Brazil's national public holidays (date-holidays 'BR', type "public": 1/1, Tiradentes, 1/5, 7/9,
// 12/10, 2/11, 15/11, 20/11, 25/12 and Good Friday) and without the extra days an operator lists in
// SUPPORT_HOLIDAYS (e.g. Carnaval, which is not a national holiday, or a company day off).
import Holidays from 'date-holidays';
import { parseHolidayDates, type BusinessCalendar } from '@piboost/events/calendar';
import type { Runtime } from '../../platform/runtime';

const national = new Holidays('BR');
const byYear = new Map<number, Set<string>>();

/** The national public holidays of a year, as YYYY-MM-DD. */
export function nationalHolidays(year: number): Set<string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set(national.getHolidays(year).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)));
    byYear.set(year, days);
  }
  return days;
}

/** A calendar closed on the national holidays and on `extra` (YYYY-MM-DD). */
export function supportCalendarOf(extra: readonly string[]): BusinessCalendar {
  const extras = new Set(extra);
  return { isHoliday: (day) => extras.has(day) || nationalHolidays(Number(day.slice(0, 4))).has(day) };
}

const cache = new WeakMap<object, BusinessCalendar>();

/** The calendar of this install: national holidays plus SUPPORT_HOLIDAYS. */
export function supportCalendar(runtime: Pick<Runtime, 'config'>): BusinessCalendar {
  let calendar = cache.get(runtime.config);
  if (!calendar) {
    calendar = supportCalendarOf(parseHolidayDates(runtime.config.SUPPORT_HOLIDAYS ?? ''));
    cache.set(runtime.config, calendar);
  }
  return calendar;
}
