// The market's formats, in the reader's language (issue 26): money stays in reais (or dollars where
// a price is quoted in them) whatever the language; days are São Paulo's.
import { currentLocale, type MessageKey } from '../../i18n';
import { formatInstant } from '../../lib/time-zone';

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = currentLocale();
  const id = `${locale}|${name}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(id, format);
  }
  return format;
}

const brl = () => numberFormat('brl', { style: 'currency', currency: 'BRL' });
const brlSmall = () => numberFormat('brlSmall', { style: 'currency', currency: 'BRL', maximumFractionDigits: 6 });
const usd = () => numberFormat('usd', { style: 'currency', currency: 'USD', maximumFractionDigits: 6 });
const pctFormat = () => numberFormat('pct', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const formatBrl = (n: number) => (Math.abs(n) < 10 && n !== 0 ? brlSmall() : brl()).format(n);
export const formatUsd = (n: number) => usd().format(n);
export const formatPct = (n: number, signed = true) => `${signed && n > 0 ? '+' : ''}${pctFormat().format(n)}%`;
/** An instant in the person's time zone (lib/time-zone.ts). */
export const formatDateTime = (iso: string) => formatInstant(iso, { dateStyle: 'short', timeStyle: 'short' });
export const formatDay = (iso: string) => new Date(iso).toLocaleDateString(currentLocale(), { timeZone: 'America/Sao_Paulo' });

/** A call's direction and an AI alert's level, as catalogue keys (the dashboard, /track-record, the market's screens). */
export const DIRECTION_LABEL = { up: 'market.direction.up', down: 'market.direction.down', flat: 'market.direction.flat' } as const satisfies Record<string, MessageKey>;
export const LEVEL_LABEL = { high: 'market.level.high', medium: 'market.level.medium', low: 'market.level.low' } as const satisfies Record<string, MessageKey>;
