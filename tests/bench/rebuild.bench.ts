// Rebuild of users + leaderboard + analytics from a 1M-event log of the real catalogue, beside the
// catch-up read of the same events alone (ARCHITECTURE §8: <= 15 s, with progress).
// Run: npx tsx tests/bench/rebuild.bench.ts [events=1000000]
import { analyticsProjection, leaderboardProjection, ProjectionEngine, usersProjection } from '@piboost/projections';
import { PostgresEventStore } from '@piboost/backend/platform/event-store/postgres';
import { catalogue } from '@piboost/events';
import { benchDatabase, fmt, isMain, loadSyntheticLog } from './support';

export async function main(total = Number(process.argv[2] ?? 1_000_000)): Promise<void> {
  const bench = await benchDatabase();
  const store = new PostgresEventStore(bench.database.url, { upcast: catalogue });
  try {
    const loadStarted = performance.now();
    await loadSyntheticLog(bench.database.url, total);
    console.log(`rebuild: loaded ${fmt(total)} synthetic events in ${fmt((performance.now() - loadStarted) / 1000, 1)} s`);

    const projections = [usersProjection, leaderboardProjection, analyticsProjection];
    const types = [...new Set(projections.flatMap((p) => p.eventTypes))];
    const readStarted = performance.now();
    let read = 0;
    let after: string | null = null;
    for (;;) {
      const page = await store.readAll({ after, maxCount: 5000, filter: { types } });
      read += page.events.length;
      if (page.events.length === 0) break;
      after = page.checkpoint;
    }
    const readSeconds = (performance.now() - readStarted) / 1000;

    const engine = new ProjectionEngine({ db: bench.db, store, projections, batchSize: Number(process.env.BATCH ?? 5000), logger: { info() {}, warn() {}, error() {} } });
    const started = performance.now();
    const percents = new Map<string, number>();
    let lastPrint = performance.now();
    const results = await engine.rebuildAll({
      onProgress: (progress) => {
        percents.set(progress.projection, progress.percent);
        if (performance.now() - lastPrint < 2000) return;
        lastPrint = performance.now();
        console.log(`  ${fmt((lastPrint - started) / 1000, 1)} s: ${[...percents].map(([name, percent]) => `${name} ${fmt(percent)}%`).join(', ')}`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    await engine.stop();
    const folded = results.reduce((sum, r) => sum + r.processed, 0);
    console.log(
      `rebuild users+leaderboard+analytics from ${fmt(total)} events: ${fmt(seconds, 1)} s (${fmt(folded)} events folded) | ` +
        `reference catch-up read alone (${fmt(read)} events): ${fmt(readSeconds, 1)} s | target <= 15 s`,
    );
  } finally {
    await store.close();
    await bench.close();
  }
}

if (isMain(import.meta.url)) await main();
