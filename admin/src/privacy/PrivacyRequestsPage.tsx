// Pedidos LGPD: every data-subject request with its legal deadline (LGPD art. 19: 15 days from
// receipt) - received, due, days left, status, overdue in red - requests from the product's
// Privacidade tab included. Staff register a request received by e-mail - from an account holder or
// from a visitor without an account, known by the address - and act on it: start the export (support
// and admins; accounts only), carry out an erasure (admins only), or mark it answered.
import { Alert, Box, Button, Card, CardContent, Checkbox, Chip, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title, useNotify, usePermissions, useTranslate, type TranslateFunction } from 'react-admin';
import type { Done, PrivacyRequest } from '@piboost/backend/contract';
import { httpClient } from '../httpClient';
import { DataTable, type Column } from '../lib/DataTable';
import { adminLocale, translate as message, type MessageKey } from '../i18n';

const KINDS = {
  export: 'privacy.kind.export',
  deletion: 'privacy.kind.deletion',
  correction: 'privacy.kind.correction',
  access: 'privacy.kind.access',
} as const satisfies Record<PrivacyRequest['kind'], MessageKey>;
const CHANNELS: Partial<Record<string, MessageKey>> = {
  profile: 'privacy.channel.profile',
  email: 'privacy.channel.email',
  letter: 'privacy.channel.letter',
  phone: 'privacy.channel.phone',
};
const STATUS = { open: 'privacy.status.open', in_progress: 'privacy.status.inProgress', answered: 'privacy.status.answered' } as const satisfies Record<
  PrivacyRequest['status'],
  MessageKey
