// The payment provider port (ARCHITECTURE §9, DECISIONS 10): BTCPay Server (Bitcoin on-chain and
// Lightning), a PIX PSP (BACEN API Pix) and the built-in sandbox all speak it. The billing module
// holds the business (prices, periods, the invoice's lifecycle); this is only the protocol. Every
// call here runs in a job, never in a request handler.

export type PaymentMethod = 'bitcoin' | 'lightning' | 'pix';
export type ProviderName = 'btcpay' | 'pix' | 'sandbox';

export interface ChargeRequest {
  /** Ours; providers echo it back (BTCPay metadata.orderId, the PIX txid derives from it). */
  invoiceId: string;
  method: PaymentMethod;
  currency: 'BRL' | 'BTC';
  /** Minor units: centavos for BRL, satoshis for BTC. */
  amount: number;
  expiresAt: Date;
  /** Shown to the payer by their wallet or bank app. */
  description: string;
}

export interface Charge {
  providerInvoiceId: string;
  /** Where the payer can pay (provider checkout page, or the PSP's location). */
  paymentLink: string;
  /** What the QR encodes: PIX BR Code ("copia e cola"), BIP21 URI or BOLT11 invoice. */
  paymentCode: string;
}

/** The provider's answer when we re-read a charge: the only thing that ever grants access. */
export interface ChargeStatus {
  state: 'pending' | 'processing' | 'paid' | 'expired' | 'invalid';
  /** Minor units received so far. */
  amountPaid: number;
  /** The payment arrived after the charge expired (BTCPay PaidLate). */
  late: boolean;
  /** The provider's payment reference (BTCPay payment id, PIX endToEndId), once there is one. */
  paymentId: string | null;
}

/** A verified notification: which charge to re-read, under a key unique per provider event. */
export interface WebhookNotice {
  /** BTCPay deliveryId (the original one for redeliveries), PIX endToEndId, sandbox deliveryId. */
  key: string;
  providerInvoiceId: string;
  /** Sandbox only: the amount (minor units) the signed notice says was paid; the full amount when absent. */
  amount?: number;
}

/** The webhook was not sent by the provider (bad or missing signature, wrong shape): answer 401/400. */
export class WebhookRefused extends Error {
  override name = 'WebhookRefused';
  constructor(
    message: string,
    readonly status: 400 | 401 = 401,
  ) {
    super(message);
  }
}

export interface RefundResult {
  refundId: string;
  /** BTCPay answers with a claim link the payer opens to receive the coins; PIX devolução needs none. */
  claimLink: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly methods: readonly PaymentMethod[];
  /** A local simulator: every screen showing its invoices says "Simulação local". */
  readonly simulated: boolean;
  createCharge(request: ChargeRequest): Promise<Charge>;
  status(providerInvoiceId: string): Promise<ChargeStatus>;
  /** Checks authenticity over the raw bytes before anything is parsed; throws WebhookRefused. */
  verifyWebhook(raw: Buffer, headers: Record<string, string | string[] | undefined>): WebhookNotice[];
  refund(providerInvoiceId: string, amount: number, paymentId: string | null): Promise<RefundResult>;
}

export const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};
