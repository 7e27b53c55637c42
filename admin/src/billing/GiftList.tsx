import { Chip } from '@mui/material';
import { Datagrid, FunctionField, List, ReferenceField, SelectInput, TextField, TextInput, useRecordContext } from 'react-admin';
import { GIFT_STATUS_LABELS, PLAN_LABELS } from '@piboost/events/labels';
import { SpDateField } from '../lib/time';

/** What became of a gift (read from its invoice's stream by the server). */
const STATUS = GIFT_STATUS_LABELS;
const COLORS: Record<string, 'success' | 'info' | 'warning' | 'default'> = { redeemed: 'success', paid: 'info', refund_requested: 'warning', refunded: 'default' };
const PLANS = (['professional', 'elite'] as const).map((id) => ({ id, name: PLAN_LABELS[id]! }));
const METHODS = [
  { id: 'pix', name: 'PIX' },
  { id: 'lightning', name: 'Lightning' },
  { id: 'bitcoin', name: 'Bitcoin' },
];
/** The invoice's status (the read model's): the list filters on it. */
const INVOICE_STATUS = [
  { id: 'paid', name: 'Paga' },
  { id: 'open', name: 'Aguardando pagamento' },
  { id: 'expired', name: 'Expirada' },
  { id: 'refund_requested', name: 'Reembolso solicitado' },
  { id: 'refunded', name: 'Reembolsada' },
];

function StatusChip(_props: { label?: string }) {
  const r = useRecordContext<{ status: string }>();
  if (!r) return null;
  return <Chip size="small" color={COLORS[r.status] ?? 'default'} label={STATUS[r.status] ?? r.status} />;
}

const filters = [
  <TextInput key="q" source="q" label="Buscar (id)" alwaysOn />,
  <SelectInput key="status" source="invoiceStatus" label="Fatura" choices={INVOICE_STATUS} alwaysOn />,
  <SelectInput key="plan" source="plan" label="Plano" choices={PLANS} />,
  <SelectInput key="method" source="method" label="Método" choices={METHODS} />,
];

/**
 * Gifts of Premium (issue 26): who bought, what, how it was paid, and who redeemed it. Staff never see
 * the recipient's address, the buyer's message or the redemption link (the server does not send them).
 */
export function GiftList() {
  return (
    <List title="Presentes" filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <SpDateField source="createdAt" label="Criado em" showTime />
        <ReferenceField source="buyerId" reference="users" label="Comprado por" link="show" />
        <FunctionField label="Presente" render={(r: { plan: string; months: number }) => `${PLAN_LABELS[r.plan] ?? r.plan}, ${r.months === 1 ? '1 mês' : `${r.months} meses`}`} />
        <FunctionField label="Método" render={(r: { method: string; simulated: boolean }) => `${METHODS.find((m) => m.id === r.method)?.name ?? r.method}${r.simulated ? ' (Simulação local)' : ''}`} />
        <FunctionField label="Valor" render={(r: { amountUsdCents: number }) => `US$ ${(r.amountUsdCents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`} />
        <StatusChip label="Situação" />
        <ReferenceField source="recipientId" reference="users" label="Resgatado por" link="show" emptyText="-" />
        <SpDateField source="redeemedAt" label="Resgatado em" showTime emptyText="-" />
        <TextField source="id" label="Fatura" />
      </Datagrid>
    </List>
  );
}
