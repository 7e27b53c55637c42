import type { Migration } from '../../platform/db/migrate';

// Billing's own tables outside the event log: the quote snapshots its jobs fetch (append-only, so
// every invoice's rate can be traced to the snapshot it used) and the log of provider webhooks,
// whose unique key is what makes a redelivered or replayed webhook a no-op.
export const billingMigrations: readonly Migration[] = [
  {
    name: 'billing/001-quotes-and-webhooks',
    async up(db) {
      await db.raw(`
        CREATE TABLE billing_quote_snapshots (
          id bigserial PRIMARY KEY,
          usd_brl numeric(14, 6) NOT NULL,
          btc_usd numeric(16, 2) NOT NULL,
          source text NOT NULL,
          simulated boolean NOT NULL,
          fetched_at timestamptz NOT NULL
        );
        CREATE INDEX billing_quote_snapshots_fetched ON billing_quote_snapshots (fetched_at DESC);
        CREATE TABLE billing_webhook_deliveries (
          provider text NOT NULL,
          key text NOT NULL,
          provider_invoice_id text NOT NULL,
          received_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (provider, key)
        );
        CREATE INDEX billing_webhook_deliveries_invoice ON billing_webhook_deliveries (provider, provider_invoice_id);
      `);
    },
  },
  {
    // The sandbox provider's charges (platform/payments/sandbox.ts): what each was paid, and under
    // which keys (a settlement job that runs twice pays once). Receipts: one number per paid invoice,
    // given once, in order (PB-<year>-<number>); the PDF itself is rendered from the invoice on demand.
    name: 'billing/002-sandbox-and-receipts',
    async up(db) {
      await db.raw(`
        CREATE TABLE billing_sandbox_charges (
          id text PRIMARY KEY,
          invoice_id uuid NOT NULL,
          method text NOT NULL,
          currency text NOT NULL,
          amount bigint NOT NULL,
          paid_amount bigint NOT NULL DEFAULT 0,
          settled_keys text[] NOT NULL DEFAULT '{}',
          payment_id text,
          paid_at timestamptz,
          refunded_amount bigint,
          refund_id text,
          refunded_at timestamptz,
          expires_at timestamptz NOT NULL,
          created_at timestamptz NOT NULL
        );
        CREATE TABLE billing_receipts (
          invoice_id uuid PRIMARY KEY,
          number bigserial UNIQUE,
          issued_at timestamptz NOT NULL
        );
      `);
    },
  },
  {
    // Receipt numbers are ReceiptIssued events on receipts-<year> now (issue 21 item 4): the serial,
    // which a re-download's conflicting insert advanced (burning numbers), goes. This table becomes the
    // index of the events and keeps every number given before, gaps included (legacy: true).
    name: 'billing/003-receipt-numbers-per-year',
    async up(db) {
      await db.raw(`
        ALTER TABLE billing_receipts ADD COLUMN year integer, ADD COLUMN legacy boolean NOT NULL DEFAULT false, ADD COLUMN issuer jsonb;
        UPDATE billing_receipts SET year = extract(year FROM issued_at AT TIME ZONE 'America/Sao_Paulo')::int, legacy = true;
        ALTER TABLE billing_receipts ALTER COLUMN year SET NOT NULL;
        ALTER TABLE billing_receipts ALTER COLUMN number DROP DEFAULT;
        DROP SEQUENCE IF EXISTS billing_receipts_number_seq;
        ALTER TABLE billing_receipts DROP CONSTRAINT IF EXISTS billing_receipts_number_key;
        ALTER TABLE billing_receipts ADD CONSTRAINT billing_receipts_year_number UNIQUE (year, number);
      `);
    },
  },
];
