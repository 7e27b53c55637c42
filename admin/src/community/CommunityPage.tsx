// Comunidade (issue 24 item 2): the moderation queue - posts held by the automatic rules and posts
// with reports not yet answered, each with its text AS TEXT (people's words are never HTML here), the
// report count, reasons and notes - and the actions, each with the reason the author and the audit log
// read: hide, keep published (restore), release a held post; mute the author for some minutes, ban,
// and lift either. Admins also open and rename rooms (their titles shown as text too).
import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title, useNotify, usePermissions, useTranslate, type TranslateFunction } from 'react-admin';
import type { CommunityQueueItem, CommunityStaffRoom, Done } from '@piboost/backend/contract';
import { httpClient } from '../httpClient';
import { DataTable, type Column } from '../lib/DataTable';
import { spDateTime } from '../lib/time';
import { translate as message, type MessageKey } from '../i18n';

const HOLDS: Partial<Record<string, MessageKey>> = { link_new_account: 'community.hold.linkNewAccount', spam: 'community.hold.spam' };
const REASONS: Partial<Record<string, MessageKey>> = {
  spam: 'community.reason.spam',
  abuse: 'community.reason.abuse',
  advice: 'community.reason.advice',
  other: 'community.reason.other',
};
const ACCESS = { members: 'community.access.members', vip: 'community.access.vip' } as const satisfies Record<CommunityStaffRoom['access'], MessageKey>;
/** A label of one of the maps above, or the raw value the API sent when the map does not know it. */
const labelOf = (translate: TranslateFunction, key: MessageKey | undefined, raw: string) => (key ? translate(key) : raw);

const messageOf = (err: unknown) => (err as { body?: { message?: string } }).body?.message ?? (err as Error).message ?? message('community.error.unexpected');
const fieldErrors = (err: unknown) => (err as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};

function useAction(onDone: () => void) {
  const notify = useNotify();
  return async (path: string, body?: object, method = 'POST'): Promise<boolean> => {
    try {
      const res = await httpClient(path, { method, body: body ? JSON.stringify(body) : undefined });
      notify((res.json as Done).message, { type: 'success' });
      onDone();
      return true;
    } catch (err) {
      const errors = Object.values(fieldErrors(err));
      notify(errors.length ? errors.join(' ') : messageOf(err), { type: 'error' });
      return false;
    }
  };
}

function PostCell({ item }: { item: CommunityQueueItem }) {
  const translate = useTranslate();
  const values = { thread: item.threadTitle, room: item.room?.title ?? '' };
  const where = item.room
    ? translate(item.first ? 'community.post.topicInRoom' : 'community.post.replyInRoom', values)
    : translate(item.first ? 'community.post.topic' : 'community.post.reply', values);
  return (
    <Box sx={{ maxWidth: 520 }}>
      <Typography variant="subtitle2" component="p">
        {where}
      </Typography>
      <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', bgcolor: 'action.hover', p: 1, borderRadius: 1, my: 0.5 }} data-testid="community-post-text">
        {item.body}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('community.post.postedAt', { at: spDateTime(item.postedAt) })}
      </Typography>
    </Box>
  );
}

function AuthorCell({ item }: { item: CommunityQueueItem }) {
  const a = item.author;
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{a.name}</Typography>
      {a.muted && <Chip size="small" color="warning" label={translate('community.author.mutedUntil', { until: spDateTime(a.muted.until) })} title={a.muted.reason} />}
      {a.banned && <Chip size="small" color="error" label={translate('community.author.banned')} title={a.banned.reason} />}
    </Stack>
  );
}

function StatusCell({ item }: { item: CommunityQueueItem }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {item.held && <Chip size="small" color="info" label={translate('community.status.held', { hold: labelOf(translate, HOLDS[item.held], item.held) })} />}
      {item.hidden && <Chip size="small" label={translate('community.status.hidden', { reason: item.hidden.reason })} />}
      {item.reports > 0 && (
        <>
          <Chip size="small" color="warning" label={translate('community.status.reports', { count: item.reports })} />
          <Typography variant="caption">{Object.entries(item.reasons).map(([r, n]) => translate('community.status.reasonCount', { reason: labelOf(translate, REASONS[r], r), count: n })).join(' · ')}</Typography>
          {item.notes
            .filter((n) => n.note)
            .map((n, i) => (
              <Typography key={i} variant="caption" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                “{n.note}”
              </Typography>
            ))}
        </>
      )}
    </Stack>
  );
}

