// Comunidade (issue 24 item 2): the moderation queue - posts held by the automatic rules and posts
// with reports not yet answered, each with its text AS TEXT (people's words are never HTML here), the
// report count, reasons and notes - and the actions, each with the reason the author and the audit log
// read: hide, keep published (restore), release a held post; mute the author for some minutes, ban,
// and lift either. Admins also open and rename rooms (their titles shown as text too).
import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title, useNotify, usePermissions } from 'react-admin';
import type { CommunityQueueItem, CommunityStaffRoom, Done } from '@piboost/backend/contract';
import { httpClient } from '../httpClient';
import { DataTable, type Column } from '../lib/DataTable';
import { spDateTime } from '../lib/time';

const HOLDS: Record<string, string> = { link_new_account: 'Link de conta nova', spam: 'Possível spam' };
const REASONS: Record<string, string> = { spam: 'Spam', abuse: 'Ofensa ou assédio', advice: 'Recomendação de investimento', other: 'Outro motivo' };
const ACCESS: Record<string, string> = { members: 'Todos os membros', vip: 'VIP (Elite e equipe)' };

const messageOf = (err: unknown) => (err as { body?: { message?: string } }).body?.message ?? (err as Error).message ?? 'Erro inesperado.';
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
  return (
    <Box sx={{ maxWidth: 520 }}>
      <Typography variant="subtitle2" component="p">
        {item.first ? 'Tópico' : 'Resposta em'} “{item.threadTitle}”{item.room ? ` · ${item.room.title}` : ''}
      </Typography>
      <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', bgcolor: 'action.hover', p: 1, borderRadius: 1, my: 0.5 }} data-testid="community-post-text">
        {item.body}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Publicado em {spDateTime(item.postedAt)}
      </Typography>
    </Box>
  );
}

function AuthorCell({ item }: { item: CommunityQueueItem }) {
  const a = item.author;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{a.name}</Typography>
      {a.muted && <Chip size="small" color="warning" label={`Silenciado até ${spDateTime(a.muted.until)}`} title={a.muted.reason} />}
      {a.banned && <Chip size="small" color="error" label="Suspenso" title={a.banned.reason} />}
    </Stack>
  );
}

