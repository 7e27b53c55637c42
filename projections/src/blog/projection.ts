// blog: the AI's articles with their editorial state (draft, published, unpublished), who reviewed
// and edited them, the featured flag, likes per person, and the blog's auto-publish setting. The
// search column follows the spec's filter rule (title, excerpt or any tag, any case) and carries a
// trigram index, so a substring search stays fast with many thousands of articles.
import type { Knex } from 'knex';
import {
  ArticleEdited,
  ArticleFeatureChanged,
  ArticleGenerated,
  ArticleLiked,
  ArticlePublished,
  ArticleUnliked,
  ArticleUnpublished,
  BlogSettingsChanged,
  isEvent,
  type RecordedEvent,
} from '@piboost/events';
import { indexName, type Projection, type ProjectionTarget } from '../engine/projection';

const eventTypes = [ArticleGenerated, ArticleEdited, ArticlePublished, ArticleUnpublished, ArticleFeatureChanged, ArticleLiked, ArticleUnliked, BlogSettingsChanged].map((d) => d.type);

type Row = Record<string, unknown>;

/** What the blog's search reads: title, excerpt and tags, lower-cased (product-spec §5). */
export const searchText = (title: string, excerpt: string, tags: readonly string[]) => [title, excerpt, ...tags].join(' \u2022 ').toLowerCase();

export const blogProjection: Projection = {
  name: 'blog',
  version: 1,
  eventTypes,
  tables: ['blog_articles', 'blog_article_texts', 'blog_article_likes', 'blog_settings'],
  async createTables(db: Knex, table) {
    await db.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    const t = table('blog_articles');
    await db.raw(`
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        status text NOT NULL,
        title text NOT NULL,
        excerpt text NOT NULL,
        author text NOT NULL,
        category text NOT NULL,
        tags text[] NOT NULL,
        image_url text,
        read_time_minutes integer NOT NULL,
        source_date date,
        source_url text,
        ai_generated boolean NOT NULL,
        simulated boolean NOT NULL,
        model text NOT NULL,
        cost_usd double precision NOT NULL,
        generated_at timestamptz NOT NULL,
        published_at timestamptz,
        reviewer_id uuid,
        editor_id uuid,
        edited_at timestamptz,
        unpublished_reason text,
        featured boolean NOT NULL DEFAULT false,
        likes integer NOT NULL DEFAULT 0,
        search text NOT NULL
      );
      CREATE INDEX ${indexName(t, 'published')} ON ${t} (published_at DESC, id DESC) WHERE status = 'published';
      CREATE INDEX ${indexName(t, 'category')} ON ${t} (category, published_at DESC, id DESC) WHERE status = 'published';
      CREATE INDEX ${indexName(t, 'featured')} ON ${t} (featured DESC, published_at DESC, id DESC) WHERE status = 'published';
      CREATE INDEX ${indexName(t, 'search')} ON ${t} USING gin (search gin_trgm_ops) WHERE status = 'published';
      CREATE INDEX ${indexName(t, 'generated')} ON ${t} (generated_at DESC);
      -- The whole text and sources apart: the list and its counts scan narrow rows.
      CREATE TABLE ${table('blog_article_texts')} (
        id uuid PRIMARY KEY,
        body text NOT NULL,
        sources jsonb NOT NULL
      );
      CREATE TABLE ${table('blog_article_likes')} (
        article_id uuid NOT NULL,
        user_id uuid NOT NULL,
        liked_at timestamptz NOT NULL,
        PRIMARY KEY (article_id, user_id)
      );
      CREATE TABLE ${table('blog_settings')} (
        id integer PRIMARY KEY,
        auto_publish boolean NOT NULL,
        changed_by uuid NOT NULL,
        changed_at timestamptz NOT NULL
      );
    `);
  },
  async applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget) {
    const articles = table('blog_articles');
    const likes = table('blog_article_likes');
    // New articles are gathered and written in bulk; an article's later events in the same batch
    // change the gathered row. Likes and changes to older articles are written in order.
    const fresh = new Map<string, { article: Row; text: Row }>();
    const flush = async () => {
      if (fresh.size === 0) return;
      const rows = [...fresh.values()];
      fresh.clear();
      await trx(articles).insert(rows.map((r) => r.article)).onConflict('id').ignore();
      await trx(table('blog_article_texts')).insert(rows.map((r) => r.text)).onConflict('id').ignore();
    };
    const change = async (id: string, article: Row, text?: Row) => {
      const gathered = fresh.get(id);
      if (gathered) {
        Object.assign(gathered.article, article);
        Object.assign(gathered.text, text ?? {});
        return;
      }
      await trx(articles).where({ id }).update(article);
      if (text) await trx(table('blog_article_texts')).where({ id }).update(text);
    };
    for (const e of events) {
      if (isEvent(e, ArticleGenerated)) {
        const d = e.data;
        fresh.set(d.articleId, {
          article: {
            id: d.articleId,
            slug: d.slug,
            status: 'draft',
            title: d.title,
            excerpt: d.excerpt,
            author: d.author,
            category: d.category,
            tags: d.tags,
            image_url: d.imageUrl,
            read_time_minutes: d.readTimeMinutes,
            source_date: d.sourceDate,
            source_url: d.sourceUrl,
            ai_generated: d.aiGenerated,
            simulated: d.simulated,
            model: d.model,
            cost_usd: d.costUsd,
            generated_at: d.generatedAt,
            search: searchText(d.title, d.excerpt, d.tags),
          },
          text: { id: d.articleId, body: d.body, sources: JSON.stringify(d.sources) },
        });
      } else if (isEvent(e, ArticleEdited)) {
        const d = e.data;
        await change(
          d.articleId,
          { title: d.title, excerpt: d.excerpt, category: d.category, tags: d.tags, image_url: d.imageUrl, editor_id: d.staffId, edited_at: e.recordedAt, search: searchText(d.title, d.excerpt, d.tags) },
          { body: d.body },
        );
      } else if (isEvent(e, ArticlePublished)) {
        await change(e.data.articleId, { status: 'published', published_at: e.data.publishedAt, reviewer_id: e.data.staffId, unpublished_reason: null });
      } else if (isEvent(e, ArticleUnpublished)) {
        await change(e.data.articleId, { status: 'unpublished', reviewer_id: e.data.staffId, unpublished_reason: e.data.reason });
      } else if (isEvent(e, ArticleFeatureChanged)) {
        await change(e.data.articleId, { featured: e.data.featured });
      } else if (isEvent(e, ArticleLiked)) {
        await flush();
        const added = await trx(likes).insert({ article_id: e.data.articleId, user_id: e.data.userId, liked_at: e.recordedAt }).onConflict(['article_id', 'user_id']).ignore().returning('user_id');
        if (added.length) await trx(articles).where({ id: e.data.articleId }).increment('likes', 1);
      } else if (isEvent(e, ArticleUnliked)) {
        await flush();
        const removed = await trx(likes).where({ article_id: e.data.articleId, user_id: e.data.userId }).delete();
        if (removed) await trx(articles).where({ id: e.data.articleId }).decrement('likes', 1);
      } else if (isEvent(e, BlogSettingsChanged)) {
        const row: Row = { id: 1, auto_publish: e.data.autoPublish, changed_by: e.data.staffId, changed_at: e.recordedAt };
        await trx(table('blog_settings')).insert(row).onConflict('id').merge();
      }
    }
    await flush();
  },
};
