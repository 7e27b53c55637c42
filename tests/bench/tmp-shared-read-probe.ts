import { usersProjection, leaderboardProjection, analyticsProjection, ProjectionEngine } from '@piboost/projections';
import { PostgresEventStore } from '@piboost/backend/platform/event-store/postgres';
import { catalogue } from '@piboost/events';
import { benchDatabase, fmt, loadSyntheticLog } from './support';

const three = [usersProjection, leaderboardProjection, analyticsProjection];
const total = Number(process.argv[2] ?? 1_000_000);
const variants = (process.argv[3] ?? 'read,shared,parallel').split(',');
const bench = await benchDatabase();
const store = new PostgresEventStore(bench.database.url, { upcast: catalogue });
let readWait = 0;
const origRead = store.readAll.bind(store);
store.readAll = async (o) => { const t = performance.now(); const r = await origRead(o); readWait += performance.now() - t; return r; };
import { readdirSync, readFileSync } from 'node:fs';
const tick = 100; // USER_HZ
const pgCpu = new Map<number, number>();
const dbName = new URL(bench.database.url).pathname.slice(1);
function sample() {
  const ours = new Set<number>();
  const procs: { pid: number; cmd: string; cpu: number }[] = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8');
      if (!cmd.startsWith('postgres:')) continue;
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ');
      procs.push({ pid: Number(d), cmd, cpu: (Number(stat[11]) + Number(stat[12])) / tick });
    } catch { /* gone */ }
  }
  for (const p of procs) if (p.cmd.includes(dbName)) ours.add(p.pid);
  for (const p of procs) {
    const m = /parallel worker for PID (\d+)/.exec(p.cmd);
    if (ours.has(p.pid) || (m && ours.has(Number(m[1])))) pgCpu.set(p.pid, Math.max(pgCpu.get(p.pid) ?? 0, p.cpu));
  }
}
const pgTotal = () => [...pgCpu.values()].reduce((a, b) => a + b, 0);
setInterval(sample, 20).unref();
const quiet = { info() {}, warn() {}, error() {} };
try {
  await loadSyntheticLog(bench.database.url, total);
  for (const variant of variants) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    sample(); const p0 = pgTotal();
    if (variant === 'read') {
      const types = [...new Set(three.flatMap((p) => p.eventTypes))];
      let after: string | null = null;
      for (;;) {
        const page = await store.readAll({ after, maxCount: 5000, filter: { types } });
        if (page.events.length === 0) break;
        after = page.checkpoint;
      }
    } else {
      const engine = new ProjectionEngine({ db: bench.db, store, projections: three, batchSize: Number(process.env.BATCH ?? 5000), logger: quiet });
      if (variant.startsWith('lead')) { const [l, r] = variant.slice(4).split('r'); process.env.LEAD = l; process.env.REFRESH = r ?? '5000'; await engine.rebuildAll(); }
      else if (variant === 'shared') await engine.rebuildAll();
      else await Promise.all(three.map((p) => engine.rebuild(p.name)));
      await engine.stop();
    }
    const c = process.cpuUsage(c0);
    console.log(`  sum of read durations ${fmt(readWait / 1000, 1)} s`); readWait = 0;
    console.log(`${variant}: ${fmt((performance.now() - t0) / 1000, 1)} s wall, node cpu ${fmt((c.user + c.system) / 1e6, 1)} s, pg cpu ${(sample(), fmt(pgTotal() - p0, 1))} s`);
  }
} finally {
  await store.close();
  await bench.close();
}
