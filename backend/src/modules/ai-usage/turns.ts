// A throttle window per use shared by every process: a row of `ai_uses` per use, claimed with a lease
// so two processes never call the provider for the same use at once, and counted from the last success.
import type { Runtime } from '../../platform/runtime';
import { AI_USES, LEASE_MS, aiUsageChanged, type AiUse } from './uses';

/**
 * Takes the use's turn if its window since the last success has passed and no other process holds
 * it. Returns false when throttled: the caller keeps what it has and calls no one.
 */
export async function claimTurn(runtime: Runtime, use: AiUse): Promise<boolean> {
  const now = runtime.now();
  await runtime.db('ai_uses').insert({ purpose: use, state: 'connected', state_since: now }).onConflict('purpose').ignore();
  const claimed = await runtime
    .db('ai_uses')
    .where({ purpose: use })
    .andWhere((q) => q.whereNull('last_success_at').orWhere('last_success_at', '<=', new Date(now.getTime() - AI_USES[use].windowMs)))
    .andWhere((q) => q.whereNull('lease_until').orWhere('lease_until', '<', now))
    .update({ lease_until: new Date(now.getTime() + LEASE_MS) });
  return claimed === 1;
}

export async function releaseTurn(runtime: Runtime, use: AiUse, succeeded: boolean): Promise<void> {
  await runtime
    .db('ai_uses')
    .where({ purpose: use })
    .update({ lease_until: null, ...(succeeded ? { last_success_at: runtime.now() } : {}) });
  aiUsageChanged();
}

export async function lastSuccess(runtime: Runtime, use: AiUse): Promise<Date | null> {
  const row = await runtime.db('ai_uses').where({ purpose: use }).first<{ last_success_at: Date | null } | undefined>('last_success_at');
  return row?.last_success_at ?? null;
}

