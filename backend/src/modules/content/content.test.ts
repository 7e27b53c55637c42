// The content module through the real app, PostgreSQL, projector and the two local fakes (CoinGecko
// and an OpenAI-compatible provider): the articles job with the simulated analyst, the 5-minute
// window, 429 and outage, our schema refusing bad answers, search and filters, likes once per person,
// views, and the editorial control with its audit trail.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChatProvider, type FakeChatProvider } from '../../platform/ai/fake-chat-provider';
import type { ChatCompletionsPort } from '../../platform/ai/chat-completions';
import type { Principal } from '../../platform/http/context';
import { startFakeCoinGecko, type FakeCoinGecko } from '../../platform/market-data/fake-coingecko';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { sessionToken } from '../../../../tests/support/sessions';
import { aiArticle, categoryOf, generateArticles } from './articles';
import { initialsOf } from './queries';
import { blogPages } from './routes';
import { simulatedArticlesAnswer } from './simulated';
import { withPageMeta } from '../../platform/http/static';
import { refreshQuotes } from '../market';
import { eventually } from '../../../../tests/support/eventually';
import { settled } from '../../../../tests/support/settled';

let h: AppHarness;
let coins: FakeCoinGecko;
let ai: FakeChatProvider;
let clock = Date.parse('2026-11-02T12:00:00Z');
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  coins = await startFakeCoinGecko({ now: () => clock });
  ai = await startFakeChatProvider({ answer: simulatedArticlesAnswer });
  h = await openHarness({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', MARKET_DATA_URL: coins.url, AI_BASE_URL: ai.url, AI_API_KEY: 'teste', MARKET_COINS: 'bitcoin,ethereum,solana' });
  h.runtime.now = () => new Date(clock);
  await eventually(() => h.runtime.db('projection_registry').where({ name: 'blog', state: 'active' }).first(), { label: 'the blog read model', timeout: 60_000 });
});
afterAll(async () => {
  await h.close();
  await Promise.all([coins.close(), ai.close()]);
});

type Caller = Omit<Principal, 'userId'>;
const person: Caller = { roles: ['user'], premium: false, profileComplete: true };
const admin: Caller = { roles: ['user', 'admin'], premium: false, profileComplete: true };
const as = async (userId: string, caller: Caller) => {
  const auth = `Bearer ${await sessionToken(h.runtime, { userId, ...caller })}`;
  return {
    get: (path: string) => h.http.get(path).set('Authorization', auth),
    post: (path: string, body: object = {}) => h.http.post(path).set('Authorization', auth).send(body),
    put: (path: string, body: object) => h.http.put(path).set('Authorization', auth).send(body),
  };
};

const caughtUp = () => settled(h);
const blog = async (query = '') => (await h.http.get(`/api/public/blog${query}`).expect(200)).body.data;
const count = async (table: string, where: Record<string, unknown> = {}) => Number((await h.runtime.db(table).where(where).count<{ n: string }[]>('* as n'))[0]!.n);

