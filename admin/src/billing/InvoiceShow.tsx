// One invoice (issue 12 item 7): what was charged, its lifecycle events and the provider's webhook
// deliveries; admins refund through the provider and, for sandbox invoices, mark them paid. Both
// actions are recorded as events with the admin's id (the audit log lists them).
import type { AdminInvoice as InvoiceDetail, Done } from '@piboost/backend/contract';
import { useState } from 'react';
import { Alert, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate, type TranslateFunction } from 'react-admin';
import { httpClient } from '../httpClient';
import { amount, invoiceStatusLabel, METHODS, StatusChip } from './InvoiceList';
import { DataTable, type Column } from '../lib/DataTable';
import { SpDateField, spDateTime } from '../lib/time';

const when = (iso: string) => spDateTime(iso);

function ActionButton({ path, label, title, explanation, color }: { path: string; label: string; title: string; explanation: string; color: 'primary' | 'error' }) {
  const record = useRecordContext<InvoiceDetail>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'billing/invoices', action: path });
  if (!record || !canAccess) return null;
  const submit = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient(`/api/admin/billing/invoices/${record.id}/${path}`, { method: 'POST' });
      notify((json as Done).message, { type: 'success' });
      setOpen(false);
      // The job pays or refunds in a moment; show the new state once it has.
      setTimeout(refresh, 1500);
    } catch (error) {
      notify((error as { message?: string }).message ?? translate('billing.action.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" color={color} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={`dialog-${path}`}>
        <DialogTitle id={`dialog-${path}`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{explanation}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('billing.action.cancel')}
          </Button>
          <Button onClick={submit} disabled={busy} color={color} variant="contained">
            {translate('billing.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function Actions() {
  const r = useRecordContext<InvoiceDetail>();
  const translate = useTranslate();
  if (!r) return null;
  const payable = r.provider === 'sandbox' && ['open', 'processing', 'underpaid', 'expired'].includes(r.status);
  return (
    <Stack direction="row" spacing={1}>
      {payable && (
        <ActionButton
          path="mark-paid-sandbox"
          label={translate('billing.action.markPaid')}
          title={translate('billing.action.markPaid')}
          explanation={translate('billing.action.markPaidExplanation')}
          color="primary"
        />
      )}
      {r.status === 'paid' && (
        <ActionButton
          path="refund"
          label={translate('billing.action.refund')}
          title={translate('billing.action.refundTitle')}
          explanation={translate('billing.action.refundExplanation', {
            provider: r.providerLabel,
            how: translate(r.provider === 'btcpay' ? 'billing.action.refundBtcpay' : r.provider === 'pix' ? 'billing.action.refundPix' : 'billing.action.refundSimulated'),
          })}
          color="error"
        />
      )}
    </Stack>
  );
}

const eventColumns = (translate: TranslateFunction): Column<InvoiceDetail['events'][number]>[] => [
  { header: translate('billing.events.when'), cell: (e) => when(e.at) },
  { header: translate('billing.events.event'), cell: (e) => e.label },
  { header: translate('billing.events.by'), cell: (e) => (e.staffId ? translate('billing.events.staff', { id: e.staffId }) : translate('billing.events.system')) },
];

const deliveryColumns = (translate: TranslateFunction): Column<InvoiceDetail['deliveries'][number]>[] => [
  { header: translate('billing.webhooks.receivedAt'), cell: (d) => when(d.receivedAt) },
  { header: translate('billing.webhooks.key'), cell: (d) => d.key },
];

function Events() {
  const r = useRecordContext<InvoiceDetail>();
  const translate = useTranslate();
  // The list's row stands in until the detail (with events and deliveries) arrives.
  if (!r?.events) return null;
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6">{translate('billing.events.title')}</Typography>
          <DataTable label={translate('billing.events.title')} columns={eventColumns(translate)} rows={r.events} rowKey={(e) => e.id} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6">{translate('billing.webhooks.title')}</Typography>
          {r.deliveries.length === 0 ? (
            <Typography color="text.secondary">{translate('billing.webhooks.none')}</Typography>
          ) : (
            <DataTable label={translate('billing.webhooks.title')} columns={deliveryColumns(translate)} rows={r.deliveries} rowKey={(d) => d.key} />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

export function InvoiceShow() {
  const translate = useTranslate();
  return (
    <Show title="billing.invoice.title">
      <SimpleShowLayout>
        <FunctionField
          label="billing.field.provider"
          render={(r: InvoiceDetail) =>
            !r.providerLabel ? null : r.simulated ? (
              <Alert severity="warning">{translate('billing.invoice.noRealPayment', { provider: r.providerLabel })}</Alert>
            ) : (
              <Chip size="small" label={r.providerLabel} />
            )
          }
        />
        <Labeled label="billing.field.status">
          <StatusChip />
        </Labeled>
        <TextField source="id" label="billing.field.id" />
        <TextField source="userId" label="billing.invoice.personId" />
        <FunctionField
          label="billing.field.plan"
          render={(r: InvoiceDetail) => translate(r.billingPeriod === 'annual' ? 'billing.invoice.planAnnual' : 'billing.invoice.planMonthly', { plan: r.plan === 'elite' ? 'Elite' : 'Professional' })}
        />
        <FunctionField label="billing.field.method" render={(r: InvoiceDetail) => METHODS.find((m) => m.id === r.method)?.name ?? r.method} />
        <FunctionField label="billing.field.amount" render={amount} />
        <FunctionField label="billing.invoice.amountPaid" render={(r: InvoiceDetail) => amount({ currency: r.currency, amount: r.amountPaid })} />
        <TextField source="providerInvoiceId" label="billing.invoice.providerId" emptyText="-" />
        <SpDateField source="createdAt" label="billing.field.createdAt" showTime />
        <SpDateField source="expiresAt" label="billing.invoice.expiresAt" showTime />
        <SpDateField source="paidAt" label="billing.field.paidAt" showTime emptyText="-" />
        <SpDateField source="refundedAt" label="billing.invoice.refundedAt" showTime emptyText="-" />
        <FunctionField label="billing.subscription.status" render={(r: InvoiceDetail) => invoiceStatusLabel(r.status, translate)} />
        <Actions />
        <Events />
      </SimpleShowLayout>
    </Show>
  );
}
