// The AI port (ARCHITECTURE §9, DECISIONS 12): one OpenAI-compatible chat-completions client
// (Perplexity's sonar-pro class by default). Plain fetch and our own schema for the answer: the
// official SDK's types carry neither `citations` nor `search_results`, and retries are the job's
// business (a 429 must reach the caller at once so it can show the last good result).
import { z } from 'zod';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  maxTokens: number;
  temperature: number;
  /** Structured output: the provider is asked for JSON matching it (Perplexity's json_schema shape). */
  jsonSchema?: Record<string, unknown>;
  /** Perplexity extra: how recent the web sources must be. */
  searchRecency?: 'hour' | 'day' | 'week' | 'month';
}

export interface SearchResult {
  title: string;
  url: string;
  date: string | null;
}

export interface ChatResult {
  content: string;
  model: string;
  /** From the provider's own fields, never from the model's text. */
  citations: string[];
  searchResults: SearchResult[];
  promptTokens: number;
  completionTokens: number;
  /** The provider's reported cost in USD when it sends one, else null (the caller prices the tokens). */
  providerCostUsd: number | null;
  latencyMs: number;
}

export type AiFailureKind = 'limit' | 'unavailable' | 'invalid_response' | 'timeout';

export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    readonly kind: AiFailureKind,
    readonly status: number | null,
    message: string,
    readonly latencyMs = 0,
  ) {
    super(message);
  }
}

export interface ChatCompletionsPort {
  complete(request: ChatRequest): Promise<ChatResult>;
  /** The same call with `stream: true`: each piece of the answer is handed to `onDelta` as it arrives (SSE). */
  stream(request: ChatRequest, onDelta: (piece: string) => void | Promise<void>): Promise<ChatResult>;
}


const completion = z.object({
  model: z.string().optional(),
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
  citations: z.array(z.string()).nullable().optional(),
  search_results: z
    .array(z.object({ title: z.string().default(''), url: z.string(), date: z.string().nullable().optional() }))
    .nullable()
    .optional(),
  usage: z
    .object({
      prompt_tokens: z.number().default(0),
      completion_tokens: z.number().default(0),
      cost: z.object({ total_cost: z.number() }).partial().optional(),
    })
    .optional(),
});

const chunk = z.object({
  model: z.string().optional(),
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullable().optional() }).optional() })).default([]),
  citations: completion.shape.citations,
  search_results: completion.shape.search_results,
  usage: completion.shape.usage,
});

export interface ChatClientOptions {
  baseUrl: string;
  apiKey?: string;
  timeoutMs?: number;
}

/** POSTs the request; a 429, an error status or no answer become typed failures. */
async function send(options: ChatClientOptions, request: ChatRequest, stream: boolean, elapsed: () => number): Promise<Response> {
  const endpoint = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  const body: Record<string, unknown> = {
    model: request.model,
    messages: request.messages,
    max_tokens: request.maxTokens,
    temperature: request.temperature,
    ...(stream ? { stream: true } : {}),
  };
  if (request.jsonSchema) body.response_format = { type: 'json_schema', json_schema: { schema: request.jsonSchema } };
  if (request.searchRecency) body.search_recency_filter = request.searchRecency;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
  } catch (err) {
    const timedOut = (err as Error).name === 'TimeoutError';
    throw new AiProviderError(timedOut ? 'timeout' : 'unavailable', null, `sem resposta do provedor de IA: ${(err as Error).message}`, elapsed());
  }
  if (response.status === 429) throw new AiProviderError('limit', 429, 'o provedor de IA atingiu o limite de requisições', elapsed());
  if (!response.ok) throw new AiProviderError('unavailable', response.status, `o provedor de IA respondeu ${response.status}`, elapsed());
  return response;
}

/** The `data:` payloads of a server-sent event stream, in order (empty ones and '[DONE]' left out). */
async function* sseData(body: AsyncIterable<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const bytes of body) {
    buffered += decoder.decode(bytes, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const event = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const data = event
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (!data || data === '[DONE]') continue;
      yield data;
    }
  }
}

export function chatCompletionsClient(options: ChatClientOptions): ChatCompletionsPort {
  return {
    async stream(request, onDelta) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      const response = await send(options, request, true, elapsed);
      if (!response.body) throw new AiProviderError('invalid_response', response.status, 'resposta do provedor de IA sem corpo', elapsed());
      let content = '';
      let last: z.infer<typeof chunk> | null = null;
      let usage: z.infer<typeof chunk>['usage'];
      try {
        for await (const data of sseData(response.body as AsyncIterable<Uint8Array>)) {
          const parsed = chunk.safeParse(safeParse(data));
          if (!parsed.success) throw new AiProviderError('invalid_response', response.status, 'trecho do provedor de IA ilegível', elapsed());
          last = parsed.data;
          usage = parsed.data.usage ?? usage;
          const piece = parsed.data.choices[0]?.delta?.content ?? '';
          if (piece) {
            content += piece;
            await onDelta(piece);
          }
        }
      } catch (err) {
        if (err instanceof AiProviderError) throw err;
        throw new AiProviderError('unavailable', response.status, `o provedor de IA interrompeu a resposta: ${(err as Error).message}`, elapsed());
      }
      if (!content) throw new AiProviderError('invalid_response', response.status, 'resposta do provedor de IA sem conteúdo utilizável', elapsed());
      return {
        content,
        model: last?.model ?? request.model,
        citations: last?.citations ?? [],
        searchResults: (last?.search_results ?? []).map((r) => ({ title: r.title, url: r.url, date: r.date ?? null })),
        promptTokens: usage?.prompt_tokens ?? 0,
        completionTokens: usage?.completion_tokens ?? 0,
        providerCostUsd: usage?.cost?.total_cost ?? null,
        latencyMs: elapsed(),
      };
    },

    async complete(request) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      const response = await send(options, request, false, elapsed);
      const parsed = completion.safeParse(await response.json().catch(() => null));
      const content = parsed.success ? parsed.data.choices[0]!.message.content : null;
      if (!parsed.success || !content) throw new AiProviderError('invalid_response', response.status, 'resposta do provedor de IA sem conteúdo utilizável', elapsed());
      const data = parsed.data;
      return {
        content,
        model: data.model ?? request.model,
        citations: data.citations ?? [],
        searchResults: (data.search_results ?? []).map((r) => ({ title: r.title, url: r.url, date: r.date ?? null })),
        promptTokens: data.usage?.prompt_tokens ?? 0,
        completionTokens: data.usage?.completion_tokens ?? 0,
        providerCostUsd: data.usage?.cost?.total_cost ?? null,
        latencyMs: elapsed(),
      };
    },
  };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
