// A closed-loop HTTP load driver for the API benchmarks: `connections` keep-alive connections each
// send the next request as soon as the previous answer arrived, for `seconds`. Requests come from
// `next(i)` (i counts every request this process sent), so a benchmark can walk its own sequence.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppDeps } from '@piboost/backend/app';
import { loadConfig } from '@piboost/backend/config';
import { authenticator, modules } from '@piboost/backend/modules/index';
import { openRuntime, type Runtime } from '@piboost/backend/platform/runtime';
import { ProjectionEngine } from '@piboost/projections';
import { createTestDatabase } from '../support/db';
import { percentile } from './support';
import { moduleRoutes } from '@piboost/backend/platform/module';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface LoadResult {
  requests: number;
  /** Answers with status >= 500, or failed connections. */
  errors: number;
  /** Answers with another unexpected status (4xx). */
  rejected: number;
  rps: number;
  p50: number;
  p99: number;
  /**
   * This process's CPU time per request, in µs (server and driver together, when both live here):
   * less swayed than req/s by other processes on a busy machine.
   */
  cpuUs: number;
}

export function listen(callback: http.RequestListener): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = http.createServer(callback);
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((r) => {
          server.closeAllConnections();
          server.close(() => r());
        }),
      }),
    ),
  );
}

function send(agent: http.Agent, port: number, req: LoadRequest): Promise<number> {
  const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
  return new Promise((resolve) => {
    const r = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.path, agent, headers: { ...req.headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    r.on('error', () => resolve(0));
    r.end(payload);
  });
}

let sequence = 0;
let profiled = 0;

/**
 * With BENCH_CPU_PROFILE=<dir>, each run of at least 2 s is profiled (V8's sampler, 100 µs) into
 * <dir>/<n>-<port>.cpuprofile: server and driver share this process, so the profile holds both
 * (tests/bench/profile-summary.ts sums its self time per function).
 */
async function profile<T>(port: number, seconds: number, run: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir || seconds < 2) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile: taken } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${++profiled}-${port}.cpuprofile`), JSON.stringify(taken));
    session.disconnect();
  }
}

type LoadOptions = { seconds: number; connections: number; next(i: number): LoadRequest; ok?: (status: number) => boolean; /** Stop early after this many requests. */ maxRequests?: number };

export function load(port: number, options: LoadOptions): Promise<LoadResult> {
  return profile(port, options.seconds, () => run(port, options));
}

async function run(port: number, options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const ok = options.ok ?? ((s: number) => s === 200);
  const latencies: number[] = [];
  let errors = 0;
  let rejected = 0;
  let inFlight = 0;
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const until = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < until && latencies.length + inFlight < (options.maxRequests ?? Infinity)) {
        inFlight++;
        const at = performance.now();
        const status = await send(agent, port, options.next(sequence++));
        inFlight--;
        latencies.push(performance.now() - at);
        if (status === 0 || status >= 500) errors++;
        else if (!ok(status)) rejected++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, rejected, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), cpuUs: (cpu.user + cpu.system) / latencies.length };
}

/**
 * The platform's runtime on a fresh database (Redis queues and limits), and the real app over it,
 * as the HTTP benchmarks measure them.
 */
export async function openBenchRuntime() {
  const database = await createTestDatabase('piboost_bench');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `b${randomBytes(4).toString('hex')}`,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'piboost-bench-')),
    LOG_LEVEL: 'silent',
  });
  const runtime = await openRuntime(modules, config);
  const app = (options: Pick<AppDeps, 'trustProxy'> = {}) =>
    createApp({ config, logger: runtime.logger, authenticator: authenticator(runtime), rateLimitStore: runtime.rateLimitStore, healthChecks: [], modules: moduleRoutes(runtime), staticRoots: { console: tmpdir(), admin: tmpdir() }, ...options });
  return { database, config, runtime, app };
}

/** Creates every read model's tables and views (an engine started and stopped), for benchmarks that fill them directly. */
export async function createReadModelTables(runtime: Runtime): Promise<void> {
  const engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, logger: { info() {}, warn() {}, error() {} } });
  await engine.start();
  await engine.stop();
}
