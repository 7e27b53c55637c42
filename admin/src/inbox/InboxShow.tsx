// One item of the inbox: what the person wrote and every staff reply (the thread), and the work on
// it - status, assignee, reply by e-mail. The server decides what is allowed; this page offers the
// statuses it lists in `allowed_statuses` and shows its messages when it refuses.
import { Box, Button, Card, CardContent, Chip, Divider, LinearProgress, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link, Show, useCanAccess, useGetList, useNotify, useRecordContext, useShowContext, useUpdate } from 'react-admin';
import { accessToken } from '../auth/session';
import { httpClient } from '../httpClient';
import { CATEGORY_LABELS, KIND_CHOICES, labelOf, PRIORITY_CHOICES, STATUS_CHOICES } from './choices';
import { StatusChip } from './StatusChip';
import { spDateTime } from '../lib/time';

export interface InboxItem {
  id: string;
  kind: string;
  reference: string;
  /** Null once the sender's data was erased. */
  subject: string | null;
  category: string | null;
  priority: string | null;
  status: string;
  assignee_id: string | null;
  assignee_name: string | null;
  user_id: string | null;
  name: string | null;
  email: string | null;
  message: string | null;
  details: Record<string, string | null>;
  resume_path: string | null;
  allowed_statuses: string[];
  created_at: string;
  replies: { id: string; staff_id: string; staff_name: string | null; message: string | null; created_at: string }[];
  notes: { id: string; staff_id: string; staff_name: string | null; note: string | null; created_at: string }[];
}


function ItemTitle() {
  const record = useRecordContext<InboxItem>();
  return <span>{record ? `${record.reference} · ${record.subject ?? '(assunto apagado)'}` : 'Item'}</span>;
}

function Message({ author, at, tone, children }: { author: string; at: string; tone: 'sender' | 'staff'; children: ReactNode }) {
  return (
    <Box
      component="article"
      aria-label={`Mensagem de ${author}`}
      sx={{ p: 2, borderRadius: 1, borderLeft: 4, borderColor: tone === 'sender' ? 'info.main' : 'success.main', bgcolor: 'action.hover' }}
    >
      <Typography variant="subtitle2" component="h3">
        {author} <Typography component="span" variant="caption" color="text.secondary">· {spDateTime(at)}</Typography>
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
        {children}
      </Typography>
    </Box>
  );
}

