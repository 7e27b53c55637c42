// Issue 27 item 1: BullMQ on a Redis Cluster (3 masters + 3 replicas) and on a master watched by
// Sentinel (1 master + 1 replica + 3 Sentinels), each started here from redis-server on free local
// ports. Jobs go through every queue of the platform while one master is killed (SIGKILL): none is
// lost, and a job runs twice only when it was running (or just finished) as the master died - the
// at-least-once guard: every processor is idempotent by job id (docs/decisions.md, issue 27).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { modules } from '../../backend/src/modules';
import { freePort } from '../../backend/src/platform/db/embedded';
import { createJobs } from '../../backend/src/platform/jobs';
import { allQueues } from '../../backend/src/platform/module';
import { RedisRateLimitStore } from '../../backend/src/platform/http/rate-limit';
import { markerWasMissing } from '../../backend/src/platform/jobs/ledger';
import { connectRedis, queueKeyPrefix, type RedisTarget } from '../../backend/src/platform/redis';
import { startRedis } from '../bench/outage';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const QUEUES = allQueues(modules);
const ROUNDS = 30;
const KILL_AT_ROUND = 10;

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve();
          c.once('exit', () => resolve());
          process.kill(c.pid!, 'SIGKILL');
        }),
    ),
  );
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function run(cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const c = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    c.stdout.on('data', (d: Buffer) => (out += d.toString()));
    c.stderr.on('data', (d: Buffer) => (out += d.toString()));
    c.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')}: ${code}\n${out}`))));
  });
}

