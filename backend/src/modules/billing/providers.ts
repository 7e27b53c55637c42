// Which provider serves each method, and the quote source. Configured providers are used as given;
// without settings and outside production, the local fakes run in this process as simulators
// (DECISIONS 20: screens say "Simulação local"), and production refuses to start without them.
import { ConfigError, type Config } from '../../config';
import { btcPayProvider } from '../../platform/payments/btcpay';
import { startFakeBtcPay } from '../../platform/payments/fake-btcpay';
import { startFakePixPsp } from '../../platform/payments/fake-pix-psp';
import { pixProvider } from '../../platform/payments/pix';
import type { PaymentMethod, PaymentProvider, ProviderName } from '../../platform/payments/port';
import { coinGeckoQuotes, type QuoteProvider } from '../../platform/quotes/port';
import { startFakeCoinGecko } from '../../platform/quotes/fake-coingecko';
import type { Runtime } from '../../platform/runtime';

export interface BillingProviders {
  quotes: QuoteProvider;
  payments: Partial<Record<ProviderName, PaymentProvider>>;
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
export async function openProviders(config: Config): Promise<BillingProviders> {
  const production = config.NODE_ENV === 'production';
  const missing = [
    !config.BTCPAY_URL && 'BTCPAY_URL',
    !config.PIX_PSP_URL && 'PIX_PSP_URL',
    !config.QUOTES_URL && 'QUOTES_URL',
  ].filter((v): v is string => typeof v === 'string');
  if (production && missing.length) {
    throw new ConfigError(`Configuração inválida:\n${missing.map((k) => `  ${k}: obrigatório em produção (simuladores locais são recusados)`).join('\n')}`);
  }
  const closers: (() => Promise<void>)[] = [];

  let quotes: QuoteProvider;
  if (config.QUOTES_URL) quotes = coinGeckoQuotes({ baseUrl: config.QUOTES_URL, apiKey: config.QUOTES_API_KEY, simulated: false });
  else {
    const fake = await startFakeCoinGecko();
    closers.push(fake.close);
    quotes = coinGeckoQuotes({ baseUrl: fake.url, simulated: true });
  }

  let btcpay: PaymentProvider;
  if (config.BTCPAY_URL) {
    btcpay = btcPayProvider({
      baseUrl: config.BTCPAY_URL,
      apiKey: config.BTCPAY_API_KEY ?? '',
      storeId: config.BTCPAY_STORE_ID ?? '',
      webhookSecret: config.BTCPAY_WEBHOOK_SECRET ?? '',
      simulated: false,
    });
  } else {
    const fake = await startFakeBtcPay({ webhookUrl: `${webhookBase(config)}/btcpay` });
    closers.push(fake.close);
    btcpay = btcPayProvider({ baseUrl: fake.url, apiKey: fake.apiKey, storeId: fake.storeId, webhookSecret: fake.webhookSecret, simulated: true });
  }

  const pixOptions = { pixKey: config.PIX_KEY ?? 'pagamentos@piboost.com.br', merchantName: config.PIX_MERCHANT_NAME, merchantCity: config.PIX_MERCHANT_CITY };
  let pix: ReturnType<typeof pixProvider>;
  let pixWebhookToken: string;
  if (config.PIX_PSP_URL) {
    pixWebhookToken = config.PIX_WEBHOOK_TOKEN ?? '';
    pix = pixProvider({ baseUrl: config.PIX_PSP_URL, clientId: config.PIX_CLIENT_ID ?? '', clientSecret: config.PIX_CLIENT_SECRET ?? '', simulated: false, ...pixOptions });
  } else {
    pixWebhookToken = config.secrets.hmacSecret.slice(0, 24);
    const fake = await startFakePixPsp({ webhookUrl: `${webhookBase(config)}/pix?hmac=${encodeURIComponent(pixWebhookToken)}` });
    closers.push(fake.close);
    pix = pixProvider({ baseUrl: fake.url, clientId: fake.clientId, clientSecret: fake.clientSecret, simulated: true, ...pixOptions });
  }

  return {
    quotes,
    payments: { btcpay, pix },
    pixWebhookToken,
    async close() {
      await Promise.all(closers.map((c) => c()));
    },
  };
}

// One set per runtime: the API verifies webhooks with the same secrets the worker's jobs use.
const opened = new WeakMap<Runtime, Promise<BillingProviders>>();

export function billingProviders(runtime: Runtime): Promise<BillingProviders> {
  let p = opened.get(runtime);
  if (!p) {
    p = openProviders(runtime.config);
    opened.set(runtime, p);
  }
  return p;
}

/** Tests hand in providers built on their own fakes. */
export function useProviders(runtime: Runtime, providers: BillingProviders): void {
  opened.set(runtime, Promise.resolve(providers));
}
