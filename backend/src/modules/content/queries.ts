// What the blog reads: published articles from the read model, filtered and paginated in SQL
// (product-spec §5's rule: the search text in the title, excerpt or any tag, any case; the category
// or all), the views counted by this module, and the blog's auto-publish setting.
import type { Knex } from 'knex';
import type { ArticleCard } from '@piboost/events/content';
import type { Runtime } from '../../platform/runtime';

export const PAGE_SIZE = 9;
/** product-spec §9: two featured articles. */
export const FEATURED = 2;

export interface ArticleRow {
  id: string;
  slug: string;
  status: 'draft' | 'published' | 'unpublished';
  title: string;
  excerpt: string;
  body: string;
  author: string;
  category: ArticleCard['category'];
  tags: string[];
  image_url: string | null;
  read_time_minutes: number;
  source_date: string | null;
  source_url: string | null;
  sources: { title: string; url: string; date: string | null }[];
  ai_generated: boolean;
  simulated: boolean;
  model: string;
  cost_usd: number;
  generated_at: Date;
  published_at: Date | null;
  reviewer_id: string | null;
  editor_id: string | null;
  edited_at: Date | null;
  unpublished_reason: string | null;
  featured: boolean;
  likes: number;
  views?: number | string | null;
}

/** Two letters: the first letters of the first two words, else the first two letters (product-spec §2). */
export function initialsOf(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
  const letters = words.length >= 2 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '').slice(0, 2);
  return letters.toUpperCase() || 'IA';
}

export const cardOf = (r: ArticleRow): ArticleCard => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  excerpt: r.excerpt,
  author: r.author,
  authorInitials: initialsOf(r.author),
  publishDate: (r.published_at ?? r.generated_at).toISOString(),
  readTimeMinutes: r.read_time_minutes,
  category: r.category,
  tags: r.tags,
  imageUrl: r.image_url,
  views: Number(r.views ?? 0),
  likes: r.likes,
  featured: r.featured,
  aiGenerated: r.ai_generated,
  simulated: r.simulated,
});

const CARD_COLUMNS = ['a.id', 'a.slug', 'a.title', 'a.excerpt', 'a.author', 'a.category', 'a.tags', 'a.image_url', 'a.read_time_minutes', 'a.ai_generated', 'a.simulated', 'a.generated_at', 'a.published_at', 'a.featured', 'a.likes'];

/** `%`, `_` and `\` in the search text mean themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface BlogQuery {
  q?: string;
  category?: string;
  page: number;
}

function published(db: Knex, query: Omit<BlogQuery, 'page'>) {
  const q = db('blog_articles as a').where('a.status', 'published');
  if (query.category && query.category !== 'all') q.andWhere('a.category', query.category);
  if (query.q?.trim()) q.andWhere('a.search', 'like', likePattern(query.q.trim()));
  return q;
}

const withViews = (q: Knex.QueryBuilder) => q.leftJoin('article_view_totals as v', 'v.article_id', 'a.id').select(...CARD_COLUMNS, 'v.views');

/** One page of published articles, newest first, and how many match in all. */
export async function listArticles(runtime: Runtime, query: BlogQuery): Promise<{ articles: ArticleCard[]; total: number }> {
  const [rows, count] = await Promise.all([
    withViews(published(runtime.readDb, query))
      .orderBy([
        { column: 'a.published_at', order: 'desc' },
        { column: 'a.id', order: 'desc' },
      ])
      .offset((query.page - 1) * PAGE_SIZE)
      .limit(PAGE_SIZE),
    published(runtime.readDb, query).count<{ n: string }[]>('* as n'),
  ]);
  return { articles: (rows as ArticleRow[]).map(cardOf), total: Number(count[0]?.n ?? 0) };
}

/** The two featured places: articles staff featured first, then the newest. */
export async function featuredArticles(runtime: Runtime): Promise<ArticleCard[]> {
  const rows = await withViews(published(runtime.readDb, {}))
    .orderBy([
      { column: 'a.featured', order: 'desc' },
      { column: 'a.published_at', order: 'desc' },
      { column: 'a.id', order: 'desc' },
    ])
    .limit(FEATURED);
  return (rows as ArticleRow[]).map(cardOf);
}

/** Articles with their whole text, sources and views (one article, or the back office's list). */
export const fullArticles = (db: Knex) =>
  db('blog_articles as a').join('blog_article_texts as t', 't.id', 'a.id').leftJoin('article_view_totals as v', 'v.article_id', 'a.id').select('a.*', 't.body', 't.sources', 'v.views');

export async function articleBySlug(runtime: Runtime, slug: string): Promise<ArticleRow | undefined> {
  return fullArticles(runtime.db).where('a.slug', slug).first<ArticleRow | undefined>();
}

export async function articleById(runtime: Runtime, id: string): Promise<ArticleRow | undefined> {
  return fullArticles(runtime.db).where('a.id', id).first<ArticleRow | undefined>();
}

/** The blog's setting; a fresh install publishes the AI's articles at once (docs/decisions.md, "Blog"). */
export async function autoPublish(runtime: Runtime): Promise<boolean> {
  const row = await runtime.db('blog_settings').where({ id: 1 }).first<{ auto_publish: boolean } | undefined>('auto_publish');
  return row?.auto_publish ?? true;
}

/**
 * One view per viewer (a person, else the keyed hash of address and browser) per article per São
 * Paulo day; the total is kept beside it. Returns the article's views.
 */
export async function countView(runtime: Runtime, articleId: string, viewer: string): Promise<number> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(runtime.now());
  return runtime.db.transaction(async (trx) => {
    const added = await trx('article_views').insert({ article_id: articleId, viewer, day }).onConflict(['article_id', 'viewer', 'day']).ignore().returning('viewer');
    if (added.length) {
      const [row] = await trx.raw<{ rows: { views: string }[] }>(
        `INSERT INTO article_view_totals (article_id, views) VALUES (?, 1) ON CONFLICT (article_id) DO UPDATE SET views = article_view_totals.views + 1 RETURNING views`,
        [articleId],
      ).then((r) => r.rows);
      return Number(row!.views);
    }
    const row = await trx('article_view_totals').where({ article_id: articleId }).first<{ views: string } | undefined>('views');
    return Number(row?.views ?? 0);
  });
}

/**
 * What the blog holds about one person, for the copy of their data: the articles they like now (a
 * withdrawn like leaves only the article's and the person's ids in the log) and the days they
 * read each article (views are counted, not logged).
 */
export async function blogActivityOf(runtime: Runtime, userId: string) {
  const [likes, reads] = await Promise.all([
    runtime.db('blog_article_likes as l').join('blog_articles as a', 'a.id', 'l.article_id').where('l.user_id', userId).orderBy('l.liked_at').select<{ title: string; slug: string; liked_at: Date }[]>('a.title', 'a.slug', 'l.liked_at'),
    runtime.db('article_views as v').join('blog_articles as a', 'a.id', 'v.article_id').where('v.viewer', `u:${userId}`).orderBy('v.day').select<{ title: string; slug: string; day: string }[]>('a.title', 'a.slug', runtime.db.raw(`to_char(v.day, 'YYYY-MM-DD') AS day`)),
  ]);
  return {
    likes: likes.map((l) => ({ title: l.title, path: `/blog/${l.slug}`, likedAt: l.liked_at.toISOString() })),
    reads: reads.map((r) => ({ title: r.title, path: `/blog/${r.slug}`, day: r.day })),
  };
}
