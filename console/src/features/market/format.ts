import { formatInstant } from '../../lib/time-zone';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const brlSmall = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 6 });
const usd = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'USD', maximumFractionDigits: 6 });
const pctFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const formatBrl = (n: number) => (Math.abs(n) < 10 && n !== 0 ? brlSmall : brl).format(n);
export const formatUsd = (n: number) => usd.format(n);
export const formatPct = (n: number, signed = true) => `${signed && n > 0 ? '+' : ''}${pctFormat.format(n)}%`;
/** An instant in the person's time zone (lib/time-zone.ts). */
export const formatDateTime = (iso: string) => formatInstant(iso, { dateStyle: 'short', timeStyle: 'short' });
export const formatDay = (iso: string) => new Date(iso).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

export const DIRECTION_LABEL = { up: 'alta', down: 'baixa', flat: 'estável' } as const;
export const LEVEL_LABEL = { high: 'Alta', medium: 'Média', low: 'Baixa' } as const;
