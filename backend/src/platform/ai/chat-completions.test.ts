// The AI port against its fake, over real HTTP: the parameters sent, the provider's own citations
// and search results, the cost it reports, a 429 and an unusable answer as typed failures, and the
// fake's SSE stream as OpenAI-compatible clients read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiProviderError, chatCompletionsClient } from './chat-completions';
import { startFakeChatProvider, type FakeChatProvider } from './fake-chat-provider';

let fake: FakeChatProvider;
beforeAll(async () => {
  fake = await startFakeChatProvider({ answer: () => '{"ok":true}' });
});
afterAll(() => fake.close());

const request = { model: 'sonar-pro', messages: [{ role: 'user' as const, content: 'Olá' }], maxTokens: 10, temperature: 0.1, jsonSchema: { type: 'object' }, searchRecency: 'day' as const };

describe('chat-completions client', () => {
  it('sends the use parameters with a bearer key and reads citations, search results and cost from the provider', async () => {
    fake.mode = 'ok';
    const result = await chatCompletionsClient({ baseUrl: fake.url, apiKey: 'k' }).complete(request);
    expect(fake.received.at(-1)).toMatchObject({ model: 'sonar-pro', max_tokens: 10, temperature: 0.1, search_recency_filter: 'day', response_format: { type: 'json_schema', json_schema: { schema: { type: 'object' } } } });
    expect(result.content).toBe('{"ok":true}');
    expect(result.citations).toHaveLength(2);
    expect(result.searchResults[0]).toEqual({ title: 'Relatório semanal de mercado cripto', url: 'https://simulacao.piboost.local/fontes/relatorio-semanal', date: null });
    expect(result.providerCostUsd).toBeGreaterThan(0.006);
  });

  it('turns a 429, a 500, an unusable body and a refused key into typed failures', async () => {
    const client = chatCompletionsClient({ baseUrl: fake.url, apiKey: 'k' });
    fake.mode = 'limit';
    await expect(client.complete(request)).rejects.toMatchObject({ kind: 'limit', status: 429 });
    fake.mode = 'down';
    await expect(client.complete(request)).rejects.toMatchObject({ kind: 'unavailable', status: 500 });
    fake.mode = 'ok';
    await expect(chatCompletionsClient({ baseUrl: fake.url }).complete(request)).rejects.toBeInstanceOf(AiProviderError);
    await expect(chatCompletionsClient({ baseUrl: 'http://127.0.0.1:9' }).complete(request)).rejects.toMatchObject({ kind: 'unavailable', status: null });
  });

  it('streams SSE chunks that join into the answer, ending with [DONE]', async () => {
    fake.mode = 'ok';
    const response = await fetch(`${fake.url}/v1/chat/completions`, { method: 'POST', headers: { authorization: 'Bearer k', 'content-type': 'application/json' }, body: JSON.stringify({ model: 'sonar-pro', messages: [{ role: 'user', content: 'x' }], stream: true }) });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = (await response.text()).split('\n\n').filter(Boolean).map((e) => e.replace(/^data: /, ''));
    expect(events.at(-1)).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e) as { choices: { delta: { content: string } }[]; search_results: unknown[] });
    expect(chunks.map((c) => c.choices[0]!.delta.content).join('')).toBe('{"ok":true}');
    expect(chunks[0]!.search_results).toHaveLength(2);
  });
});

describe('chat-completions client, streamed', () => {
  it('hands each piece to the caller as it arrives and returns the whole answer with the provider’s usage', async () => {
    const streaming = await startFakeChatProvider({ answer: () => 'Uma resposta longa o bastante para chegar em vários pedaços pelo SSE do provedor.' });
    try {
      const pieces: string[] = [];
      const result = await chatCompletionsClient({ baseUrl: streaming.url, apiKey: 'k' }).stream({ model: 'sonar-pro', messages: [{ role: 'user', content: 'x' }], maxTokens: 50, temperature: 0.2 }, (p) => void pieces.push(p));
      expect(streaming.received.at(-1)).toMatchObject({ stream: true, max_tokens: 50, temperature: 0.2 });
      expect(pieces.length).toBeGreaterThan(1);
      expect(pieces.join('')).toBe('Uma resposta longa o bastante para chegar em vários pedaços pelo SSE do provedor.');
      expect(result).toMatchObject({ content: pieces.join(''), model: 'sonar-pro' });
      expect(result.completionTokens).toBeGreaterThan(0);
      streaming.mode = 'limit';
      await expect(chatCompletionsClient({ baseUrl: streaming.url, apiKey: 'k' }).stream({ model: 'sonar-pro', messages: [], maxTokens: 5, temperature: 0 }, () => {})).rejects.toMatchObject({ kind: 'limit', status: 429 });
    } finally {
      await streaming.close();
    }
  });
});
