// The work on an inbox item: status, priority, assignee and the reply by e-mail. The server decides
// what is allowed; this panel offers the statuses it lists in `allowed_statuses`.
import { Box, Button, Divider, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify, useShowContext, useTranslate, useUpdate } from 'react-admin';
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
  const translate = useTranslate();
  return (
    <ItemSection id="work-title" title={translate('inbox.work.title')}>
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
  const translate = useTranslate();
  return (
    <>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <MuiTextField select fullWidth size="small" label={translate('inbox.work.newStatus')} value={status} onChange={(e) => setStatus(e.target.value)} disabled={closed}>
        {item.allowed_statuses.map((s) => (
          <MenuItem key={s} value={s}>
            {labelOf(STATUS_CHOICES, s, translate)}
          </MenuItem>
        ))}
      </MuiTextField>
      <Button variant="contained" disabled={!status || saving} onClick={() => void save({ status }, translate('inbox.work.statusChanged', { status: labelOf(STATUS_CHOICES, status, translate) })).then(() => setStatus(''))}>
        {translate('inbox.work.changeStatus')}
      </Button>
    </Stack>
    {closed && <Typography variant="body2" color="text.secondary">{translate('inbox.work.closed')}</Typography>}
    </>
  );
}

function AssigneeRow({ item, save, saving }: RowProps) {
  const { data: staff = [] } = useGetList<{ id: string; name: string | null; role: string }>('inbox-assignees', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'created_at', order: 'ASC' },
  });
  const [assignee, setAssignee] = useState(item.assignee_id ?? '');
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <MuiTextField select fullWidth size="small" label={translate('inbox.field.assignee')} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
        <MenuItem value="">{translate('inbox.work.nobody')}</MenuItem>
        {staff.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {translate(s.role === 'admin' ? 'inbox.work.assigneeAdmin' : 'inbox.work.assigneeSupport', { name: s.name ?? s.id })}
          </MenuItem>
        ))}
      </MuiTextField>
      <Button
        variant="outlined"
        disabled={saving || assignee === (item.assignee_id ?? '')}
        onClick={() => void save({ assignee_id: assignee || null }, translate(assignee ? 'inbox.work.assigned' : 'inbox.work.unassigned'))}
      >
        {translate('inbox.work.assign')}
      </Button>
    </Stack>
  );
}

function PriorityRow({ item, save, saving }: RowProps) {
  const [priority, setPriority] = useState(item.priority ?? '');
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <MuiTextField select fullWidth size="small" label={translate('inbox.field.priority')} value={priority} onChange={(e) => setPriority(e.target.value)}>
        {PRIORITY_CHOICES.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {translate(p.name)}
          </MenuItem>
        ))}
      </MuiTextField>
      <Button
        variant="outlined"
        disabled={saving || !priority || priority === (item.priority ?? '')}
        onClick={() => void save({ priority }, translate('inbox.work.priorityChanged', { priority: labelOf(PRIORITY_CHOICES, priority, translate) }))}
      >
        {translate('inbox.work.changePriority')}
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
  const translate = useTranslate();
  useReportReplying(reply.trim() !== '');
  const sendReply = (force = false) =>
    post({ message: reply, seen: lastSeenMessage(item), ...(force ? { force } : {}) }, translate('inbox.work.replySent', { email: item.email ?? translate('inbox.work.theSender') }), () => {
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
      label={translate('inbox.work.reply')}
      helperText={item.email ? translate('inbox.work.replyHelp', { email: item.email, reference: item.reference }) : translate('inbox.work.noEmail')}
      multiline
      minRows={5}
      value={reply}
      onChange={(e) => setReply(e.target.value)}
      disabled={closed || !item.email}
      slotProps={{ htmlInput: { maxLength: 10_000 } }}
    />
    <Box>
      <Button variant="contained" color="success" disabled={!reply.trim() || sending || closed || !item.email} onClick={() => void sendReply()}>
        {translate(sending ? 'inbox.work.sending' : 'inbox.work.send')}
      </Button>
    </Box>
    <NewerMessagesDialog newer={newer} sending={sending} onSend={() => void sendReply(true)} onCancel={() => {
      setNewer(null);
      void refetch();
    }} />
    </>
  );
}
