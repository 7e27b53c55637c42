// docker-compose.yml is checked without Docker: parsed, interpolated the way Compose does, and each
// process role's environment fed to the same loadConfig the processes run at start.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { loadConfig } from '@piboost/backend/config';

const root = new URL('../', import.meta.url);
const composeText = readFileSync(new URL('docker-compose.yml', root), 'utf8');
const clusterText = readFileSync(new URL('docker-compose.kurrentdb-cluster.yml', root), 'utf8');
const dockerfile = readFileSync(new URL('Dockerfile', root), 'utf8');

/** What a user's .env holds: every value the file requires with `${VAR:?message}`. */
const dotEnv = {
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  PII_MASTER_KEY: randomBytes(32).toString('base64'),
  HMAC_SECRET: randomBytes(32).toString('base64'),
  VAPID_PUBLIC_KEY: 'BCot_10mPiCUSAVF-11WAc2Ko_gGf_QaobAroHEwJiUKfbHrr8_G4FNXLQAZwpURhZ_-ZNHoRFqGud1tFCtOUys',
  VAPID_PRIVATE_KEY: 'VE4Z0AVqAPhda2vRBFUBQJaE6Qi-f9NMJu8HAHh9wio',
  POSTGRES_PASSWORD: 'Senha123',
  AI_API_KEY: 'pplx-teste',
  BTCPAY_URL: 'https://btcpay.exemplo.com.br',
  BTCPAY_API_KEY: 'btcpay-chave',
  BTCPAY_STORE_ID: 'loja',
  BTCPAY_WEBHOOK_SECRET: 'segredo-webhook',
  PIX_PSP_URL: 'https://psp.exemplo.com.br',
  PIX_CLIENT_ID: 'cliente',
  PIX_CLIENT_SECRET: 'segredo-cliente',
  PIX_KEY: 'pagamentos@piboost.com.br',
  PIX_WEBHOOK_TOKEN: 'token-webhook',
  ISSUER_LEGAL_NAME: 'Pi Boost Tecnologia Ltda.',
  ISSUER_CNPJ: '11.222.333/0001-81',
  ISSUER_ADDRESS: 'Av. Paulista, 1000, São Paulo - SP',
};

/** Compose's interpolation: `$$`, `$VAR`, `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?err}`, `${VAR?err}`. */
function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_]\w*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_]\w*)/g,
    (match, name: string | undefined, op: string | undefined, arg: string | undefined, bare: string | undefined) => {
      if (match === '$$') return '$';
      if (bare) return env[bare] ?? '';
      const value = env[name!];
      const missing = op?.startsWith(':') ? !value : value === undefined;
      if (missing && op?.endsWith('-')) return arg!;
      if (missing && op?.endsWith('?')) throw new Error(`${name}: ${arg}`);
      return value ?? '';
    },
  );
}

interface Healthcheck {
  test?: string[] | string;
  disable?: boolean;
}

interface Service {
  image?: string;
  build?: string | { context: string; dockerfile?: string };
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: Healthcheck;
  volumes?: string[];
}

interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

function parseCompose(text: string, env: Record<string, string | undefined>): ComposeFile {
  return parse(interpolate(text, env), { merge: true }) as ComposeFile;
}

function load(env: Record<string, string | undefined>): Record<string, Service> {
  return parseCompose(composeText, env).services;
}

const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `docker compose -f a.yml -f b.yml`: mappings merge key by key; any other value of b replaces a's (b overrides no list of a). */
function mergeCompose(base: unknown, override: unknown): unknown {
  if (!isMap(base) || !isMap(override)) return override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = key in base ? mergeCompose(base[key], value) : value;
  return merged;
}

const services = load(dotEnv);
const roles = ['api', 'projector', 'worker'] as const;

