// A local BTCPay Server speaking the Greenfield calls billing makes (create and read invoices, their
// payment methods, refunds) and signing its webhooks with BTCPay-Sig. Tests drive payments with
// `pay`; as the local simulator its checkout page has a button that pays.
import { randomBytes, randomUUID } from 'node:crypto';
import { closeServer, deliver, listen, payerPage, readBody, sendHtml, sendJson } from './fake-http';
import { fromDecimal, signBody, toDecimal } from './signature';

interface FakeInvoice {
  id: string;
  amountSats: number;
  paidSats: number;
  method: 'BTC-CHAIN' | 'BTC-LN';
  destination: string;
  orderId: string;
  expiresAt: number;
  status: 'New' | 'Processing' | 'Settled' | 'Expired' | 'Invalid';
  additionalStatus: 'None' | 'PaidLate' | 'PaidPartial' | 'PaidOver';
  paymentId: string | null;
  refunds: string[];
}

export interface FakeBtcPay {
  url: string;
  apiKey: string;
  storeId: string;
  webhookSecret: string;
  /** Where webhooks go (set once our app listens). */
  setWebhookUrl(url: string): void;
  /** A payment of `sats` (the amount due by default) arrives; Lightning and 1 confirmation settle at once. */
  pay(invoiceId: string, sats?: number): Promise<void>;
  /** The invoice's own expiry passes now (tests move the clock). */
  expire(invoiceId: string): Promise<void>;
  /** Sends the last delivery again, byte for byte (a replay). */
  replayLast(): Promise<number>;
  invoices(): readonly FakeInvoice[];
  deliveries(): readonly { status: number; body: string }[];
  close(): Promise<void>;
}

