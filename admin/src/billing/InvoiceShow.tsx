// One invoice (issue 12 item 7): what was charged, its lifecycle events and the provider's webhook
// deliveries; admins refund through the provider and, for sandbox invoices, mark them paid. Both
// actions are recorded as events with the admin's id (the audit log lists them).
import type { AdminInvoice as InvoiceDetail, Done } from '@piboost/backend/contract';
import { useState } from 'react';
import { Alert, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField, useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import { amount, INVOICE_STATUS, METHODS, StatusChip } from './InvoiceList';
import { DataTable, type Column } from '../lib/DataTable';
import { SpDateField } from '../lib/time';

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });

function ActionButton({ path, label, title, explanation, color }: { path: string; label: string; title: string; explanation: string; color: 'primary' | 'error' }) {
  const record = useRecordContext<InvoiceDetail>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
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
      notify((error as { message?: string }).message ?? 'Não foi possível concluir a ação.', { type: 'error' });
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
            Cancelar
          </Button>
          <Button onClick={submit} disabled={busy} color={color} variant="contained">
            Confirmar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function Actions() {
  const r = useRecordContext<InvoiceDetail>();
  if (!r) return null;
  const payable = r.provider === 'sandbox' && ['open', 'processing', 'underpaid', 'expired'].includes(r.status);
  return (
    <Stack direction="row" spacing={1}>
      {payable && (
        <ActionButton
          path="mark-paid-sandbox"
          label="Marcar como paga (sandbox)"
          title="Marcar como paga (sandbox)"
          explanation="Sandbox - Simulação local: nenhum dinheiro se move. A fatura fica paga, o período Premium começa e o recibo é enviado, como num pagamento real. A ação fica registrada com o seu nome."
          color="primary"
        />
      )}
      {r.status === 'paid' && (
        <ActionButton
          path="refund"
          label="Reembolsar"
          title="Reembolsar esta fatura"
          explanation={`O valor pago volta pelo provedor (${r.providerLabel}: ${r.provider === 'btcpay' ? 'reembolso BTCPay, com link para a pessoa resgatar' : r.provider === 'pix' ? 'devolução PIX' : 'simulado'}) e o acesso pago desta pessoa termina agora. A ação fica registrada com o seu nome.`}
          color="error"
        />
      )}
    </Stack>
  );
}

const EVENT_COLUMNS: Column<InvoiceDetail['events'][number]>[] = [
  { header: 'Quando', cell: (e) => when(e.at) },
  { header: 'Evento', cell: (e) => e.label },
  { header: 'Por', cell: (e) => (e.staffId ? `equipe (${e.staffId})` : 'sistema / provedor') },
];

const DELIVERY_COLUMNS: Column<InvoiceDetail['deliveries'][number]>[] = [
  { header: 'Recebido em', cell: (d) => when(d.receivedAt) },
  { header: 'Chave única (entrega / endToEndId)', cell: (d) => d.key },
];

function Events() {
  const r = useRecordContext<InvoiceDetail>();
  // The list's row stands in until the detail (with events and deliveries) arrives.
  if (!r?.events) return null;
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6">Eventos da fatura</Typography>
          <DataTable label="Eventos da fatura" columns={EVENT_COLUMNS} rows={r.events} rowKey={(e) => e.id} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6">Webhooks do provedor</Typography>
          {r.deliveries.length === 0 ? (
            <Typography color="text.secondary">Nenhum webhook recebido para esta fatura.</Typography>
          ) : (
            <DataTable label="Webhooks do provedor" columns={DELIVERY_COLUMNS} rows={r.deliveries} rowKey={(d) => d.key} />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

export function InvoiceShow() {
  return (
    <Show title="Fatura">
      <SimpleShowLayout>
        <FunctionField
          label="Provedor"
          render={(r: InvoiceDetail) =>
            !r.providerLabel ? null : r.simulated ? (
              <Alert severity="warning">{r.providerLabel}: nenhum pagamento real.</Alert>
            ) : (
              <Chip size="small" label={r.providerLabel} />
            )
          }
        />
        <Labeled label="Status">
          <StatusChip />
        </Labeled>
        <TextField source="id" label="Id" />
        <TextField source="userId" label="Pessoa (id)" />
        <FunctionField label="Plano" render={(r: InvoiceDetail) => `${r.plan === 'elite' ? 'Elite' : 'Professional'} ${r.billingPeriod === 'annual' ? 'anual' : 'mensal'}`} />
        <FunctionField label="Método" render={(r: InvoiceDetail) => METHODS.find((m) => m.id === r.method)?.name ?? r.method} />
        <FunctionField label="Valor" render={amount} />
        <FunctionField label="Valor pago" render={(r: InvoiceDetail) => amount({ currency: r.currency, amount: r.amountPaid })} />
        <TextField source="providerInvoiceId" label="Id no provedor" emptyText="-" />
        <SpDateField source="createdAt" label="Criada em" showTime />
        <SpDateField source="expiresAt" label="Expira em" showTime />
        <SpDateField source="paidAt" label="Paga em" showTime emptyText="-" />
        <SpDateField source="refundedAt" label="Reembolsada em" showTime emptyText="-" />
        <FunctionField label="Situação" render={(r: InvoiceDetail) => INVOICE_STATUS.find((s) => s.id === r.status)?.name ?? r.status} />
        <Actions />
        <Events />
      </SimpleShowLayout>
    </Show>
  );
}
