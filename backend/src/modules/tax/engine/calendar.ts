// São Paulo time and Brazilian business days: months are São Paulo months, and the DARF and the
// DeCripto fall due on the last business day of the next month - weekends, national public holidays
// and bank holidays (Carnaval Monday and Tuesday, Corpus Christi) excluded, per date-holidays' BR
// calendar. No clock: every function works on the instants and months it is given.
import Holidays from 'date-holidays';
import { saoPauloWallTime, type WallTime } from '@piboost/events';

const two = (n: number) => String(n).padStart(2, '0');

/** `2026-04`: the São Paulo month of an ISO instant. */
export function saoPauloMonth(iso: string): string {
  const w = saoPauloWallTime(new Date(iso));
  return `${w.year}-${two(w.month)}`;
}

/** `2026-04-10`: the São Paulo day of an ISO instant. */
export function saoPauloDay(iso: string): string {
  const w = saoPauloWallTime(new Date(iso));
  return `${w.year}-${two(w.month)}-${two(w.day)}`;
}

/** The instant of a São Paulo wall time (the zone's offset at that moment, DST years included). */
export function fromSaoPaulo(w: WallTime): Date {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  let guess = asUtc + 3 * 3_600_000;
  for (let i = 0; i < 2; i += 1) {
    const seen = saoPauloWallTime(new Date(guess));
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess += asUtc - seenUtc;
  }
  return new Date(guess);
}

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** "abril de 2026" for `2026-04`. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${MONTHS[m! - 1]} de ${y}`;
}

/** "29/05/2026" for `2026-05-29`. */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** The month after `2026-04`: `2026-05`. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y! + 1}-01` : `${y}-${two(m! + 1)}`;
}

const calendar = new Holidays('BR');
const closedDays = new Map<number, Set<string>>();

/** National public holidays and bank holidays of a year, as `yyyy-mm-dd`. */
function holidays(year: number): Set<string> {
  let days = closedDays.get(year);
  if (!days) {
    days = new Set(calendar.getHolidays(year).filter((h) => h.type === 'public' || h.type === 'bank').map((h) => h.date.slice(0, 10)));
    closedDays.set(year, days);
  }
  return days;
}

/** True on a weekday that is neither a national public holiday nor a bank holiday. */
export function isBusinessDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays(y!).has(day);
}

/** The last business day of a month (`2026-05` -> `2026-05-29`). */
export function lastBusinessDay(month: string): string {
  const [y, m] = month.split('-').map(Number);
  for (let d = new Date(Date.UTC(y!, m!, 0)).getUTCDate(); d >= 1; d -= 1) {
    const day = `${month}-${two(d)}`;
    if (isBusinessDay(day)) return day;
  }
  throw new Error(`Mês sem dia útil: ${month}`);
}

/** The DARF 4600 (and DeCripto) due day of a month's operations: last business day of the next month. */
export function dueDateFor(month: string): string {
  return lastBusinessDay(nextMonth(month));
}

/** `15/03/2026 14:30` (or with seconds), São Paulo wall time, as an ISO instant; null when invalid. */
export function parseSaoPauloDateTime(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as number[];
  const probe = new Date(Date.UTC(year!, month! - 1, day!));
  if (probe.getUTCMonth() !== month! - 1 || probe.getUTCDate() !== day || hour! > 23 || minute! > 59 || second! > 59) return null;
  return fromSaoPaulo({ year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! }).toISOString();
}
