// Runs a rebuild in its own process, reporting progress on stdout, so that a test can kill it with
// SIGKILL mid-way: of stream_counts, or with --all of the mixed projections in one shared read.
import { createDb } from '@piboost/backend/platform/db/knex';
import { PostgresEventStore } from '@piboost/backend/platform/event-store/postgres';
import { ProjectionEngine } from '@piboost/projections/engine/runner';
import { mixedCounts, streamCounts } from './stream-counts';

const [url, mode] = process.argv.slice(2) as [string, string | undefined];
const db = createDb(url);
const store = new PostgresEventStore(url);
const slow = { beforeBatch: () => new Promise<void>((r) => setTimeout(r, 20)) };
const all = mode === '--all';
const projections = all ? mixedCounts({ counted: slow, tallied: slow, both: slow }) : [streamCounts(slow)];
const engine = new ProjectionEngine({ db, store, projections, batchSize: 200 });
const onProgress = (p: { projection: string; processed: number }) => process.stdout.write(`processed ${p.processed} ${p.projection}\n`);
await (all ? engine.rebuildAll({ onProgress }) : engine.rebuild('stream_counts', { onProgress }));
process.stdout.write('finished\n');
await engine.stop();
await store.close();
await db.destroy();
