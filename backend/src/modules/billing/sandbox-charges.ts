// The sandbox provider's charges (platform/payments/sandbox.ts), kept in billing's table
// `billing_sandbox_charges` (migrations.ts): the platform's sandbox reads and writes them only
// through this store, so the table stays billing's own.
import type { Knex } from 'knex';
import type { SandboxChargeRow, SandboxChargeStore } from '../../platform/payments/sandbox';

const TABLE = 'billing_sandbox_charges';

export function sandboxChargeStore(db: Knex): SandboxChargeStore {
  return {
    find: (id) => db(TABLE).where({ id }).first<SandboxChargeRow | undefined>('id', 'amount', 'paid_amount', 'paid_at', 'expires_at', 'payment_id'),

    async create(c) {
      await db(TABLE).insert({ id: c.id, invoice_id: c.invoiceId, method: c.method, currency: c.currency, amount: c.amount, expires_at: c.expiresAt, created_at: c.createdAt });
    },

    async addPayment(id, key, p) {
      await db(TABLE)
        .where({ id })
        .whereRaw('NOT (? = ANY(settled_keys))', [key])
        .update({
          paid_amount: db.raw('paid_amount + ?', [p.amount]),
          settled_keys: db.raw('array_append(settled_keys, ?)', [key]),
          paid_at: p.paidAt,
          payment_id: p.paymentId,
        });
    },

    async recordRefund(id, r) {
      await db(TABLE).where({ id }).update({ refunded_amount: r.amount, refund_id: r.refundId, refunded_at: r.refundedAt });
    },
  };
}
