// The back office shows every time in São Paulo (DECISIONS 15), whatever the browser's zone: the
// inbox, the exports and the ticket the person was told all speak of the same clock.
import { DateField, type DateFieldProps } from 'react-admin';
import { adminLocale } from '../i18n';

export const SAO_PAULO = 'America/Sao_Paulo';

/** "23/11/2026, 16:05" (with time) or "23/11/2026" in pt-BR, in São Paulo. */
export const spDateTime = (value: string | number | Date | null | undefined, withTime = true) =>
  value === null || value === undefined || value === ''
    ? '—'
    : withTime
      ? new Date(value).toLocaleString(adminLocale(), { timeZone: SAO_PAULO, dateStyle: 'short', timeStyle: 'short' })
      : new Date(value).toLocaleDateString(adminLocale(), { timeZone: SAO_PAULO });

/** react-admin's DateField, in São Paulo and the back office's language. */
export function SpDateField(props: DateFieldProps) {
  const { showTime } = props;
  return <DateField locales={adminLocale()} options={showTime ? { timeZone: SAO_PAULO, dateStyle: 'short', timeStyle: 'short' } : { timeZone: SAO_PAULO }} {...props} />;
}