describe('articles: job, window, failures and fallback', () => {
  it('falls back to built-in content from the stored quotes when the provider is down and there are no articles yet', async () => {
    // Articles stand on the day's figures: before the first quotes the job waits (and retries).
    expect(await generateArticles(h.runtime)).toEqual({ outcome: 'no_market_data' });
    await refreshQuotes(h.runtime);
    ai.mode = 'down';
    expect(await generateArticles(h.runtime)).toEqual({ outcome: 'failed' });
    const page = await blog();
    expect(page.status.state).toBe('disconnected');
    expect(page.warning).toMatch(/^API desconectada - usando conteúdo de fallback/);
    expect(page.articles).toEqual([]);
    expect(page.fallback).toHaveLength(1);
    expect(page.fallback[0].excerpt).toMatch(/3 criptomoedas acompanhadas/);
  });

  it('writes the simulated analyst’s articles as events with their whole text and the provider’s sources, published at once by default', async () => {
    ai.mode = 'ok';
    const sent = ai.received.length;
    const result = await generateArticles(h.runtime);
    // The leader appears in both of the spec's lists and is written once.
    expect(result).toEqual({ outcome: 'published', created: 3, rejected: 0 });
    expect(ai.received[sent]).toMatchObject({ max_tokens: 1500, temperature: 0.8, response_format: { type: 'json_schema' } });
    await caughtUp();
    const events = await h.runtime.db('es_events').where({ event_type: 'ArticleGenerated' });
    expect(events).toHaveLength(3);
    expect(await count('es_events', { event_type: 'ArticlePublished' })).toBe(3);
    const page = await blog();
    expect(page.status.state).toBe('connected');
    expect(page.warning).toBeNull();
    expect(page.fallback).toEqual([]);
    expect(page.total).toBe(3);
    expect(page.featured).toHaveLength(2);
    const card = page.articles.find((a: { category: string }) => a.category === 'educacao');
    expect(card).toMatchObject({ aiGenerated: true, simulated: false, author: 'Analista simulado π Boost', authorInitials: 'AS', views: 0, likes: 0 });
    const article = (await h.http.get(`/api/public/blog/articles/${card.slug}`).expect(200)).body.data.article;
    expect(article.body).toMatch(/A variação de 24 horas é a diferença percentual/);
    expect(article.sources[0].url).toBe('https://simulacao.piboost.local/fontes/relatorio-semanal');
  });

  it('does not call the provider again within the 5-minute window, and never from a request', async () => {
    const sent = ai.received.length;
    clock += minutes(4);
    expect(await generateArticles(h.runtime)).toEqual({ outcome: 'throttled' });
    await blog();
    await h.http.post('/api/public/blog/refresh').expect(202);
    expect(ai.received.length).toBe(sent);
  });

  it('on a 429 keeps the last articles and says "limite"; an outage says "desconectada"', async () => {
    clock += minutes(6);
    ai.mode = 'limit';
    expect(await generateArticles(h.runtime)).toEqual({ outcome: 'failed' });
    let page = await blog();
    expect(page.status.state).toBe('limit');
    expect(page.warning).toBe('API atingiu limite - usando artigos da última pesquisa (de há menos de 1 h).');
    expect(page.total).toBe(3);
    expect(page.fallback).toEqual([]);
    ai.mode = 'down';
    clock += minutes(60);
    expect(await generateArticles(h.runtime)).toEqual({ outcome: 'failed' });
    page = await blog();
    expect(page.status.state).toBe('disconnected');
    expect(page.warning).toBe('API desconectada - usando conteúdo de fallback (de há 1 h).');
    expect(page.total).toBe(3);
    ai.mode = 'ok';
  });

  it('refuses an answer that is not JSON in our schema, and keeps only the valid articles of a mixed one', async () => {
    clock += minutes(6);
    ai.mode = 'garbage';
    expect(await generateArticles(h.runtime)).toEqual({ outcome: 'failed' });
    expect((await h.runtime.db('ai_calls').orderBy('id', 'desc').first()).outcome).toBe('invalid_response');
    ai.mode = 'ok';
    clock += minutes(6);
    const good = { titulo: 'Regulamentação de criptoativos avança no Brasil', resumo: 'O que muda para quem investe.', conteudo: 'x '.repeat(400), categorias: ['Regulamentação'], tempoLeitura: '4 min', autor: 'Redação', data: '2026-11-02', imagemURL: null, link: 'https://exemplo.com.br/noticia', estatisticas: { visualizacoes: 10 } };
    const bad = [{ ...good, titulo: '' }, { ...good, data: '02/11/2026' }, { ...good, imagemURL: 'javascript:alert(1)' }, 'texto solto'];
    const port: ChatCompletionsPort = {
      stream: () => Promise.reject(new Error('não usado')),
      complete: async () => ({ content: `\`\`\`json\n${JSON.stringify({ todosOsArtigos: [good, ...bad] })}\n\`\`\``, model: 'sonar-pro', citations: ['https://exemplo.com.br/a'], searchResults: [], promptTokens: 10, completionTokens: 10, providerCostUsd: null, latencyMs: 5 }),
    };
    expect(await generateArticles(h.runtime, port)).toEqual({ outcome: 'published', created: 1, rejected: 4 });
    await caughtUp();
    const row = await h.runtime.db('blog_articles').where({ title: good.titulo }).first();
    expect(row).toMatchObject({ category: 'regulamentacao', source_url: 'https://exemplo.com.br/noticia', read_time_minutes: 2 });
    expect((await h.runtime.db('blog_article_texts').where({ id: row.id }).first()).sources).toEqual([{ title: 'exemplo.com.br', url: 'https://exemplo.com.br/a', date: null }]);
    expect(aiArticle.safeParse({ ...good, categorias: [] }).success).toBe(false);
    expect(categoryOf('Educação')).toBe('educacao');
    expect(categoryOf('Memes')).toBeNull();
    expect(initialsOf('maria da silva')).toBe('MD');
    expect(initialsOf('Redação')).toBe('RE');
  });
});

