// What the content handlers share: their tags, access and limits, an article row as the API shows it,
// and the editorial write path (load -> decide -> append on the article's stream, then wait for the
// blog, and answer the article as the back office now sees it).
import type { Article } from '@piboost/events';
import { articleStream } from '@piboost/events';
import { handleCommand, loadStream } from '../../../platform/command';
import { Conflict, NotFound, type AppContext, type Principal } from '../../../platform/http';
import { waitForProjection } from '../../../platform/read-your-writes';
import type { Runtime } from '../../../platform/runtime';
import { EditorialRefused, foldArticle, type ArticleState, type Decision } from '../decide';
import { articleById, articleBySlug, cardOf, type ArticleRow } from '../queries';
import { doneResponse } from './article.schema';
import { editorialResponse } from './editorial.schema';

export const TAGS = ['Blog'];
export const ADMIN_TAGS = ['Back office'];
const PUBLIC_READ = { points: 120, windowSeconds: 60, key: 'ip' } as const;
export const WRITE = { points: 60, windowSeconds: 60, key: 'user' } as const;
/** The blog's pages: anyone, by address. */
export const PUBLIC_PAGE = { method: 'GET', tags: TAGS, access: 'public', rateLimit: PUBLIC_READ } as const;
/** The blog's public requests to the AI (Reconectar, new articles): anyone, 6 a minute per address, queued (202). */
export const PUBLIC_AI_REQUEST = { method: 'POST', tags: TAGS, access: 'public', rateLimit: { points: 6, windowSeconds: 60, key: 'ip' }, status: 202, response: doneResponse } as const;
/** The back office's editorial writes: admins only. */
export const ADMIN_WRITE = { tags: ADMIN_TAGS, access: 'admin', rateLimit: { points: 60, windowSeconds: 60, key: 'user' } } as const;
/** An editorial command on one article, answered with it as the back office now sees it. */
export const EDITORIAL = { ...ADMIN_WRITE, response: editorialResponse } as const;
/** The back office's requests to what lies outside (new articles now, the simulated AI's mode): few a minute, answered in words. */
export const ADMIN_REQUEST = { method: 'POST', tags: ADMIN_TAGS, access: 'admin', rateLimit: { points: 20, windowSeconds: 60, key: 'user' }, response: doneResponse } as const;

export function fullArticle(r: ArticleRow): Article {
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

export const adminView = (r: ArticleRow) => ({
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

/** The editorial refusals as HTTP: an unknown article is 404, any other refusal 409. */
export function editorialToHttp(err: unknown): never {
  if (err instanceof EditorialRefused) throw err.message === 'Artigo não encontrado.' ? new NotFound(err.message) : new Conflict(err.message, 'EDITORIAL_REFUSED');
  throw err;
}

/** The handlers' shared reads and writes, one per runtime's routes. */
export function contentContext(runtime: Runtime) {
  const settle = (position: string) => waitForProjection(runtime.db, 'blog', position);

  /**
   * Load -> decide -> append on the article's stream, then wait for the blog's read model; answers
   * `message` and the article as the back office now sees it (404 if none).
   */
  async function editorial(articleId: string, decide: (state: ArticleState) => Decision, staffId: string, message: string) {
    const result = await handleCommand(runtime.events, articleStream(articleId), loadStream(runtime.store, articleStream(articleId), foldArticle), decide, { metadata: { actorId: staffId } }).catch(editorialToHttp);
    if (result.appended) await settle(result.appended.position);
    const row = await articleById(runtime, articleId);
    if (!row) throw new NotFound('Artigo não encontrado.');
    return { success: true as const, message, data: adminView(row) };
  }

  const viewerOf = (ctx: AppContext, principal: Principal | null) => (principal ? `u:${principal.userId}` : `a:${runtime.keyedHash(`${ctx.ip}|${ctx.get('user-agent')}`)}`);

  /** A published article by its slug, else 404. */
  async function published(slug: string): Promise<ArticleRow> {
    const row = await articleBySlug(runtime, slug);
    if (!row || row.status !== 'published') throw new NotFound('Artigo não encontrado.');
    return row;
  }

  return { runtime, settle, editorial, viewerOf, published };
}

export type ContentContext = ReturnType<typeof contentContext>;
