// Read-your-writes (ARCHITECTURE §4): after a command, the API waits - with a bound - for the read
// model it answers from to pass the command's position, so the caller's next read shows its change.
import type { Position } from '@piboost/events';
import type { Db } from './db/knex';

/**
 * Resolves true once the serving build of `projection` has folded `position`, false when `timeoutMs`
 * passed first (the answer is then possibly one step behind, never wrong).
 */
export async function waitForProjection(db: Db, projection: string, position: Position, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await db('projection_registry as r')
      .join('projection_builds as b', 'b.id', 'r.active_build_id')
      .where('r.name', projection)
      .first<{ checkpoint: string | null } | undefined>('b.checkpoint');
    if (row?.checkpoint && row.checkpoint >= position) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
