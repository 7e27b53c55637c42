// What the AI calls cost and how they went, for the back office: totals over a window and the latest
// calls as `ai_calls` holds them (the JSON keeps the table's column names, as the back office reads them).
import type { Runtime } from '../../platform/runtime';
import { type AiCallRow, type AiUsageReport, type UsageTotals } from '../../platform/ai/usage-report';

export { aiUsageReport, type AiUsageReport } from '../../platform/ai/usage-report';

const DAY = 86_400_000;

async function totalsSince(runtime: Runtime, from: Date): Promise<UsageTotals> {
  const u = await runtime
    .db('ai_calls')
    .where('at', '>=', from)
    .first<{ calls: string; failures: string; cost: string | null; tokens: string | null } | undefined>(
      runtime.db.raw('count(*) AS calls'),
      runtime.db.raw("count(*) FILTER (WHERE outcome <> 'ok') AS failures"),
      runtime.db.raw('sum(cost_usd) AS cost'),
      runtime.db.raw('sum(prompt_tokens + completion_tokens) AS tokens'),
    );
  return { calls: Number(u?.calls ?? 0), failures: Number(u?.failures ?? 0), costUsd: Number(u?.cost ?? 0), tokens: Number(u?.tokens ?? 0) };
}

/** The last 24 hours' and 30 days' totals, and the latest `limit` calls. */
export async function aiUsage(runtime: Runtime, limit = 100): Promise<AiUsageReport> {
  const since = (ms: number) => new Date(runtime.now().getTime() - ms);
  const [day, month, calls] = await Promise.all([
    totalsSince(runtime, since(DAY)),
    totalsSince(runtime, since(30 * DAY)),
    runtime.db('ai_calls').orderBy('at', 'desc').limit(limit).select<(Omit<AiCallRow, 'at' | 'cost_usd'> & { at: Date; cost_usd: string })[]>('*'),
  ]);
  return { usage: { last24h: day, last30d: month }, calls: calls.map((c) => ({ ...c, at: c.at.toISOString(), cost_usd: Number(c.cost_usd) })) };
}
