// Admin-only actions on an account (issue 6). Each opens a dialog that says what will happen and asks
// for the reason the event records; the API decides and answers with the notification's text.
import type { Done } from '@piboost/backend/contract';
import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { MessageKey } from '../i18n';
import { httpClient } from '../httpClient';
import { PREMIUM_PLAN_CHOICES, ROLE_CHOICES } from './labels';

type Field = 'role' | 'plan' | 'days' | 'until' | 'reason';

interface ActionSpec {
  /** Name for the permissions table (admin/src/auth/permissions.ts). */
  permission: string;
  label: string;
  title: string;
  explanation: string;
  path: string;
  fields: readonly Field[];
  color?: 'error' | 'primary';
  initial?: Partial<Record<Field, string>>;
}

const FIELD_LABELS: Record<Field, MessageKey> = {
  role: 'users.action.field.role',
  plan: 'users.action.field.plan',
  days: 'users.action.field.days',
  until: 'users.action.field.until',
  reason: 'users.action.field.reason',
};

function ActionDialogButton({ spec, userId }: { spec: ActionSpec; userId: string }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Partial<Record<Field, string>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'users', action: spec.permission });
  if (!canAccess) return null;

  const start = () => {
    setValues(spec.initial ?? {});
    setErrors({});
    setOpen(true);
  };
  const submit = async () => {
    setBusy(true);
    try {
      const body = Object.fromEntries(spec.fields.map((f) => [f, f === 'days' ? Number(values[f]) : (values[f] ?? '')]));
      const { json } = await httpClient(`/api/admin/users/${userId}/${spec.path}`, { method: 'POST', body: JSON.stringify(body) });
      notify((json as Done).message, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      const e = error as { message?: string; body?: { errors?: Record<string, string> } };
      setErrors(e.body?.errors ?? {});
      notify(e.message ?? translate('users.action.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const field = (f: Field): ReactNode => {
    const common = {
      key: f,
      label: translate(FIELD_LABELS[f]),
      value: values[f] ?? '',
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value })),
      error: Boolean(errors[f]),
      helperText: errors[f],
      fullWidth: true,
      required: true,
    };
    if (f === 'role') return <TextField select {...common}>{ROLE_CHOICES.map((c) => <MenuItem key={c.id} value={c.id}>{translate(c.name)}</MenuItem>)}</TextField>;
    if (f === 'plan') return <TextField select {...common}>{PREMIUM_PLAN_CHOICES.map((c) => <MenuItem key={c.id} value={c.id}>{translate(c.name)}</MenuItem>)}</TextField>;
    if (f === 'days') return <TextField type="number" {...common} slotProps={{ htmlInput: { min: 1, max: 365 } }} />;
    if (f === 'until') return <TextField type="date" {...common} slotProps={{ inputLabel: { shrink: true } }} />;
    return <TextField multiline minRows={2} {...common} />;
  };

  return (
    <>
      <Button size="small" color={spec.color ?? 'primary'} onClick={start}>
        {spec.label}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={`dialog-${spec.path}`} fullWidth maxWidth="sm">
        <DialogTitle id={`dialog-${spec.path}`}>{spec.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{spec.explanation}</DialogContentText>
          <Stack spacing={2}>{spec.fields.map(field)}</Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('users.action.cancel')}
          </Button>
          <Button onClick={submit} disabled={busy} color={spec.color ?? 'primary'} variant="contained">
            {translate('users.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function trialActive(until: unknown) {
  return typeof until === 'string' && Date.parse(until) > Date.now();
}

export function UserActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record.status === 'erased') return null;
  const name = String(record.name ?? translate('users.action.thisUser'));
  const specs: ActionSpec[] = [
    {
      permission: 'change-role',
      label: translate('users.action.changeRole'),
      title: translate('users.action.changeRoleTitle', { name }),
      explanation: translate('users.action.changeRoleExplanation'),
      path: 'role',
      fields: ['role'],
      initial: { role: String(record.role) },
    },
    {
      permission: 'grant-trial',
      label: translate('users.action.grantTrial'),
      title: translate('users.action.grantTrialTitle', { name }),
      explanation: translate('users.action.grantTrialExplanation'),
      path: 'trial',
      fields: ['plan', 'days', 'reason'],
      initial: { plan: 'professional', days: '30' },
    },
    ...(trialActive(record.trialEndsAt)
      ? [{ permission: 'end-trial', label: translate('users.action.endTrial'), title: translate('users.action.endTrialTitle', { name }), explanation: translate('users.action.endTrialExplanation'), path: 'trial/end', fields: ['reason'], color: 'error' } as const]
      : []),
    {
      permission: 'grant-premium',
      label: translate('users.action.grantPremium'),
      title: translate('users.action.grantPremiumTitle', { name }),
      explanation: translate('users.action.grantPremiumExplanation'),
      path: 'premium',
      fields: ['plan', 'until', 'reason'],
      initial: { plan: 'professional' },
    },
    ...(trialActive(record.premiumUntil)
      ? [{ permission: 'end-premium', label: translate('users.action.endPremium'), title: translate('users.action.endPremiumTitle', { name }), explanation: translate('users.action.endPremiumExplanation'), path: 'premium/end', fields: ['reason'], color: 'error' } as const]
      : []),
    {
      permission: 'end-sessions',
      label: translate('users.action.endSessions'),
      title: translate('users.action.endSessionsTitle', { name }),
      explanation: translate('users.action.endSessionsExplanation'),
      path: 'sessions/end',
      fields: ['reason'],
      color: 'error',
    },
    record.status === 'disabled'
      ? { permission: 'enable', label: translate('users.action.enable'), title: translate('users.action.enableTitle', { name }), explanation: translate('users.action.enableExplanation'), path: 'enable', fields: [] }
      : {
          permission: 'disable',
          label: translate('users.action.disable'),
          title: translate('users.action.disableTitle', { name }),
          explanation: translate('users.action.disableExplanation'),
          path: 'disable',
          fields: ['reason'],
          color: 'error',
        },
  ];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
      {specs.map((spec) => (
        <ActionDialogButton key={spec.path} spec={spec} userId={String(record.id)} />
      ))}
    </Stack>
  );
}
