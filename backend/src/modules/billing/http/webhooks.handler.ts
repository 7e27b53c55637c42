// POST /api/billing/webhooks/{btcpay,sandbox,pix} - one public POST per provider: verified over the
// raw bytes, logged once per key, answered fast; the invoice is re-read from the provider in a job.
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../../platform/http/context';
import { HttpError, NotFound } from '../../../platform/http/errors';
import { defineRoute } from '../../../platform/http/route';
import { WebhookRefused, type ProviderName } from '../../../platform/payments/port';
import { billingProviders } from '../providers';
import { PAYMENT_TAGS, type BillingHttp } from './shared';

const WEBHOOK_LIMIT = 256 * 1024;

const webhookResponse = z.object({ success: z.literal(true), received: z.number().int(), fresh: z.number().int() });

/** The exact bytes the provider signed: read before any parsing (BTCPay-Sig is over the raw body). */
async function rawBody(ctx: AppContext): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > WEBHOOK_LIMIT) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Corpo grande demais.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function webhookRoute({ billing }: BillingHttp, provider: ProviderName, path: string, check?: (ctx: AppContext) => Promise<boolean>) {
  return defineRoute({
    method: 'POST',
    path,
    summary: `Webhook do provedor ${provider} (assinado; cada entrega é registrada uma vez e a fatura é relida no provedor)`,
    tags: PAYMENT_TAGS,
    access: 'public',
    // No limit: a provider sends every notification from a few addresses, and a dropped one delays
    // someone's access. Each request costs one HMAC (or token) check before anything is stored.
    rateLimit: false,
    response: webhookResponse,
    async handler(ctx) {
      const raw = await rawBody(ctx);
      try {
        if (check && !(await check(ctx))) throw new WebhookRefused('Token do webhook inválido.');
        const received = await billing.receiveWebhook(provider, raw, ctx.headers);
        if (!received) throw new NotFound('Provedor não configurado.');
        return { success: true as const, ...received };
      } catch (err) {
        if (err instanceof WebhookRefused) throw new HttpError(err.status, 'WEBHOOK_REFUSED', err.message);
        throw err;
      }
    },
  });
}

export function webhookRoutes(http: BillingHttp) {
  const pixToken = async (ctx: AppContext) => {
    const expected = Buffer.from((await billingProviders(http.runtime)).pixWebhookToken);
    const given = Buffer.from(typeof ctx.query.hmac === 'string' ? ctx.query.hmac : '');
    return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
  };
  return [
    webhookRoute(http, 'btcpay', '/api/billing/webhooks/btcpay'),
    webhookRoute(http, 'sandbox', '/api/billing/webhooks/sandbox'),
    // The PSP posts to {webhookUrl}/pix; both spellings land here.
    webhookRoute(http, 'pix', '/api/billing/webhooks/pix', pixToken),
    webhookRoute(http, 'pix', '/api/billing/webhooks/pix/pix', pixToken),
  ];
}
