// The saved replies (issue 29 item 3), for admins: create, edit and delete them. Placeholders:
// {nome}, {chamado}, {plano}; the server refuses any other, with its message shown under the text.
import { Alert, Box, Button, Card, CardContent, CardHeader, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
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
  const [title, setTitle] = useState(macro?.title ?? '');
  const [body, setBody] = useState(macro?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      await httpClient(macro ? `/api/admin/support-macros/${macro.id}` : '/api/admin/support-macros', { method: macro ? 'PUT' : 'POST', body: JSON.stringify({ title, body }) });
      notify(macro ? 'Resposta pronta atualizada.' : 'Resposta pronta criada.', { type: 'success' });
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
    <Stack spacing={2} component="form" aria-label={macro ? `Editar ${macro.title}` : 'Nova resposta pronta'} onSubmit={(e) => (e.preventDefault(), void save())}>
      <MuiTextField size="small" label="Título" value={title} onChange={(e) => setTitle(e.target.value)} error={Boolean(errors.title)} helperText={errors.title} slotProps={{ htmlInput: { maxLength: 120 } }} />
      <MuiTextField
        label="Texto"
        multiline
        minRows={4}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={Boolean(errors.body)}
        helperText={errors.body ?? 'Marcadores: {nome} (primeiro nome), {chamado} (número), {plano}. Para escrever uma chave, use {{ ou }}.'}
        slotProps={{ htmlInput: { maxLength: 10_000 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy || !title.trim() || !body.trim()}>
          {macro ? 'Salvar' : 'Criar resposta pronta'}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancelar</Button>}
      </Stack>
    </Stack>
  );
}

export function MacrosPage() {
  const notify = useNotify();
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
    if (!window.confirm(`Apagar a resposta pronta "${m.title}"?`)) return;
    try {
      await httpClient(`/api/admin/support-macros/${m.id}`, { method: 'DELETE' });
      notify('Resposta pronta apagada.', { type: 'success' });
      load();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="Respostas prontas" />
      <Card>
        <CardHeader title="Nova resposta pronta" subheader="A equipe de suporte escolhe uma na caixa de resposta do chamado e pode editar antes de enviar." />
        <CardContent>
          <MacroForm macro={null} onSaved={load} />
        </CardContent>
      </Card>
      {failed && <Alert severity="error">Não foi possível carregar as respostas prontas.</Alert>}
      {macros?.length === 0 && <Typography>Nenhuma resposta pronta cadastrada.</Typography>}
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
                    Editar
                  </Button>
                  <Button color="error" onClick={() => void remove(m)}>
                    Apagar
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