async function waitFor(label: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out: ${label}`);
    await sleep(100);
  }
}

/** A free port whose cluster bus port (+10000) is free too. */
async function clusterPort(taken: Set<number>): Promise<number> {
  for (;;) {
    const p = await freePort();
    if (p + 10_000 < 65_536 && !taken.has(p)) {
      const bus = await new Promise<boolean>((resolve) => {
        const s = createServer();
        s.once('error', () => resolve(false));
        s.listen(p + 10_000, '127.0.0.1', () => s.close(() => resolve(true)));
      });
      if (bus) return p;
    }
  }
}

/** One redis-server process (ours: killed by PID in afterAll). */
function server(port: number, args: string[]): Promise<ChildProcess> {
  return startRedis(port, args).then((c) => {
    children.push(c);
    return c;
  });
}

interface Figures {
  jobs: number;
  ms: number;
  failoverMs: number;
  duplicates: number;
}

/**
 * Adds ROUNDS jobs to every queue (one per queue per round), kills a master at KILL_AT_ROUND, and
 * waits until every job has run. Returns the figures after checking losses and duplicates.
 */
async function throughFailover(target: RedisTarget, prefix: string, kill: () => Promise<number>): Promise<Figures> {
  let connectionErrors = 0;
  const jobs = createJobs({ redis: target, databaseUrl: 'postgres://127.0.0.1:1/unused', prefix, onError: () => connectionErrors++ });
  const runs = new Map<string, number>();
  const firstEnded = new Map<string, number>();
  for (const q of QUEUES) {
    jobs.worker(
      q,
      async (job) => {
        runs.set(job.id!, (runs.get(job.id!) ?? 0) + 1);
        await sleep(5);
        if (!firstEnded.has(job.id!)) firstEnded.set(job.id!, Date.now());
      },
      { concurrency: 4 },
    );
  }
  const expected: string[] = [];
  const started = Date.now();
  let killedAt = 0;
  let failover: Promise<number> | undefined;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      if (round === KILL_AT_ROUND) {
        killedAt = Date.now();
        failover = kill();
      }
      await Promise.all(
        QUEUES.map(async (q) => {
          const id = `${q}-${round}`;
          expected.push(id);
          // An add that fails while the master is gone is sent again under the same id (BullMQ keeps one job per id).
          for (let attempt = 0; ; attempt++) {
            try {
              await jobs.queue(q).add('ha', { round }, { jobId: id });
              return;
            } catch (err) {
              if (attempt > 200) throw err;
              await sleep(100);
            }
          }
        }),
      );
      await sleep(20);
    }
    const addedMs = Date.now() - started;
    const failoverMs = await failover!;
    await waitFor('every job ran', async () => expected.every((id) => runs.has(id)), 120_000);
    const ms = Date.now() - started;
    // Late second runs (a stalled job moved back after its lock expired) would show up here.
    await sleep(1_500);
    const lost = expected.filter((id) => !runs.has(id));
    const twice = expected.filter((id) => (runs.get(id) ?? 0) > 1);
    expect(lost).toEqual([]);
    // The guard: only a job that was running, or had just finished, when the master died runs again.
    for (const id of twice) expect(firstEnded.get(id)!).toBeGreaterThan(killedAt - 2_000);
    const firstRun = [...firstEnded.values()].sort((a, b) => a - b);
    // Jobs the dead master had just moved to "active" (the reply lost with it) come back through
    // BullMQ's stalled-job check once their lock (30 s) expires: the long tail below.
    const late = firstRun.filter((t) => t - started > addedMs + 5_000).length;
    console.log(`adds done after ${addedMs} ms; ${late} jobs first ran over 5 s later, the last at ${firstRun.at(-1)! - started} ms; ${connectionErrors} connection errors reported`);
    return { jobs: expected.length, ms, failoverMs, duplicates: twice.length };
  } finally {
    await jobs.close();
  }
}

describe('BullMQ on a Redis Cluster of 3 masters and 3 replicas', () => {
  it('spreads the queues over the masters and loses no job when a master dies', { timeout: 240_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'piboost-cluster-'));
    dirs.push(dir);
    const taken = new Set<number>();
    const ports: number[] = [];
    for (let i = 0; i < 6; i++) {
      const p = await clusterPort(taken);
      taken.add(p);
      ports.push(p);
    }
    const procs = new Map<number, ChildProcess>();
    for (const p of ports) {
      procs.set(p, await server(p, ['--cluster-enabled', 'yes', '--cluster-config-file', join(dir, `nodes-${p}.conf`), '--cluster-node-timeout', '1500', '--dir', dir]));
    }
    await run('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '1', '--cluster-yes']);
    const admins = ports.map((p) => new Redis(p, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 1 }).on('error', () => {}));
    try {
      // [start, end, master, ...replicas], each node [host, port, id, info].
      const slots = (admin: Redis) => admin.cluster('SLOTS');
      await waitFor('cluster ok, every master with its replica', async () => {
        const infos = await Promise.all(admins.map((a) => a.cluster('INFO')));
        return infos.every((i) => String(i).includes('cluster_state:ok')) && (await slots(admins[0]!)).every((r) => r.length >= 4);
      });
      const prefix = `c${randomBytes(4).toString('hex')}`;
      // Which master holds each queue's slot.
      const ranges = await slots(admins[0]!);
      const masterOf = async (q: string) => {
        const slot = (await admins[0]!.cluster('KEYSLOT', queueKeyPrefix(prefix, q))) as number;
        const range = ranges.find(([a, b]) => slot >= a && slot <= b)!;
        return { master: range[2]![1], replica: range[3]![1] };
      };
      const placement = new Map<string, { master: number; replica: number }>();
      for (const q of QUEUES) placement.set(q, await masterOf(q));
      const perMaster = new Map<number, string[]>();
      for (const [q, { master }] of placement) perMaster.set(master, [...(perMaster.get(master) ?? []), q]);
      console.log(`cluster: ${QUEUES.length} queues over ${perMaster.size} masters: ${[...perMaster.entries()].map(([p, qs]) => `${p}=${qs.length}`).join(', ')}`);
      expect(perMaster.size).toBeGreaterThan(1);

      // The master holding most queues dies.
      const [victim, victimQueues] = [...perMaster.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
      const replica = placement.get(victimQueues[0]!)!.replica;
      const survivor = admins[ports.indexOf(replica)]!;
      const figures = await throughFailover({ clusterNodes: ports.map((p) => `127.0.0.1:${p}`) }, prefix, async () => {
        const t0 = Date.now();
        process.kill(procs.get(victim)!.pid!, 'SIGKILL');
        await waitFor('replica promoted', async () => (await slots(survivor)).some((r) => r[2]![1] === replica) && String(await survivor.cluster('INFO')).includes('cluster_state:ok'), 60_000);
        return Date.now() - t0;
      });
      // The other Redis users on the same cluster, after the failover: rate limits and the data-loss markers.
      const client = connectRedis({ clusterNodes: ports.filter((p) => p !== victim).map((p) => `127.0.0.1:${p}`) }, { maxRetriesPerRequest: 1 });
      try {
        const limits = new RedisRateLimitStore(client, `${prefix}:rate:`);
        expect((await limits.consume('login:1.2.3.4', { points: 2, windowSeconds: 60 })).remaining).toBe(1);
        expect((await limits.consume('login:1.2.3.4', { points: 2, windowSeconds: 60 })).remaining).toBe(0);
        for (const q of victimQueues) expect(await markerWasMissing(client, queueKeyPrefix(prefix, q))).toBe(true);
        for (const q of victimQueues) expect(await markerWasMissing(client, queueKeyPrefix(prefix, q))).toBe(false);
      } finally {
        client.disconnect();
      }
      console.log(
        `cluster: ${figures.jobs} jobs through ${QUEUES.length} queues in ${figures.ms} ms; master :${victim} (${victimQueues.length} queues) killed, replica :${replica} promoted after ${figures.failoverMs} ms; lost 0, run twice ${figures.duplicates}`,
      );
    } finally {
      for (const a of admins) a.disconnect();
    }
  });
});

describe('BullMQ on a master watched by Sentinel', () => {
  it('loses no job when the master dies and Sentinel promotes the replica', { timeout: 240_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'piboost-sentinel-'));
    dirs.push(dir);
    const masterPort = await freePort();
    const replicaPort = await freePort();
    const master = await server(masterPort, ['--dir', dir]);
    await server(replicaPort, ['--dir', dir, '--replicaof', '127.0.0.1', String(masterPort)]);
    const sentinelPorts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const p = await freePort();
      const conf = join(dir, `sentinel-${p}.conf`);
      writeFileSync(
        conf,
        [
          `port ${p}`,
          'bind 127.0.0.1',
          `dir ${dir}`,
          `sentinel monitor mymaster 127.0.0.1 ${masterPort} 2`,
          'sentinel down-after-milliseconds mymaster 1000',
          'sentinel failover-timeout mymaster 10000',
          'sentinel parallel-syncs mymaster 1',
          '',
        ].join('\n'),
      );
      const c = spawn('redis-server', [conf, '--sentinel'], { stdio: 'ignore' });
      children.push(c);
      sentinelPorts.push(p);
    }
    const sentinels = sentinelPorts.map((p) => new Redis(p, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 1 }).on('error', () => {}));
    const replicaAdmin = new Redis(replicaPort, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 1 }).on('error', () => {});
    try {
      await waitFor('replica in sync', async () => (await replicaAdmin.info('replication')).includes('master_link_status:up'));
      await waitFor('sentinels see the replica and each other', async () => {
        for (const s of sentinels) {
          const replicas = (await s.call('SENTINEL', 'REPLICAS', 'mymaster')) as unknown[];
          const others = (await s.call('SENTINEL', 'SENTINELS', 'mymaster')) as unknown[];
          if (replicas.length < 1 || others.length < 2) return false;
        }
        return true;
      });
      const figures = await throughFailover({ sentinels: sentinelPorts.map((p) => `127.0.0.1:${p}`), sentinelName: 'mymaster' }, `s${randomBytes(4).toString('hex')}`, async () => {
        const t0 = Date.now();
        process.kill(master.pid!, 'SIGKILL');
        await waitFor(
          'replica promoted',
          async () => ((await sentinels[0]!.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', 'mymaster')) as string[])[1] === String(replicaPort),
          60_000,
        );
        return Date.now() - t0;
      });
      console.log(`sentinel: ${figures.jobs} jobs through ${QUEUES.length} queues in ${figures.ms} ms; master :${masterPort} killed, replica :${replicaPort} promoted after ${figures.failoverMs} ms; lost 0, run twice ${figures.duplicates}`);
    } finally {
      for (const s of sentinels) s.disconnect();
      replicaAdmin.disconnect();
    }
  });
});
