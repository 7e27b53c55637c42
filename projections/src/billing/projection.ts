// billing_invoices: one row per invoice with its current status, for the payment tab's history, the
// back office's list and filters, and the webhook job's lookup by provider invoice id.
import type { Knex } from 'knex';
import {
  InvoiceCreated,
  InvoiceCreationFailed,
  InvoiceExpired,
  InvoiceInvalid,
  InvoiceOverpaid,
  InvoicePaid,
  InvoiceProcessing,
  InvoiceRefunded,
  InvoiceRequested,
  InvoiceUnderpaid,
  RefundRequested,
  isEvent,
  type RecordedEvent,
} from '@piboost/events';
import { indexName, type Projection, type ProjectionTarget } from '../engine/projection';

export interface InvoiceRow {
  id: string;
  user_id: string;
  plan: string;
  billing_period: string;
  kind: string;
  method: string;
  provider: string;
  simulated: boolean;
  currency: string;
  amount: number;
  amount_usd_cents: number;
  rate: string;
  status: string;
  provider_invoice_id: string | null;
  amount_paid: number;
  late: boolean;
  overpaid: boolean;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  refunded_at: Date | null;
  updated_at: Date;
}

const eventTypes = [
  InvoiceRequested,
  InvoiceCreated,
  InvoiceCreationFailed,
  InvoiceProcessing,
  InvoicePaid,
  InvoiceOverpaid,
  InvoiceUnderpaid,
  InvoiceExpired,
  InvoiceInvalid,
  RefundRequested,
  InvoiceRefunded,
].map((d) => d.type);

async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  const t = table('billing_invoices');
  await db.raw(
    `CREATE TABLE ?? (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      plan text NOT NULL,
      billing_period text NOT NULL,
      kind text NOT NULL,
      method text NOT NULL,
      provider text NOT NULL,
      simulated boolean NOT NULL,
      currency text NOT NULL,
      amount bigint NOT NULL,
      amount_usd_cents integer NOT NULL,
      rate text NOT NULL,
      status text NOT NULL,
      provider_invoice_id text,
      amount_paid bigint NOT NULL DEFAULT 0,
      late boolean NOT NULL DEFAULT false,
      overpaid boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      paid_at timestamptz,
      refunded_at timestamptz,
      updated_at timestamptz NOT NULL
    )`,
    [t],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (user_id, created_at DESC)`, [indexName(t, 'user'), t]);
  await db.raw(`CREATE INDEX ?? ON ?? (status, created_at DESC)`, [indexName(t, 'status'), t]);
  await db.raw(`CREATE INDEX ?? ON ?? (created_at DESC)`, [indexName(t, 'created'), t]);
  await db.raw(`CREATE UNIQUE INDEX ?? ON ?? (provider, provider_invoice_id)`, [indexName(t, 'provider'), t]);
}

/** What one event changes on its invoice's row. */
function change(e: RecordedEvent): Partial<InvoiceRow> | null {
  const at = e.recordedAt;
  if (isEvent(e, InvoiceCreated)) return { provider_invoice_id: e.data.providerInvoiceId, status: 'open', updated_at: at };
  if (isEvent(e, InvoiceCreationFailed)) return { status: 'failed', updated_at: at };
  if (isEvent(e, InvoiceProcessing)) return { status: 'processing', updated_at: at };
  if (isEvent(e, InvoicePaid)) return { status: 'paid', amount_paid: e.data.amountPaid, late: e.data.late ?? false, paid_at: at, updated_at: at };
  if (isEvent(e, InvoiceOverpaid)) return { overpaid: true, amount_paid: e.data.amountPaid, updated_at: at };
  if (isEvent(e, InvoiceUnderpaid)) return { status: 'underpaid', amount_paid: e.data.amountPaid, updated_at: at };
  if (isEvent(e, InvoiceExpired)) return { status: 'expired', updated_at: at };
  if (isEvent(e, InvoiceInvalid)) return { status: 'invalid', updated_at: at };
  if (isEvent(e, RefundRequested)) return { status: 'refund_requested', updated_at: at };
  if (isEvent(e, InvoiceRefunded)) return { status: 'refunded', refunded_at: at, updated_at: at };
  return null;
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget): Promise<void> {
  const inserts = new Map<string, InvoiceRow>();
  const updates = new Map<string, Partial<InvoiceRow>>();
  for (const e of events) {
    if (isEvent(e, InvoiceRequested)) {
      const d = e.data;
      inserts.set(d.invoiceId, {
        id: d.invoiceId,
        user_id: d.userId,
        plan: d.plan,
        billing_period: d.billingPeriod,
        kind: d.kind,
        method: d.method,
        provider: d.provider,
        simulated: d.simulated,
        currency: d.currency,
        amount: d.amount,
        amount_usd_cents: d.amountUsdCents,
        rate: d.rate,
        status: 'requested',
        provider_invoice_id: null,
        amount_paid: 0,
        late: false,
        overpaid: false,
        created_at: e.recordedAt,
        expires_at: new Date(d.expiresAt),
        paid_at: null,
        refunded_at: null,
        updated_at: e.recordedAt,
      });
      continue;
    }
    const c = change(e);
    const invoiceId = (e.data as { invoiceId: string }).invoiceId;
    if (!c) continue;
    const row = inserts.get(invoiceId);
    if (row) Object.assign(row, c);
    else updates.set(invoiceId, { ...updates.get(invoiceId), ...c });
  }
  const t = table('billing_invoices');
  if (inserts.size) await trx(t).insert([...inserts.values()]).onConflict('id').ignore();
  for (const [id, c] of updates) await trx(t).where({ id }).update(c);
}

export const billingInvoicesProjection: Projection = {
  name: 'billing_invoices',
  version: 1,
  eventTypes,
  tables: ['billing_invoices'],
  createTables,
  applyBatch,
};
