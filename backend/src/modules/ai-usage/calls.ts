// Every call to the AI provider, with the use's parameters, recorded in `ai_calls` with its usage,
// cost and outcome; the provider's state follows each answer. Only jobs reach this (a test proves
// request handlers never do).
import { chatCompletionsClient, AiProviderError, type ChatCompletionsPort, type ChatMessage, type ChatResult } from '../../platform/ai/chat-completions';
import type { Runtime } from '../../platform/runtime';
import { markTesting, setState } from './provider';
import { AI_USES, RETRY_AFTER_MS, type AiUse } from './uses';

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

/** One call with the use's parameters, recorded with its usage, cost and outcome; the provider's state follows. */
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
