// BTCPay Server's Greenfield API (research: payments-cpf-lgpd §1): invoices in BTC restricted to the
// chosen method (BTC-CHAIN or BTC-LN), webhooks signed with BTCPay-Sig over the raw body, the invoice
// re-read before anything is granted, refunds as pull payments (a claim link).
import { fromDecimal, signatureMatches, toDecimal } from './signature';
import { header, WebhookRefused, type ChargeStatus, type PaymentProvider } from './port';

export interface BtcPayOptions {
  baseUrl: string;
  apiKey: string;
  storeId: string;
  webhookSecret: string;
  simulated: boolean;
  timeoutMs?: number;
  /** The business clock (runtime.now): the charge expires with the invoice. */
  now: () => Date;
}

const SATS = 8;
/** BTCPay retries a delivery for about an hour; anything signed but older than a day is a replay. */
const MAX_WEBHOOK_AGE_SECONDS = 86_400;

interface GreenfieldInvoice {
  id: string;
  status: 'New' | 'Processing' | 'Settled' | 'Expired' | 'Invalid';
  additionalStatus: 'None' | 'PaidLate' | 'PaidPartial' | 'PaidOver' | 'Marked' | 'Invalid';
  checkoutLink: string;
}

interface GreenfieldPaymentMethod {
  paymentMethodId: string;
  destination: string;
  paymentLink: string | null;
  totalPaid: string;
  payments: { id: string; status: string }[];
}

// size: the adapter is one closure over its options; each of its methods (charge, status, webhook, refund) is short
export function btcPayProvider(o: BtcPayOptions): PaymentProvider {
  const store = `${o.baseUrl.replace(/\/$/, '')}/api/v1/stores/${encodeURIComponent(o.storeId)}`;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${store}${path}`, {
      method,
      headers: { Authorization: `token ${o.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
    });
    if (!res.ok) throw new Error(`BTCPay ${method} ${path}: HTTP ${res.status}`);
    return (await res.json()) as T;
  }

  const methods = (id: string) => call<GreenfieldPaymentMethod[]>('GET', `/invoices/${encodeURIComponent(id)}/payment-methods`);

  return {
    name: 'btcpay',
    methods: ['bitcoin', 'lightning'],
    simulated: o.simulated,

    async createCharge(req) {
      const paymentMethod = req.method === 'lightning' ? 'BTC-LN' : 'BTC-CHAIN';
      const invoice = await call<GreenfieldInvoice>('POST', '/invoices', {
        amount: toDecimal(req.amount, SATS),
        currency: 'BTC',
        metadata: { orderId: req.invoiceId, itemDesc: req.description },
        checkout: {
          paymentMethods: [paymentMethod],
          defaultPaymentMethod: paymentMethod,
          expirationMinutes: Math.max(1, Math.round((req.expiresAt.getTime() - o.now().getTime()) / 60_000)),
          // Payments seen up to a day after expiry are still reported (PaidLate): the late rule decides.
          monitoringMinutes: 1440,
          speedPolicy: 'MediumSpeed',
          defaultLanguage: 'pt-BR',
        },
      });
      const pm = (await methods(invoice.id)).find((m) => m.paymentMethodId === paymentMethod);
      if (!pm) throw new Error(`BTCPay: fatura ${invoice.id} sem ${paymentMethod}`);
      return { providerInvoiceId: invoice.id, paymentLink: invoice.checkoutLink, paymentCode: pm.paymentLink ?? pm.destination };
    },

    async status(id) {
      const [invoice, pms] = await Promise.all([call<GreenfieldInvoice>('GET', `/invoices/${encodeURIComponent(id)}`), methods(id)]);
      const amountPaid = pms.reduce((sum, m) => sum + fromDecimal(m.totalPaid, SATS), 0);
      const paymentId = pms.flatMap((m) => m.payments).find((p) => p.status === 'Settled')?.id ?? null;
      const late = invoice.additionalStatus === 'PaidLate';
      const state: ChargeStatus['state'] =
        invoice.status === 'Settled' || (invoice.status === 'Expired' && late)
          ? 'paid'
          : invoice.status === 'Processing'
            ? 'processing'
            : invoice.status === 'Expired'
              ? 'expired'
              : invoice.status === 'Invalid'
                ? 'invalid'
                : 'pending';
      return { state, amountPaid, late, paymentId };
    },

    verifyWebhook(raw, headers) {
      if (!signatureMatches(o.webhookSecret, raw, header(headers, 'btcpay-sig'))) throw new WebhookRefused('Assinatura BTCPay-Sig inválida.');
      let body: { deliveryId?: unknown; originalDeliveryId?: unknown; invoiceId?: unknown; storeId?: unknown; timestamp?: unknown };
      try {
        body = JSON.parse(raw.toString('utf8')) as typeof body;
      } catch {
        throw new WebhookRefused('Corpo do webhook inválido.', 400);
      }
      const key = typeof body.originalDeliveryId === 'string' ? body.originalDeliveryId : body.deliveryId;
      if (typeof key !== 'string' || typeof body.timestamp !== 'number') throw new WebhookRefused('Webhook sem deliveryId ou timestamp.', 400);
      // eslint-disable-next-line piboost/no-business-clock -- BTCPay signs its wall-clock time: a replay is judged on that clock
      if (Date.now() / 1000 - body.timestamp > MAX_WEBHOOK_AGE_SECONDS) throw new WebhookRefused('Webhook antigo demais (reenvio recusado).');
      if (body.storeId !== o.storeId) throw new WebhookRefused('Webhook de outra loja.');
      // Test pings and store events carry no invoice: accepted, nothing to re-read.
      return typeof body.invoiceId === 'string' ? [{ key, providerInvoiceId: body.invoiceId }] : [];
    },

    async refund(id) {
      const pull = await call<{ id: string; viewLink: string }>('POST', `/invoices/${encodeURIComponent(id)}/refund`, {
        name: 'Reembolso π Boost',
        description: 'Direito de arrependimento (7 dias)',
        // The coins paid are returned as paid: the law speaks of the values paid (docs/decisions.md).
        refundVariant: 'RateThen',
      });
      return { refundId: pull.id, claimLink: pull.viewLink };
    },
  };
}
