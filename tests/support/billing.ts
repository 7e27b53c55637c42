// Billing through the real app and jobs with the providers' local fakes (CoinGecko, BTCPay, a PIX
// PSP) listening on 127.0.0.1: what the billing tests share.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { invoiceStream, type RecordedEvent } from '@piboost/events';
import { readStream } from '../../backend/src/platform/command';
import { btcPayProvider } from '../../backend/src/platform/payments/btcpay';
import { startFakeBtcPay, type FakeBtcPay } from '../../backend/src/platform/payments/fake-btcpay';
import { startFakePixPsp, type FakePixPsp } from '../../backend/src/platform/payments/fake-pix-psp';
import { pixProvider } from '../../backend/src/platform/payments/pix';
import { coinGecko } from '../../backend/src/platform/market-data/coingecko';
import { startFakeCoinGecko, type FakeCoinGecko } from '../../backend/src/platform/market-data/fake-coingecko';
import { marketDataQuotes } from '../../backend/src/platform/quotes/port';
import { useProviders } from '../../backend/src/modules/billing/providers';
import { billingService } from '../../backend/src/modules/billing/service';
import { billingWorkers } from '../../backend/src/modules/billing/workers';
import { freshEmail, openHarness, registerAccount, signIn, type AppHarness } from './app';
import { eventually } from './eventually';

export const PIX_TOKEN = 'token-do-webhook-pix-123';
export const DAY = 86_400_000;

export interface BillingHarness {
  h: AppHarness;
  btcpay: FakeBtcPay;
  psp: FakePixPsp;
  coingecko: FakeCoinGecko;
  close(): Promise<void>;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
export const types = (events: readonly RecordedEvent[]) => events.map((e) => e.type);

/** The app on a real port (the fakes post their webhooks to it), the fakes, billing's workers and a first quote. */
export async function openBillingHarness(env: Record<string, string> = {}): Promise<BillingHarness> {
  const h = await openHarness(env);
  const server: Server = createServer(h.app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const coingecko = await startFakeCoinGecko();
  // BRL follows the USD price at the simulated market's US$ 1 = R$ 5,30 (SIMULATED_USD_BRL).
  coingecko.setPriceUsd('bitcoin', 100_000);
  const btcpay = await startFakeBtcPay({ webhookUrl: `${base}/api/billing/webhooks/btcpay` });
  const psp = await startFakePixPsp({ webhookUrl: `${base}/api/billing/webhooks/pix?hmac=${PIX_TOKEN}` });
  useProviders(h.runtime, {
    quotes: marketDataQuotes({ port: coinGecko({ baseUrl: coingecko.url }), simulated: false }),
    payments: {
      btcpay: btcPayProvider({ baseUrl: btcpay.url, apiKey: btcpay.apiKey, storeId: btcpay.storeId, webhookSecret: btcpay.webhookSecret, simulated: false, now: () => h.runtime.now() }),
      pix: pixProvider({ baseUrl: psp.url, clientId: psp.clientId, clientSecret: psp.clientSecret, pixKey: 'pagamentos@piboost.com.br', merchantName: 'Pi Boost', merchantCity: 'Sao Paulo', simulated: false, now: () => h.runtime.now() }),
    },
    pixWebhookToken: PIX_TOKEN,
    close: async () => {},
  });
  for (const w of billingWorkers) h.runtime.jobs.worker(w.queue, (job) => w.process(h.runtime, job as never), { concurrency: w.concurrency });
  await billingService(h.runtime).jobs.refreshQuotes();
  return {
    h,
    btcpay,
    psp,
    coingecko,
    async close() {
      await h.close();
      server.close();
      await Promise.all([coingecko.close(), btcpay.close(), psp.close()]);
    },
  };
}

/** A registered, signed-in person with a complete profile: their access token. */
export async function member(h: AppHarness, label = 'pagante'): Promise<string> {
  const { email } = await registerAccount(h, freshEmail(label));
  return (await signIn(h, email)).accessToken;
}

/** Opens an invoice and waits for the provider's charge (the job creates it). */
export async function checkout(h: AppHarness, token: string, body: { plan: string; period: string; method: string }) {
  const res = await h.http.post('/api/billing/checkout').set(bearer(token)).send(body).expect(201);
  const id = res.body.data.invoiceId as string;
  return eventually(async () => {
    const r = await h.http.get(`/api/billing/invoices/${id}`).set(bearer(token)).expect(200);
    return r.body.data.paymentCode ? (r.body.data as { id: string; paymentCode: string; paymentLink: string; amount: number; amountUsdCents: number; currency: string; status: string; qrSvg: string }) : null;
  }, { label: 'a cobrança no provedor' });
}

export const statusOf = async (h: AppHarness, token: string, id: string) => (await h.http.get(`/api/billing/invoices/${id}`).set(bearer(token)).expect(200)).body.data.status as string;
export const userIdOf = async (h: AppHarness, id: string) => ((await readStream(h.runtime.store, invoiceStream(id)))[0]!.data as { userId: string }).userId;
