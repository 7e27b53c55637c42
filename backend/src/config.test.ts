import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_ISSUER, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'piboost-config-'));

const VAPID = { VAPID_PUBLIC_KEY: 'BCot_10mPiCUSAVF-11WAc2Ko_gGf_QaobAroHEwJiUKfbHrr8_G4FNXLQAZwpURhZ_-ZNHoRFqGud1tFCtOUys', VAPID_PRIVATE_KEY: 'VE4Z0AVqAPhda2vRBFUBQJaE6Qi-f9NMJu8HAHh9wio' };

const PAYMENTS = {
  BTCPAY_URL: 'https://btcpay.example.com',
  BTCPAY_API_KEY: 'k',
  BTCPAY_STORE_ID: 's',
  BTCPAY_WEBHOOK_SECRET: 'w',
  PIX_PSP_URL: 'https://psp.example.com',
  PIX_CLIENT_ID: 'c',
  PIX_CLIENT_SECRET: 'cs',
  PIX_KEY: 'pagamentos@piboost.com.br',
  PIX_WEBHOOK_TOKEN: 't',
  ISSUER_LEGAL_NAME: 'Pi Boost Tecnologia Ltda.',
  ISSUER_CNPJ: '11.222.333/0001-81',
  ISSUER_ADDRESS: 'Av. Paulista, 1000, São Paulo - SP',
};

