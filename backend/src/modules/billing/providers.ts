// Which provider serves each method, and the quote source. Configured providers are used as given.
// Without settings and outside production, a method is served by the sandbox provider (a fresh
// install: paid from the back office or by a signed sandbox webhook), or - PAYMENT_SIMULATORS=protocol
// - by the local BTCPay and PSP fakes running in this process, whose payer pages pay (the tests of
// the real adapters). Either way screens say "Simulação local" (DECISIONS 20); production refuses
// to start without real providers and never builds the sandbox.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { ConfigError, type Config } from '../../config';
import { btcPayProvider } from '../../platform/payments/btcpay';
import { startFakeBtcPay } from '../../platform/payments/fake-btcpay';
import { startFakePixPsp } from '../../platform/payments/fake-pix-psp';
import { pixProvider } from '../../platform/payments/pix';
import type { PaymentMethod, PaymentProvider, ProviderName } from '../../platform/payments/port';
import { coinGecko } from '../../platform/market-data/coingecko';
import { startFakeCoinGecko } from '../../platform/market-data/fake-coingecko';
import { marketDataQuotes, type QuoteProvider } from '../../platform/quotes/port';
import { sandboxProvider, type SandboxProvider } from '../../platform/payments/sandbox';
import type { Runtime } from '../../platform/runtime';
import { sandboxChargeStore } from './sandbox-charges';

export interface BillingProviders {
  quotes: QuoteProvider;
  payments: Partial<Record<Exclude<ProviderName, 'sandbox'>, PaymentProvider>> & { sandbox?: SandboxProvider };
  /**
   * The PSP authenticates its calls with mTLS at the proxy; our webhook URL also carries this token
   * (`?hmac=`), as PSPs such as Efí recommend. Neither grants anything: `GET /cob` does.
   */
  pixWebhookToken: string;
  close(): Promise<void>;
}

export function providerFor(providers: BillingProviders, method: PaymentMethod): PaymentProvider {
  const found = Object.values(providers.payments).find((p) => p.methods.includes(method));
  if (!found) throw new Error(`nenhum provedor para ${method}`);
  return found;
}

const webhookBase = (config: Config) => `${(config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/\/$/, '')}/api/billing/webhooks`;

/** Builds the providers from the settings, starting simulators for what is not configured. */
/** `now` is the business clock (runtime.now): the charges expire and the sandbox pays on it. */
export async function openProviders(config: Config, db: Knex, now: () => Date): Promise<BillingProviders> {
  const production = config.NODE_ENV === 'production';
  const missing = [
    !config.BTCPAY_URL && 'BTCPAY_URL',
    !config.PIX_PSP_URL && 'PIX_PSP_URL',
    !config.MARKET_DATA_URL && 'MARKET_DATA_URL',
  ].filter((v): v is string => typeof v === 'string');
  if (production && missing.length) {
    throw new ConfigError(`Configuração inválida:\n${missing.map((k) => `  ${k}: obrigatório em produção (simuladores locais são recusados)`).join('\n')}`);
  }
  const closers: (() => Promise<void>)[] = [];

  // Rates come from the market-data provider (the market simulator when none is configured).
  let quotes: QuoteProvider;
  if (config.MARKET_DATA_URL) {
    const port = coinGecko({ baseUrl: config.MARKET_DATA_URL, apiKey: config.MARKET_DATA_API_KEY, keyHeader: config.MARKET_DATA_KEY_HEADER });
    quotes = marketDataQuotes({ port, simulated: config.simulated.market });
  } else {
    const fake = await startFakeCoinGecko();
    closers.push(fake.close);
    quotes = marketDataQuotes({ port: coinGecko({ baseUrl: fake.url }), simulated: true });
  }

  const protocolFakes = config.PAYMENT_SIMULATORS === 'protocol';
  let btcpay: PaymentProvider | undefined;
  if (config.BTCPAY_URL) {
    btcpay = btcPayProvider({
      baseUrl: config.BTCPAY_URL,
      apiKey: config.BTCPAY_API_KEY ?? '',
      storeId: config.BTCPAY_STORE_ID ?? '',
      webhookSecret: config.BTCPAY_WEBHOOK_SECRET ?? '',
      simulated: false,
      now,
    });
  } else if (protocolFakes) {
    const fake = await startFakeBtcPay({ webhookUrl: `${webhookBase(config)}/btcpay` });
    closers.push(fake.close);
    btcpay = btcPayProvider({ baseUrl: fake.url, apiKey: fake.apiKey, storeId: fake.storeId, webhookSecret: fake.webhookSecret, simulated: true, now });
  }

  const pixOptions = { pixKey: config.PIX_KEY ?? 'pagamentos@piboost.com.br', merchantName: config.PIX_MERCHANT_NAME, merchantCity: config.PIX_MERCHANT_CITY, now };
  let pix: ReturnType<typeof pixProvider> | undefined;
  let pixWebhookToken = '';
  if (config.PIX_PSP_URL) {
    pixWebhookToken = config.PIX_WEBHOOK_TOKEN ?? '';
    pix = pixProvider({ baseUrl: config.PIX_PSP_URL, clientId: config.PIX_CLIENT_ID ?? '', clientSecret: config.PIX_CLIENT_SECRET ?? '', simulated: false, ...pixOptions });
  } else if (protocolFakes) {
    pixWebhookToken = config.secrets.hmacSecret.slice(0, 24);
    const fake = await startFakePixPsp({ webhookUrl: `${webhookBase(config)}/pix?hmac=${encodeURIComponent(pixWebhookToken)}` });
    closers.push(fake.close);
    pix = pixProvider({ baseUrl: fake.url, clientId: fake.clientId, clientSecret: fake.clientSecret, simulated: true, ...pixOptions });
  }

  const served = [...(btcpay?.methods ?? []), ...(pix?.methods ?? [])];
  // Outside production the sandbox is always there, for the methods nobody else serves (maybe none:
  // its earlier invoices can still be read and refunded after real providers are configured).
  const sandbox = production
    ? undefined
    : sandboxProvider({
        charges: sandboxChargeStore(db),
        now,
        webhookSecret: sandboxWebhookSecret(config),
        publicUrl: config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`,
        methods: (['pix', 'lightning', 'bitcoin'] as const).filter((m) => !served.includes(m)),
      });

  return {
    quotes,
    payments: { ...(btcpay && { btcpay }), ...(pix && { pix }), ...(sandbox && { sandbox }) },
    pixWebhookToken,
    async close() {
      await Promise.all(closers.map((c) => c()));
    },
  };
}

/** The sandbox webhook's key: the setting, or one derived from HMAC_SECRET (never the secret itself). */
export function sandboxWebhookSecret(config: Config): string {
  return config.SANDBOX_WEBHOOK_SECRET ?? createHash('sha256').update(`sandbox-webhook:${config.secrets.hmacSecret}`).digest('hex');
}

// One set per runtime: the API verifies webhooks with the same secrets the worker's jobs use.
const opened = new WeakMap<Runtime, Promise<BillingProviders>>();

export function billingProviders(runtime: Runtime): Promise<BillingProviders> {
  let p = opened.get(runtime);
  if (!p) {
    p = openProviders(runtime.config, runtime.db, () => runtime.now());
    opened.set(runtime, p);
  }
  return p;
}

/** Tests hand in providers built on their own fakes. */
export function useProviders(runtime: Runtime, providers: BillingProviders): void {
  opened.set(runtime, Promise.resolve(providers));
}
