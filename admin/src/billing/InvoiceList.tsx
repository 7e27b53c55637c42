import type { AdminInvoiceRow } from '@piboost/backend/contract';
import { Chip } from '@mui/material';
import { AutocompleteInput, Datagrid, DateInput, FunctionField, List, ReferenceField, ReferenceInput, SearchInput, SelectInput, TextField, useRecordContext } from 'react-admin';
import { BILLING_PERIOD_LABELS, INVOICE_STATUS_LABELS } from '@piboost/events/labels';
import { SpDateField } from '../lib/time';

/** The shared labels, in the order the status filter lists them. */
export const INVOICE_STATUS = (['requested', 'open', 'processing', 'paid', 'underpaid', 'expired', 'invalid', 'failed', 'refund_requested', 'refunded'] as const).map((id) => ({
  id,
  name: INVOICE_STATUS_LABELS[id],
}));
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
const PERIODS = Object.entries(BILLING_PERIOD_LABELS).map(([id, name]) => ({ id, name }));
const COLORS: Record<string, 'success' | 'info' | 'warning' | 'error' | 'default'> = { paid: 'success', open: 'info', processing: 'info', underpaid: 'warning', refund_requested: 'warning', expired: 'default', refunded: 'default', invalid: 'error', failed: 'error' };

export function StatusChip(_props: { label?: string }) {
  const r = useRecordContext<AdminInvoiceRow>();
  if (!r) return null;
  return (
    <>
      <Chip size="small" color={COLORS[r.status] ?? 'default'} label={INVOICE_STATUS.find((s) => s.id === r.status)?.name ?? r.status} />
      {r.simulated && <Chip size="small" variant="outlined" label={r.provider === 'sandbox' ? 'Sandbox - Simulação local' : 'Simulação local'} sx={{ ml: 0.5 }} />}
    </>
  );
}

/** The API sends amounts as bigint text (centavos or satoshis). */
export const amount = (r: Pick<AdminInvoiceRow, 'currency' | 'amount'>) => (r.currency === 'BRL' ? (Number(r.amount) / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }) : `${(Number(r.amount) / 1e8).toFixed(8)} BTC`);
const dayStart = (day: string) => (day ? `${day}T00:00:00-03:00` : day);
const dayEnd = (day: string) => (day ? `${day}T23:59:59.999-03:00` : day);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Id da fatura ou no provedor" />,
  // People are found as on the users list: part of the name, or an exact e-mail, CPF or id.
  <ReferenceInput key="person" source="userId" reference="users" label="Pessoa" alwaysOn>
    <AutocompleteInput label="Pessoa" optionText="name" filterToQuery={(q: string) => (q.trim().length >= 2 ? { q } : {})} />
  </ReferenceInput>,
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
        <SpDateField source="createdAt" label="Criada em" showTime />
        <TextField source="id" label="Id" />
        <ReferenceField source="userId" reference="users" label="Pessoa" link="show" sortable={false} />
        <TextField source="plan" label="Plano" />
        <FunctionField label="Período" render={(r: { billingPeriod: string }) => PERIODS.find((p) => p.id === r.billingPeriod)?.name ?? r.billingPeriod} />
        <FunctionField label="Método" render={(r: { method: string }) => METHODS.find((m) => m.id === r.method)?.name ?? r.method} />
        <FunctionField label="Valor" render={amount} />
        <FunctionField label="US$" render={(r: { amountUsdCents: number }) => (r.amountUsdCents / 100).toFixed(2)} />
        <StatusChip label="Status" />
        <SpDateField source="paidAt" label="Paga em" showTime emptyText="-" />
      </Datagrid>
    </List>
  );
}