function StatusCell({ item }: { item: CommunityQueueItem }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {item.held && <Chip size="small" color="info" label={`Retida: ${HOLDS[item.held] ?? item.held}`} />}
      {item.hidden && <Chip size="small" label={`Oculta: ${item.hidden.reason}`} />}
      {item.reports > 0 && (
        <>
          <Chip size="small" color="warning" label={item.reports === 1 ? '1 denúncia' : `${item.reports} denúncias`} />
          <Typography variant="caption">{Object.entries(item.reasons).map(([r, n]) => `${REASONS[r] ?? r}: ${n}`).join(' · ')}</Typography>
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
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState('60');
  const post = (action: string, body?: object) => act(`/api/admin/community/posts/${item.postId}/${action}`, body);
  const member = (action: string, body?: object) => act(`/api/admin/community/members/${item.author.id}/${action}`, body);
  return (
    <Stack spacing={1} sx={{ minWidth: 280 }}>
      <TextField size="small" label="Motivo" helperText="O autor e o registro de auditoria leem." value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!item.hidden && (
          <Button size="small" color="error" variant="contained" onClick={() => post('hide', { reason })}>
            Ocultar
          </Button>
        )}
        <Button size="small" variant="outlined" onClick={() => post('restore', { reason })}>
          {item.hidden ? 'Restaurar' : 'Manter publicada'}
        </Button>
        {item.held && (
          <Button size="small" variant="outlined" color="success" onClick={() => post('release')}>
            Liberar
          </Button>
        )}
      </Stack>
      {!item.author.removed && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <TextField size="small" label="Minutos" type="number" value={minutes} onChange={(e) => setMinutes(e.target.value)} sx={{ width: 100 }} />
          {item.author.muted ? (
            <Button size="small" onClick={() => member('unmute')}>
              Encerrar silêncio
            </Button>
          ) : (
            <Button size="small" onClick={() => member('mute', { minutes: Number(minutes), reason })}>
              Silenciar autor
            </Button>
          )}
          {item.author.banned ? (
            <Button size="small" onClick={() => member('unban')}>
              Encerrar suspensão
            </Button>
          ) : (
            <Button size="small" color="error" onClick={() => window.confirm(`Suspender a participação de ${item.author.name} na comunidade?`) && member('ban', { reason })}>
              Suspender autor
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

const QUEUE_COLUMNS: Column<CommunityQueueItem>[] = [
  { header: 'Publicação', cell: (i) => <PostCell item={i} /> },
  { header: 'Autor', cell: (i) => <AuthorCell item={i} /> },
  { header: 'Situação', cell: (i) => <StatusCell item={i} /> },
];

function RoomForm({ onDone }: { onDone(): void }) {
  const act = useAction(onDone);
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
      <TextField size="small" label="Endereço (ex.: bitcoin-longo-prazo)" value={slug} onChange={(e) => setSlug(e.target.value)} />
      <TextField size="small" label="Nome da sala" value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextField size="small" label="Descrição" value={description} onChange={(e) => setDescription(e.target.value)} sx={{ minWidth: 280 }} />
      <TextField select size="small" label="Acesso" value={access} onChange={(e) => setAccess(e.target.value as 'members' | 'vip')} sx={{ minWidth: 200 }}>
        {Object.entries(ACCESS).map(([id, label]) => (
          <MenuItem key={id} value={id}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        Abrir sala
      </Button>
    </Box>
  );
}

function RenameRoom({ room, onDone }: { room: CommunityStaffRoom; onDone(): void }) {
  const act = useAction(onDone);
  const [title, setTitle] = useState(room.title);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField size="small" label="Novo nome" value={title} onChange={(e) => setTitle(e.target.value)} />
      <Button size="small" onClick={() => act(`/api/admin/community/rooms/${room.id}`, { title }, 'PATCH')}>
        Renomear
      </Button>
    </Stack>
  );
}

function Rooms() {
  const client = useQueryClient();
  const { data, error } = useQuery({ queryKey: ['admin-community-rooms'], queryFn: async () => ((await httpClient('/api/admin/community/rooms')).json as { rooms: CommunityStaffRoom[] }).rooms });
  const reload = () => void client.invalidateQueries({ queryKey: ['admin-community-rooms'] });
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h6">
          Salas
        </Typography>
        <RoomForm onDone={reload} />
        {error ? (
          <Alert severity="error">{messageOf(error)}</Alert>
        ) : !data ? (
          <Typography role="status">Carregando...</Typography>
        ) : (
          <DataTable
            label="Salas da comunidade"
            rows={data}
            rowKey={(r) => r.id}
            columns={[
              { header: 'Sala', cell: (r) => r.title },
              { header: 'Endereço', cell: (r) => `/community/${r.slug}` },
              { header: 'Acesso', cell: (r) => ACCESS[r.access] ?? r.access },
              { header: 'Descrição', cell: (r) => r.description || '—' },
              { header: 'Renomear', cell: (r) => <RenameRoom room={r} onDone={reload} /> },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}

export function CommunityPage() {
  const client = useQueryClient();
  const { permissions } = usePermissions<'admin' | 'support' | null>();
  const { data, error } = useQuery({ queryKey: ['admin-community-queue'], queryFn: async () => ((await httpClient('/api/admin/community/queue')).json as { items: CommunityQueueItem[] }).items });
  const reload = () => void client.invalidateQueries({ queryKey: ['admin-community-queue'] });
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title="Comunidade" />
      <Typography component="h1" variant="h5">
        Moderação da comunidade
      </Typography>
      <Typography>
        Publicações retidas pelas regras automáticas e publicações denunciadas. Cada ação leva um motivo: quem escreveu vê o motivo de uma publicação ocultada, e a ação fica no registro de auditoria. A equipe não dá conselhos financeiros individuais.
      </Typography>
      {error ? (
        <Alert severity="error">{messageOf(error)}</Alert>
      ) : !data ? (
        <Typography role="status">Carregando...</Typography>
      ) : data.length === 0 ? (
        <Alert severity="success">Nada aguardando moderação.</Alert>
      ) : (
        <Card>
          <DataTable label="Fila de moderação" columns={[...QUEUE_COLUMNS, { header: 'Ações', cell: (i) => <Actions item={i} onDone={reload} /> }]} rows={data} rowKey={(i) => i.postId} />
        </Card>
      )}
      {permissions === 'admin' && <Rooms />}
    </Box>
  );
}