>;
/** Today in São Paulo (the API reads a bare date as that day there); UTC's date is already tomorrow at 21h. */
const saoPauloToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const day = (iso: string) => new Intl.DateTimeFormat(adminLocale(), { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(new Date(iso));

/** The API's error envelope, as react-admin's fetchJson rejects with it. */
const messageOf = (err: unknown) => (err as { body?: { message?: string } }).body?.message ?? (err as Error).message ?? message('privacy.error.unexpected');
const fieldErrors = (err: unknown) => (err as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};

function RegisterForm({ onDone }: { onDone(): void }) {
  const notify = useNotify();
  const translate = useTranslate();
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
      <TextField label={translate(visitor ? 'privacy.form.visitorEmail' : 'privacy.form.accountEmail')} value={email} onChange={(e) => setEmail(e.target.value)} error={Boolean(errors.email)} helperText={errors.email} size="small" sx={{ minWidth: 280 }} />
      <TextField select label={translate('privacy.form.kind')} value={kind} onChange={(e) => setKind(e.target.value as PrivacyRequest['kind'])} size="small" sx={{ minWidth: 200 }}>
        {Object.entries(KINDS).map(([id, label]) => (
          <MenuItem key={id} value={id}>
            {translate(label)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel control={<Checkbox checked={visitor} onChange={(e) => setVisitor(e.target.checked)} />} label={translate('privacy.form.visitor')} />
      <TextField label={translate('privacy.form.receivedAt')} type="date" value={receivedAt} onChange={(e) => setReceivedAt(e.target.value)} error={Boolean(errors.receivedAt)} helperText={errors.receivedAt} size="small" slotProps={{ inputLabel: { shrink: true } }} />
      <Button type="submit" variant="contained">
        {translate('privacy.form.submit')}
      </Button>
    </Box>
  );
}

function Actions({ request, admin, onDone }: { request: PrivacyRequest; admin: boolean; onDone(): void }) {
  const notify = useNotify();
  const translate = useTranslate();
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
  if (request.status === 'answered') return <Typography variant="body2">{translate('privacy.actions.answeredAt', { day: day(request.answeredAt!) })}</Typography>;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {(request.kind === 'export' || request.kind === 'access') && request.status === 'open' && !request.visitor && (
        <Button size="small" variant="outlined" onClick={() => run('export')}>
          {translate('privacy.actions.export')}
        </Button>
      )}
      {request.kind === 'deletion' && admin && (
        <Button size="small" color="error" variant="outlined" onClick={() => run('erase', undefined, request.visitor
                ? request.email
                  ? translate('privacy.actions.eraseVisitorConfirm', { email: request.email })
                  : translate('privacy.actions.eraseVisitorConfirmUnknown')
                : request.email
                  ? translate('privacy.actions.eraseAccountConfirm', { email: request.email })
                  : translate('privacy.actions.eraseAccountConfirmUnknown'))}>
          {translate(request.visitor ? 'privacy.actions.eraseVisitor' : 'privacy.actions.eraseAccount')}
        </Button>
      )}
      {request.kind === 'deletion' && !admin && <Typography variant="body2">{translate('privacy.actions.adminsOnly')}</Typography>}
      {request.kind !== 'deletion' && (
        <>
          <TextField size="small" label={translate('privacy.actions.note')} value={note} onChange={(e) => setNote(e.target.value)} />
          <Button size="small" onClick={() => run('answer', { note })}>
            {translate('privacy.actions.markAnswered')}
          </Button>
        </>
      )}
    </Stack>
  );
}

const requestColumns = (translate: TranslateFunction): Column<PrivacyRequest>[] => [
  {
    header: translate('privacy.column.subject'),
    cell: (r) => (
      <>
        {r.email ? `${r.name ?? ''} <${r.email}>` : translate('privacy.column.erased')}
        {r.visitor && <Chip size="small" variant="outlined" label={translate('privacy.column.noAccount')} sx={{ ml: 1 }} />}
      </>
    ),
  },
  { header: translate('privacy.column.kind'), cell: (r) => translate(KINDS[r.kind]) },
  { header: translate('privacy.column.channel'), cell: (r) => translate(CHANNELS[r.channel] ?? r.channel) },
  { header: translate('privacy.column.received'), cell: (r) => day(r.receivedAt) },
  { header: translate('privacy.column.due'), cell: (r) => day(r.dueAt) },
  {
    header: translate('privacy.column.daysLeft'),
    cell: (r) => (r.daysLeft === null ? '—' : r.overdue ? <Chip color="error" size="small" label={translate('privacy.column.overdue', { count: -r.daysLeft })} /> : r.daysLeft),
  },
  { header: translate('privacy.column.status'), cell: (r) => translate(STATUS[r.status]) },
];

export function PrivacyRequestsPage() {
  const client = useQueryClient();
  const translate = useTranslate();
  const { permissions } = usePermissions<'admin' | 'support' | null>();
  const { data, error } = useQuery({
    queryKey: ['admin-privacy-requests'],
    queryFn: async () => (await httpClient('/api/admin/privacy/requests')).json as PrivacyRequest[],
  });
  const reload = () => void client.invalidateQueries({ queryKey: ['admin-privacy-requests'] });
  const overdue = data?.filter((r) => r.overdue && r.status !== 'answered').length ?? 0;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('privacy.title')} />
      <Typography component="h1" variant="h5">
        {translate('privacy.heading')}
      </Typography>
      <Typography>{translate('privacy.intro')}</Typography>
      {overdue > 0 && <Alert severity="error">{translate('privacy.overdue', { count: overdue })}</Alert>}
      <Card>
        <CardContent>
          <RegisterForm onDone={reload} />
        </CardContent>
      </Card>
      {error ? (
        <Alert severity="error">{messageOf(error)}</Alert>
      ) : !data ? (
        <Typography role="status">{translate('privacy.loading')}</Typography>
      ) : data.length === 0 ? (
        <Typography>{translate('privacy.empty')}</Typography>
      ) : (
        <DataTable
          label={translate('privacy.tableLabel')}
          columns={[...requestColumns(translate), { header: translate('privacy.column.actions'), cell: (r) => <Actions request={r} admin={permissions === 'admin'} onDone={reload} /> }]}
          rows={data}
          rowKey={(r) => r.id}
          rowSx={(r) => (r.overdue && r.status !== 'answered' ? { bgcolor: 'rgba(211, 47, 47, 0.15)' } : undefined)}
        />
      )}
    </Box>
  );
}
