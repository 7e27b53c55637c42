import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { FilterButton, TopToolbar, useCanAccess, useListContext, useNotify, useTranslate } from 'react-admin';
import { downloadCsv } from './download';

interface CsvButtonProps {
  path: string;
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  label?: string;
}

/** "Exportar CSV" for one of the API's streamed exports, with the list's current filter. */
export function CsvButton({ path, filter, sort, label }: CsvButtonProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await downloadCsv(path, filter, sort, (message) => notify(message, { type: 'warning', autoHideDuration: null }));
      notify(translate('operations.csv.downloaded', { name }), { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : translate('operations.csv.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void run()} disabled={busy}>
      {busy ? translate('operations.csv.generating') : (label ?? translate('operations.csv.export'))}
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
  const translate = useTranslate();
  return (
    <TopToolbar>
      <FilterButton />
      {canAccess && <CsvButton path={path} filter={filterValues} sort={sort} label={translate('operations.csv.exportList')} />}
    </TopToolbar>
  );
}