function environmentOf(name: string): Record<string, string> {
  const environment = services[name]?.environment ?? {};
  return Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

/** `[ip:]host:container` -> its parts. */
function portMapping(spec: string) {
  const parts = spec.split(':');
  const container = Number(parts.pop());
  const host = Number(parts.pop());
  return { ip: parts.pop(), host, container };
}

describe('docker-compose.yml', () => {
  it('refuses to start without each secret the .env must provide', () => {
    for (const name of Object.keys(dotEnv)) {
      const { [name as keyof typeof dotEnv]: _omitted, ...rest } = dotEnv;
      expect(() => load(rest), name).toThrow(new RegExp(`^${name}: defina ${name} no \\.env`));
      expect(() => load({ ...rest, [name]: '' }), `${name} empty`).toThrow(name);
    }
  });

  it('runs each process role once, from the image built by the Dockerfile', () => {
    const declared = Object.entries(services)
      .filter(([, s]) => s.build !== undefined)
      .map(([name, s]) => [name, environmentOf(name).PROCESS_ROLE, s.build]);
    expect(declared).toEqual(roles.map((role) => [role, role, '.']));
    expect(dockerfile).toMatch(/^CMD \["node", "--max-semi-space-size=64", "--import", "tsx", "backend\/src\/main\.ts"\]$/m);
    for (const from of dockerfile.match(/^FROM \S+/gm) ?? []) {
      expect(from).toMatch(/^FROM (node:24-bookworm-slim|base|manifests)$/);
    }
  });

  it.each(roles)('gives the %s role an environment that loadConfig accepts for production', (role) => {
    const env = environmentOf(role);
    const config = loadConfig(env);
    expect(config.PROCESS_ROLE).toBe(role);
    expect(config.NODE_ENV).toBe('production');
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.embedded).toBe(false);
    expect(config.secrets.authSecret).toBe(dotEnv.AUTH_SECRET);
    expect(config.secrets.piiMasterKey).toEqual(Buffer.from(dotEnv.PII_MASTER_KEY, 'base64'));
    expect(config.secrets.hmacSecret).toBe(dotEnv.HMAC_SECRET);
    expect(config.secrets.vapid).toEqual({ publicKey: dotEnv.VAPID_PUBLIC_KEY, privateKey: dotEnv.VAPID_PRIVATE_KEY });
    expect([config.seedDemo, config.devLogin, config.simulated]).toEqual([false, false, { market: false, ai: false }]);
  });

  it.each(roles)('points the %s role at the services of this file, and waits for them', (role) => {
    const env = environmentOf(role);
    const dependsOn = services[role]!.depends_on ?? {};

    const kurrent = new URL(env.KURRENTDB_URL!);
    expect(kurrent.protocol).toBe('kurrentdb:');
    expect([kurrent.hostname, kurrent.port]).toEqual(['kurrentdb', '2113']);
    // tls=false only works against a node started insecure.
    expect(kurrent.searchParams.get('tls')).toBe('false');
    expect(environmentOf('kurrentdb').KURRENTDB_INSECURE).toBe('true');

    const database = new URL(env.DATABASE_URL!);
    const postgres = environmentOf('postgres');
    expect([database.hostname, database.port]).toEqual(['postgres', '5432']);
    expect(decodeURIComponent(database.username)).toBe(postgres.POSTGRES_USER);
    expect(decodeURIComponent(database.password)).toBe(postgres.POSTGRES_PASSWORD);
    expect(database.pathname).toBe(`/${postgres.POSTGRES_DB}`);

    expect(new URL(env.REDIS_URL!).hostname).toBe('redis');
    const smtp = new URL(env.SMTP_URL!);
    expect([smtp.hostname, smtp.port]).toEqual(['mailpit', '1025']);

    for (const url of [env.KURRENTDB_URL, env.DATABASE_URL, env.REDIS_URL, env.SMTP_URL]) {
      expect(dependsOn[new URL(url!).hostname], `${role} waits for ${url}`).toEqual({ condition: 'service_healthy' });
    }
  });

  it('has a healthcheck on every service, and depends only on services that have one', () => {
    for (const [name, service] of Object.entries(services)) {
      const test = service.healthcheck?.test;
      expect(service.healthcheck?.disable, name).not.toBe(true);
      expect(Array.isArray(test) ? test.slice(1).join(' ') : test, name).toMatch(/\S/);
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services[dependency], `${name} -> ${dependency}`).toBeDefined();
        expect(services[dependency]!.healthcheck?.test, `${name} -> ${dependency}`).toBeDefined();
        expect(condition).toBe('service_healthy');
      }
    }
    for (const role of roles) {
      // The probe reads PORT from the container's environment, so it follows the setting; it asks
      // readiness only: failed jobs or a slow projection must not mark a serving container unhealthy.
      expect(services[role]!.healthcheck!.test).toContain(
        "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))",
      );
    }
  });

  it('publishes the API on its PORT and keeps everything else private or on loopback', () => {
    const published = Object.entries(services).flatMap(([name, s]) =>
      (s.ports ?? []).map((spec) => ({ name, ...portMapping(spec) })),
    );
    const api = published.filter((p) => p.name === 'api');
    expect(api).toEqual([{ name: 'api', ip: undefined, host: 3000, container: Number(environmentOf('api').PORT) }]);
    expect(load({ ...dotEnv, API_PORT: '8080' }).api!.ports).toEqual(['8080:3000']);

    for (const p of published.filter((p) => p.name !== 'api')) expect(p.ip, p.name).toBe('127.0.0.1');
    expect(published.filter((p) => p.name === 'projector' || p.name === 'worker')).toEqual([]);
    const hostPorts = published.map((p) => p.host);
    expect(new Set(hostPorts).size).toBe(hostPorts.length);
  });

  it('keeps Redis durable for BullMQ', () => {
    const command = services.redis!.command as string[];
    expect(command.join(' ')).toContain('--appendonly yes');
    expect(command.join(' ')).toContain('--maxmemory-policy noeviction');
  });
});

