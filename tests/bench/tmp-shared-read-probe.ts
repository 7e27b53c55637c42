import { usersProjection, leaderboardProjection, analyticsProjection, ProjectionEngine } from '@piboost/projections';
import { PostgresEventStore } from '@piboost/backend/platform/event-store/postgres';
import { catalogue } from '@piboost/events';
import { benchDatabase, fmt, loadSyntheticLog } from './support';

const three = [usersProjection, leaderboardProjection, analyticsProjection];
const total = Number(process.argv[2] ?? 1_000_000);
const variants = (process.argv[3] ?? 'read,shared,parallel').split(',');
const bench = await benchDatabase();
const store = new PostgresEventStore(bench.database.url, { upcast: catalogue });
const quiet = { info() {}, warn() {}, error() {} };
try {
  await loadSyntheticLog(bench.database.url, total);
  for (const variant of variants) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
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
      if (variant === 'shared') await engine.rebuildAll();
      else await Promise.all(three.map((p) => engine.rebuild(p.name)));
      await engine.stop();
    }
    const c = process.cpuUsage(c0);
    console.log(`${variant}: ${fmt((performance.now() - t0) / 1000, 1)} s wall, node cpu ${fmt((c.user + c.system) / 1e6, 1)} s`);
  }
} finally {
  await store.close();
  await bench.close();
}
