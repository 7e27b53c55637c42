import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import type { ProjectionRecord } from '@piboost/backend/contract';

const BUSY = ['waiting', 'delayed', 'prioritized', 'active'];

export function RebuildButton() {
  const projection = useRecordContext<ProjectionRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [force, setForce] = useState(false);
  if (!projection) return null;
  const busy = sending || projection.rebuild !== null || BUSY.includes(projection.last_request?.job_state ?? '');

  const rebuild = async () => {
    setOpen(false);
    setSending(true);
    try {
      await httpClient(`/api/admin/projections/${projection.id}/rebuild`, { method: 'POST', body: JSON.stringify({ force }) });
      notify(`Rebuild de ${projection.name} solicitado. As leituras continuam no build atual até a troca.`, { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Não foi possível pedir o rebuild.', { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<RefreshIcon />}
        disabled={busy}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        aria-label={`Rebuild de ${projection.name}`}
      >
        Rebuild
      </Button>
      <Confirm
        isOpen={open}
        title={`Reconstruir ${projection.name}?`}
        content={
          <>
            <Typography gutterBottom>
              Um novo build é montado a partir do log ao lado do atual, que continua servindo as leituras até a troca. Se o build novo
              parar eventos que o atual aplicou (mensagens mortas novas), ele não é ativado.
            </Typography>
            <FormControlLabel
              control={<Checkbox checked={force} onChange={(e) => setForce(e.target.checked)} />}
              label="Forçar troca mesmo com mensagens mortas novas"
            />
          </>
        }
        confirm="Reconstruir"
        cancel="Cancelar"
        onConfirm={() => void rebuild()}
        onClose={() => {
          setOpen(false);
          setForce(false);
        }}
      />
    </>
  );
}
