import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { FilterButton, TopToolbar, useCanAccess, useListContext, useNotify } from 'react-admin';
import { downloadCsv } from './download';

interface CsvButtonProps {
  path: string;
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  label?: string;
}

/** "Exportar CSV" for one of the API's streamed exports, with the list's current filter. */
export function CsvButton({ path, filter, sort, label = 'Exportar CSV' }: CsvButtonProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await downloadCsv(path, filter, sort, (message) => notify(message, { type: 'warning', autoHideDuration: null }));
      notify(`Arquivo ${name} baixado.`, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Não foi possível gerar o arquivo.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void run()} disabled={busy}>
      {busy ? 'Gerando…' : label}
    </Button>
  );
}

/**
 * A list's toolbar with "Exportar": the server streams every row the list's filter and order
 * select, any number of them (react-admin's own exporter would fetch pages into the browser).
 */
export function ExportListActions({ path }: { path: string }) {
  const { resource, filterValues, sort } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: 'export' });
  return (
    <TopToolbar>
      <FilterButton />
      {canAccess && <CsvButton path={path} filter={filterValues} sort={sort} label="Exportar" />}
    </TopToolbar>
  );
}
