import { Chip } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, ReferenceField, SelectInput, useRecordContext } from 'react-admin';
import { BILLING_PERIOD_LABELS, PLAN_LABELS } from '@piboost/events/labels';
import { SpDateField } from '../lib/time';

const STATUS = [
  { id: 'active', name: 'Assinante ativo' },
  { id: 'trial', name: 'Em teste' },
  { id: 'lapsed', name: 'Encerrada' },
];
const PLANS = (['professional', 'elite', 'freemium'] as const).map((id) => ({ id, name: PLAN_LABELS[id]! }));
const COLORS: Record<string, 'success' | 'info' | 'default'> = { active: 'success', trial: 'info', lapsed: 'default' };

function StatusChip(_props: { label?: string }) {
  const r = useRecordContext<{ status: string }>();
  if (!r) return null;
  return <Chip size="small" color={COLORS[r.status] ?? 'default'} label={STATUS.find((s) => s.id === r.status)?.name ?? r.status} />;
}

const filters = [
  <SelectInput key="status" source="status" label="Situação" choices={STATUS} alwaysOn />,
  <SelectInput key="plan" source="plan" label="Plano" choices={PLANS} alwaysOn />,
  <SelectInput key="period" source="billingPeriod" label="Cobrança" choices={Object.entries(BILLING_PERIOD_LABELS).map(([id, name]) => ({ id, name }))} />,
];

/** Everyone who has or had Premium through billing: a trial or a paid invoice (issue 12 item 7). */
export function SubscriptionList() {
  return (
    <List title="Assinaturas" filters={filters} sort={{ field: 'premiumUntil', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <ReferenceField source="id" reference="users" label="Pessoa" link="show" />
        <StatusChip label="Situação" />
        <FunctionField label="Plano" render={(r: { plan: string }) => PLANS.find((p) => p.id === r.plan)?.name ?? r.plan} />
        <FunctionField label="Cobrança" render={(r: { billingPeriod: string | null }) => (r.billingPeriod ? BILLING_PERIOD_LABELS[r.billingPeriod] : '-')} />
        <SpDateField source="premiumUntil" label="Premium pago até" showTime emptyText="-" />
        <SpDateField source="trialEndsAt" label="Teste até" showTime emptyText="-" />
        <SpDateField source="lastPaidAt" label="Último pagamento" showTime emptyText="-" />
        <NumberField source="invoicesPaid" label="Faturas pagas" />
      </Datagrid>
    </List>
  );
}
