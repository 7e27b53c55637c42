import { Chip } from '@mui/material';
import { Datagrid, FunctionField, List, ReferenceField, SelectInput, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { adminLocale, type MessageKey } from '../i18n';
import { SpDateField } from '../lib/time';
import { labelOf, PLAN_CHOICES } from '../users/labels';

/** What became of a gift (read from its invoice's stream by the server). */
const STATUS: { id: string; name: MessageKey }[] = [
  { id: 'awaiting_payment', name: 'billing.gift.status.awaitingPayment' },
  { id: 'expired', name: 'billing.gift.status.expired' },
  { id: 'paid', name: 'billing.gift.status.paid' },
  { id: 'redeemed', name: 'billing.gift.status.redeemed' },
  { id: 'refund_requested', name: 'billing.gift.status.refundRequested' },
  { id: 'refunded', name: 'billing.gift.status.refunded' },
];
const COLORS: Record<string, 'success' | 'info' | 'warning' | 'default'> = { redeemed: 'success', paid: 'info', refund_requested: 'warning', refunded: 'default' };
const PLANS = PLAN_CHOICES.filter((p) => p.id !== 'freemium');
const METHODS = [
  { id: 'pix', name: 'PIX' },
  { id: 'lightning', name: 'Lightning' },
  { id: 'bitcoin', name: 'Bitcoin' },
];
/** The invoice's status (the read model's): the list filters on it. */
const INVOICE_STATUS: { id: string; name: MessageKey }[] = [
  { id: 'paid', name: 'billing.invoiceStatus.paid' },
  { id: 'open', name: 'billing.gift.status.awaitingPayment' },
  { id: 'expired', name: 'billing.invoiceStatus.expired' },
  { id: 'refund_requested', name: 'billing.invoiceStatus.refundRequested' },
  { id: 'refunded', name: 'billing.invoiceStatus.refunded' },
];

function StatusChip(_props: { label?: string }) {
  const r = useRecordContext<{ status: string }>();
  const translate = useTranslate();
  if (!r) return null;
  return <Chip size="small" color={COLORS[r.status] ?? 'default'} label={labelOf(STATUS, r.status, translate)} />;
}

const filters = [
  <TextInput key="q" source="q" label="billing.gift.search" alwaysOn />,
  <SelectInput key="status" source="invoiceStatus" label="billing.gift.invoice" choices={INVOICE_STATUS} alwaysOn />,
  <SelectInput key="plan" source="plan" label="billing.field.plan" choices={PLANS} />,
  <SelectInput key="method" source="method" label="billing.field.method" choices={METHODS} />,
];

/**
 * Gifts of Premium (issue 26): who bought, what, how it was paid, and who redeemed it. Staff never see
 * the recipient's address, the buyer's message or the redemption link (the server does not send them).
 */
export function GiftList() {
  const translate = useTranslate();
  return (
    <List title="billing.resource.gifts" filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <SpDateField source="createdAt" label="billing.gift.createdAt" showTime />
        <ReferenceField source="buyerId" reference="users" label="billing.gift.buyer" link="show" />
        <FunctionField label="billing.gift.gift" render={(r: { plan: string; months: number }) => translate('billing.gift.planMonths', { plan: labelOf(PLANS, r.plan, translate), months: r.months })} />
        <FunctionField
          label="billing.field.method"
          render={(r: { method: string; simulated: boolean }) => {
            const method = METHODS.find((m) => m.id === r.method)?.name ?? r.method;
            return r.simulated ? translate('billing.gift.methodSimulated', { method }) : method;
          }}
        />
        <FunctionField label="billing.field.amount" render={(r: { amountUsdCents: number }) => `US$ ${(r.amountUsdCents / 100).toLocaleString(adminLocale(), { minimumFractionDigits: 2 })}`} />
        <StatusChip label="billing.subscription.status" />
        <ReferenceField source="recipientId" reference="users" label="billing.gift.recipient" link="show" emptyText="-" />
        <SpDateField source="redeemedAt" label="billing.gift.redeemedAt" showTime emptyText="-" />
        <TextField source="id" label="billing.gift.invoice" />
      </Datagrid>
    </List>
  );
}