describe('docker-compose.kurrentdb-cluster.yml over docker-compose.yml', () => {
  const merged = mergeCompose(parseCompose(composeText, dotEnv), parseCompose(clusterText, dotEnv)) as ComposeFile;
  const nodes = ['kurrentdb', 'kurrentdb-2', 'kurrentdb-3'];
  const envOf = (name: string) =>
    Object.fromEntries(Object.entries(merged.services[name]?.environment ?? {}).map(([k, v]) => [k, v === null ? '' : String(v)]));

  it('overrides no list of the main file (so the merge above is the one Compose makes)', () => {
    const override = parseCompose(clusterText, dotEnv).services;
    const base = load(dotEnv);
    for (const [name, service] of Object.entries(override)) {
      for (const [key, value] of Object.entries(service)) if (Array.isArray(value)) expect(base[name]?.[key as keyof Service], `${name}.${key}`).toBeUndefined();
    }
  });

  it('runs three KurrentDB nodes of one cluster, each seeded with the two others and keeping its own data', () => {
    const volumes = nodes.map((name) => merged.services[name]!.volumes![0]!.split(':')[0]!);
    expect(new Set(volumes).size).toBe(3);
    for (const volume of volumes) expect(merged.volumes).toHaveProperty(volume);
    for (const name of nodes) {
      const env = envOf(name);
      expect(merged.services[name]!.image).toBe(merged.services.kurrentdb!.image);
      expect(env.KURRENTDB_CLUSTER_SIZE, name).toBe('3');
      expect(env.KURRENTDB_INSECURE, name).toBe('true');
      expect(env.KURRENTDB_DISCOVER_VIA_DNS, name).toBe('false');
      expect(env.KURRENTDB_GOSSIP_SEED!.split(',').sort(), name).toEqual(nodes.filter((n) => n !== name).map((n) => `${n}:2113`).sort());
      expect([env.KURRENTDB_ADVERTISE_HOST_TO_CLUSTER_AS, env.KURRENTDB_ADVERTISE_HOST_TO_CLIENT_AS], name).toEqual([name, name]);
      expect(merged.services[name]!.healthcheck?.test, name).toContain('http://localhost:2113/health/live');
    }
  });

  it.each(roles)('points the %s role at all three nodes, for a client that finds the leader by gossip', async (role) => {
    const env = envOf(role);
    const config = loadConfig(env);
    const [hosts, query] = config.KURRENTDB_URL!.replace(/^kurrentdb:\/\//, '').split('?');
    expect(hosts!.split(',')).toEqual(nodes.map((n) => `${n}:2113`));
    expect(query).toBe('tls=false');
    await KurrentDBClient.connectionString(config.KURRENTDB_URL!).dispose();
    for (const node of nodes) expect(merged.services[role]!.depends_on?.[node], `${role} waits for ${node}`).toEqual({ condition: 'service_healthy' });
    // Only the projector's catch-up reads go to a follower; the API reads streams on the leader.
    expect(config.KURRENTDB_CATCH_UP_NODE).toBe(role === 'projector' ? 'follower' : undefined);
  });
});
