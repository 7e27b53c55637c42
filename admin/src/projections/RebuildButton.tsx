import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '../httpClient';
import type { ProjectionRecord } from '@piboost/backend/contract';

const BUSY = ['waiting', 'delayed', 'prioritized', 'active'];

export function RebuildButton() {
  const projection = useRecordContext<ProjectionRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
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
      notify(translate('projections.rebuild.requested', { name: projection.name }), { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : translate('projections.rebuild.failed'), { type: 'error' });
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
        aria-label={translate('projections.rebuild.ariaLabel', { name: projection.name })}
      >
        {translate('projections.rebuild.button')}
      </Button>
      <Confirm
        isOpen={open}
        title="projections.rebuild.confirmTitle"
        translateOptions={{ name: projection.name }}
        content={
          <>
            <Typography gutterBottom>
              {translate('projections.rebuild.explanation')}
            </Typography>
            <FormControlLabel
              control={<Checkbox checked={force} onChange={(e) => setForce(e.target.checked)} />}
              label={translate('projections.rebuild.force')}
            />
          </>
        }
        confirm="projections.rebuild.confirm"
        cancel="projections.rebuild.cancel"
        onConfirm={() => void rebuild()}
        onClose={() => {
          setOpen(false);
          setForce(false);
        }}
      />
    </>
  );
}
