import { Chip } from '@mui/material';
import { Datagrid, DateField, DateInput, FunctionField, List, SearchInput, SelectInput, TextField, useRecordContext } from 'react-admin';

export const INVOICE_STATUS = [
  { id: 'requested', name: 'Gerando' },
  { id: 'open', name: 'Pendente' },
  { id: 'processing', name: 'Confirmando' },
  { id: 'paid', name: 'Paga' },
  { id: 'underpaid', name: 'Pagamento incompleto' },
  { id: 'expired', name: 'Expirada' },
  { id: 'invalid', name: 'Inválida' },
  { id: 'failed', name: 'Falhou' },
  { id: 'refund_requested', name: 'Reembolso solicitado' },
  { id: 'refunded', name: 'Reembolsada' },
];
export const METHODS = [
  { id: 'pix', name: 'PIX' },
  { id: 'lightning', name: 'Lightning' },
  { id: 'bitcoin', name: 'Bitcoin' },
];
const PROVIDERS = [
  { id: 'btcpay', name: 'BTCPay Server' },
  { id: 'pix', name: 'PSP PIX' },
  { id: 'sandbox', name: 'Sandbox' },
];
const PERIODS = [
  { id: 'monthly', name: 'Mensal' },
  { id: 'annual', name: 'Anual' },
];
const COLORS: Record<string, 'success' | 'info' | 'warning' | 'error' | 'default'> = { paid: 'success', open: 'info', processing: 'info', underpaid: 'warning', refund_requested: 'warning', expired: 'default', refunded: 'default', invalid: 'error', failed: 'error' };

export function StatusChip(_props: { label?: string }) {
  const r = useRecordContext<{ status: string; simulated: boolean; provider: string }>();
  if (!r) return null;
  return (
    <>
      <Chip size="small" color={COLORS[r.status] ?? 'default'} label={INVOICE_STATUS.find((s) => s.id === r.status)?.name ?? r.status} />
      {r.simulated && <Chip size="small" variant="outlined" label={r.provider === 'sandbox' ? 'Sandbox - Simulação local' : 'Simulação local'} sx={{ ml: 0.5 }} />}
    </>
  );
}

export const amount = (r: { currency: string; amount: number }) => (r.currency === 'BRL' ? (r.amount / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }) : `${(r.amount / 1e8).toFixed(8)} BTC`);
const dayStart = (day: string) => (day ? `${day}T00:00:00-03:00` : day);
const dayEnd = (day: string) => (day ? `${day}T23:59:59.999-03:00` : day);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Id da fatura ou no provedor" />,
  <SelectInput key="status" source="status" label="Status" choices={INVOICE_STATUS} alwaysOn />,
  <SelectInput key="method" source="method" label="Método" choices={METHODS} alwaysOn />,
  <SelectInput key="provider" source="provider" label="Provedor" choices={PROVIDERS} />,
  <SelectInput key="period" source="billingPeriod" label="Período" choices={PERIODS} />,
  <DateInput key="from" source="createdAt_gte" label="Criada desde" parse={dayStart} />,
  <DateInput key="to" source="createdAt_lte" label="Criada até" parse={dayEnd} />,
];

/** Invoices from the billing_invoices read model, newest first (issue 12). */
export function InvoiceList() {
  return (
    <List title="Faturas" filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <DateField source="createdAt" label="Criada em" showTime />
        <TextField source="id" label="Id" />
        <TextField source="plan" label="Plano" />
        <FunctionField label="Período" render={(r: { billingPeriod: string }) => PERIODS.find((p) => p.id === r.billingPeriod)?.name ?? r.billingPeriod} />
        <FunctionField label="Método" render={(r: { method: string }) => METHODS.find((m) => m.id === r.method)?.name ?? r.method} />
        <FunctionField label="Valor" render={amount} />
        <FunctionField label="US$" render={(r: { amountUsdCents: number }) => (r.amountUsdCents / 100).toFixed(2)} />
        <StatusChip label="Status" />
        <DateField source="paidAt" label="Paga em" showTime emptyText="-" />
      </Datagrid>
    </List>
  );
}
