import { describe, expect, it } from 'vitest';
import { ArticleEdited, ArticleFeatureChanged, ArticleGenerated, ArticleLiked, ArticlePublished, ArticleUnliked, ArticleUnpublished, BlogSettingsChanged, newEvent, type DataOf } from '@piboost/events';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { asRecorded } from '../../../tests/bench/synthetic';
import { blogProjection } from './projection';

const one = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const two = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const ana = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';
const bia = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';
const staff = '4fae7182-6051-4293-8edf-4a5b6c7d8e9f';

const { db: database, project } = projectionTestDb(blogProjection);

const generated = (articleId: string, title: string): DataOf<typeof ArticleGenerated> => ({
  articleId,
  slug: `artigo-${articleId.slice(0, 8)}`,
  title,
  excerpt: 'Resumo do artigo.',
  body: 'Texto completo do artigo, com parágrafos.',
  author: 'Redação',
  category: 'mercado',
  tags: ['Bitcoin', 'ETFs'],
  imageUrl: null,
  readTimeMinutes: 2,
  sourceDate: '2026-03-01',
  sourceUrl: null,
  sources: [{ title: 'Fonte', url: 'https://exemplo.com.br/f', date: null }],
  aiGenerated: true,
  simulated: false,
  model: 'sonar-pro',
  costUsd: 0.01,
  generatedAt: '2026-03-01T12:00:00.000Z',
});

const story = asRecorded([
  at('2026-03-01T12:00:00Z', newEvent(ArticleGenerated, generated(one, 'Bitcoin e os ETFs')), newEvent(ArticlePublished, { articleId: one, staffId: null, publishedAt: '2026-03-01T12:00:00.000Z' })),
  at('2026-03-01T12:05:00Z', newEvent(ArticleGenerated, generated(two, 'Staking explicado')), newEvent(ArticleLiked, { articleId: one, userId: ana })),
  at('2026-03-01T13:00:00Z', newEvent(ArticleLiked, { articleId: one, userId: bia }), newEvent(ArticleLiked, { articleId: one, userId: ana }), newEvent(ArticleUnliked, { articleId: one, userId: bia })),
  at(
    '2026-03-02T09:00:00Z',
    newEvent(ArticleEdited, { articleId: two, staffId: staff, title: 'Staking, explicado para iniciantes', excerpt: 'Como funciona.', body: 'Texto revisado pela redação.', category: 'educacao', tags: ['Staking'], imageUrl: null }),
    newEvent(ArticlePublished, { articleId: two, staffId: staff, publishedAt: '2026-03-02T09:00:00.000Z' }),
    newEvent(ArticleFeatureChanged, { articleId: two, staffId: staff, featured: true }),
  ),
  at('2026-03-03T09:00:00Z', newEvent(ArticleUnpublished, { articleId: one, staffId: staff, reason: 'Fonte desatualizada' }), newEvent(BlogSettingsChanged, { staffId: staff, autoPublish: false })),
]);

async function rows(table: (logical: string) => string) {
  const q = (sql: string, t: string) => database().raw(sql, [table(t)]).then((r: { rows: Record<string, unknown>[] }) => r.rows);
  return {
    articles: await q('SELECT id, status, title, category, tags, featured, likes, reviewer_id, editor_id, unpublished_reason, search FROM ?? ORDER BY id', 'blog_articles'),
    texts: await q('SELECT * FROM ?? ORDER BY id', 'blog_article_texts'),
    likes: await q('SELECT article_id, user_id FROM ?? ORDER BY article_id, user_id', 'blog_article_likes'),
    settings: await q('SELECT auto_publish, changed_by FROM ??', 'blog_settings'),
  };
}

describe('blog projection', () => {
  it('keeps each article’s editorial state, text, likes (one per person) and the setting', async () => {
    const r = await rows(await project(story));
    expect(r.articles).toEqual([
      { id: one, status: 'unpublished', title: 'Bitcoin e os ETFs', category: 'mercado', tags: ['Bitcoin', 'ETFs'], featured: false, likes: 1, reviewer_id: staff, editor_id: null, unpublished_reason: 'Fonte desatualizada', search: 'bitcoin e os etfs • resumo do artigo. • bitcoin • etfs' },
      { id: two, status: 'published', title: 'Staking, explicado para iniciantes', category: 'educacao', tags: ['Staking'], featured: true, likes: 0, reviewer_id: staff, editor_id: staff, unpublished_reason: null, search: 'staking, explicado para iniciantes • como funciona. • staking' },
    ]);
    expect(r.texts.map((t) => t.body)).toEqual(['Texto completo do artigo, com parágrafos.', 'Texto revisado pela redação.']);
    expect(r.likes).toEqual([{ article_id: one, user_id: ana }]);
    expect(r.settings).toEqual([{ auto_publish: false, changed_by: staff }]);
  });

  it('ends with the same rows whatever the batch size', async () => {
    const whole = await rows(await project(story));
    for (const size of [1, 2, 3, 5]) expect(await rows(await project(story, size))).toEqual(whole);
  });
});
