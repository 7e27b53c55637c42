// The sandbox provider (issue 12 item 4): a fresh install's way to take an invoice to paid without a
// wallet or a bank. Its charges are kept by billing (`SandboxChargeStore`, in billing's table), so the
// API and the worker processes see the same ones; the platform never names that table. A charge is paid only by `settle`, which billing calls
// from a job - after an admin's "Marcar como paga (sandbox)" or a sandbox webhook signed with
// `Sandbox-Sig` (HMAC-SHA256 over the raw body, as BTCPay-Sig) whose timestamp is recent. It is always
// a local simulation: production never builds it (providers.ts).
import { randomBytes } from 'node:crypto';
import { signatureMatches } from './signature';
import { header, WebhookRefused, type PaymentMethod, type PaymentProvider } from './port';

/** A signed notice older (or further ahead) than this is a replay: refused even with a new deliveryId. */
export const SANDBOX_WEBHOOK_WINDOW_MS = 5 * 60_000;

export interface SandboxOptions {
  /** Where the charges are kept: billing implements it over its own table. */
  charges: SandboxChargeStore;
  webhookSecret: string;
  /** Our public base URL: the charge's link is the sandbox page we serve. */
  publicUrl: string;
  /** The methods no configured provider serves. */
  methods: readonly PaymentMethod[];
  /** The business clock (runtime.now): charges expire and are paid on it. */
  now: () => Date;
}

/** A kept charge, as the store reads it (amounts in minor units, as bigint text). */
export interface SandboxChargeRow {
  id: string;
  amount: string;
  paid_amount: string;
  paid_at: Date | null;
  expires_at: Date;
  payment_id: string | null;
}

/** The sandbox's charges, kept by the module that uses the sandbox (billing). */
export interface SandboxChargeStore {
  find(id: string): Promise<SandboxChargeRow | undefined>;
  create(charge: { id: string; invoiceId: string; method: PaymentMethod; currency: string; amount: number; expiresAt: Date; createdAt: Date }): Promise<void>;
  /** Adds `amount` to what was paid, once per `key` (a second call with the same key changes nothing). */
  addPayment(id: string, key: string, payment: { amount: number; paidAt: Date; paymentId: string }): Promise<void>;
  recordRefund(id: string, refund: { amount: number; refundId: string; refundedAt: Date }): Promise<void>;
}

/** The body a sandbox webhook carries (signed as sent). */
export interface SandboxNotice {
  deliveryId: string;
  type: 'ChargePaid';
  chargeId: string;
  /** Minor units paid; the full amount when absent. */
  amount?: number;
  /** Unix seconds when it was sent. */
  timestamp: number;
}

export interface SandboxProvider extends PaymentProvider {
  /** Records a payment of `amount` (what is still due by default) once per `key`; only billing's jobs call it. */
  settle(chargeId: string, key: string, amount?: number): Promise<void>;
}

export function sandboxProvider(o: SandboxOptions): SandboxProvider {
  const now = o.now;
  const base = o.publicUrl.replace(/\/$/, '');
  const charge = async (id: string) => {
    const row = await o.charges.find(id);
    if (!row) throw new Error(`cobrança sandbox ${id} não existe`);
    return row;
  };

  return {
    name: 'sandbox',
    methods: o.methods,
    simulated: true,

    async createCharge(r) {
      const id = `sbx_${randomBytes(12).toString('hex')}`;
      await o.charges.create({ id, invoiceId: r.invoiceId, method: r.method, currency: r.currency, amount: r.amount, expiresAt: r.expiresAt, createdAt: now() });
      // No wallet or bank app can pay this code: it says what it is.
      return { providerInvoiceId: id, paymentLink: `${base}/api/billing/sandbox/${id}`, paymentCode: `piboost-sandbox:${id}?amount=${r.amount}&currency=${r.currency}` };
    },

    async status(id) {
      const row = await charge(id);
      const due = Number(row.amount);
      const paid = Number(row.paid_amount);
      const late = row.paid_at !== null && row.paid_at.getTime() > row.expires_at.getTime();
      if (paid >= due) return { state: 'paid', amountPaid: paid, late, paymentId: row.payment_id };
      const expired = now().getTime() >= row.expires_at.getTime();
      return { state: expired ? 'expired' : 'pending', amountPaid: paid, late: false, paymentId: row.payment_id };
    },

    verifyWebhook(raw, headers) {
      if (!signatureMatches(o.webhookSecret, raw, header(headers, 'Sandbox-Sig'))) throw new WebhookRefused('Assinatura Sandbox-Sig inválida.');
      let body: Partial<SandboxNotice>;
      try {
        body = JSON.parse(raw.toString('utf8')) as Partial<SandboxNotice>;
      } catch {
        throw new WebhookRefused('Corpo do webhook sandbox inválido.', 400);
      }
      if (typeof body.deliveryId !== 'string' || !body.deliveryId || typeof body.chargeId !== 'string' || body.type !== 'ChargePaid' || typeof body.timestamp !== 'number') {
        throw new WebhookRefused('Corpo do webhook sandbox inválido.', 400);
      }
      if (body.amount !== undefined && !(Number.isSafeInteger(body.amount) && body.amount > 0)) throw new WebhookRefused('Valor do webhook sandbox inválido.', 400);
      if (Math.abs(now().getTime() - body.timestamp * 1000) > SANDBOX_WEBHOOK_WINDOW_MS) throw new WebhookRefused('Webhook sandbox fora da janela de 5 minutos (reenvio recusado).');
      return [{ key: body.deliveryId, providerInvoiceId: body.chargeId, ...(body.amount !== undefined ? { amount: body.amount } : {}) }];
    },

    async settle(id, key, amount) {
      const row = await charge(id);
      const add = amount ?? Number(row.amount) - Number(row.paid_amount);
      if (add <= 0) return;
      await o.charges.addPayment(id, key, { amount: add, paidAt: now(), paymentId: row.payment_id ?? `sbxpay_${randomBytes(12).toString('hex')}` });
    },

    async refund(id, amount) {
      const refundId = `sbxrf_${randomBytes(12).toString('hex')}`;
      await o.charges.recordRefund(id, { amount, refundId, refundedAt: now() });
      return { refundId, claimLink: null };
    },
  };
}
