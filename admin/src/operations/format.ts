import { adminLocale } from '../i18n';

/** The global part of a store position (`<transaction>-<global>`), as people read it. */
export const globalPosition = (position: string | null | undefined) => (position ? Number(position.split('-')[1]).toLocaleString(adminLocale()) : '—');

export const count = (n: number, digits = 0) => n.toLocaleString(adminLocale(), { maximumFractionDigits: digits });

export function duration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.round((seconds % 3600) / 60)} min`;
}
