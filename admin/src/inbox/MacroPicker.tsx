// The saved replies in the reply box (issue 29 item 3): picking one asks the server to fill it for
// this item ({nome}, {chamado}, {plano}) and puts the text in the box, where the agent may edit it
// before sending; what is sent is what the box holds.
import { MenuItem, TextField as MuiTextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { httpClient } from '../httpClient';

interface MacroOption {
  id: string;
  title: string;
}

export function MacroPicker({ itemId, disabled, onFill }: { itemId: string; disabled?: boolean; onFill: (text: string) => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  const [macros, setMacros] = useState<MacroOption[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    httpClient('/api/admin/support-macros')
      .then((res) => live && setMacros(res.json as MacroOption[]))
      .catch(() => live && setMacros([]));
    return () => {
      live = false;
    };
  }, []);
  const pick = async (macroId: string) => {
    setBusy(true);
    try {
      const res = await httpClient(`/api/admin/inbox/${itemId}/macros/${macroId}`);
      onFill((res.json as { text: string }).text);
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (!macros.length) return null;
  return (
    <MuiTextField
      select
      size="small"
      label={translate('inbox.macro.label')}
      value=""
      helperText={translate('inbox.macro.help')}
      disabled={disabled || busy}
      onChange={(e) => void pick(e.target.value)}
    >
      {macros.map((m) => (
        <MenuItem key={m.id} value={m.id}>
          {m.title}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}
