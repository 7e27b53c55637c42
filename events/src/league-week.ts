// The league clock (issue 25): one for everyone, in America/Sao_Paulo. A league week runs from Monday
// 00:00 to Sunday 23:59:59 São Paulo time; its id is the ISO week of its Monday (2026-W48). XP counts
// for the week of its award's São Paulo `day` when it was awarded before the week's end plus the grace
// window; the close job runs at that instant.
import { saoPauloDay, saoPauloOffset, weekStart } from './calendar';

export const LEAGUE_GRACE_MINUTES = 10;
const DAY_MS = 86_400_000;

export interface LeagueWeek {
  /** 2026-W48 */
  id: string;
  /** The week's Monday, YYYY-MM-DD (São Paulo). */
  monday: string;
  /** Monday 00:00 São Paulo. */
  startsAt: Date;
  /** The next Monday 00:00 São Paulo: the week holds every instant before it (Sunday 23:59:59.999). */
  endsAt: Date;
  /** endsAt + the grace window: awards decided before it still count; the close job runs then. */
  closesAt: Date;
}

/** The instant of 00:00 São Paulo on a São Paulo date. */
function midnight(date: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`);
  // São Paulo is behind UTC: the instant is the wall time minus its (negative) offset.
  return new Date(wall - saoPauloOffset(new Date(wall + 6 * 3_600_000)));
}

function isoWeekId(monday: string): string {
  const thursday = new Date(Date.parse(`${monday}T00:00:00Z`) + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const cache = new Map<string, LeagueWeek>();

/** The league week holding a São Paulo date (YYYY-MM-DD). */
export function leagueWeekOfDay(date: string): LeagueWeek {
  const monday = weekStart(date);
  let week = cache.get(monday);
  if (!week) {
    const next = new Date(Date.parse(`${monday}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
    const endsAt = midnight(next);
    week = { id: isoWeekId(monday), monday, startsAt: midnight(monday), endsAt, closesAt: new Date(endsAt.getTime() + LEAGUE_GRACE_MINUTES * 60_000) };
    if (cache.size > 10_000) cache.clear();
    cache.set(monday, week);
  }
  return week;
}

/** The league week holding an instant. */
export function leagueWeekOf(instant: Date): LeagueWeek {
  return leagueWeekOfDay(saoPauloDay(instant));
}

/** The week `n` weeks after `week` (negative: before). */
export function shiftWeek(week: LeagueWeek, n: number): LeagueWeek {
  return leagueWeekOfDay(new Date(Date.parse(`${week.monday}T12:00:00Z`) + n * 7 * DAY_MS).toISOString().slice(0, 10));
}

/** The week of an id (2026-W48), or null when the id names no week. */
export function leagueWeekById(id: string): LeagueWeek | null {
  const m = /^(\d{4})-W(\d{2})$/.exec(id);
  if (!m) return null;
  // ISO week 1 holds 4 January.
  const jan4 = leagueWeekOfDay(`${m[1]}-01-04`);
  const week = shiftWeek(jan4, Number(m[2]) - 1);
  return week.id === id ? week : null;
}

/** The week whose close is the last one due at `now` (its closesAt <= now). */
export function lastClosableWeek(now: Date): LeagueWeek {
  const current = leagueWeekOf(now);
  const previous = shiftWeek(current, -1);
  return previous.closesAt.getTime() <= now.getTime() ? previous : shiftWeek(current, -2);
}
