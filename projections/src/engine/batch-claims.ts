// A batch's writes to its build's row: the fence before writing and the checkpoint after, both in
// the batch's transaction (BuildWriter).
import type { Knex } from 'knex';
import type { Position } from '@piboost/events';
import { BuildMoved, type BuildStatus } from './builds';

export interface BatchProgress {
  total: number | null;
  eventsPerSecond: number;
  etaSeconds: number | null;
}

/**
 * Inside a batch transaction, before writing: locks the build row so a switch waits for this batch,
 * and fences the writer - the build must still be in an expected status, at the expected checkpoint.
 */
export async function claimBatch(
  trx: Knex.Transaction,
  buildId: number,
  expect: { statuses: readonly BuildStatus[]; checkpoint: Position | null },
): Promise<void> {
  const row = await trx('projection_builds').where({ id: buildId }).forUpdate().first('status', 'checkpoint');
  if (!row || !expect.statuses.includes(row.status) || row.checkpoint !== expect.checkpoint) {
    throw new BuildMoved(`build ${buildId}: ${row ? `${row.status} at ${row.checkpoint}` : 'missing'}`);
  }
}

export async function saveCheckpoint(
  trx: Knex.Transaction,
  buildId: number,
  checkpoint: Position | null,
  processed: number,
  progress: BatchProgress,
): Promise<void> {
  await trx('projection_builds')
    .where({ id: buildId })
    .update({
      checkpoint,
      events_processed: trx.raw('events_processed + ?', [processed]),
      events_total: progress.total,
      events_per_second: progress.eventsPerSecond,
      eta_seconds: progress.etaSeconds,
      updated_at: trx.fn.now(),
    });
}
