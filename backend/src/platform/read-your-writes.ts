// Read-your-writes (ARCHITECTURE §4): after a command, the API waits - with a bound - for the read
// model it answers from to pass the command's position, so the caller's next read shows its change.
import type { Position } from '@piboost/events';
import type { Db } from './db/knex';

/** The build serving reads of `projection` and how far it has folded (null before it has a build). */
export async function servingCheckpoint(db: Db, projection: string): Promise<{ build: string; checkpoint: Position | null } | null> {
  const row = await db('projection_registry as r')
    .join('projection_builds as b', 'b.id', 'r.active_build_id')
    .where('r.name', projection)
    .first<{ build: string | number; checkpoint: string | null } | undefined>('b.id as build', 'b.checkpoint');
  return row ? { build: String(row.build), checkpoint: row.checkpoint } : null;
}

/**
 * Resolves true once the serving build of `projection` has folded `position`, false when `timeoutMs`
 * passed first (the answer is then possibly one step behind, never wrong).
 */
export async function waitForProjection(db: Db, projection: string, position: Position, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const serving = await servingCheckpoint(db, projection);
    if (serving?.checkpoint && serving.checkpoint >= position) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
