// Issue 27 item 2: the read models on a streaming replica. The test makes its own primary (initdb)
// and a hot standby of it (pg_basebackup -R), PostgreSQL 15 on free local ports in a temporary
// directory - run as the `postgres` user when the test runs as root, stopped at the end. The API
// runs with DATABASE_URL on the primary and READ_DATABASE_URL on the standby. With the standby's
// replay paused, the boards (a read that may lag) keep showing the old XP while the writer's own
// row (read-your-writes) and a process reading the primary show the new one, and the status page
// reports the standby's lag; resumed, the standby catches up.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../backend/src/platform/db/embedded';
import { platformStatus } from '../../backend/src/modules/operations/platform-status';
import { openHarness, type AppHarness } from '../support/app';
import { eventually } from '../support/eventually';
import { signedInPerson } from '../support/profile';

const BIN = '/usr/lib/postgresql/15/bin';
const exec = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** A PostgreSQL program, as the `postgres` user when this process is root (the server refuses root). */
const pgTool = (program: string, args: string[]) => (asRoot ? exec('runuser', ['-u', 'postgres', '--', join(BIN, program), ...args]) : exec(join(BIN, program), args));

const dir = mkdtempSync(join(tmpdir(), 'piboost-replica-'));
const primaryDir = join(dir, 'primary');
const standbyDir = join(dir, 'standby');
const started: string[] = [];

async function startServer(dataDir: string, port: number): Promise<void> {
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=300`;
  await pgTool('pg_ctl', ['-D', dataDir, '-l', `${dataDir}.log`, '-w', '-t', '120', '-o', options, 'start']);
  started.push(dataDir);
}

/** One statement on a server of the test's own, as the superuser. */
async function sql<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

let primaryUrl: string;
let standbyUrl: string;
let h: AppHarness;
let onPrimary: AppHarness;

beforeAll(async () => {
  if (asRoot) await exec('chown', ['postgres:postgres', dir]);
  const primaryPort = await freePort();
  let standbyPort = await freePort();
  while (standbyPort === primaryPort) standbyPort = await freePort();
  // initdb's trust setup also lets 127.0.0.1 connect for replication (pg_hba.conf).
  await pgTool('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--locale=C.UTF-8', '--encoding=UTF8', '--lc-messages=C']);
  await startServer(primaryDir, primaryPort);
  await sql(`postgres://postgres@127.0.0.1:${primaryPort}/postgres`, 'CREATE DATABASE piboost');
  await pgTool('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', standbyDir, '-R', '-X', 'stream', '-c', 'fast']);
  await startServer(standbyDir, standbyPort);
  primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/piboost`;
  standbyUrl = `postgres://postgres@127.0.0.1:${standbyPort}/piboost`;
  h = await openHarness({ DATABASE_URL: primaryUrl, READ_DATABASE_URL: standbyUrl });
  // A second API process on the same primary, without a replica: what the boards say when nothing lags.
  onPrimary = await openHarness({}, h);
}, 300_000);

afterAll(async () => {
  await onPrimary?.close();
  await h?.close();
  for (const dataDir of started.reverse()) await pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}, 120_000);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The XP `userId` has on the global board, as `viewer` is shown it by `api`. */
async function boardXp(api: AppHarness, viewer: string, userId: string): Promise<number | undefined> {
  const res = await api.http.get('/api/gamification/leaderboard?period=global&limit=100').set(bearer(viewer)).expect(200);
  return (res.body.data.rankings as { id: string; total_xp: number }[]).find((r) => r.id === userId)?.total_xp;
}

/** Awards a page visit, then returns the writer's XP as they see it themselves (read-your-writes). */
async function award(token: string, event: string): Promise<number> {
  const res = await h.http.post('/api/gamification/award-xp').set(bearer(token)).send({ activityName: 'page_visit', metadata: { event } }).expect(200);
  expect(res.body.data.xpAwarded).toBeGreaterThan(0);
  const own = await h.http.get('/api/gamification/leaderboard?period=global&limit=100').set(bearer(token)).expect(200);
  return own.body.data.me.total_xp as number;
}

/** The status page's verdict and its read replica line (GET /api/admin/status). */
async function replicaStatus() {
  const status = await platformStatus(h.runtime);
  return { status: status.status, replica: status.services.find((s) => s.name === 'readReplica')! };
}

describe('read models on a streaming replica (READ_DATABASE_URL)', () => {
  it('serves the boards from the standby, keeps read-your-writes on the primary, and shows the lag on the status page', { timeout: 300_000 }, async () => {
    const writer = await signedInPerson(h, 'replica-writer');
    const reader = await signedInPerson(h, 'replica-reader');
    const before = await award(writer.token, 'dashboard_visit');
    await eventually(async () => (await boardXp(h, reader.token, writer.userId)) === before, { label: 'the standby to show the first award' });
    // The API's lagging reads hold connections on the standby.
    const readers = await sql<{ n: number }>(standbyUrl, "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'piboost-read'");
    expect(readers[0]!.n).toBeGreaterThan(0);

    await sql(standbyUrl, 'SELECT pg_wal_replay_pause()');
    await eventually(async () => (await sql<{ state: string }>(standbyUrl, 'SELECT pg_get_wal_replay_pause_state() AS state'))[0]!.state === 'paused', { label: 'replay paused' });
    // The writer's own row is read afresh from the primary: their award shows at once.
    const after = await award(writer.token, 'reports_view');
    expect(after).toBeGreaterThan(before);
    // A process reading the primary shows it to the reader; the replica-backed one still does not.
    await eventually(async () => (await boardXp(onPrimary, reader.token, writer.userId)) === after, { label: 'the primary-backed board to show the second award' });
    expect(await boardXp(h, reader.token, writer.userId)).toBe(before);
    const [onStandby] = await sql<{ total_xp: number }>(standbyUrl, `SELECT total_xp FROM leaderboard WHERE user_id = '${writer.userId}'`);
    expect(onStandby!.total_xp).toBe(before);

    const paused = await replicaStatus();
    expect(paused.status).toBe('degraded');
    expect(paused.replica.ok).toBe(false);
    expect(paused.replica.details).toMatchObject({ standby: true, replayPaused: true });
    expect(paused.replica.details!.lagBytes).toBeGreaterThan(0);
    expect(paused.replica.details!.lagSeconds).toBeGreaterThanOrEqual(0);

    await sql(standbyUrl, 'SELECT pg_wal_replay_resume()');
    await eventually(async () => (await boardXp(h, reader.token, writer.userId)) === after, { label: 'the standby-backed board to catch up' });
    const caughtUp = await eventually(async () => {
      const { replica } = await replicaStatus();
      return replica.ok && replica;
    }, { label: 'the status page to show the replica caught up' });
    expect(caughtUp.details).toMatchObject({ standby: true, replayPaused: false });
  });
});
