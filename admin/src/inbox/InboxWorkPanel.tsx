// The work on an inbox item: status, priority, assignee and the reply by e-mail. The server decides
// what is allowed; this panel offers the statuses it lists in `allowed_statuses`.
import { Box, Button, Divider, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify, useShowContext, useUpdate } from 'react-admin';
import { labelOf, PRIORITY_CHOICES, STATUS_CHOICES } from './choices';
import { lastSeenMessage, newerOf, NewerMessagesDialog, useReportReplying, type NewerMessage } from './Collision';
import { ItemSection, useItemPost } from './ItemSection';
import { MacroPicker } from './MacroPicker';
import type { InboxItem } from '@piboost/backend/contract';

type Save = ReturnType<typeof useSave>['save'];

function useSave(item: InboxItem) {
  const notify = useNotify();
  const [update, { isPending: saving }] = useUpdate<InboxItem>();
  const save = (data: Partial<InboxItem>, done: string) =>
    update(
      'inbox',
      { id: item.id, data, previousData: item },
      { mutationMode: 'pessimistic', onSuccess: () => notify(done, { type: 'success' }), onError: (e) => notify((e as Error).message, { type: 'error' }) },
    );
  return { save, saving };
}

export function WorkPanel({ item }: { item: InboxItem }) {
  const { save, saving } = useSave(item);
  const closed = item.allowed_statuses.length === 0;
  return (
    <ItemSection id="work-title" title="Atendimento">
      <Stack spacing={2}>
        <StatusRow item={item} save={save} saving={saving} closed={closed} />
        <AssigneeRow item={item} save={save} saving={saving} />
        <PriorityRow item={item} save={save} saving={saving} />
        <Divider />
        <ReplyBox item={item} closed={closed} />
      </Stack>
    </ItemSection>
  );
}

interface RowProps {
  item: InboxItem;
  save: Save;
  saving: boolean;
}

function StatusRow({ item, save, saving, closed }: RowProps & { closed: boolean }) {
  const [status, setStatus] = useState('');
  return (
    <>
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
    </>
  );
}

function AssigneeRow({ item, save, saving }: RowProps) {
  const { data: staff = [] } = useGetList<{ id: string; name: string | null; role: string }>('inbox-assignees', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'created_at', order: 'ASC' },
  });
  const [assignee, setAssignee] = useState(item.assignee_id ?? '');
  return (
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
  );
}

function PriorityRow({ item, save, saving }: RowProps) {
  const [priority, setPriority] = useState(item.priority ?? '');
  return (
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
  );
}

/** The reply by e-mail, sent through the server (which keeps it in the item's history). */
function ReplyBox({ item, closed }: { item: InboxItem; closed: boolean }) {
  const { post, busy: sending } = useItemPost(item, 'replies');
  const [reply, setReply] = useState('');
  // Collision (Collision.tsx): the reply says the newest message its agent saw; a newer one asks first.
  const [newer, setNewer] = useState<NewerMessage[] | null>(null);
  const { refetch } = useShowContext<InboxItem>();
  useReportReplying(reply.trim() !== '');
  const sendReply = (force = false) =>
    post({ message: reply, seen: lastSeenMessage(item), ...(force ? { force } : {}) }, `Resposta enviada por e-mail para ${item.email ?? 'o remetente'}.`, () => {
      setReply('');
      setNewer(null);
    }, (e) => {
      const found = newerOf(e);
      if (found) setNewer(found);
      return found !== null;
    });

  return (
    <>
    <MacroPicker itemId={item.id} disabled={closed || !item.email} onFill={setReply} />
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
    <NewerMessagesDialog newer={newer} sending={sending} onSend={() => void sendReply(true)} onCancel={() => {
      setNewer(null);
      void refetch();
    }} />
    </>
  );
}
