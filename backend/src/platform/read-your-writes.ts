// Read-your-writes (ARCHITECTURE §4): after a command, the API waits - with a bound - for the read
// model it answers from to pass the command's position, so the caller's next read shows its change.
// The engine's tables are read by its reader (projections/src/engine/reader.ts), not here.
import type { Position } from '@piboost/events';
import { servingCheckpoint } from '@piboost/projections';
import type { Db } from './db/knex';

export { servingCheckpoint };

/**
 * Resolves true once the serving build of `projection` has folded `position`, false when `timeoutMs`
 * passed first (the answer is then possibly one step behind, never wrong).
 */
export async function waitForProjection(db: Db, projection: string, position: Position, timeoutMs = 5_000): Promise<boolean> {
  // A timeout, not business time: the monotonic clock.
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const serving = await servingCheckpoint(db, projection);
    if (serving?.checkpoint && serving.checkpoint >= position) return true;
    if (performance.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