// size: a fake server: its state and the Greenfield routes it answers, each a few lines, in one closure
export async function startFakeBtcPay(options: { port?: number; webhookUrl?: string } = {}): Promise<FakeBtcPay> {
  const apiKey = randomBytes(20).toString('hex');
  const storeId = `store${randomBytes(6).toString('hex')}`;
  const webhookSecret = randomBytes(24).toString('hex');
  let webhookUrl = options.webhookUrl ?? '';
  const invoices = new Map<string, FakeInvoice>();
  const deliveries: { status: number; body: string; sig: string }[] = [];
  const prefix = `/api/v1/stores/${storeId}/invoices`;

  const view = (inv: FakeInvoice, base: string) => {
    // eslint-disable-next-line piboost/no-business-clock -- the fake BTCPay server keeps its own wall clock, as the real one does
    if (inv.status === 'New' && Date.now() > inv.expiresAt) inv.status = 'Expired';
    return { id: inv.id, storeId, amount: toDecimal(inv.amountSats, 8), currency: 'BTC', status: inv.status, additionalStatus: inv.additionalStatus, checkoutLink: `${base}/i/${inv.id}`, metadata: { orderId: inv.orderId }, expirationTime: Math.floor(inv.expiresAt / 1000) };
  };

  async function send(type: string, inv: FakeInvoice, extra: Record<string, unknown> = {}) {
    if (!webhookUrl) return;
    // eslint-disable-next-line piboost/no-business-clock -- the fake BTCPay server keeps its own wall clock, as the real one does
    const body = JSON.stringify({ deliveryId: randomUUID(), webhookId: 'fake-webhook', originalDeliveryId: null, isRedelivery: false, type, timestamp: Math.floor(Date.now() / 1000), storeId, invoiceId: inv.id, ...extra });
    const sig = signBody(webhookSecret, body);
    deliveries.push({ status: await deliver(webhookUrl, body, { 'BTCPay-Sig': sig }), body, sig });
  }

  async function pay(inv: FakeInvoice, sats = inv.amountSats - inv.paidSats) {
    // eslint-disable-next-line piboost/no-business-clock -- the fake BTCPay server keeps its own wall clock, as the real one does
    const late = inv.status === 'Expired' || Date.now() > inv.expiresAt;
    inv.paidSats += sats;
    inv.paymentId ??= randomBytes(32).toString('hex');
    if (inv.paidSats < inv.amountSats) {
      inv.additionalStatus = 'PaidPartial';
      await send('InvoiceReceivedPayment', inv);
      return;
    }
    inv.additionalStatus = late ? 'PaidLate' : inv.paidSats > inv.amountSats ? 'PaidOver' : 'None';
    if (late) {
      inv.status = 'Expired';
      await send('InvoicePaymentSettled', inv, { afterExpiration: true });
      return;
    }
    inv.status = 'Settled';
    await send('InvoiceSettled', inv, { manuallyMarked: false });
  }

  const { server, base } = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const page = /^\/i\/([\w-]+)(\/pay)?$/.exec(url.pathname);
    if (page) {
      const inv = invoices.get(page[1]!);
      if (!inv) return sendJson(res, 404, { code: 'invoice-not-found' });
      if (page[2] && req.method === 'POST') {
        await pay(inv);
        return sendHtml(res, '<!doctype html><meta charset="utf-8"><p>Simulação local: pagamento enviado. Pode voltar ao π Boost.</p>');
      }
      return sendHtml(res, payerPage('Fatura BTCPay', [`${toDecimal(inv.amountSats, 8)} BTC`, inv.destination], `/i/${inv.id}/pay`));
    }
    if (req.headers.authorization !== `token ${apiKey}`) return sendJson(res, 401, { code: 'unauthenticated', message: 'Authentication is required' });
    if (req.method === 'POST' && url.pathname === prefix) {
      const body = JSON.parse(await readBody(req)) as { amount: string; currency: string; metadata?: { orderId?: string }; checkout?: { paymentMethods?: string[]; expirationMinutes?: number } };
      if (body.currency !== 'BTC') return sendJson(res, 422, [{ path: 'currency', message: 'only BTC in the fake' }]);
      const method = body.checkout?.paymentMethods?.[0] === 'BTC-LN' ? 'BTC-LN' : 'BTC-CHAIN';
      const id = randomBytes(11).toString('base64url');
      const amountSats = fromDecimal(body.amount, 8);
      const destination =
        method === 'BTC-LN' ? `lnbcrt${amountSats * 10}n1p${randomBytes(40).toString('hex')}` : `bcrt1q${randomBytes(20).toString('hex')}`;
      // eslint-disable-next-line piboost/no-business-clock -- the fake BTCPay server keeps its own wall clock, as the real one does
      const inv: FakeInvoice = { id, amountSats, paidSats: 0, method, destination, orderId: body.metadata?.orderId ?? '', expiresAt: Date.now() + (body.checkout?.expirationMinutes ?? 15) * 60_000, status: 'New', additionalStatus: 'None', paymentId: null, refunds: [] };
      invoices.set(id, inv);
      return sendJson(res, 200, view(inv, base));
    }
    const one = new RegExp(`^${prefix}/([\\w-]+)(/payment-methods|/refund)?$`).exec(url.pathname);
    const inv = one ? invoices.get(one[1]!) : undefined;
    if (!one || !inv) return sendJson(res, 404, { code: 'invoice-not-found' });
    if (req.method === 'GET' && !one[2]) return sendJson(res, 200, view(inv, base));
    if (req.method === 'GET' && one[2] === '/payment-methods') {
      const amount = toDecimal(inv.amountSats, 8);
      const link = inv.method === 'BTC-LN' ? `lightning:${inv.destination}` : `bitcoin:${inv.destination}?amount=${amount}`;
      return sendJson(res, 200, [
        { paymentMethodId: inv.method, destination: inv.destination, paymentLink: link, amount, totalPaid: toDecimal(inv.paidSats, 8), due: toDecimal(Math.max(0, inv.amountSats - inv.paidSats), 8), payments: inv.paymentId ? [{ id: inv.paymentId, status: 'Settled', value: toDecimal(inv.paidSats, 8) }] : [] },
      ]);
    }
    if (req.method === 'POST' && one[2] === '/refund') {
      if (inv.paidSats === 0) return sendJson(res, 422, { code: 'non-refundable', message: 'nothing was paid' });
      const pullId = randomBytes(8).toString('hex');
      inv.refunds.push(pullId);
      return sendJson(res, 200, { id: pullId, viewLink: `${base}/pull-payments/${pullId}` });
    }
    sendJson(res, 405, { code: 'method-not-allowed' });
  }, options.port);

  const find = (id: string) => {
    const inv = invoices.get(id);
    if (!inv) throw new Error(`fake BTCPay: no invoice ${id}`);
    return inv;
  };

  return {
    url: base,
    apiKey,
    storeId,
    webhookSecret,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    pay: (id, sats) => pay(find(id), sats),
    async expire(id) {
      const inv = find(id);
      // eslint-disable-next-line piboost/no-business-clock -- the fake BTCPay server keeps its own wall clock, as the real one does
      inv.expiresAt = Date.now() - 1;
      if (inv.status === 'New') {
        inv.status = 'Expired';
        await send('InvoiceExpired', inv, { partiallyPaid: inv.paidSats > 0 });
      }
    },
    async replayLast() {
      const last = deliveries.at(-1);
      if (!last) throw new Error('fake BTCPay: nothing delivered yet');
      return deliver(webhookUrl, last.body, { 'BTCPay-Sig': last.sig });
    },
    invoices: () => [...invoices.values()],
    deliveries: () => deliveries.map(({ status, body }) => ({ status, body })),
    close: () => closeServer(server),
  };
}
