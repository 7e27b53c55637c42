// The production topology, proven (issue 10, item 9): two `api`, two `projector` and one `worker`
// process (PROCESS_ROLE), each a real `node backend/src/main.ts`, on the machine's PostgreSQL (a
// database of this test's own) and Redis (a QUEUE_PREFIX of its own). Tickets go in through both
// APIs; the active projector is killed with SIGKILL mid-traffic and the standby takes over. Every
// acknowledged ticket ends up once in the inbox read model and is mailed once (outbox), none twice.
// Only the processes started here are stopped, by their own handles.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../backend/src/platform/db/embedded';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { eventually } from '../support/eventually';

interface Proc {
  role: string;
  port: number;
  child: ChildProcess;
  output: () => string;
}

const LIVE_LEASE = 7301; // projections/src/engine/lease.ts LeaseKind.live
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let database: TestDatabase;
let sql: pg.Client;
const dataDir = mkdtempSync(join(tmpdir(), 'piboost-topology-'));
const procs: Proc[] = [];
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'test',
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  QUEUE_PREFIX: `topo${randomBytes(4).toString('hex')}`,
  AUTH_SECRET: randomBytes(32).toString('hex'),
  HMAC_SECRET: randomBytes(32).toString('hex'),
  PII_MASTER_KEY: randomBytes(32).toString('base64'),
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
  // Five processes on a PostgreSQL with the default 100 connections (CI's), beside this test's own.
  DATABASE_POOL_MAX: '4',
};

async function start(role: 'api' | 'projector' | 'worker'): Promise<Proc> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/main.ts'], {
    env: { ...env, DATABASE_URL: database.url, PROCESS_ROLE: role, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const proc = { role, port, child, output: () => output };
  procs.push(proc);
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${role} exited with ${child.exitCode}:\n${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(() => true, () => false);
    if (up) return proc;
    if (Date.now() - started > 120_000) throw new Error(`${role} did not come up:\n${output}`);
    await sleep(200);
  }
}

/** The backend pids (PostgreSQL side) holding live leases of projections. */
async function liveLeaseHolders(): Promise<Set<number>> {
  const { rows } = await sql.query<{ pid: number }>(
    `SELECT DISTINCT l.pid FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.classid = $1 AND l.granted AND a.datname = current_database()`,
    [LIVE_LEASE],
  );
  return new Set(rows.map((r) => r.pid));
}

async function count(query: string, params: unknown[] = []): Promise<number> {
  return Number((await sql.query<{ n: string }>(query, params)).rows[0]!.n);
}

async function ticket(api: Proc): Promise<string> {
  const key = randomUUID();
  const body = { name: 'Cliente Topologia', email: `topo.${key.slice(0, 8)}@exemplo.com.br`, subject: 'Topologia', message: `Chamado ${key}` };
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${api.port}/api/support/ticket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': `10.9.${randomInt(256)}.${randomInt(1, 255)}` },
      body: JSON.stringify(body),
    });
    if (res.status === 201) return ((await res.json()) as { data: { ticketNumber: string } }).data.ticketNumber;
    if (res.status !== 503 && res.status !== 409) throw new Error(`ticket answered ${res.status}: ${await res.text()}`);
    await sleep(500);
  }
}

beforeAll(async () => {
  database = await createTestDatabase('piboost_topology');
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 60_000);

afterAll(async () => {
  await Promise.all(
    procs.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await sql.end();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

it('two APIs, two projectors and a worker: the standby projector takes over a SIGKILLed one, nothing lost or applied twice', async () => {
  // The first projector migrates and becomes active; the second starts as its standby.
  const active = await start('projector');
  const [standby, api1, api2] = await Promise.all([start('projector'), start('api'), start('api'), start('worker')]);
  const apis = [api1!, api2!];
  const holdersBefore = await liveLeaseHolders();
  expect(holdersBefore.size).toBe(1);

  const references: string[] = [];
  // Traffic through both APIs, before the kill.
  for (let i = 0; i < 20; i++) references.push(await ticket(apis[i % 2]!));

  // Tickets keep coming while the active projector dies.
  const during = (async () => {
    for (let i = 0; i < 20; i++) references.push(await ticket(apis[i % 2]!));
  })();
  await sleep(300);
  const killedAt = Date.now();
  active.child.kill('SIGKILL');
  // A timeout here is reported by the assertions below, with the standby's output.
  const takeoverMs = await eventually(
    async () => {
      const holders = await liveLeaseHolders();
      return holders.size > 0 && [...holders].every((pid) => !holdersBefore.has(pid)) ? Date.now() - killedAt : null;
    },
    { timeout: 60_000, interval: 50, label: 'the standby to take the lease' },
  ).catch(() => null);
  await during;
  for (let i = 0; i < 10; i++) references.push(await ticket(apis[i % 2]!));
  const lastSentAt = Date.now();

  // Every ticket reaches the read model (lag: from the last acknowledgement to the last row).
  const lagMs = await eventually(
    async () => ((await count('SELECT count(*) AS n FROM inbox WHERE reference = ANY($1)', [references])) === references.length ? Date.now() - lastSentAt : null),
    { timeout: 60_000, interval: 50, label: 'every ticket in the inbox' },
  ).catch(() => null);
  // ... and is mailed by the worker (within the same minute from the last ticket).
  await eventually(async () => (await count(`SELECT count(*) AS n FROM outbox WHERE reference = ANY($1)`, [references])) >= references.length, {
    timeout: Math.max(0, 60_000 - (Date.now() - lastSentAt)),
    label: 'every ticket mailed',
  }).catch(() => null);

  console.log(
    `topologia: ${references.length} chamados por 2 APIs; projetor ativo morto (SIGKILL); standby assumiu em ${takeoverMs} ms; atraso do modelo de leitura após o último chamado: ${lagMs} ms`,
  );
  expect(takeoverMs, standby.output()).not.toBeNull();
  expect(lagMs).not.toBeNull();
  expect(new Set(references).size).toBe(references.length);
  // Nothing lost, nothing applied twice: one inbox row and one acknowledgement mail per ticket.
  expect(await count('SELECT count(*) AS n FROM inbox WHERE reference = ANY($1)', [references])).toBe(references.length);
  expect(await count(`SELECT count(*) AS n FROM inbox WHERE kind = 'support'`)).toBe(references.length);
  const logs = procs.map((p) => `--- ${p.role} (${p.child.pid}):\n${p.output()}`).join('\n');
  expect(await count('SELECT count(*) AS n FROM outbox WHERE reference = ANY($1)', [references]), logs).toBe(references.length);
  expect(await count(`SELECT count(*) AS n FROM es_events WHERE event_type = 'SupportTicketOpened'`)).toBe(references.length);
  // The processes that were not killed are still serving.
  for (const p of [standby, ...apis]) expect((await fetch(`http://127.0.0.1:${p.port}/api/health`)).status).toBeLessThan(600);
}, 300_000);