describe('the blog: search, categories, pages', () => {
  it('matches the search text in the title, excerpt or a tag, any case, within a category, server-side', async () => {
    const byTag = await blog('?q=AMPLITUDE');
    expect(byTag.total).toBe(1);
    expect(byTag.filtering).toBe(true);
    expect(byTag.featured).toEqual([]);
    expect((await blog('?q=brasil')).articles.map((a: { title: string }) => a.title)).toEqual(['Regulamentação de criptoativos avança no Brasil']);
    expect((await blog('?q=quem investe')).total).toBe(1);
    expect((await blog('?category=educacao')).total).toBe(1);
    expect((await blog('?category=educacao&q=brasil')).total).toBe(0);
    expect((await blog('?q=100%25')).total).toBe(0);
    expect((await blog('?category=all')).featured).toHaveLength(2);
    const wrong = await h.http.get('/api/public/blog?category=memes').expect(400);
    expect(wrong.body.message).toBe('Categoria inválida.');
    expect((await blog('?page=2')).articles).toEqual([]);
  });
});

describe('pages for crawlers', () => {
  it('gives each published article its own title, description and Open Graph tags, and no page to an unknown slug', async () => {
    const card = (await blog()).articles[0];
    const article = blogPages(h.runtime).find((p) => p.path === '/blog/:slug')!;
    const meta = await article.meta({ slug: card.slug });
    expect(meta).toMatchObject({ title: card.title, description: card.excerpt, url: `${h.runtime.config.publicUrl}/blog/${card.slug}`, type: 'article' });
    expect(await article.meta({ slug: 'nao-existe' })).toBeNull();
    const html = withPageMeta('<html><head><title>π Boost</title><meta name="description" content="x"></head><body></body></html>', { ...meta!, title: 'A & B <script>' });
    expect(html).toContain('<title>A &#38; B &#60;script&#62; · π Boost</title>');
    expect(html).toContain(`<meta property="og:url" content="${meta!.url}">`);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });
});

describe('likes and views', () => {
  it('counts one like per signed-in person, and none from visitors', async () => {
    const { slug } = (await blog()).articles[0];
    await h.http.put(`/api/blog/articles/${slug}/like`).send({ liked: true }).expect(401);
    const ana = await as(randomUUID(), person);
    const bia = await as(randomUUID(), person);
    expect((await ana.put(`/api/blog/articles/${slug}/like`, { liked: true }).expect(200)).body.data.likes).toBe(1);
    expect((await ana.put(`/api/blog/articles/${slug}/like`, { liked: true }).expect(200)).body.data.likes).toBe(1);
    expect((await bia.put(`/api/blog/articles/${slug}/like`, { liked: true }).expect(200)).body.data.likes).toBe(2);
    expect((await ana.get(`/api/public/blog/articles/${slug}`).expect(200)).body.data.liked).toBe(true);
    expect((await ana.put(`/api/blog/articles/${slug}/like`, { liked: false }).expect(200)).body.data.likes).toBe(1);
    expect(await count('es_events', { event_type: 'ArticleLiked' })).toBe(2);
  });

  it('counts a view once per reader per day', async () => {
    const { slug } = (await blog()).articles[1];
    const ana = await as(randomUUID(), person);
    expect((await ana.post(`/api/public/blog/articles/${slug}/view`).expect(200)).body.data.views).toBe(1);
    expect((await ana.post(`/api/public/blog/articles/${slug}/view`).expect(200)).body.data.views).toBe(1);
    const visitor = () => h.http.post(`/api/public/blog/articles/${slug}/view`).set('X-Forwarded-For', '203.0.113.9').set('User-Agent', 'navegador');
    expect((await visitor().expect(200)).body.data.views).toBe(2);
    expect((await visitor().expect(200)).body.data.views).toBe(2);
    expect((await blog()).articles[1].views).toBe(2);
  });
});

