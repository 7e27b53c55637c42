// The real entry point the way an operator deploys it (Dockerfile, docker-compose.yml): NODE_ENV=
// production, secrets given, every provider set - here the local fakes that speak each provider's
// protocol - PostgreSQL and Redis of its own. It must start, answer its health, mail through SMTP,
// and hold no door open: no demo people or staff, no dev panel, no simulator (issue 20 items 1-2).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../backend/src/platform/db/embedded';
import { answerByUse, startFakeChatProvider } from '../../backend/src/platform/ai/fake-chat-provider';
import { assistantSimulator } from '../../backend/src/modules/assistant';
import { contentSimulator } from '../../backend/src/modules/content';
import { simulatedAnalystAnswer } from '../../backend/src/modules/market/analyst';
import { startFakeCoinGecko } from '../../backend/src/platform/market-data/fake-coingecko';
import { startFakeBtcPay } from '../../backend/src/platform/payments/fake-btcpay';
import { startFakePixPsp } from '../../backend/src/platform/payments/fake-pix-psp';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../backend/src/modules/identity';
import { startMailCatcher, type CaughtMail } from '../e2e/support/mail-catcher';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { eventually } from '../support/eventually';

const dataDir = mkdtempSync(join(tmpdir(), 'piboost-production-'));
const closers: (() => Promise<unknown>)[] = [];
let db: TestDatabase;
let child: ChildProcess;
let output = '';
let base = '';
let mailBase = '';
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  const [port, smtpPort, mailPort] = [await freePort(), await freePort(), await freePort()];
  base = `http://127.0.0.1:${port}`;
  mailBase = `http://127.0.0.1:${mailPort}`;
  const market = await startFakeCoinGecko();
  // The fake speaks the provider's protocol with the simulated analyst's answers, as a local install's does.
  const ai = await startFakeChatProvider({ answer: answerByUse([contentSimulator, assistantSimulator], simulatedAnalystAnswer) });
  const btcpay = await startFakeBtcPay({ webhookUrl: `${base}/api/billing/webhooks/btcpay` });
  const psp = await startFakePixPsp({ webhookUrl: `${base}/api/billing/webhooks/pix` });
  const mail = await startMailCatcher({ smtpPort, httpPort: mailPort });
  closers.push(market.close, ai.close, btcpay.close, psp.close, mail.close);
  db = await createTestDatabase();

  env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `prod${randomBytes(4).toString('hex')}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    PII_MASTER_KEY: randomBytes(32).toString('base64'),
    HMAC_SECRET: randomBytes(32).toString('base64url'),
    VAPID_PUBLIC_KEY: 'BCot_10mPiCUSAVF-11WAc2Ko_gGf_QaobAroHEwJiUKfbHrr8_G4FNXLQAZwpURhZ_-ZNHoRFqGud1tFCtOUys',
    VAPID_PRIVATE_KEY: 'VE4Z0AVqAPhda2vRBFUBQJaE6Qi-f9NMJu8HAHh9wio',
    MARKET_DATA_URL: market.url,
    MARKET_DATA_API_KEY: 'chave-de-teste',
    AI_BASE_URL: ai.url,
    AI_API_KEY: 'chave-de-teste',
    BTCPAY_URL: btcpay.url,
    BTCPAY_API_KEY: btcpay.apiKey,
    BTCPAY_STORE_ID: btcpay.storeId,
    BTCPAY_WEBHOOK_SECRET: btcpay.webhookSecret,
    PIX_PSP_URL: psp.url,
    PIX_CLIENT_ID: psp.clientId,
    PIX_CLIENT_SECRET: psp.clientSecret,
    PIX_KEY: 'pagamentos@piboost.com.br',
    PIX_WEBHOOK_TOKEN: randomBytes(12).toString('hex'),
    ISSUER_LEGAL_NAME: 'Pi Boost Tecnologia Ltda.',
    ISSUER_CNPJ: '11.222.333/0001-81',
    ISSUER_ADDRESS: 'Av. Paulista, 1000, São Paulo - SP',
  };
  child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`a produção saiu com ${child.exitCode}:\n${output}`);
    if (await fetch(`${base}/api/health/ready`).then((r) => r.status === 200, () => false)) break;
    if (i > 480) throw new Error(`a produção não ficou saudável:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(closers.map((c) => c()));
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function rows(sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('NODE_ENV=production, as the image runs it', () => {
  it('applies the migrations to a new database and exits, as the Kubernetes Job before a rollout (PROCESS_ROLE=migrate)', async () => {
    const fresh = await createTestDatabase();
    try {
      const job = spawn(process.execPath, ['--import', 'tsx', 'backend/src/main.ts'], {
        env: { ...env, DATABASE_URL: fresh.url, PROCESS_ROLE: 'migrate', PORT: String(await freePort()) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let jobOutput = '';
      job.stdout!.on('data', (d) => (jobOutput += d));
      job.stderr!.on('data', (d) => (jobOutput += d));
      const code = await new Promise<number | null>((resolve) => job.on('exit', resolve));
      expect(code, jobOutput).toBe(0);
      expect(jobOutput).toContain('migrações aplicadas');
      expect(jobOutput).not.toContain('π Boost no ar');
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      try {
        const { rows: tables } = await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE tablename IN ('es_events', 'identity_passkey_challenges', 'inbox_inbound_mail')`);
        expect(tables[0].n).toBe(3);
      } finally {
        await client.end();
      }
    } finally {
      await fresh.drop();
    }
  }, 180_000);

  it('starts on the real providers and answers its health', async () => {
    // Ready at once; "ok" once the first jobs and the projections have caught up.
    const health = await eventually(
      async () => {
        const answer = (await (await fetch(`${base}/api/health`)).json()) as { status: string };
        return answer.status === 'ok' && answer;
      },
      { timeout: 60_000, interval: 250, label: 'health "ok"' },
    );
    expect(health).toEqual({ success: true, status: 'ok' });
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    expect(output).toContain('π Boost no ar');
    expect(output).not.toContain('Simulação local');
  });

  it('has no demo people or staff, and no dev panel', async () => {
    expect(await rows(`SELECT event_type FROM es_events WHERE event_type IN ('AccountRegistered', 'TwoFactorEnabled')`)).toEqual([]);
    for (const person of DEMO_PEOPLE) {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: person.email, password: DEMO_PASSWORD }),
      });
      expect(login.status, person.email).toBe(401);
    }
    expect((await fetch(`${base}/api/auth/dev-accounts`)).status).toBe(204);
  });

  it('mails a sign-up code through SMTP', async () => {
    const email = `producao.${randomBytes(3).toString('hex')}@exemplo.com.br`;
    const sent = await fetch(`${base}/api/auth/send-verification-code`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });
    expect(sent.status).toBe(200);
    const mails = await eventually(
      async () => {
        const caught = (await (await fetch(`${mailBase}/messages?to=${encodeURIComponent(email)}`)).json()) as CaughtMail[];
        return caught.length > 0 && caught;
      },
      { timeout: 60_000, interval: 250, label: `the code mailed to ${email}` },
    );
    expect(mails[0]?.text).toMatch(/\b\d{6}\b/);
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
