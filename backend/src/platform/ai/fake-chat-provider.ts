// A local server speaking the OpenAI-compatible chat-completions protocol with Perplexity's extras
// (`citations`, `search_results`, `usage.cost`), JSON or SSE stream. Tests switch it to answer 429,
// 500 or unusable content; a fresh install runs it as the simulated analyst (DECISIONS 20), whose
// words come from the `answer` function the caller gives (the business writes them, not the platform).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'limit' | 'down' | 'garbage';

export interface FakeChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  max_tokens?: number;
  temperature?: number;
  stream?: boolean;
  response_format?: { type: string; json_schema?: { schema?: unknown } };
}

export interface FakeChatProvider {
  url: string;
  mode: FakeMode;
  /** Every request received, in order (tests assert the parameters sent). */
  received: FakeChatRequest[];
  close(): Promise<void>;
}

const SEARCH_RESULTS = [
  { title: 'Relatório semanal de mercado cripto', url: 'https://simulacao.piboost.local/fontes/relatorio-semanal', date: null, source: 'web' },
  { title: 'Fluxos de ETFs e liquidez global', url: 'https://simulacao.piboost.local/fontes/fluxos-etf', date: null, source: 'web' },
];

/** A simulator writer for one use of the AI (articles, analysis...), picked by what the request asks. */
export interface SimulatedWriter {
  handles(request: FakeChatRequest): boolean;
  answer(request: FakeChatRequest): string;
}

/** One simulator, several writers: the first that handles the request answers, else `fallback`. */
export function answerByUse(writers: readonly SimulatedWriter[], fallback: (request: FakeChatRequest) => string): (request: FakeChatRequest) => string {
  return (request) => (writers.find((w) => w.handles(request))?.answer ?? fallback)(request);
}

export async function startFakeChatProvider(
  options: { port?: number; host?: string; answer?: (request: FakeChatRequest) => string; mode?: FakeMode } = {},
): Promise<FakeChatProvider> {
  const answer = options.answer ?? (() => 'OK');
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c));
    req.on('end', () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && path === '/__sim/mode') {
        fake.mode = (JSON.parse(raw || '{}') as { mode: FakeMode }).mode;
        return json(200, { mode: fake.mode });
      }
      if (req.method !== 'POST' || !/^(\/v1)?\/chat\/completions$/.test(path)) return json(404, { error: { message: 'not found' } });
      if (!/^Bearer \S+$/.test(req.headers.authorization ?? '')) return json(401, { error: { message: 'missing bearer token', type: 'invalid_request_error' } });
      const request = JSON.parse(raw) as FakeChatRequest;
      fake.received.push(request);
      if (fake.mode === 'limit') return json(429, { error: { message: 'Rate limit exceeded', type: 'rate_limit_exceeded' } });
      if (fake.mode === 'down') return json(500, { error: { message: 'internal error' } });
      const content = fake.mode === 'garbage' ? 'Desculpe, {isto não é JSON' : answer(request);
      const promptTokens = Math.ceil(JSON.stringify(request.messages).length / 4);
      const completionTokens = Math.ceil(content.length / 4);
      const usage = {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
        // sonar-pro list prices: US$ 3 / 1M input, 15 / 1M output, 6 / 1k requests.
        cost: { total_cost: Number((promptTokens * 3e-6 + completionTokens * 15e-6 + 0.006).toFixed(6)) },
      };
      // eslint-disable-next-line piboost/no-business-clock -- the fake provider's own clock, as the real one stamps its answers
      const base = { id: `sim-${fake.received.length}`, model: request.model, created: Math.floor(Date.now() / 1000), citations: SEARCH_RESULTS.map((s) => s.url), search_results: SEARCH_RESULTS };
      if (!request.stream) {
        return json(200, { ...base, object: 'chat.completion', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }], usage });
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const pieces = content.match(/[\s\S]{1,40}/g) ?? [];
      for (const [i, piece] of pieces.entries()) {
        const last = i === pieces.length - 1;
        const chunk = { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece }, finish_reason: last ? 'stop' : null }], ...(last ? { usage } : {}) };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeChatProvider = {
    url: `http://127.0.0.1:${port}`,
    mode: options.mode ?? 'ok',
    received: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
