import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { downloadCsv } from './download';

/** "Exportar CSV" for one of the API's streamed exports, with the list's current filter. */
export function CsvButton({ path, filter, label = 'Exportar CSV' }: { path: string; filter?: Record<string, unknown>; label?: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await downloadCsv(path, filter);
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
