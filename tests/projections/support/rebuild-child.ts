// Runs a rebuild of stream_counts in its own process, reporting progress on stdout, so that a test
// can kill it with SIGKILL mid-way.
import { createDb } from '@piboost/backend/platform/db/knex';
import { PostgresEventStore } from '@piboost/backend/platform/event-store/postgres';
import { ProjectionEngine } from '@piboost/projections/engine/runner';
import { streamCounts } from './stream-counts';

const url = process.argv[2]!;
const db = createDb(url);
const store = new PostgresEventStore(url);
const slow = streamCounts({ beforeBatch: () => new Promise((r) => setTimeout(r, 20)) });
const engine = new ProjectionEngine({ db, store, projections: [slow], batchSize: 200 });
await engine.rebuild('stream_counts', { onProgress: (p) => process.stdout.write(`processed ${p.processed}\n`) });
process.stdout.write('finished\n');
await engine.stop();
await store.close();
await db.destroy();
