import { formatInstant } from '../../lib/time-zone';

const integer = new Intl.NumberFormat('pt-BR');
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export const formatInt = (n: number) => integer.format(n);
export const formatDecimal = (n: number) => decimal.format(n);
export const formatPercent = (n: number) => `${decimal.format(n)}%`;
/** Instants in the person's time zone (lib/time-zone.ts). */
export const formatDate = (iso: string) => formatInstant(iso, { day: '2-digit', month: '2-digit', year: 'numeric' });
export const formatDateTime = (iso: string) => formatInstant(iso, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
export const formatTime = (iso: string) => formatInstant(iso, { hour: '2-digit', minute: '2-digit' });
/** A calendar day (YYYY-MM-DD) as dd/mm, without a time zone shift. */
export const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** A calendar day (YYYY-MM-DD) as dd/mm/aaaa. */
export const formatCalendarDate = (day: string) => `${formatDay(day)}/${day.slice(0, 4)}`;
