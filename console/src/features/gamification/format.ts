import { TIME_ZONE } from '@piboost/events/business';

const integer = new Intl.NumberFormat('pt-BR');
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const date = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
const time = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

export const formatInt = (n: number) => integer.format(n);
export const formatDecimal = (n: number) => decimal.format(n);
export const formatPercent = (n: number) => `${decimal.format(n)}%`;
export const formatDate = (iso: string) => date.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatTime = (iso: string) => time.format(new Date(iso));
/** A calendar day (YYYY-MM-DD) as dd/mm, without a time zone shift. */
export const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** A calendar day (YYYY-MM-DD) as dd/mm/aaaa. */
export const formatCalendarDate = (day: string) => `${formatDay(day)}/${day.slice(0, 4)}`;
