import { Chip } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, ReferenceField, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import type { MessageKey } from '../i18n';
import { SpDateField } from '../lib/time';
import { labelOf, PLAN_CHOICES } from '../users/labels';
import { PERIODS } from './InvoiceList';

const STATUS: { id: string; name: MessageKey }[] = [
  { id: 'active', name: 'billing.subscription.active' },
  { id: 'trial', name: 'billing.subscription.trial' },
  { id: 'lapsed', name: 'billing.subscription.lapsed' },
];
const PLANS = ['professional', 'elite', 'freemium'].map((id) => PLAN_CHOICES.find((p) => p.id === id)!);
const COLORS: Record<string, 'success' | 'info' | 'default'> = { active: 'success', trial: 'info', lapsed: 'default' };

function StatusChip(_props: { label?: string }) {
  const r = useRecordContext<{ status: string }>();
  const translate = useTranslate();
  if (!r) return null;
  return <Chip size="small" color={COLORS[r.status] ?? 'default'} label={labelOf(STATUS, r.status, translate)} />;
}

const filters = [
  <SelectInput key="status" source="status" label="billing.subscription.status" choices={STATUS} alwaysOn />,
  <SelectInput key="plan" source="plan" label="billing.field.plan" choices={PLANS} alwaysOn />,
  <SelectInput key="period" source="billingPeriod" label="billing.subscription.billing" choices={PERIODS} />,
];

/** Everyone who has or had Premium through billing: a trial or a paid invoice (issue 12 item 7). */
export function SubscriptionList() {
  const translate = useTranslate();
  return (
    <List title="billing.resource.subscriptions" filters={filters} sort={{ field: 'premiumUntil', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <ReferenceField source="id" reference="users" label="billing.field.person" link="show" />
        <StatusChip label="billing.subscription.status" />
        <FunctionField label="billing.field.plan" render={(r: { plan: string }) => labelOf(PLANS, r.plan, translate)} />
        <FunctionField label="billing.subscription.billing" render={(r: { billingPeriod: string | null }) => (r.billingPeriod ? labelOf(PERIODS, r.billingPeriod, translate) : '-')} />
        <SpDateField source="premiumUntil" label="billing.subscription.premiumUntil" showTime emptyText="-" />
        <SpDateField source="trialEndsAt" label="billing.subscription.trialEndsAt" showTime emptyText="-" />
        <SpDateField source="lastPaidAt" label="billing.subscription.lastPaidAt" showTime emptyText="-" />
        <NumberField source="invoicesPaid" label="billing.subscription.invoicesPaid" />
      </Datagrid>
    </List>
  );
}
