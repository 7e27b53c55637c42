// The saved replies (issue 29 item 3), for admins: create, edit and delete them. Placeholders:
// {nome}, {chamado}, {plano}; the server refuses any other, with its message shown under the text.
import { Alert, Box, Button, Card, CardContent, CardHeader, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { httpClient } from '../httpClient';

interface Macro {
  id: string;
  title: string;
  body: string;
}

/** The API's field errors (`body.errors`), as react-admin's httpClient rejects them. */
const fieldErrors = (e: unknown): Record<string, string> => ((e as { body?: { errors?: Record<string, string> } }).body?.errors ?? {}) as Record<string, string>;

function MacroForm({ macro, onSaved, onCancel }: { macro: Macro | null; onSaved: () => void; onCancel?: () => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  const [title, setTitle] = useState(macro?.title ?? '');
  const [body, setBody] = useState(macro?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      await httpClient(macro ? `/api/admin/support-macros/${macro.id}` : '/api/admin/support-macros', { method: macro ? 'PUT' : 'POST', body: JSON.stringify({ title, body }) });
      notify(translate(macro ? 'inbox.macros.updated' : 'inbox.macros.created'), { type: 'success' });
      if (!macro) {
        setTitle('');
        setBody('');
      }
      onSaved();
    } catch (e) {
      setErrors(fieldErrors(e));
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} component="form" aria-label={macro ? translate('inbox.macros.editNamed', { title: macro.title }) : translate('inbox.macros.new')} onSubmit={(e) => (e.preventDefault(), void save())}>
      <MuiTextField size="small" label={translate('inbox.macros.title')} value={title} onChange={(e) => setTitle(e.target.value)} error={Boolean(errors.title)} helperText={errors.title} slotProps={{ htmlInput: { maxLength: 120 } }} />
      <MuiTextField
        label={translate('inbox.macros.text')}
        multiline
        minRows={4}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={Boolean(errors.body)}
        helperText={errors.body ?? translate('inbox.macros.placeholders')}
        slotProps={{ htmlInput: { maxLength: 10_000 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy || !title.trim() || !body.trim()}>
          {translate(macro ? 'inbox.macros.save' : 'inbox.macros.create')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{translate('inbox.macros.cancel')}</Button>}
      </Stack>
    </Stack>
  );
}

export function MacrosPage() {
  const notify = useNotify();
  const translate = useTranslate();
  const [macros, setMacros] = useState<Macro[] | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    httpClient('/api/admin/support-macros')
      .then((res) => setMacros(res.json as Macro[]))
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);
  const remove = async (m: Macro) => {
    if (!window.confirm(translate('inbox.macros.confirmDelete', { title: m.title }))) return;
    try {
      await httpClient(`/api/admin/support-macros/${m.id}`, { method: 'DELETE' });
      notify(translate('inbox.macros.deleted'), { type: 'success' });
      load();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="layout.menu.macros" />
      <Card>
        <CardHeader title={translate('inbox.macros.new')} subheader={translate('inbox.macros.newHelp')} />
        <CardContent>
          <MacroForm macro={null} onSaved={load} />
        </CardContent>
      </Card>
      {failed && <Alert severity="error">{translate('inbox.macros.loadFailed')}</Alert>}
      {macros?.length === 0 && <Typography>{translate('inbox.macros.none')}</Typography>}
      {macros?.map((m) => (
        <Card key={m.id} component="section" aria-label={m.title}>
          <CardHeader title={m.title} />
          <CardContent>
            {editing === m.id ? (
              <MacroForm macro={m} onSaved={() => (setEditing(null), load())} onCancel={() => setEditing(null)} />
            ) : (
              <>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {m.body}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                  <Button variant="outlined" onClick={() => setEditing(m.id)}>
                    {translate('inbox.macros.edit')}
                  </Button>
                  <Button color="error" onClick={() => void remove(m)}>
                    {translate('inbox.macros.delete')}
                  </Button>
                </Stack>
              </>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