function Thread({ item }: { item: InboxItem }) {
  return (
    <Card component="section" aria-labelledby="thread-title">
      <CardContent>
        <Typography id="thread-title" variant="h6" component="h2" gutterBottom>
          Conversa
        </Typography>
        <Stack spacing={2}>
          <Message author={item.name ?? '(dados apagados)'} at={item.created_at} tone="sender">
            {item.message ?? 'Mensagem apagada a pedido do titular (LGPD).'}
          </Message>
          {item.replies.map((reply) => (
            <Message key={reply.id} author={`${reply.staff_name ?? 'Equipe π Boost'} (equipe)`} at={reply.created_at} tone="staff">
              {reply.message ?? 'Resposta apagada a pedido do titular (LGPD).'}
            </Message>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

async function downloadResume(path: string) {
  const res = await fetch(path, { headers: { Authorization: `Bearer ${accessToken() ?? ''}` } });
  if (!res.ok) throw new Error('Não foi possível baixar o currículo.');
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'curriculo.pdf';
  link.click();
  URL.revokeObjectURL(url);
}

const DETAIL_LABELS: Record<string, string> = { company: 'Empresa / veículo', role: 'Função', phone: 'Telefone', experience: 'Experiência' };

function Details({ item }: { item: InboxItem }) {
  const notify = useNotify();
  const rows: [string, ReactNode][] = [
    ['Canal', labelOf(KIND_CHOICES, item.kind)],
    ['Status', <StatusChip key="s" />],
    ['Remetente', item.name ?? '(apagado)'],
    ['E-mail', item.email ?? '(apagado)'],
    ['Conta', item.user_id ? 'Usuário cadastrado' : 'Visitante'],
    ['Recebido em', spDateTime(item.created_at)],
  ];
  if (item.priority) rows.push(['Prioridade', labelOf(PRIORITY_CHOICES, item.priority)]);
  if (item.category && item.kind === 'contact') rows.push(['Categoria', CATEGORY_LABELS[item.category] ?? item.category]);
  for (const [key, value] of Object.entries(item.details)) {
    if (key in DETAIL_LABELS && value) rows.push([DETAIL_LABELS[key]!, key === 'role' ? (CATEGORY_LABELS[value] ?? value) : value]);
  }
  return (
    <Card component="section" aria-labelledby="details-title">
      <CardContent>
        <Typography id="details-title" variant="h6" component="h2" gutterBottom>
          Detalhes
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          {item.resume_path && (
            <Button variant="outlined" onClick={() => downloadResume(item.resume_path!).catch((e: Error) => notify(e.message, { type: 'error' }))}>
              Baixar currículo (PDF)
            </Button>
          )}
          <Button component={Link} to={{ pathname: '/outbox', search: `filter=${encodeURIComponent(JSON.stringify({ q: item.reference }))}` }}>
            E-mails desta referência
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function WorkPanel({ item }: { item: InboxItem }) {
  const notify = useNotify();
  const { refetch } = useShowContext<InboxItem>();
  const [update, { isPending: saving }] = useUpdate<InboxItem>();
  const { data: staff = [] } = useGetList<{ id: string; name: string | null; role: string }>('inbox-assignees', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'created_at', order: 'ASC' },
  });
  const [status, setStatus] = useState('');
  const [assignee, setAssignee] = useState(item.assignee_id ?? '');
  const [priority, setPriority] = useState(item.priority ?? '');
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);

  const save = (data: Partial<InboxItem>, done: string) =>
    update(
      'inbox',
      { id: item.id, data, previousData: item },
      { mutationMode: 'pessimistic', onSuccess: () => notify(done, { type: 'success' }), onError: (e) => notify((e as Error).message, { type: 'error' }) },
    );

  async function sendReply() {
    setSending(true);
    try {
      await httpClient(`/api/admin/inbox/${item.id}/replies`, { method: 'POST', body: JSON.stringify({ message: reply }) });
      setReply('');
      notify(`Resposta enviada por e-mail para ${item.email ?? 'o remetente'}.`, { type: 'success' });
      await refetch();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  }

  const closed = item.allowed_statuses.length === 0;
  return (
    <Card component="section" aria-labelledby="work-title">
      <CardContent>
        <Typography id="work-title" variant="h6" component="h2" gutterBottom>
          Atendimento
        </Typography>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <MuiTextField select fullWidth size="small" label="Novo status" value={status} onChange={(e) => setStatus(e.target.value)} disabled={closed}>
              {item.allowed_statuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {labelOf(STATUS_CHOICES, s)}
                </MenuItem>
              ))}
            </MuiTextField>
            <Button variant="contained" disabled={!status || saving} onClick={() => void save({ status }, `Status alterado para "${labelOf(STATUS_CHOICES, status)}".`).then(() => setStatus(''))}>
              Alterar status
            </Button>
          </Stack>
          {closed && <Typography variant="body2" color="text.secondary">Item fechado: o status não muda mais.</Typography>}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <MuiTextField select fullWidth size="small" label="Responsável" value={assignee} onChange={(e) => setAssignee(e.target.value)}>
              <MenuItem value="">Ninguém</MenuItem>
              {staff.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name ?? s.id} ({s.role === 'admin' ? 'administração' : 'suporte'})
                </MenuItem>
              ))}
            </MuiTextField>
            <Button
              variant="outlined"
              disabled={saving || assignee === (item.assignee_id ?? '')}
              onClick={() => void save({ assignee_id: assignee || null }, assignee ? 'Item atribuído.' : 'Atribuição removida.')}
            >
              Atribuir
            </Button>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <MuiTextField select fullWidth size="small" label="Prioridade" value={priority} onChange={(e) => setPriority(e.target.value)}>
              {PRIORITY_CHOICES.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </MuiTextField>
            <Button
              variant="outlined"
              disabled={saving || !priority || priority === (item.priority ?? '')}
              onClick={() => void save({ priority }, `Prioridade alterada para "${labelOf(PRIORITY_CHOICES, priority)}".`)}
            >
              Alterar prioridade
            </Button>
          </Stack>
          <Divider />
          <MuiTextField
            label="Resposta"
            helperText={item.email ? `Enviada por e-mail para ${item.email}, com a referência ${item.reference}.` : 'O remetente não tem e-mail (dados apagados).'}
            multiline
            minRows={5}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            disabled={closed || !item.email}
            slotProps={{ htmlInput: { maxLength: 10_000 } }}
          />
          <Box>
            <Button variant="contained" color="success" disabled={!reply.trim() || sending || closed || !item.email} onClick={() => void sendReply()}>
              {sending ? 'Enviando...' : 'Enviar resposta'}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Notes for the team: shown only here, never mailed to the sender. */
function Notes({ item, canWrite }: { item: InboxItem; canWrite: boolean }) {
  const notify = useNotify();
  const { refetch } = useShowContext<InboxItem>();
  const [note, setNote] = useState('');
  const [adding, setAdding] = useState(false);

  async function addNote() {
    setAdding(true);
    try {
      await httpClient(`/api/admin/inbox/${item.id}/notes`, { method: 'POST', body: JSON.stringify({ note }) });
      setNote('');
      notify('Nota interna adicionada (não enviada ao remetente).', { type: 'success' });
      await refetch();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setAdding(false);
    }
  }

  return (
    <Card component="section" aria-labelledby="notes-title">
      <CardContent>
        <Typography id="notes-title" variant="h6" component="h2" gutterBottom>
          Notas internas
        </Typography>
        <Stack spacing={2}>
          {item.notes.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Nenhuma nota. Só a equipe vê as notas; elas nunca são enviadas por e-mail.
            </Typography>
          )}
          {item.notes.map((n) => (
            <Box key={n.id} component="article" aria-label={`Nota de ${n.staff_name ?? 'equipe'}`} sx={{ p: 1.5, borderRadius: 1, borderLeft: 4, borderColor: 'warning.main', bgcolor: 'action.hover' }}>
              <Typography variant="caption" color="text.secondary">
                {n.staff_name ?? 'Equipe π Boost'} · {spDateTime(n.created_at)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {n.note ?? 'Nota apagada a pedido do titular (LGPD).'}
              </Typography>
            </Box>
          ))}
          {canWrite && (
            <>
              <MuiTextField
                label="Nova nota interna"
                helperText="Visível só para a equipe."
                multiline
                minRows={3}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                disabled={!item.email}
                slotProps={{ htmlInput: { maxLength: 10_000 } }}
              />
              <Box>
                <Button variant="outlined" color="warning" disabled={!note.trim() || adding || !item.email} onClick={() => void addNote()}>
                  {adding ? 'Salvando...' : 'Adicionar nota'}
                </Button>
              </Box>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function ItemPage() {
  const item = useRecordContext<InboxItem>();
  const { canAccess: canWork } = useCanAccess({ resource: 'inbox', action: 'edit' });
  // react-admin first shows the row from the list, which has no message or thread: wait for the item.
  if (!item?.replies) return <LinearProgress aria-label="Carregando o item" sx={{ m: 2 }} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start', p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {item.subject ?? '(assunto apagado)'} <Chip size="small" variant="outlined" label={item.reference} />
        </Typography>
        <Thread item={item} />
        <Notes item={item} canWrite={canWork === true} />
      </Stack>
      <Stack spacing={2}>
        {canWork && <WorkPanel key={`${item.assignee_id}-${item.status}-${item.priority}`} item={item} />}
        <Details item={item} />
      </Stack>
    </Box>
  );
}

export function InboxShow() {
  return (
    <Show title={<ItemTitle />} actions={false}>
      <ItemPage />
    </Show>
  );
}
