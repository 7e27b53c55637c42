// The AI provider's state (connected / testing / limit / disconnected): one row of `ai_uses`, shared
// by every process, so the blog and the dashboard always agree. Its shape on the screens is
// platform/ai/provider-status.ts.
import type { ProviderState, ProviderStatus } from '../../platform/ai/provider-status';
import type { Runtime } from '../../platform/runtime';
import { aiUsageChanged } from './uses';

/** The row holding the provider's state; the others are per use. */
const PROVIDER = 'provider';

export async function setState(runtime: Runtime, state: ProviderState, error: string | null, nextRetryAt: Date | null = null): Promise<void> {
  const now = runtime.now();
  await runtime.db.raw(
    `INSERT INTO ai_uses (purpose, state, state_since, last_error, next_retry_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (purpose) DO UPDATE SET
       state_since = CASE WHEN ai_uses.state = EXCLUDED.state THEN ai_uses.state_since ELSE EXCLUDED.state_since END,
       state = EXCLUDED.state, last_error = EXCLUDED.last_error, next_retry_at = EXCLUDED.next_retry_at`,
    [PROVIDER, state, now, error, nextRetryAt],
  );
  aiUsageChanged();
}

export async function markTesting(runtime: Runtime): Promise<void> {
  await setState(runtime, 'testing', null);
}

export async function providerStatus(runtime: Runtime): Promise<ProviderStatus> {
  const row = await runtime.db('ai_uses').where({ purpose: PROVIDER }).first<{ state: ProviderState; state_since: Date; last_error: string | null; next_retry_at: Date | null } | undefined>();
  return {
    // Before the first call nobody knows; the first job says.
    state: row?.state ?? 'testing',
    since: (row?.state_since ?? runtime.now()).toISOString(),
    lastError: row?.last_error ?? null,
    nextRetryAt: row?.next_retry_at?.toISOString() ?? null,
    simulated: runtime.config.simulated.ai,
    model: runtime.config.AI_MODEL,
  };
}
