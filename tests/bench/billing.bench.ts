// Billing's two hot paths through the real app, each beside a bare Koa JSON route in the same run:
// webhook intake (POST /api/billing/webhooks/btcpay: raw body, BTCPay-Sig HMAC, the unique delivery
// insert, the re-read job enqueued on Redis) and checkout (POST /api/billing/checkout: auth, zod,
// the quote snapshot, the subscription stream, one append, two jobs enqueued). Workers are not
// running: provider calls are their own process role.
// Run: npx tsx tests/bench/billing.bench.ts [seconds=10] [connections=32]
import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { useProviders } from '@piboost/backend/modules/billing/providers';
import { btcPayProvider } from '@piboost/backend/platform/payments/btcpay';
import { pixProvider } from '@piboost/backend/platform/payments/pix';
import { signBody } from '@piboost/backend/platform/payments/signature';
import { coinGecko } from '@piboost/backend/platform/market-data/coingecko';
import { marketDataQuotes } from '@piboost/backend/platform/quotes/port';
import { sessionToken } from '../support/sessions';
import { load, listen, openBenchRuntime, type LoadRequest } from './http-load';
import { fmt, isMain } from './support';

const USERS = 2_000;
const SECRET = 'segredo-do-webhook-de-bench';
const STORE = 'store-bench';

export async function main(seconds = Number(process.argv[2] ?? 10), connections = Number(process.argv[3] ?? 32)): Promise<void> {
  const { database, runtime, app: benchApp } = await openBenchRuntime();
  // No provider is called on these paths; the adapters only verify signatures and name themselves.
  useProviders(runtime, {
    quotes: marketDataQuotes({ port: coinGecko({ baseUrl: 'http://127.0.0.1:9' }), simulated: false }),
    payments: {
      btcpay: btcPayProvider({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', storeId: STORE, webhookSecret: SECRET, simulated: false, now: () => runtime.now() }),
      pix: pixProvider({ baseUrl: 'http://127.0.0.1:9', clientId: 'c', clientSecret: 's', pixKey: 'pagamentos@piboost.com.br', merchantName: 'Pi Boost', merchantCity: 'Sao Paulo', simulated: false, now: () => runtime.now() }),
    },
    pixWebhookToken: 'token',
    close: async () => {},
  });
  await runtime.db('billing_quote_snapshots').insert({ usd_brl: '5.3', btc_usd: '100000', source: 'bench', simulated: false, fetched_at: new Date() });
  const api = await listen(benchApp().callback());
  const bare = new Koa();
  bare.use(bodyParser());
  bare.use((ctx) => {
    ctx.body = { success: true, data: { received: ctx.request.body } };
  });
  const reference = await listen(bare.callback());

  // Each request's session must be open and its account real (identity/session-guard.ts): a token
  // signed for nobody is refused with 401, which would measure the refusal, not the checkout.
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i += 50) {
    tokens.push(...(await Promise.all(Array.from({ length: Math.min(50, USERS - i) }, () => sessionToken(runtime, { roles: ['user'], premium: false, profileComplete: true }, 3600)))));
  }
  const webhook = (i: number): LoadRequest => {
    const body = { deliveryId: `bench-${i}-${randomUUID()}`, webhookId: 'w', originalDeliveryId: null, isRedelivery: false, type: 'InvoiceSettled', timestamp: Math.floor(Date.now() / 1000), storeId: STORE, invoiceId: `inv${i % 500}` };
    return { method: 'POST', path: '/api/billing/webhooks/btcpay', headers: { 'btcpay-sig': signBody(SECRET, JSON.stringify(body)) }, body };
  };
  const checkout = (i: number): LoadRequest => ({
    method: 'POST',
    path: '/api/billing/checkout',
    headers: { authorization: `Bearer ${tokens[i % USERS]}` },
    body: { plan: i % 2 ? 'elite' : 'professional', period: 'monthly', method: (['pix', 'lightning', 'bitcoin'] as const)[i % 3] },
  });
  const bareRequest = () => ({ method: 'POST' as const, path: '/x', body: { plan: 'professional', period: 'monthly', method: 'pix' } });
  try {
    await load(api.port, { seconds: 30, connections, next: webhook, maxRequests: 500 });
    await load(api.port, { seconds: 30, connections, next: checkout, ok: (s) => s === 201, maxRequests: 500 });
    await load(reference.port, { seconds: 1, connections, next: bareRequest });
    const hooks = await load(api.port, { seconds, connections, next: webhook });
    // Each person checks out at most a few times in the window: the per-person limit (20/min) is not what is measured.
    const buys = await load(api.port, { seconds, connections, next: (i) => checkout(i + 500), ok: (s) => s === 201, maxRequests: USERS * 5 });
    const bareRun = await load(reference.port, { seconds, connections, next: bareRequest });
    console.log(`billing webhook x${connections}: ${fmt(hooks.rps)} req/s, p50 ${fmt(hooks.p50, 1)} ms, p99 ${fmt(hooks.p99, 1)} ms, ${hooks.errors} errors, ${hooks.rejected} refused`);
    console.log(`billing checkout x${connections}: ${fmt(buys.rps)} req/s, p50 ${fmt(buys.p50, 1)} ms, p99 ${fmt(buys.p99, 1)} ms, ${buys.errors} errors, ${buys.rejected} refused`);
    console.log(`  reference bare Koa JSON route: ${fmt(bareRun.rps)} req/s, p50 ${fmt(bareRun.p50, 1)} ms, p99 ${fmt(bareRun.p99, 1)} ms`);
  } finally {
    await api.close();
    await reference.close();
    await runtime.close();
    await database.drop();
  }
}

if (isMain(import.meta.url)) await main();
