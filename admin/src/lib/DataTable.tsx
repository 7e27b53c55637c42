// The back office's small read-only tables (market, invoices, queues, analytics...): a header row and
// one row per record, each column saying its header and how it shows a record.
import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Figures are right-aligned. */
  numeric?: boolean;
}

interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowSx?: (row: T) => SxProps<Theme> | undefined;
}

export function DataTable<T>({ label, columns, rows, rowKey, rowSx }: DataTableProps<T>) {
  const align = (c: Column<T>) => (c.numeric ? 'right' : undefined);
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((c, i) => (
            <TableCell key={i} align={align(c)}>
              {c.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} sx={rowSx?.(row)}>
            {columns.map((c, i) => (
              <TableCell key={i} align={align(c)}>
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
