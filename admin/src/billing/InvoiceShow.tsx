// One invoice (issue 12 item 7): what was charged, its lifecycle events and the provider's webhook
// deliveries; admins refund through the provider and, for sandbox invoices, mark them paid. Both
// actions are recorded as events with the admin's id (the audit log lists them).
import { useState } from 'react';
import { Alert, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import { amount, INVOICE_STATUS, METHODS, StatusChip } from './InvoiceList';

interface InvoiceDetail {
  id: string;
  provider: 'btcpay' | 'pix' | 'sandbox';
  providerLabel: string;
  status: string;
  simulated: boolean;
  events: { id: string; type: string; label: string; at: string; staffId: string | null }[];
  deliveries: { key: string; receivedAt: string }[];
}

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
      notify((json as { message: string }).message, { type: 'success' });
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

function Events() {
  const r = useRecordContext<InvoiceDetail>();
  // The list's row stands in until the detail (with events and deliveries) arrives.
  if (!r?.events) return null;
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6">Eventos da fatura</Typography>
          <Table size="small" aria-label="Eventos da fatura">
            <TableHead>
              <TableRow>
                <TableCell>Quando</TableCell>
                <TableCell>Evento</TableCell>
                <TableCell>Por</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {r.events.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{when(e.at)}</TableCell>
                  <TableCell>{e.label}</TableCell>
                  <TableCell>{e.staffId ? `equipe (${e.staffId})` : 'sistema / provedor'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6">Webhooks do provedor</Typography>
          {r.deliveries.length === 0 ? (
            <Typography color="text.secondary">Nenhum webhook recebido para esta fatura.</Typography>
          ) : (
            <Table size="small" aria-label="Webhooks do provedor">
              <TableHead>
                <TableRow>
                  <TableCell>Recebido em</TableCell>
                  <TableCell>Chave única (entrega / endToEndId)</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {r.deliveries.map((d) => (
                  <TableRow key={d.key}>
                    <TableCell>{when(d.receivedAt)}</TableCell>
                    <TableCell>{d.key}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
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
        <FunctionField label="Plano" render={(r: { plan: string; billingPeriod: string }) => `${r.plan === 'elite' ? 'Elite' : 'Professional'} ${r.billingPeriod === 'annual' ? 'anual' : 'mensal'}`} />
        <FunctionField label="Método" render={(r: { method: string }) => METHODS.find((m) => m.id === r.method)?.name ?? r.method} />
        <FunctionField label="Valor" render={amount} />
        <FunctionField label="Valor pago" render={(r: { currency: string; amountPaid: number }) => amount({ currency: r.currency, amount: r.amountPaid })} />
        <TextField source="providerInvoiceId" label="Id no provedor" emptyText="-" />
        <DateField source="createdAt" label="Criada em" showTime />
        <DateField source="expiresAt" label="Expira em" showTime />
        <DateField source="paidAt" label="Paga em" showTime emptyText="-" />
        <DateField source="refundedAt" label="Reembolsada em" showTime emptyText="-" />
        <FunctionField label="Situação" render={(r: { status: string }) => INVOICE_STATUS.find((s) => s.id === r.status)?.name ?? r.status} />
        <Actions />
        <Events />
      </SimpleShowLayout>
    </Show>
  );
}
