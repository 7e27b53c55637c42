// The AI provider as the product uses it (DECISIONS 12, product-spec §4, §7, §8): the spec's
// parameters per use, a throttle window per use shared by every process (a row in PostgreSQL), the
// provider's state (connected / testing / limit / disconnected), and usage and cost per call.
import { chatCompletionsClient, AiProviderError, type ChatCompletionsPort, type ChatMessage, type ChatResult } from '../../platform/ai/chat-completions';
import type { Runtime } from '../../platform/runtime';
import { marketChanged } from './generation';

/** product-spec §7: max_tokens and temperature per use; §9: throttle windows. */
export const AI_USES = {
  market_analysis: { maxTokens: 800, temperature: 0.7, windowMs: 30 * 60_000 },
  crypto_articles: { maxTokens: 1500, temperature: 0.8, windowMs: 5 * 60_000 },
  article_ideas: { maxTokens: 800, temperature: 0.8, windowMs: 0 },
  news_summary: { maxTokens: 600, temperature: 0.6, windowMs: 0 },
  connection_test: { maxTokens: 10, temperature: 0.1, windowMs: 0 },
  /** The support assistant (issue 15 item 3): short, sober answers from the given passages. */
  support_assistant: { maxTokens: 700, temperature: 0.2, windowMs: 0 },
} as const;
export type AiUse = keyof typeof AI_USES;

export type ProviderState = 'connected' | 'testing' | 'limit' | 'disconnected';
/** The row holding the provider's state; the others are per use. */
const PROVIDER = 'provider';
/** How long one process may hold a use's turn before another may take it (a crashed job). */
const LEASE_MS = 3 * 60_000;
/** After a 429 or an unusable answer the job tries again this much later. */
export const RETRY_AFTER_MS = 5 * 60_000;

export function aiPort(runtime: Runtime): ChatCompletionsPort {
  const c = runtime.config;
  if (!c.AI_BASE_URL) throw new Error('AI_BASE_URL ausente: o analista simulado não foi iniciado');
  // The simulator wants a bearer like any provider; it has no secret to check.
  return chatCompletionsClient({ baseUrl: c.AI_BASE_URL, apiKey: c.AI_API_KEY ?? (c.simulated.ai ? 'simulacao-local' : undefined) });
}

function costOf(runtime: Runtime, result: ChatResult): number {
  if (result.providerCostUsd !== null) return result.providerCostUsd;
  const c = runtime.config;
  return (result.promptTokens * c.AI_PRICE_INPUT_PER_MILLION + result.completionTokens * c.AI_PRICE_OUTPUT_PER_MILLION) / 1e6 + c.AI_PRICE_PER_REQUEST;
}

async function setState(runtime: Runtime, state: ProviderState, error: string | null, nextRetryAt: Date | null = null): Promise<void> {
  const now = runtime.now();
  await runtime.db.raw(
    `INSERT INTO ai_uses (purpose, state, state_since, last_error, next_retry_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (purpose) DO UPDATE SET
       state_since = CASE WHEN ai_uses.state = EXCLUDED.state THEN ai_uses.state_since ELSE EXCLUDED.state_since END,
       state = EXCLUDED.state, last_error = EXCLUDED.last_error, next_retry_at = EXCLUDED.next_retry_at`,
    [PROVIDER, state, now, error, nextRetryAt],
  );
  marketChanged();
}

export async function markTesting(runtime: Runtime): Promise<void> {
  await setState(runtime, 'testing', null);
}

export interface ProviderStatus {
  state: ProviderState;
  since: string;
  lastError: string | null;
  nextRetryAt: string | null;
  simulated: boolean;
  model: string;
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
  marketChanged();
}

export async function lastSuccess(runtime: Runtime, use: AiUse): Promise<Date | null> {
  const row = await runtime.db('ai_uses').where({ purpose: use }).first<{ last_success_at: Date | null } | undefined>('last_success_at');
  return row?.last_success_at ?? null;
}

/**
 * One call with the use's parameters, recorded with its usage, cost and outcome; the provider's
 * state follows. Only jobs reach this (a test proves request handlers never do).
 */
export async function callAi(
  runtime: Runtime,
  use: AiUse,
  messages: ChatMessage[],
  options: { jsonSchema?: Record<string, unknown>; port?: ChatCompletionsPort } = {},
): Promise<ChatResult & { costUsd: number }> {
  return recordedCall(runtime, use, messages, (request) => (options.port ?? aiPort(runtime)).complete({ ...request, jsonSchema: options.jsonSchema, searchRecency: use === 'connection_test' ? undefined : 'day' }));
}

/** `callAi` streamed: each piece of the answer reaches `onDelta` as the provider sends it (no web search: the prompt holds the sources). */
export async function streamAi(
  runtime: Runtime,
  use: AiUse,
  messages: ChatMessage[],
  onDelta: (piece: string) => void | Promise<void>,
  options: { port?: ChatCompletionsPort } = {},
): Promise<ChatResult & { costUsd: number }> {
  return recordedCall(runtime, use, messages, (request) => (options.port ?? aiPort(runtime)).stream(request, onDelta));
}

async function recordedCall(
  runtime: Runtime,
  use: AiUse,
  messages: ChatMessage[],
  call: (request: { model: string; messages: ChatMessage[]; maxTokens: number; temperature: number }) => Promise<ChatResult>,
): Promise<ChatResult & { costUsd: number }> {
  const { maxTokens, temperature } = AI_USES[use];
  const model = runtime.config.AI_MODEL;
  try {
    const result = await call({ model, messages, maxTokens, temperature });
    const costUsd = costOf(runtime, result);
    await runtime.db('ai_calls').insert({
      at: runtime.now(),
      purpose: use,
      model: result.model,
      outcome: 'ok',
      http_status: 200,
      latency_ms: result.latencyMs,
      prompt_tokens: result.promptTokens,
      completion_tokens: result.completionTokens,
      cost_usd: costUsd,
    });
    await setState(runtime, 'connected', null);
    return { ...result, costUsd };
  } catch (err) {
    const failure = err instanceof AiProviderError ? err : new AiProviderError('unavailable', null, (err as Error).message);
    await recordFailure(runtime, use, failure);
    throw failure;
  }
}

/** A failed call (or an answer our schema refused): recorded, and the provider's state follows. */
export async function recordFailure(runtime: Runtime, use: AiUse, failure: AiProviderError): Promise<void> {
  await runtime.db('ai_calls').insert({
    at: runtime.now(),
    purpose: use,
    model: runtime.config.AI_MODEL,
    outcome: failure.kind,
    http_status: failure.status,
    latency_ms: failure.latencyMs,
    error: failure.message.slice(0, 500),
  });
  const retryAt = use === 'connection_test' ? null : new Date(runtime.now().getTime() + RETRY_AFTER_MS);
  await setState(runtime, failure.kind === 'limit' ? 'limit' : 'disconnected', failure.message.slice(0, 500), retryAt);
}

/** The connection test behind Reconectar (a job): the provider's state says how it went. */
export async function testConnection(runtime: Runtime): Promise<'connected' | 'disconnected'> {
  await markTesting(runtime);
  try {
    await callAi(runtime, 'connection_test', [{ role: 'user', content: 'Responda apenas OK.' }]);
    return 'connected';
  } catch {
    return 'disconnected';
  }
}
