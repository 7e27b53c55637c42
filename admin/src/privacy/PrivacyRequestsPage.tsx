// Pedidos LGPD: every data-subject request with its legal deadline (LGPD art. 19: 15 days from
// receipt) - received, due, days left, status, overdue in red - requests from the product's
// Privacidade tab included. Staff register a request received by e-mail and act on it: start the
// export (support and admins), carry out an erasure (admins only), or mark it answered.
import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title, useNotify, usePermissions } from 'react-admin';
import { httpClient } from '../httpClient';

interface PrivacyRequest {
  id: string;
  name: string | null;
  email: string | null;
  kind: 'export' | 'deletion' | 'correction' | 'access';
  channel: string;
  status: 'open' | 'in_progress' | 'answered';
  receivedAt: string;
  dueAt: string;
  daysLeft: number | null;
  overdue: boolean;
  answeredAt: string | null;
}

const KINDS = { export: 'Cópia dos dados', deletion: 'Exclusão da conta', correction: 'Correção', access: 'Acesso / confirmação' } as const;
const CHANNELS: Record<string, string> = { profile: 'Perfil (produto)', email: 'Email', letter: 'Carta', phone: 'Telefone' };
const STATUS = { open: 'Aberto', in_progress: 'Em andamento', answered: 'Respondido' } as const;
const day = (iso: string) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(new Date(iso));

/** The API's error envelope, as react-admin's fetchJson rejects with it. */
const messageOf = (err: unknown) => (err as { body?: { message?: string } }).body?.message ?? (err as Error).message ?? 'Erro inesperado.';
const fieldErrors = (err: unknown) => (err as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};

function RegisterForm({ onDone }: { onDone(): void }) {
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<PrivacyRequest['kind']>('export');
  const [receivedAt, setReceivedAt] = useState(new Date().toISOString().slice(0, 10));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await httpClient('/api/admin/privacy/requests', { method: 'POST', body: JSON.stringify({ email, kind, channel: 'email', receivedAt }) });
      setErrors({});
      setEmail('');
      notify((res.json as { message: string }).message, { type: 'success' });
      onDone();
    } catch (err) {
      setErrors(fieldErrors(err));
      notify(messageOf(err), { type: 'error' });
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField label="Email da conta do titular" value={email} onChange={(e) => setEmail(e.target.value)} error={Boolean(errors.email)} helperText={errors.email} size="small" sx={{ minWidth: 280 }} />
      <TextField select label="Tipo do pedido" value={kind} onChange={(e) => setKind(e.target.value as PrivacyRequest['kind'])} size="small" sx={{ minWidth: 200 }}>
        {Object.entries(KINDS).map(([id, label]) => (
          <MenuItem key={id} value={id}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Recebido em" type="date" value={receivedAt} onChange={(e) => setReceivedAt(e.target.value)} error={Boolean(errors.receivedAt)} helperText={errors.receivedAt} size="small" slotProps={{ inputLabel: { shrink: true } }} />
      <Button type="submit" variant="contained">
        Registrar pedido recebido por email
      </Button>
    </Box>
  );
}

function Actions({ request, admin, onDone }: { request: PrivacyRequest; admin: boolean; onDone(): void }) {
  const notify = useNotify();
  const [note, setNote] = useState('');
  const run = async (path: string, body?: object, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return;
    try {
      const res = await httpClient(`/api/admin/privacy/requests/${request.id}/${path}`, { method: 'POST', body: body ? JSON.stringify(body) : undefined });
      notify((res.json as { message: string }).message, { type: 'success' });
      onDone();
    } catch (err) {
      notify(messageOf(err), { type: 'error' });
    }
  };
  if (request.status === 'answered') return <Typography variant="body2">Respondido em {day(request.answeredAt!)}</Typography>;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {(request.kind === 'export' || request.kind === 'access') && request.status === 'open' && (
        <Button size="small" variant="outlined" onClick={() => run('export')}>
          Enviar cópia dos dados
        </Button>
      )}
      {request.kind === 'deletion' && admin && (
        <Button size="small" color="error" variant="outlined" onClick={() => run('erase', undefined, `Excluir a conta de ${request.email ?? 'titular'} para sempre? Não há como desfazer.`)}>
          Executar exclusão
        </Button>
      )}
      {request.kind === 'deletion' && !admin && <Typography variant="body2">Exclusão: só administradores executam.</Typography>}
      {request.kind !== 'deletion' && (
        <>
          <TextField size="small" label="Resposta dada" value={note} onChange={(e) => setNote(e.target.value)} />
          <Button size="small" onClick={() => run('answer', { note })}>
            Marcar respondido
          </Button>
        </>
      )}
    </Stack>
  );
}

export function PrivacyRequestsPage() {
  const client = useQueryClient();
  const { permissions } = usePermissions<'admin' | 'support' | null>();
  const { data, error } = useQuery({
    queryKey: ['admin-privacy-requests'],
    queryFn: async () => (await httpClient('/api/admin/privacy/requests')).json as PrivacyRequest[],
  });
  const reload = () => void client.invalidateQueries({ queryKey: ['admin-privacy-requests'] });
  const overdue = data?.filter((r) => r.overdue && r.status !== 'answered').length ?? 0;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title="Pedidos LGPD" />
      <Typography component="h1" variant="h5">
        Pedidos dos titulares (LGPD)
      </Typography>
      <Typography>A LGPD (art. 19) dá 15 dias, contados do recebimento, para a resposta completa. Pedidos feitos no perfil entram aqui sozinhos.</Typography>
      {overdue > 0 && <Alert severity="error">{overdue === 1 ? '1 pedido está atrasado.' : `${overdue} pedidos estão atrasados.`}</Alert>}
      <Card>
        <CardContent>
          <RegisterForm onDone={reload} />
        </CardContent>
      </Card>
      {error ? (
        <Alert severity="error">{messageOf(error)}</Alert>
      ) : !data ? (
        <Typography role="status">Carregando...</Typography>
      ) : data.length === 0 ? (
        <Typography>Nenhum pedido até agora.</Typography>
      ) : (
        <Table size="small" aria-label="Pedidos dos titulares">
          <TableHead>
            <TableRow>
              <TableCell>Titular</TableCell>
              <TableCell>Pedido</TableCell>
              <TableCell>Canal</TableCell>
              <TableCell>Recebido</TableCell>
              <TableCell>Prazo</TableCell>
              <TableCell>Dias restantes</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Ações</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((r) => (
              <TableRow key={r.id} sx={r.overdue && r.status !== 'answered' ? { bgcolor: 'rgba(211, 47, 47, 0.15)' } : undefined}>
                <TableCell>{r.email ? `${r.name ?? ''} <${r.email}>` : '(dados apagados)'}</TableCell>
                <TableCell>{KINDS[r.kind]}</TableCell>
                <TableCell>{CHANNELS[r.channel] ?? r.channel}</TableCell>
                <TableCell>{day(r.receivedAt)}</TableCell>
                <TableCell>{day(r.dueAt)}</TableCell>
                <TableCell>{r.daysLeft === null ? '—' : r.overdue ? <Chip color="error" size="small" label={`Atrasado ${-r.daysLeft} ${-r.daysLeft === 1 ? 'dia' : 'dias'}`} /> : r.daysLeft}</TableCell>
                <TableCell>{STATUS[r.status]}</TableCell>
                <TableCell>
                  <Actions request={r} admin={permissions === 'admin'} onDone={reload} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
