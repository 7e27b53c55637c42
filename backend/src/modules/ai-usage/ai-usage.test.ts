// The AI usage policy against a real database and the fake provider: each use's window counted from
// its last success and shared by every process, a crashed holder's lease expiring, every call
// recorded with its cost, the provider's state following the answers, and the back office's totals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiProviderError, chatCompletionsClient } from '../../platform/ai/chat-completions';
import { startFakeChatProvider, type FakeChatProvider } from '../../platform/ai/fake-chat-provider';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { AI_USES, aiUsage, callAi, claimTurn, lastSuccess, providerStatus, releaseTurn } from '.';
import { aiUsageMigrations } from './migrations';

let h: AppHarness;
let ai: FakeChatProvider;
let clock = Date.parse('2026-11-02T12:00:00Z');
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  ai = await startFakeChatProvider();
  h = await openHarness({ AI_BASE_URL: ai.url, AI_API_KEY: 'teste' });
  h.runtime.now = () => new Date(clock);
});
afterAll(async () => {
  await h.close();
  await ai.close();
});

describe('turns', () => {
  it('gives a use one turn at a time, and the next only once its window since the last success has passed', async () => {
    expect(await claimTurn(h.runtime, 'market_analysis')).toBe(true);
    expect(await claimTurn(h.runtime, 'market_analysis')).toBe(false);
    await releaseTurn(h.runtime, 'market_analysis', true);
    expect(await lastSuccess(h.runtime, 'market_analysis')).toEqual(new Date(clock));
    clock += AI_USES.market_analysis.windowMs - minutes(1);
    expect(await claimTurn(h.runtime, 'market_analysis')).toBe(false);
    clock += minutes(1);
    expect(await claimTurn(h.runtime, 'market_analysis')).toBe(true);
    await releaseTurn(h.runtime, 'market_analysis', false);
  });

  it('lets another process take a turn whose holder never released it, once its lease is over', async () => {
    expect(await claimTurn(h.runtime, 'article_ideas')).toBe(true);
    clock += minutes(2);
    expect(await claimTurn(h.runtime, 'article_ideas')).toBe(false);
    clock += minutes(1) + 1;
    expect(await claimTurn(h.runtime, 'article_ideas')).toBe(true);
  });
});

describe('calls', () => {
  it('records each call with the use parameters and cost; the provider state follows the answers', async () => {
    const port = chatCompletionsClient({ baseUrl: ai.url, apiKey: 'teste' });
    const sent = ai.received.length;
    ai.mode = 'ok';
    const ok = await callAi(h.runtime, 'news_summary', [{ role: 'user', content: 'Resuma.' }], { port });
    expect(ai.received[sent]).toMatchObject({ max_tokens: AI_USES.news_summary.maxTokens, temperature: AI_USES.news_summary.temperature });
    expect(ok.costUsd).toBeGreaterThan(0);
    expect((await providerStatus(h.runtime)).state).toBe('connected');

    ai.mode = 'limit';
    clock += 1_000;
    await expect(callAi(h.runtime, 'news_summary', [{ role: 'user', content: 'Resuma.' }], { port })).rejects.toBeInstanceOf(AiProviderError);
    const limited = await providerStatus(h.runtime);
    expect(limited.state).toBe('limit');
    expect(limited.nextRetryAt).toBe(new Date(clock + minutes(5)).toISOString());

    ai.mode = 'down';
    clock += 1_000;
    await expect(callAi(h.runtime, 'connection_test', [{ role: 'user', content: 'OK?' }], { port })).rejects.toBeInstanceOf(AiProviderError);
    expect(await providerStatus(h.runtime)).toMatchObject({ state: 'disconnected', nextRetryAt: null });
    ai.mode = 'ok';

    const { usage, calls } = await aiUsage(h.runtime);
    expect(usage.last24h).toMatchObject({ calls: 3, failures: 2 });
    expect(usage.last24h.costUsd).toBeCloseTo(ok.costUsd, 6);
    expect(usage.last24h.tokens).toBe(ok.promptTokens + ok.completionTokens);
    expect(calls.map((c) => [c.purpose, c.outcome])).toEqual([
      ['connection_test', 'unavailable'],
      ['news_summary', 'limit'],
      ['news_summary', 'ok'],
    ]);
    clock += 2 * 86_400_000;
    expect((await aiUsage(h.runtime)).usage).toMatchObject({ last24h: { calls: 0 }, last30d: { calls: 3 } });
  });
});

describe('migration', () => {
  it('finds the tables market created before, rows intact (an install upgraded from before issue 22)', async () => {
    const before = await h.runtime.db('ai_uses').orderBy('purpose').select('purpose', 'last_success_at');
    expect(before.length).toBeGreaterThan(0);
    for (const m of aiUsageMigrations) await m.up(h.runtime.db);
    expect(await h.runtime.db('ai_uses').orderBy('purpose').select('purpose', 'last_success_at')).toEqual(before);
  });
});
