import { createDb } from '@piboost/backend/platform/db/knex';
import { migrate } from '@piboost/backend/platform/db/migrate';
import { PostgresEventStore, eventStoreMigrations } from '@piboost/backend/platform/event-store/postgres';
import { engineMigrations } from '@piboost/projections/engine/migrations';
import { ProjectionEngine } from '@piboost/projections/engine/runner';
import { allProjections } from '@piboost/projections';
import { catalogue } from '@piboost/events';
import { createTestDatabase } from '../../support/db';
import { seedSyntheticLog } from '../../bench/synthetic';
const n = Number(process.argv[2] ?? 100000);
const database = await createTestDatabase('piboost_real');
const db = createDb(database.url);
await migrate(db, [...eventStoreMigrations, ...engineMigrations]);
const store = new PostgresEventStore(database.url, { upcast: catalogue });
try {
  let s = performance.now();
  const seeded = await seedSyntheticLog(store, n);
  console.log('seeded', seeded, Math.round(performance.now() - s), 'ms');
  const head = (await store.headPosition())!;
  const live = new ProjectionEngine({ db, store, projections: allProjections, batchSize: 5000 });
  s = performance.now();
  await live.start();
  while (!(await live.hasProcessed(head))) await new Promise((r) => setTimeout(r, 50));
  console.log('initial build', Math.round(performance.now() - s), 'ms');
  await live.stop();
  const before = Object.fromEntries(await Promise.all(allProjections.map(async (p) => [p.name, await live.checksum(p.name)])));
  for (const p of allProjections) {
    for (const bs of [1000, 5000]) {
      const e = new ProjectionEngine({ db, store, projections: allProjections, batchSize: bs });
      const r = await e.rebuild(p.name);
      const c = await e.checksum(p.name);
      console.log(p.name, 'batch', bs, r.processed, 'events', Math.round(r.durationMs), 'ms', Math.round(r.processed / r.durationMs * 1000), 'ev/s', c === before[p.name] ? 'SAME' : `DIFFERENT ${c} vs ${before[p.name]}`);
      await e.stop();
    }
  }
  console.log(await live.status());
} finally {
  await store.close(); await db.destroy(); await database.drop();
}