describe('editorial control', () => {
  it('with auto-publish off, new articles wait; staff review, edit, feature and unpublish them, recorded and audited', async () => {
    const staffId = randomUUID();
    const staff = await as(staffId, admin);
    await (await as(randomUUID(), person)).get('/api/admin/content').expect(403);
    await caughtUp();
    await staff.put('/api/admin/content/settings', { autoPublish: false }).expect(200);
    clock += minutes(6);
    await refreshQuotes(h.runtime);
    expect(await generateArticles(h.runtime)).toMatchObject({ outcome: 'published', created: 2 });
    await caughtUp();
    const before = await blog();
    const admin1 = (await staff.get('/api/admin/content?status=draft').expect(200)).body.data;
    expect(admin1.settings.autoPublish).toBe(false);
    expect(admin1.articles).toHaveLength(2);
    const draft = admin1.articles[0];
    await h.http.get(`/api/public/blog/articles/${draft.slug}`).expect(404);
    expect((await staff.post(`/api/admin/content/articles/${draft.id}/feature`, { featured: true }).expect(409)).body.message).toBe('Só um artigo publicado pode ir para o destaque.');

    const edited = (await staff.put(`/api/admin/content/articles/${draft.id}`, { title: 'Título revisado pela redação', excerpt: draft.excerpt, body: draft.body, category: 'analise', tags: ['Revisado'], imageUrl: null }).expect(200)).body.data;
    expect(edited).toMatchObject({ title: 'Título revisado pela redação', editorId: staffId, status: 'draft' });
    const short = await staff.put(`/api/admin/content/articles/${draft.id}`, { title: 'Oi', excerpt: draft.excerpt, body: draft.body, category: 'analise', tags: [], imageUrl: null }).expect(400);
    expect(short.body.message).toBe('O título deve ter pelo menos 5 caracteres.');

    const published = (await staff.post(`/api/admin/content/articles/${draft.id}/publish`).expect(200)).body.data;
    expect(published).toMatchObject({ status: 'published', reviewerId: staffId });
    expect((await blog()).total).toBe(before.total + 1);
    expect((await blog('?q=revisado')).total).toBe(1);
    await staff.post(`/api/admin/content/articles/${draft.id}/feature`, { featured: true }).expect(200);
    const page = await blog();
    expect(page.featured[0].id).toBe(draft.id);
    expect(page.featured[0].featured).toBe(true);

    await staff.post(`/api/admin/content/articles/${draft.id}/unpublish`, { reason: 'x' }).expect(400);
    const off = (await staff.post(`/api/admin/content/articles/${draft.id}/unpublish`, { reason: 'Fonte não confirmada' }).expect(200)).body.data;
    expect(off).toMatchObject({ status: 'unpublished', unpublishedReason: 'Fonte não confirmada' });
    expect((await blog()).featured.map((a: { id: string }) => a.id)).not.toContain(draft.id);
    await h.http.get(`/api/public/blog/articles/${draft.slug}`).expect(404);

    await caughtUp();
    const audit = await h.runtime.db('audit_log').where({ actor_id: staffId }).pluck('action');
    expect(audit.sort()).toEqual(['ArticleEdited', 'ArticleFeatureChanged', 'ArticleFeatureChanged', 'ArticlePublished', 'ArticleUnpublished', 'BlogSettingsChanged']);
  });

  it('"Gerar artigos agora" is audited with the job it queued', async () => {
    const staffId = randomUUID();
    const staff = await as(staffId, admin);
    await (await as(randomUUID(), person)).post('/api/admin/content/generate').expect(403);
    await staff.post('/api/admin/content/generate').expect(202);
    await caughtUp();
    const [row] = await h.runtime.db('audit_log').where({ actor_id: staffId });
    expect(row).toMatchObject({ action: 'ArticleGenerationRequested', target_type: 'blog', target_id: expect.stringMatching(/^articles-staff-\d+$/) });
    expect(await h.runtime.jobs.queue('content-ai').getJob(row.target_id)).toBeTruthy();
  });
});
