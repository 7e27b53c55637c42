// "Everything stored so far is in the read models": the one wait of the backend suites. The store
// shows a transaction's events only once every older transaction on the server has ended (its
// gap-free read), so the head read right after an append may not hold it yet - on a busy server
// (other suites' databases share the transaction horizon) the wait would then end too early and
// the read model would be read before the event. This first waits for that horizon to pass.
import { expect } from 'vitest';
import type { ProjectionEngine } from '@piboost/projections';
import type { AppHarness } from './app';
import { eventually } from './eventually';

/** Every transaction begun until now has ended: the store's gap-free read shows whatever they appended. */
export async function horizonPassed(h: Pick<AppHarness, 'runtime'>): Promise<void> {
  const db = h.runtime.db;
  const mark = String((await db.raw<{ rows: { x: string }[] }>('SELECT txid_current()::text AS x')).rows[0]!.x);
  await eventually(async () => (await db.raw<{ rows: { ok: boolean }[] }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint > ?::bigint AS ok', [mark])).rows[0]!.ok, {
    label: 'the transactions begun before now have ended',
    timeout: 30_000,
    interval: 20,
  });
}

/** The read models hold every event stored before this call. */
export async function settled(h: Pick<AppHarness, 'runtime'> & { engine: Pick<ProjectionEngine, 'waitFor'> }, timeoutMs = 30_000): Promise<void> {
  await horizonPassed(h);
  const head = await h.runtime.store.headPosition();
  if (head) expect(await h.engine.waitFor(head, { signal: AbortSignal.timeout(timeoutMs) }), 'the read models caught up with the store').toBe(true);
}
