// Pedidos LGPD: every data-subject request with its legal deadline (LGPD art. 19: 15 days from
// receipt) - received, due, days left, status, overdue in red - requests from the product's
// Privacidade tab included. Staff register a request received by e-mail - from an account holder or
// from a visitor without an account, known by the address - and act on it: start the export (support
// and admins; accounts only), carry out an erasure (admins only), or mark it answered.
import { Alert, Box, Button, Card, CardContent, Checkbox, Chip, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title, useNotify, usePermissions } from 'react-admin';
import type { Done, PrivacyRequest } from '@piboost/backend/contract';
import { httpClient } from '../httpClient';
import { DataTable, type Column } from '../lib/DataTable';

const KINDS = { export: 'Cópia dos dados', deletion: 'Exclusão da conta', correction: 'Correção', access: 'Acesso / confirmação' } as const;
const CHANNELS: Record<string, string> = { profile: 'Perfil (produto)', email: 'Email', letter: 'Carta', phone: 'Telefone' };
const STATUS = { open: 'Aberto', in_progress: 'Em andamento', answered: 'Respondido' } as const;
/** Today in São Paulo (the API reads a bare date as that day there); UTC's date is already tomorrow at 21h. */
const saoPauloToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const day = (iso: string) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(new Date(iso));

/** The API's error envelope, as react-admin's fetchJson rejects with it. */
const messageOf = (err: unknown) => (err as { body?: { message?: string } }).body?.message ?? (err as Error).message ?? 'Erro inesperado.';
const fieldErrors = (err: unknown) => (err as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};

function RegisterForm({ onDone }: { onDone(): void }) {
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [visitor, setVisitor] = useState(false);
  const [kind, setKind] = useState<PrivacyRequest['kind']>('export');
  const [receivedAt, setReceivedAt] = useState(saoPauloToday);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await httpClient('/api/admin/privacy/requests', { method: 'POST', body: JSON.stringify({ email, visitor, kind, channel: 'email', receivedAt }) });
      setErrors({});
      setEmail('');
      setVisitor(false);
      notify((res.json as Done).message, { type: 'success' });
      onDone();
    } catch (err) {
      setErrors(fieldErrors(err));
      notify(messageOf(err), { type: 'error' });
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField label={visitor ? 'Email do titular (visitante)' : 'Email da conta do titular'} value={email} onChange={(e) => setEmail(e.target.value)} error={Boolean(errors.email)} helperText={errors.email} size="small" sx={{ minWidth: 280 }} />
      <TextField select label="Tipo do pedido" value={kind} onChange={(e) => setKind(e.target.value as PrivacyRequest['kind'])} size="small" sx={{ minWidth: 200 }}>
        {Object.entries(KINDS).map(([id, label]) => (
          <MenuItem key={id} value={id}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel control={<Checkbox checked={visitor} onChange={(e) => setVisitor(e.target.checked)} />} label="Titular sem conta (visitante)" />
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
      notify((res.json as Done).message, { type: 'success' });
      onDone();
    } catch (err) {
      notify(messageOf(err), { type: 'error' });
    }
  };
  if (request.status === 'answered') return <Typography variant="body2">Respondido em {day(request.answeredAt!)}</Typography>;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {(request.kind === 'export' || request.kind === 'access') && request.status === 'open' && !request.visitor && (
        <Button size="small" variant="outlined" onClick={() => run('export')}>
          Enviar cópia dos dados
        </Button>
      )}
      {request.kind === 'deletion' && admin && (
        <Button size="small" color="error" variant="outlined" onClick={() => run('erase', undefined, request.visitor ? `Apagar para sempre o que ${request.email ?? 'este endereço'} enviou (formulários, newsletter, conversas)? Não há como desfazer.` : `Excluir a conta de ${request.email ?? 'titular'} para sempre? Não há como desfazer.`)}>
          {request.visitor ? 'Apagar dados do visitante' : 'Executar exclusão'}
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

const REQUEST_COLUMNS: Column<PrivacyRequest>[] = [
  {
    header: 'Titular',
    cell: (r) => (
      <>
        {r.email ? `${r.name ?? ''} <${r.email}>` : '(dados apagados)'}
        {r.visitor && <Chip size="small" variant="outlined" label="Sem conta" sx={{ ml: 1 }} />}
      </>
    ),
  },
  { header: 'Pedido', cell: (r) => KINDS[r.kind] },
  { header: 'Canal', cell: (r) => CHANNELS[r.channel] ?? r.channel },
  { header: 'Recebido', cell: (r) => day(r.receivedAt) },
  { header: 'Prazo', cell: (r) => day(r.dueAt) },
  { header: 'Dias restantes', cell: (r) => (r.daysLeft === null ? '—' : r.overdue ? <Chip color="error" size="small" label={`Atrasado ${-r.daysLeft} ${-r.daysLeft === 1 ? 'dia' : 'dias'}`} /> : r.daysLeft) },
  { header: 'Status', cell: (r) => STATUS[r.status] },
];

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
        <DataTable
          label="Pedidos dos titulares"
          columns={[...REQUEST_COLUMNS, { header: 'Ações', cell: (r) => <Actions request={r} admin={permissions === 'admin'} onDone={reload} /> }]}
          rows={data}
          rowKey={(r) => r.id}
          rowSx={(r) => (r.overdue && r.status !== 'answered' ? { bgcolor: 'rgba(211, 47, 47, 0.15)' } : undefined)}
        />
      )}
    </Box>
  );
}
