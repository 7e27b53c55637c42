// The content module's HTTP surface: the public blog (list, search, article, views, refresh and
// Reconectar), likes for signed-in people, and the back office's editorial control. Handlers read
// the read models and append commands; provider calls only happen in the jobs they enqueue.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ArticleEdited, BlogSettingsChanged, articleCategory, articleDraft, articleLikeStream, articleStream, blogSettingsStream, newEvent, type Article, type DataOf, type MarketSnapshot, type NewEvent } from '@piboost/events';
import { handleCommand, loadStream } from '../../platform/command';
import { Conflict, NotFound, defineRoute, type AppContext, type PageMetaSource, type Principal, type RouteDefinition } from '../../platform/http';
import { waitForProjection } from '../../platform/read-your-writes';
import type { Runtime } from '../../platform/runtime';
import { fallbackAnalysis, lastSuccess, markTesting, marketSource, providerStatus, sharedMarket, snapshotOf, AI_USES } from '../market';
import { sharedEntitlements } from '../billing';
import { CATEGORY_LABELS } from './articles';
import { EditorialRefused, edit, feature, foldArticle, foldLike, like, publish, unpublish, type ArticleState } from './decide';
import { CONTENT_AI_QUEUE } from './jobs';
import { PAGE_SIZE, articleById, articleBySlug, autoPublish, cardOf, countView, featuredArticles, fullArticles, listArticles, type ArticleRow } from './queries';

const TAGS = ['Blog'];
const ADMIN_TAGS = ['Back office'];
const PUBLIC_READ = { points: 120, windowSeconds: 60, key: 'ip' } as const;
const WRITE = { points: 60, windowSeconds: 60, key: 'user' } as const;

const listQuery = z.object({
  q: z.string().max(100, 'A busca pode ter até 100 caracteres.').optional(),
  category: z.union([z.literal('all'), articleCategory], 'Categoria inválida.').optional(),
  page: z.coerce.number().int('Página inválida.').min(1, 'Página inválida.').max(10_000, 'Página inválida.').default(1),
});
const slugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,140}$/, 'Artigo não encontrado.') });
const idParam = z.object({ id: z.uuid('Artigo não encontrado.') });

/** product-spec §8's toasts, which the blog's banner repeats with the age of what it shows. */
export const BLOG_WARNINGS = { limit: 'API atingiu limite - usando artigos da última pesquisa', disconnected: 'API desconectada - usando conteúdo de fallback' } as const;

const hoursAgo = (now: Date, then: Date | null) => (then ? Math.max(0, Math.floor((now.getTime() - then.getTime()) / 3_600_000)) : null);

/** The built-in fallback when there is nothing to show: the stored quotes in plain sentences, labelled as such. */
function fallbackContent(snapshot: MarketSnapshot | null) {
  const text = fallbackAnalysis(snapshot);
  return [{ title: text.title, excerpt: text.summary, body: text.body, category: 'mercado' as const }];
}

function fullArticle(r: ArticleRow): Article {
  return {
    ...cardOf(r),
    body: r.body,
    sources: r.sources,
    sourceUrl: r.source_url,
    sourceDate: r.source_date,
    model: r.model,
    editedAt: r.edited_at?.toISOString() ?? null,
  };
}