function Actions({ item, onDone }: { item: CommunityQueueItem; onDone(): void }) {
  const act = useAction(onDone);
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState('60');
  const post = (action: string, body?: object) => act(`/api/admin/community/posts/${item.postId}/${action}`, body);
  const member = (action: string, body?: object) => act(`/api/admin/community/members/${item.author.id}/${action}`, body);
  return (
    <Stack spacing={1} sx={{ minWidth: 280 }}>
      <TextField size="small" label={translate('community.actions.reason')} helperText={translate('community.actions.reasonHelp')} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!item.hidden && (
          <Button size="small" color="error" variant="contained" onClick={() => post('hide', { reason })}>
            {translate('community.actions.hide')}
          </Button>
        )}
        <Button size="small" variant="outlined" onClick={() => post('restore', { reason })}>
          {translate(item.hidden ? 'community.actions.restore' : 'community.actions.keep')}
        </Button>
        {item.held && (
          <Button size="small" variant="outlined" color="success" onClick={() => post('release')}>
            {translate('community.actions.release')}
          </Button>
        )}
      </Stack>
      {!item.author.removed && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <TextField size="small" label={translate('community.actions.minutes')} type="number" value={minutes} onChange={(e) => setMinutes(e.target.value)} sx={{ width: 100 }} />
          {item.author.muted ? (
            <Button size="small" onClick={() => member('unmute')}>
              {translate('community.actions.unmute')}
            </Button>
          ) : (
            <Button size="small" onClick={() => member('mute', { minutes: Number(minutes), reason })}>
              {translate('community.actions.mute')}
            </Button>
          )}
          {item.author.banned ? (
            <Button size="small" onClick={() => member('unban')}>
              {translate('community.actions.unban')}
            </Button>
          ) : (
            <Button size="small" color="error" onClick={() => window.confirm(translate('community.actions.banConfirm', { name: item.author.name })) && member('ban', { reason })}>
              {translate('community.actions.ban')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

const queueColumns = (translate: TranslateFunction): Column<CommunityQueueItem>[] => [
  { header: translate('community.queue.post'), cell: (i) => <PostCell item={i} /> },
  { header: translate('community.queue.author'), cell: (i) => <AuthorCell item={i} /> },
  { header: translate('community.queue.status'), cell: (i) => <StatusCell item={i} /> },
];

function RoomForm({ onDone }: { onDone(): void }) {
  const act = useAction(onDone);
  const translate = useTranslate();
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [access, setAccess] = useState<'members' | 'vip'>('members');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await act('/api/admin/community/rooms', { slug, title, description, access })) {
      setSlug('');
      setTitle('');
      setDescription('');
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField size="small" label={translate('community.rooms.slugExample')} value={slug} onChange={(e) => setSlug(e.target.value)} />
      <TextField size="small" label={translate('community.rooms.title')} value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextField size="small" label={translate('community.rooms.description')} value={description} onChange={(e) => setDescription(e.target.value)} sx={{ minWidth: 280 }} />
      <TextField select size="small" label={translate('community.rooms.access')} value={access} onChange={(e) => setAccess(e.target.value as 'members' | 'vip')} sx={{ minWidth: 200 }}>
        {Object.entries(ACCESS).map(([id, label]) => (
          <MenuItem key={id} value={id}>
            {translate(label)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {translate('community.rooms.open')}
      </Button>
    </Box>
  );
}

function RenameRoom({ room, onDone }: { room: CommunityStaffRoom; onDone(): void }) {
  const act = useAction(onDone);
  const translate = useTranslate();
  const [title, setTitle] = useState(room.title);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField size="small" label={translate('community.rooms.newName')} value={title} onChange={(e) => setTitle(e.target.value)} />
      <Button size="small" onClick={() => act(`/api/admin/community/rooms/${room.id}`, { title }, 'PATCH')}>
        {translate('community.rooms.rename')}
      </Button>
    </Stack>
  );
}

function Rooms() {
  const client = useQueryClient();
  const translate = useTranslate();
  const { data, error } = useQuery({ queryKey: ['admin-community-rooms'], queryFn: async () => ((await httpClient('/api/admin/community/rooms')).json as { rooms: CommunityStaffRoom[] }).rooms });
  const reload = () => void client.invalidateQueries({ queryKey: ['admin-community-rooms'] });
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h6">
          {translate('community.rooms.heading')}
        </Typography>
        <RoomForm onDone={reload} />
        {error ? (
          <Alert severity="error">{messageOf(error)}</Alert>
        ) : !data ? (
          <Typography role="status">{translate('community.loading')}</Typography>
        ) : (
          <DataTable
            label={translate('community.rooms.tableLabel')}
            rows={data}
            rowKey={(r) => r.id}
            columns={[
              { header: translate('community.rooms.room'), cell: (r) => r.title },
              { header: translate('community.rooms.slug'), cell: (r) => `/community/${r.slug}` },
              { header: translate('community.rooms.access'), cell: (r) => translate(ACCESS[r.access]) },
              { header: translate('community.rooms.description'), cell: (r) => r.description || '—' },
              { header: translate('community.rooms.rename'), cell: (r) => <RenameRoom room={r} onDone={reload} /> },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}

export function CommunityPage() {
  const client = useQueryClient();
  const translate = useTranslate();
  const { permissions } = usePermissions<'admin' | 'support' | null>();
  const { data, error } = useQuery({ queryKey: ['admin-community-queue'], queryFn: async () => ((await httpClient('/api/admin/community/queue')).json as { items: CommunityQueueItem[] }).items });
  const reload = () => void client.invalidateQueries({ queryKey: ['admin-community-queue'] });
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('community.title')} />
      <Typography component="h1" variant="h5">
        {translate('community.heading')}
      </Typography>
      <Typography>
        {translate('community.intro')}
      </Typography>
      {error ? (
        <Alert severity="error">{messageOf(error)}</Alert>
      ) : !data ? (
        <Typography role="status">{translate('community.loading')}</Typography>
      ) : data.length === 0 ? (
        <Alert severity="success">{translate('community.queue.empty')}</Alert>
      ) : (
        <Card>
          <DataTable
            label={translate('community.queue.label')}
            columns={[...queueColumns(translate), { header: translate('community.queue.actions'), cell: (i) => <Actions item={i} onDone={reload} /> }]} rows={data} rowKey={(i) => i.postId} />
        </Card>
      )}
      {permissions === 'admin' && <Rooms />}
    </Box>
  );
}
