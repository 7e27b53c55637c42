// CSV exports with Portuguese headers; the byte-order mark makes spreadsheet programs read UTF-8.
import { downloadCSV } from 'react-admin';

export interface CsvColumn<T> {
  header: string;
  value(row: T): string | number | null | undefined;
}

const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(','), ...rows.map((row) => columns.map((c) => cell(c.value(row))).join(','))];
  return `\uFEFF${lines.join('\r\n')}`;
}

/** A react-admin exporter that writes these columns to `<filename>.csv`. */
export function csvExporter<T>(filename: string, columns: readonly CsvColumn<T>[]) {
  return (rows: unknown[]) => downloadCSV(toCsv(rows as T[], columns), filename);
}

export const dateTime = (value: string | null | undefined) => (value ? new Date(value).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '');