export function contentRoutes(runtime: Runtime): RouteDefinition[] {
  const settle = (position: string) => waitForProjection(runtime.db, 'blog', position);
  const refused = (err: unknown): never => {
    if (err instanceof EditorialRefused) throw err.message === 'Artigo não encontrado.' ? new NotFound(err.message) : new Conflict(err.message, 'EDITORIAL_REFUSED');
    throw err;
  };
  /** Load -> decide -> append on the article's stream, then wait for the blog's read model. */
  const onArticle: OnArticle = async (articleId, decide, actorId) => {
    const result = await handleCommand(runtime.events, articleStream(articleId), loadStream(runtime.store, articleStream(articleId), foldArticle), decide, { metadata: { actorId } }).catch(refused);
    if (result.appended) await settle(result.appended.position);
    return articleById(runtime, articleId);
  };
  const viewerOf = (ctx: AppContext, principal: Principal | null) => (principal ? `u:${principal.userId}` : `a:${runtime.keyedHash(`${ctx.ip}|${ctx.get('user-agent')}`)}`);
  const published = async (slug: string) => {
    const row = await articleBySlug(runtime, slug);
    if (!row || row.status !== 'published') throw new NotFound('Artigo não encontrado.');
    return row;
  };

  async function blogPage(principal: Principal | null, query: z.output<typeof listQuery>) {
    const filtering = Boolean(query.q?.trim()) || (query.category !== undefined && query.category !== 'all');
    const [list, featured, status, market, lastAt] = await Promise.all([
      listArticles(runtime, query),
      filtering || query.page > 1 ? Promise.resolve([]) : featuredArticles(runtime),
      providerStatus(runtime),
      sharedMarket(runtime),
      lastSuccess(runtime, 'crypto_articles'),
    ]);
    const analysis = await market.analysis(sharedEntitlements(principal ?? null).analysisDelayHours);
    const troubled = status.state === 'limit' || status.state === 'disconnected';
    const age = hoursAgo(runtime.now(), lastAt);
    const warning = troubled ? `${BLOG_WARNINGS[status.state as 'limit' | 'disconnected']}${age === null ? '' : age === 0 ? ' (de há menos de 1 h)' : ` (de há ${age} h)`}.` : null;
    return {
      articles: list.articles,
      total: list.total,
      page: query.page,
      pageSize: PAGE_SIZE,
      pages: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
      featured,
      filtering,
      status,
      warning,
      fallback: troubled && !filtering && list.total === 0 ? fallbackContent(snapshotOf(market.quotes, marketSource(runtime))) : [],
      analysis,
      lastGeneratedAt: lastAt?.toISOString() ?? null,
      nextRefreshAt: lastAt ? new Date(lastAt.getTime() + AI_USES.crypto_articles.windowMs).toISOString() : null,
      categories: CATEGORY_LABELS,
    };
  }

  return [
    defineRoute({
      method: 'GET',
      path: '/api/public/blog',
      summary: 'Blog: artigos publicados (busca no título, resumo e tags; categoria), destaques, estado da IA, aviso e análise de mercado',
      tags: TAGS,
      access: 'public',
      rateLimit: PUBLIC_READ,
      input: { query: listQuery },
      handler: async (_ctx, { principal, query }) => ({ success: true as const, data: await blogPage(principal, query) }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/public/blog/articles/:slug',
      summary: 'Um artigo publicado, com o texto completo e as fontes',
      tags: TAGS,
      access: 'public',
      rateLimit: PUBLIC_READ,
      input: { params: slugParam },
      async handler(_ctx, { principal, params }) {
        const row = await published(params.slug);
        const liked = principal ? Boolean(await runtime.db('blog_article_likes').where({ article_id: row.id, user_id: principal.userId }).first('user_id')) : null;
        return { success: true as const, data: { article: fullArticle(row), liked, categories: CATEGORY_LABELS } };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/public/blog/articles/:slug/view',
      summary: 'Conta uma leitura (uma por pessoa ou navegador por dia)',
      tags: TAGS,
      access: 'public',
      rateLimit: { points: 60, windowSeconds: 60, key: 'ip' },
      input: { params: slugParam },
      async handler(ctx, { principal, params }) {
        const row = await published(params.slug);
        return { success: true as const, data: { views: await countView(runtime, row.id, viewerOf(ctx, principal)) } };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/blog/articles/:slug/like',
      summary: 'Curtir um artigo (uma curtida por pessoa)',
      tags: TAGS,
      access: 'user',
      rateLimit: WRITE,
      input: { params: slugParam, body: z.object({ liked: z.boolean('Informe se curtiu.') }) },
      async handler(_ctx, { principal, params, body }) {
        const row = await published(params.slug);
        const streamId = articleLikeStream(row.id, principal.userId);
        const result = await handleCommand(runtime.events, streamId, loadStream(runtime.store, streamId, foldLike), (liked) => like(liked, { articleId: row.id, userId: principal.userId, like: body.liked }), {
          metadata: { actorId: principal.userId },
        });
        if (result.appended) await settle(result.appended.position);
        const now = await articleById(runtime, row.id);
        return { success: true as const, message: body.liked ? 'Você curtiu este artigo.' : 'Curtida removida.', data: { liked: body.liked, likes: now?.likes ?? row.likes } };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/public/blog/refresh',
      summary: 'Pede artigos novos à IA (respeitando a janela de 5 minutos)',
      tags: TAGS,
      access: 'public',
      rateLimit: { points: 6, windowSeconds: 60, key: 'ip' },
      status: 202,
      async handler() {
        // The job decides against the shared window; the same job id folds a burst of clicks into one.
        await runtime.jobs.queue(CONTENT_AI_QUEUE).add('articles', {}, { jobId: `articles-request-${Math.floor(Date.now() / 60_000)}` });
        return { success: true as const, message: 'Buscando artigos novos…' };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/public/blog/reconnect',
      summary: 'Reconectar: agenda um teste de conexão com a IA',
      tags: TAGS,
      access: 'public',
      rateLimit: { points: 6, windowSeconds: 60, key: 'ip' },
      status: 202,
      async handler() {
        await markTesting(runtime);
        // One test per 10 seconds for everyone; one that already finished cannot answer this "testing", so another runs.
        const queue = runtime.jobs.queue(CONTENT_AI_QUEUE);
        const jobId = `connection-test-${Math.floor(Date.now() / 10_000)}`;
        await queue.add('connection-test', {}, { jobId });
        if ((await queue.getJob(jobId))?.finishedOn) await queue.add('connection-test', {}, { jobId: `${jobId}-${randomUUID()}` });
        return { success: true as const, message: 'Testando a conexão…' };
      },
    }),
    ...adminRoutes(runtime, onArticle),
  ];
}

type OnArticle = (articleId: string, decide: (state: ArticleState) => { events: NewEvent[] }, actorId: string) => Promise<ArticleRow | undefined>;

function adminRoutes(runtime: Runtime, onArticle: OnArticle): RouteDefinition[] {
  const ADMIN_WRITE = { points: 60, windowSeconds: 60, key: 'user' } as const;
  const adminView = (r: ArticleRow) => ({
    ...fullArticle(r),
    status: r.status,
    generatedAt: r.generated_at.toISOString(),
    publishedAt: r.published_at?.toISOString() ?? null,
    reviewerId: r.reviewer_id,
    editorId: r.editor_id,
    unpublishedReason: r.unpublished_reason,
    costUsd: r.cost_usd,
    imageUrl: r.image_url,
  });
  const found = (r: ArticleRow | undefined) => {
    if (!r) throw new NotFound('Artigo não encontrado.');
    return r;
  };
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/content',
      summary: 'Back office: artigos da IA (rascunhos, publicados, despublicados), publicação automática e estado da IA',
      tags: ADMIN_TAGS,
      access: 'admin',
      rateLimit: { points: 240, windowSeconds: 60, key: 'user' },
      input: { query: z.object({ status: z.enum(['draft', 'published', 'unpublished', 'all'], 'Situação inválida.').default('all') }) },
      async handler(_ctx, { query }) {
        const rows: ArticleRow[] = await fullArticles(runtime.db)
          .modify((q) => (query.status === 'all' ? q : q.where('a.status', query.status)))
          .orderBy('a.generated_at', 'desc')
          .limit(200);
        const counts = await runtime.db('blog_articles').groupBy('status').select<{ status: string; n: string }[]>('status', runtime.db.raw('count(*) AS n'));
        const settings = await runtime.db('blog_settings').where({ id: 1 }).first<{ changed_by: string; changed_at: Date } | undefined>('changed_by', 'changed_at');
        return {
          success: true as const,
          data: {
            articles: rows.map(adminView),
            counts: Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])),
            settings: { autoPublish: await autoPublish(runtime), changedBy: settings?.changed_by ?? null, changedAt: settings?.changed_at.toISOString() ?? null },
            provider: await providerStatus(runtime),
            categories: CATEGORY_LABELS,
          },
        };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/admin/content/settings',
      summary: 'Back office: liga ou desliga a publicação automática dos artigos da IA',
      tags: ADMIN_TAGS,
      access: 'admin',
      rateLimit: ADMIN_WRITE,
      input: { body: z.object({ autoPublish: z.boolean('Informe se os artigos são publicados automaticamente.') }) },
      async handler(_ctx, { principal, body }) {
        const { position } = await runtime.events.append(blogSettingsStream(), [newEvent(BlogSettingsChanged, { staffId: principal.userId, autoPublish: body.autoPublish }, { actorId: principal.userId })]);
        await waitForProjection(runtime.db, 'blog', position);
        return { success: true as const, message: body.autoPublish ? 'Publicação automática ligada.' : 'Publicação automática desligada: os artigos novos aguardam revisão.', data: { autoPublish: body.autoPublish } };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/admin/content/articles/:id',
      summary: 'Back office: edita título, resumo, texto, categoria, tags e imagem de um artigo',
      tags: ADMIN_TAGS,
      access: 'admin',
      rateLimit: ADMIN_WRITE,
      input: { params: idParam, body: articleDraft },
      async handler(_ctx, { principal, params, body }) {
        const data: DataOf<typeof ArticleEdited> = { ...body, articleId: params.id, staffId: principal.userId };
        const row = found(await onArticle(params.id, (s) => edit(s, data), principal.userId));
        return { success: true as const, message: 'Artigo salvo.', data: adminView(row) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/content/articles/:id/publish',
      summary: 'Back office: publica um artigo no blog (o revisor fica registrado)',
      tags: ADMIN_TAGS,
      access: 'admin',
      rateLimit: ADMIN_WRITE,
      input: { params: idParam },
      async handler(_ctx, { principal, params }) {
        const row = found(await onArticle(params.id, (s) => publish(s, { articleId: params.id, staffId: principal.userId, now: runtime.now() }), principal.userId));
        return { success: true as const, message: 'Artigo publicado.', data: adminView(row) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/content/articles/:id/unpublish',
      summary: 'Back office: tira um artigo do blog, com o motivo',
      tags: ADMIN_TAGS,
      access: 'admin',
      rateLimit: ADMIN_WRITE,
      input: { params: idParam, body: z.object({ reason: z.string('Informe o motivo.').trim().min(3, 'Informe o motivo (pelo menos 3 caracteres).').max(500, 'O motivo pode ter até 500 caracteres.') }) },
      async handler(_ctx, { principal, params, body }) {
        const row = found(await onArticle(params.id, (s) => unpublish(s, { articleId: params.id, staffId: principal.userId, reason: body.reason }), principal.userId));
        return { success: true as const, message: 'Artigo despublicado.', data: adminView(row) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/content/articles/:id/feature',
      summary: 'Back office: põe ou tira um artigo publicado dos destaques do blog',
      tags: ADMIN_TAGS,
      access: 'admin',
      rateLimit: ADMIN_WRITE,
      input: { params: idParam, body: z.object({ featured: z.boolean('Informe se o artigo fica em destaque.') }) },
      async handler(_ctx, { principal, params, body }) {
        const row = found(await onArticle(params.id, (s) => feature(s, { articleId: params.id, staffId: principal.userId, featured: body.featured }), principal.userId));
        return { success: true as const, message: body.featured ? 'Artigo em destaque.' : 'Artigo fora dos destaques.', data: adminView(row) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/content/generate',
      summary: 'Back office: pede artigos novos à IA agora (respeitando a janela de 5 minutos)',
      tags: ADMIN_TAGS,
      access: 'admin',
      rateLimit: { points: 20, windowSeconds: 60, key: 'user' },
      status: 202,
      async handler() {
        await runtime.jobs.queue(CONTENT_AI_QUEUE).add('articles', {}, { jobId: `articles-staff-${Date.now()}` });
        return { success: true as const, message: 'Geração de artigos agendada.' };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/content/simulator/mode',
      summary: 'Simulação local: faz a IA simulada responder normalmente, com limite (429), fora do ar (500) ou com texto inválido',
      tags: ADMIN_TAGS,
      access: 'admin',
      rateLimit: { points: 20, windowSeconds: 60, key: 'user' },
      input: { body: z.object({ mode: z.enum(['ok', 'limit', 'down', 'garbage'], 'Modo inválido.') }) },
      async handler(_ctx, { body }) {
        if (!runtime.config.simulated.ai) throw new Conflict('A IA simulada só existe sem provedor de IA configurado.', 'NOT_SIMULATED');
        const response = await fetch(`${runtime.config.AI_BASE_URL}/__sim/mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(() => null);
        if (!response?.ok) throw new Conflict('A IA simulada não respondeu.', 'SIMULATOR_DOWN');
        return { success: true as const, message: `IA simulada no modo "${body.mode}".` };
      },
    }),
  ];
}

/** The blog's pages as crawlers and link previews see them: each article with its own title, description and image. */
export function blogPages(runtime: Runtime): PageMetaSource[] {
  const url = (path: string) => `${runtime.config.publicUrl}${path}`;
  return [
    {
      path: '/blog',
      meta: async () => ({ title: 'Blog', description: 'Artigos sobre criptomoedas escritos pela IA do π Boost e revisados pela equipe: mercado, tecnologia, educação, análise e regulamentação.', url: url('/blog') }),
    },
    {
      path: '/blog/:slug',
      async meta({ slug }) {
        if (!slug || !/^[a-z0-9-]{1,140}$/.test(slug)) return null;
        const row = await articleBySlug(runtime, slug);
        if (!row || row.status !== 'published') return null;
        return { title: row.title, description: row.excerpt, url: url(`/blog/${row.slug}`), image: row.image_url, type: 'article' };
      },
    },
  ];
}
