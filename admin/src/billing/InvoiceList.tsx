import type { AdminInvoiceRow } from '@piboost/backend/contract';
import { Chip } from '@mui/material';
import { AutocompleteInput, Datagrid, DateInput, FunctionField, List, ReferenceField, ReferenceInput, SearchInput, SelectInput, TextField, useRecordContext, useTranslate, type TranslateFunction } from 'react-admin';
import { adminLocale, type MessageKey } from '../i18n';
import { SpDateField } from '../lib/time';
import { labelOf } from '../users/labels';

/** The statuses as the shared labels name them, in the order the status filter lists them. */
export const INVOICE_STATUS: { id: string; name: MessageKey }[] = [
  { id: 'requested', name: 'billing.invoiceStatus.requested' },
  { id: 'open', name: 'billing.invoiceStatus.open' },
  { id: 'processing', name: 'billing.invoiceStatus.processing' },
  { id: 'paid', name: 'billing.invoiceStatus.paid' },
  { id: 'underpaid', name: 'billing.invoiceStatus.underpaid' },
  { id: 'expired', name: 'billing.invoiceStatus.expired' },
  { id: 'invalid', name: 'billing.invoiceStatus.invalid' },
  { id: 'failed', name: 'billing.invoiceStatus.failed' },
  { id: 'refund_requested', name: 'billing.invoiceStatus.refundRequested' },
  { id: 'refunded', name: 'billing.invoiceStatus.refunded' },
];
/** An invoice status in the current language. */
export const invoiceStatusLabel = (status: string, translate: TranslateFunction) => {
  const name = INVOICE_STATUS.find((s) => s.id === status)?.name;
  return name ? translate(name) : status;
};
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
export const PERIODS: { id: string; name: MessageKey }[] = [
  { id: 'monthly', name: 'billing.period.monthly' },
  { id: 'annual', name: 'billing.period.annual' },
];
const COLORS: Record<string, 'success' | 'info' | 'warning' | 'error' | 'default'> = { paid: 'success', open: 'info', processing: 'info', underpaid: 'warning', refund_requested: 'warning', expired: 'default', refunded: 'default', invalid: 'error', failed: 'error' };

export function StatusChip(_props: { label?: string }) {
  const r = useRecordContext<AdminInvoiceRow>();
  const translate = useTranslate();
  if (!r) return null;
  return (
    <>
      <Chip size="small" color={COLORS[r.status] ?? 'default'} label={invoiceStatusLabel(r.status, translate)} />
      {r.simulated && <Chip size="small" variant="outlined" label={translate(r.provider === 'sandbox' ? 'billing.invoice.sandboxSimulation' : 'billing.invoice.simulation')} sx={{ ml: 0.5 }} />}
    </>
  );
}

/** The API sends amounts as bigint text (centavos or satoshis). */
export const amount = (r: Pick<AdminInvoiceRow, 'currency' | 'amount'>) => (r.currency === 'BRL' ? (Number(r.amount) / 100).toLocaleString(adminLocale(), { style: 'currency', currency: 'BRL' }) : `${(Number(r.amount) / 1e8).toFixed(8)} BTC`);
const dayStart = (day: string) => (day ? `${day}T00:00:00-03:00` : day);
const dayEnd = (day: string) => (day ? `${day}T23:59:59.999-03:00` : day);

const filters = (translate: TranslateFunction) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('billing.invoice.search')} />,
  // People are found as on the users list: part of the name, or an exact e-mail, CPF or id.
  <ReferenceInput key="person" source="userId" reference="users" label="billing.field.person" alwaysOn>
    <AutocompleteInput label="billing.field.person" optionText="name" filterToQuery={(q: string) => (q.trim().length >= 2 ? { q } : {})} />
  </ReferenceInput>,
  <SelectInput key="status" source="status" label="billing.field.status" choices={INVOICE_STATUS} alwaysOn />,
  <SelectInput key="method" source="method" label="billing.field.method" choices={METHODS} alwaysOn />,
  <SelectInput key="provider" source="provider" label="billing.field.provider" choices={PROVIDERS} />,
  <SelectInput key="period" source="billingPeriod" label="billing.field.period" choices={PERIODS} />,
  <DateInput key="from" source="createdAt_gte" label="billing.invoice.createdFrom" parse={dayStart} />,
  <DateInput key="to" source="createdAt_lte" label="billing.invoice.createdUntil" parse={dayEnd} />,
];

/** Invoices from the billing_invoices read model, newest first (issue 12). */
export function InvoiceList() {
  const translate = useTranslate();
  return (
    <List title="billing.resource.invoices" filters={filters(translate)} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <SpDateField source="createdAt" label="billing.field.createdAt" showTime />
        <TextField source="id" label="billing.field.id" />
        <ReferenceField source="userId" reference="users" label="billing.field.person" link="show" sortable={false} />
        <TextField source="plan" label="billing.field.plan" />
        <FunctionField label="billing.field.period" render={(r: { billingPeriod: string }) => labelOf(PERIODS, r.billingPeriod, translate)} />
        <FunctionField label="billing.field.method" render={(r: { method: string }) => METHODS.find((m) => m.id === r.method)?.name ?? r.method} />
        <FunctionField label="billing.field.amount" render={amount} />
        <FunctionField label="US$" render={(r: { amountUsdCents: number }) => (r.amountUsdCents / 100).toFixed(2)} />
        <StatusChip label="billing.field.status" />
        <SpDateField source="paidAt" label="billing.field.paidAt" showTime emptyText="-" />
      </Datagrid>
    </List>
  );
}
