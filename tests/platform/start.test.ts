// The README's start path on the embedded default: no DATABASE_URL, no REDIS_URL - the process
// starts its own PostgreSQL under DATA_DIR, seeds the demo data, reports healthy, stops cleanly on
// SIGTERM, and finds everything again on the next start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runningPort } from '../../backend/src/platform/db/embedded';
import { DEMO_TOTP_SECRET } from '../../backend/src/modules/identity';
import { appCode } from '../support/app';

const dataDir = mkdtempSync(join(tmpdir(), 'piboost-start-'));
const otherDataDir = mkdtempSync(join(tmpdir(), 'piboost-start-other-'));

async function start(port: number, pgPort: number, dir = dataDir): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'info' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status === 200, () => false);
    if (ok) return { child, output: () => output };
    if (Date.now() - started > 120_000) throw new Error(`platform not healthy in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** The install's superuser password: random per install, kept in its data directory. */
const passwordOf = (dir: string) => readFileSync(join(dir, 'postgres-password'), 'utf8').trim();

async function query<T>(pgPort: number, sql: string, dir = dataDir): Promise<T[]> {
  const client = new pg.Client({ connectionString: `postgres://postgres:${passwordOf(dir)}@127.0.0.1:${pgPort}/piboost` });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const count = async (pgPort: number, sql: string, dir = dataDir) => Number((await query<{ n: string }>(pgPort, sql, dir))[0]!.n);
const ids = async (pgPort: number) => (await query<{ event_id: string }>(pgPort, 'SELECT event_id FROM es_events')).map((r) => r.event_id);

describe('npm start on the embedded default', () => {
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(otherDataDir, { recursive: true, force: true });
  });

  it('comes up healthy with demo data, stops on SIGTERM, and keeps its data across a restart', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];

    const first = await start(port, pgPort);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()).toEqual({ success: true, status: 'ok' });
    // The details are for staff: the demo admin's bearer.
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.piboost.local', password: 'Demo@2026!' }),
    });
    // The demo staff are enrolled in two-factor with the published demo secret: the code step follows.
    const { challenge_token: challengeToken } = (await login.json()) as { challenge_token: string };
    const codeStep = await fetch(`http://127.0.0.1:${port}/api/auth/two-factor`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ challengeToken, code: appCode(DEMO_TOTP_SECRET) }),
    });
    const { access_token: token } = (await codeStep.json()) as { access_token: string };
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(health.status).toBe('ok');
    expect(health.checks.database.details.embedded).toBe(true);
    expect(health.checks.queue.details.backend).toBe('postgres');
    expect(first.output()).toContain('dados de demonstração criados');
    // The first minute's jobs may still be appending (quotes, the first analysis): every event stored
    // by now must still be there after the other install and after a restart.
    const stored = await ids(pgPort);
    const kept = () => count(pgPort, `SELECT count(*) AS n FROM es_events WHERE event_id = ANY('{${stored.join(',')}}'::uuid[])`);
    expect(stored.length).toBeGreaterThan(0);
    const users = await count(pgPort, 'SELECT count(*) AS n FROM users');
    expect(users).toBeGreaterThan(0);
    expect(passwordOf(dataDir)).not.toBe('postgres');
    expect(statSync(join(dataDir, 'postgres-password')).mode & 0o777).toBe(0o600);

    // A second install on the same machine and the same configured port: it must not use the
    // first one's cluster (with its own, different secrets), but start its own on a free port.
    const other = await start(await freePort(), pgPort, otherDataDir);
    const otherPgPort = runningPort(join(otherDataDir, 'postgres'));
    expect(otherPgPort).not.toBe(pgPort);
    expect(passwordOf(otherDataDir)).not.toBe(passwordOf(dataDir));
    expect(await count(otherPgPort!, "SELECT count(*) AS n FROM pg_settings WHERE name = 'data_directory' AND setting LIKE '%piboost-start-other-%'", otherDataDir)).toBe(1);
    expect(await stop(other.child), other.output()).toBe(0);
    expect(await kept()).toBe(stored.length);

    expect(await stop(first.child), first.output()).toBe(0);
    // The embedded PostgreSQL went down with the process.
    await expect(count(pgPort, 'SELECT 1 AS n')).rejects.toThrow();

    const second = await start(port, pgPort);
    expect(await kept()).toBe(stored.length);
    expect(await count(pgPort, 'SELECT count(*) AS n FROM users')).toBe(users);
    expect(second.output()).not.toContain('dados de demonstração criados');
    expect(await stop(second.child), second.output()).toBe(0);
  }, 300_000);
});
