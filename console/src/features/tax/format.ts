// How the tax helper shows its values: R$ from the server's decimal texts, quantities with every
// decimal, São Paulo times (the tax month is São Paulo's), in the current language's notation, and
// the catalogue keys of kinds and venues.
import { formatDateTime, formatNumber } from '@piboost/events/i18n';
import { currentLocale, type MessageKey } from '../../i18n';

const SP = 'America/Sao_Paulo';

/** "3584.40" -> "R$ 3.584,40" (R$3,584.40 in en-US). */
export const money = (text: string) => formatNumber(Number(text), currentLocale(), { style: 'currency', currency: 'BRL' });
/** "0.05" -> "0,05" (all the decimals typed). */
export const qty = (text: string) => {
  const [int = '0', dec] = text.split('.');
  const locale = currentLocale();
  const point = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? ',';
  return `${formatNumber(Number(int), locale)}${dec ? `${point}${dec}` : ''}`;
};
export const dateTime = (iso: string) => formatDateTime(iso, currentLocale(), { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }, SP);
/** A calendar date ("2026-05-29"), not an instant: shown as it is, whatever the time zone. */
export const day = (date: string) => formatDateTime(`${date}T12:00:00Z`, currentLocale(), { day: '2-digit', month: '2-digit', year: 'numeric' }, 'UTC');

/** An instant as the form's datetime-local value, in São Paulo (UTC-3 all year since 2019). */
export const localInput = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 16);

export const KIND_LABEL = {
  buy: 'tax.kind.buy',
  sell: 'tax.kind.sell',
  swap: 'tax.kind.swap',
  transfer_in: 'tax.kind.transferIn',
  transfer_out: 'tax.kind.transferOut',
} as const satisfies Record<string, MessageKey>;
export const VENUE_LABEL = {
  br_exchange: 'tax.venue.brExchange',
  self_custody: 'tax.venue.selfCustody',
  p2p: 'tax.venue.p2p',
  foreign_exchange: 'tax.venue.foreignExchange',
  defi: 'tax.venue.defi',
} as const satisfies Record<string, MessageKey>;
