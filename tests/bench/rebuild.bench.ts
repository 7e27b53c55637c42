// Rebuild of users + leaderboard + analytics from a log of the real catalogue (1M events unless told),
// beside the catch-up read of the same events alone (ARCHITECTURE §8: <= 1.4x the read, <= 15 s at
// 1M, with progress), with the memory peaks of each phase (they must not grow with the log).
// Run: npx tsx tests/bench/rebuild.bench.ts [events=1000000]
// BATCH: events per read (5000); REBUILD_BATCH: events per build transaction (25000, the engine's default).
import { analyticsProjection, leaderboardProjection, ProjectionEngine, usersProjection } from '@piboost/projections';
import { PostgresEventStore } from '@piboost/backend/platform/event-store/postgres';
import { catalogue } from '@piboost/events';
import pg from 'pg';
import { untilLogReadable } from './catchup.bench';
import { benchDatabase, fmt, fmtPeaks, isMain, loadSyntheticLog, withMemoryPeaks, type MemoryPeaks } from './support';

export interface RebuildFigures {
  events: number;
  rebuildSeconds: number;
  readSeconds: number;
  rebuildPeaks: MemoryPeaks;
  readPeaks: MemoryPeaks;
}

export async function main(total = Number(process.argv[2] ?? 1_000_000)): Promise<RebuildFigures> {
  const bench = await benchDatabase();
  const store = new PostgresEventStore(bench.database.url, { upcast: catalogue });
  try {
    const loadStarted = performance.now();
    await loadSyntheticLog(bench.database.url, total);
    console.log(`rebuild: loaded ${fmt(total)} synthetic events in ${fmt((performance.now() - loadStarted) / 1000, 1)} s`);
    const pool = new pg.Pool({ connectionString: bench.database.url, max: 1 });
    await untilLogReadable(pool);
    await pool.end();

    const projections = [usersProjection, leaderboardProjection, analyticsProjection];
    const types = [...new Set(projections.flatMap((p) => p.eventTypes))];
    const batchSize = Number(process.env.BATCH ?? 5000);
    const readStarted = performance.now();
    const { result: read, peaks: readPeaks } = await withMemoryPeaks(async () => {
      let count = 0;
      let after: string | null = null;
      for (;;) {
        const page = await store.readAll({ after, maxCount: batchSize, filter: { types } });
        count += page.events.length;
        if (page.events.length === 0) break;
        after = page.checkpoint;
      }
      return count;
    });
    const readSeconds = (performance.now() - readStarted) / 1000;

    const engine = new ProjectionEngine({
      db: bench.db,
      store,
      projections,
      batchSize,
      rebuildBatchSize: Number(process.env.REBUILD_BATCH ?? 25_000),
      logger: { info() {}, warn() {}, error() {} },
    });
    const started = performance.now();
    const percents = new Map<string, number>();
    let lastPrint = performance.now();
    const { result: results, peaks: rebuildPeaks } = await withMemoryPeaks(() =>
      engine.rebuildAll({
        onProgress: (progress) => {
          percents.set(progress.projection, progress.percent);
          if (performance.now() - lastPrint < 2000) return;
          lastPrint = performance.now();
          console.log(`  ${fmt((lastPrint - started) / 1000, 1)} s: ${[...percents].map(([name, percent]) => `${name} ${fmt(percent)}%`).join(', ')}`);
        },
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await engine.stop();
    const folded = results.reduce((sum, r) => sum + r.processed, 0);
    console.log(
      `rebuild users+leaderboard+analytics from ${fmt(total)} events: ${fmt(seconds, 1)} s (${fmt(folded)} events folded; ${fmtPeaks(rebuildPeaks)}) | ` +
        `reference catch-up read alone same run (${fmt(read)} events): ${fmt(readSeconds, 1)} s (${fmtPeaks(readPeaks)}) | ` +
        `${fmt(seconds / readSeconds, 2)}x the read | issue 28 target <= 1.4x (ARCHITECTURE: <= 1.4x${total === 1_000_000 ? ', <= 15 s' : ''})`,
    );
    return { events: total, rebuildSeconds: seconds, readSeconds, rebuildPeaks, readPeaks };
  } finally {
    await store.close();
    await bench.close();
  }
}

if (isMain(import.meta.url)) {
  const figures = await main();
  if (process.env.BENCH_JSON) console.log(`BENCH_JSON ${JSON.stringify(figures)}`);
}