describe('loadConfig', () => {
  it('names every bad variable in Portuguese', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', DATA_DIR: dataDir() })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', DATA_DIR: dataDir() });
    } catch (err) {
      expect((err as Error).message).toMatch(/^Configuração inválida:/);
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('DATABASE_URL');
    }
  });

  it('runs embedded with generated secrets kept in DATA_DIR outside production', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const again = loadConfig({ DATA_DIR: dir });
    expect(first.embedded).toBe(true);
    expect(first.seedDemo).toBe(true);
    expect(first.secrets.piiMasterKey.length).toBe(32);
    expect(again.secrets).toEqual(first.secrets);
    const kept = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'));
    expect(kept.AUTH_SECRET).toBe(first.secrets.authSecret);
    // The Web Push pair too (issue 25): a P-256 public key, uncompressed.
    expect([kept.VAPID_PUBLIC_KEY, kept.VAPID_PRIVATE_KEY]).toEqual([first.secrets.vapid.publicKey, first.secrets.vapid.privateKey]);
    expect(Buffer.from(first.secrets.vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  it('adds a VAPID pair to the secrets of an install from before Web Push, keeping the others', () => {
    const dir = dataDir();
    const old = { AUTH_SECRET: 'a'.repeat(40), HMAC_SECRET: 'b'.repeat(40), PII_MASTER_KEY: Buffer.alloc(32, 1).toString('base64') };
    writeFileSync(join(dir, 'secrets.json'), JSON.stringify(old));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.secrets.authSecret).toBe(old.AUTH_SECRET);
    expect(loadConfig({ DATA_DIR: dir }).secrets.vapid).toEqual(config.secrets.vapid);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'))).toMatchObject({ ...old, VAPID_PUBLIC_KEY: config.secrets.vapid.publicKey });
    // Secrets given without a pair (tests): one derived from HMAC_SECRET, the same at every start.
    const given = loadConfig({ NODE_ENV: 'test', ...old });
    expect(loadConfig({ NODE_ENV: 'test', ...old }).secrets.vapid).toEqual(given.secrets.vapid);
    expect(() => loadConfig({ NODE_ENV: 'test', ...old, VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY })).toThrow(/informe as duas chaves juntas/);
  });

  it('requires the secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@h/db', DATA_DIR: dataDir() })).toThrow(
      /AUTH_SECRET: obrigatório em produção[\s\S]*PII_MASTER_KEY[\s\S]*HMAC_SECRET[\s\S]*VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: obrigatórios em produção/,
    );
  });

  it('refuses production on the local market and AI simulators', () => {
    const secrets = { AUTH_SECRET: 'a'.repeat(40), HMAC_SECRET: 'b'.repeat(40), PII_MASTER_KEY: Buffer.alloc(32, 1).toString('base64'), ...VAPID };
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x@h/db', DATA_DIR: dataDir(), ...secrets };
    expect(() => loadConfig(production)).toThrow(/MARKET_DATA_URL: obrigatório em produção[\s\S]*AI_BASE_URL: obrigatório em produção/);
    expect(() => loadConfig({ ...production, MARKET_DATA_URL: 'https://api.coingecko.com/api/v3', AI_BASE_URL: 'https://api.perplexity.ai' })).toThrow(/AI_API_KEY: obrigatório em produção/);
    const providers = { MARKET_DATA_URL: 'https://api.coingecko.com/api/v3', AI_BASE_URL: 'https://api.perplexity.ai', AI_API_KEY: 'pplx-x' };
    expect(() => loadConfig({ ...production, ...providers })).toThrow(
      /BTCPAY_URL: obrigatório em produção[\s\S]*PIX_WEBHOOK_TOKEN: obrigatório em produção[\s\S]*ISSUER_LEGAL_NAME: obrigatório em produção[\s\S]*ISSUER_CNPJ[\s\S]*ISSUER_ADDRESS/,
    );
    const { ISSUER_CNPJ: _cnpj, ...withoutCnpj } = PAYMENTS;
    expect(() => loadConfig({ ...production, ...providers, ...withoutCnpj })).toThrow(/ISSUER_CNPJ: obrigatório em produção \(o emissor dos recibos/);
    const real = loadConfig({ ...production, ...providers, ...PAYMENTS });
    expect(real.simulated).toEqual({ market: false, ai: false });
    const local = loadConfig({ DATA_DIR: dataDir() });
    expect(local.simulated).toEqual({ market: true, ai: true });
    expect(local.MARKET_COINS.length).toBeGreaterThan(0);
  });

  it('never seeds demo people or staff in production, whatever the database', () => {
    const secrets = { AUTH_SECRET: 'a'.repeat(40), HMAC_SECRET: 'b'.repeat(40), PII_MASTER_KEY: Buffer.alloc(32, 1).toString('base64'), ...VAPID };
    const providers = { MARKET_DATA_URL: 'https://api.coingecko.com/api/v3', AI_BASE_URL: 'https://api.perplexity.ai', AI_API_KEY: 'pplx-x', ...PAYMENTS };
    // The embedded database seeds a local install; in production it seeds nothing.
    const embedded = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...secrets, ...providers });
    expect([embedded.embedded, embedded.seedDemo, embedded.devLogin, embedded.ADMIN_EMAILS]).toEqual([true, false, false, []]);
    const external = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@h/db', DATA_DIR: dataDir(), ...secrets, ...providers });
    expect([external.seedDemo, external.devLogin]).toEqual([false, false]);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', DATA_DIR: dataDir(), ...secrets, ...providers })).toThrow(
      /SEED_DEMO: produção nunca cria contas de demonstração/,
    );
    expect(loadConfig({ DATA_DIR: dataDir() }).devLogin).toBe(true);
  });

  it('takes the receipts\' issuer complete and with a valid CNPJ; a local install gets the labelled demonstration issuer', () => {
    const issuer = { ISSUER_LEGAL_NAME: PAYMENTS.ISSUER_LEGAL_NAME, ISSUER_CNPJ: '11.222.333/0001-81', ISSUER_ADDRESS: PAYMENTS.ISSUER_ADDRESS };
    expect(loadConfig({ DATA_DIR: dataDir(), ...issuer }).issuer).toEqual({ legalName: 'Pi Boost Tecnologia Ltda.', cnpj: '11222333000181', address: 'Av. Paulista, 1000, São Paulo - SP', demo: false });
    expect(loadConfig({ DATA_DIR: dataDir(), ...issuer, ISSUER_CNPJ: '12.abc.345/01de-35' }).issuer.cnpj).toBe('12ABC34501DE35');
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...issuer, ISSUER_CNPJ: '11.222.333/0001-82' })).toThrow(/ISSUER_CNPJ: CNPJ inválido/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ISSUER_LEGAL_NAME: 'Pi Boost Tecnologia Ltda.' })).toThrow(/ISSUER_CNPJ: informe junto com ISSUER_LEGAL_NAME[\s\S]*ISSUER_ADDRESS/);
    const local = loadConfig({ DATA_DIR: dataDir() }).issuer;
    expect(local).toBe(DEMO_ISSUER);
    expect(local).toMatchObject({ demo: true, cnpj: null, legalName: 'Emissor de demonstração (instalação local)' });
  });

  it('reaches Redis as one server, a cluster or a Sentinel set, never two of them', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).redis).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'redis://r:6379' }).redis).toMatchObject({ url: 'redis://r:6379' });
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_CLUSTER_NODES: 'a:7000, b:7001' }).redis).toMatchObject({ clusterNodes: ['a:7000', 'b:7001'] });
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_SENTINELS: 'a:26379,b:26379,c:26379' }).redis).toMatchObject({ sentinels: ['a:26379', 'b:26379', 'c:26379'], sentinelName: 'mymaster' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_CLUSTER_NODES: 'a' })).toThrow(/REDIS_CLUSTER_NODES: host:porta/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_CLUSTER_NODES: 'a:7000', REDIS_SENTINELS: 'b:26379' })).toThrow(/informe um ou outro/);
  });

  it('takes a read replica only beside a primary of its own', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@db:5432/piboost' }).READ_DATABASE_URL).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@db:5432/piboost', READ_DATABASE_URL: 'postgres://u@replica:5432/piboost' }).READ_DATABASE_URL).toBe('postgres://u@replica:5432/piboost');
    expect(() => loadConfig({ DATA_DIR: dataDir(), READ_DATABASE_URL: 'postgres://u@replica:5432/piboost' })).toThrow(/READ_DATABASE_URL: informe junto com DATABASE_URL/);
  });

  it('uses the given services and settings', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@db:5432/piboost',
      REDIS_URL: 'redis://redis:6379',
      PORT: '8080',
      ADMIN_EMAILS: 'a@x.com, b@y.com',
      PII_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    expect(config.embedded).toBe(false);
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.ADMIN_EMAILS).toEqual(['a@x.com', 'b@y.com']);
    expect(config.secrets.piiMasterKey.equals(Buffer.alloc(32, 7))).toBe(true);
  });
});
