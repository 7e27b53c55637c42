// The editorial rules as specifications: given an article's events, when a staff command, then these
// events or EditorialRefused - and the likes, one per person.
import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { ArticleFeatureChanged, ArticleGenerated, ArticlePublished, newEvent, type DataOf, type NewEvent, type RecordedEvent } from '@piboost/events';
import { decider } from '../../../../tests/support/given';
import { EditorialRefused, edit, feature, foldArticle, foldLike, generate, like, publish, unpublish } from './decide';

const articleId = randomUUID();
const staffId = randomUUID();
const userId = randomUUID();
const now = new Date('2026-03-10T15:00:00.000Z');

/** Folds the given events as the stream would hold them. */
const stored = (history: readonly NewEvent[]) => history.map((e) => ({ ...e, recordedAt: now }) as unknown as RecordedEvent);
const article = <C>(decide: (state: ReturnType<typeof foldArticle>, command: C) => { events: NewEvent[] }) => decider((h: readonly NewEvent[]) => foldArticle(stored(h)), decide);

const written: DataOf<typeof ArticleGenerated> = {
  articleId,
  slug: 'um-artigo',
  title: 'Um artigo da IA',
  excerpt: 'Um resumo do artigo escrito pela IA.',
  body: 'O texto do artigo.',
  author: 'Analista',
  category: 'mercado',
  tags: [],
  imageUrl: null,
  readTimeMinutes: 3,
  sourceDate: null,
  sourceUrl: null,
  sources: [],
  aiGenerated: true,
  simulated: true,
  model: 'modelo',
  costUsd: 0,
  generatedAt: now.toISOString(),
};
const generated = newEvent(ArticleGenerated, written);
const published = newEvent(ArticlePublished, { articleId, staffId, publishedAt: now.toISOString() });
const featured = newEvent(ArticleFeatureChanged, { articleId, staffId, featured: true });

describe('generate', () => {
  it('writes a new article, published with it only when the blog auto-publishes', () => {
    article(generate).given().when({ article: written, publish: true }).then('ArticleGenerated', { type: 'ArticlePublished', data: { articleId, staffId: null, publishedAt: written.generatedAt } });
    article(generate).given().when({ article: written, publish: false }).then('ArticleGenerated');
  });
  it('never writes the same article twice', () => {
    article(generate).given(generated).when({ article: written, publish: true }).thenThrows(EditorialRefused);
  });
});

describe('publish', () => {
  it('publishes a draft, the reviewer and the instant recorded; a published one stays as it is', () => {
    article(publish).given(generated).when({ articleId, staffId, now }).then({ type: 'ArticlePublished', data: { articleId, staffId, publishedAt: now.toISOString() } });
    article(publish).given(generated, published).when({ articleId, staffId, now }).thenNothing();
  });
  it('refuses an article that does not exist', () => {
    article(publish).given().when({ articleId, staffId, now }).thenThrows(EditorialRefused, { message: 'Artigo não encontrado.' });
  });
});

describe('unpublish', () => {
  it('takes a published article off the blog, and out of the featured places with it', () => {
    article(unpublish).given(generated, published).when({ articleId, staffId, reason: 'Dados errados' }).then({ type: 'ArticleUnpublished', data: { reason: 'Dados errados' } });
    article(unpublish).given(generated, published, featured).when({ articleId, staffId, reason: 'Dados errados' }).then('ArticleUnpublished', { type: 'ArticleFeatureChanged', data: { featured: false } });
  });
  it('refuses an article that is not published', () => {
    article(unpublish).given(generated).when({ articleId, staffId, reason: 'Dados errados' }).thenThrows(EditorialRefused, { message: 'Este artigo não está publicado.' });
  });
});

describe('feature', () => {
  it('features only a published article, and changes nothing when already so', () => {
    article(feature).given(generated, published).when({ articleId, staffId, featured: true }).then({ type: 'ArticleFeatureChanged', data: { featured: true } });
    article(feature).given(generated, published, featured).when({ articleId, staffId, featured: true }).thenNothing();
    article(feature).given(generated).when({ articleId, staffId, featured: true }).thenThrows(EditorialRefused, { message: 'Só um artigo publicado pode ir para o destaque.' });
  });
  it('takes a draft out of the featured places', () => {
    article(feature).given(generated, featured).when({ articleId, staffId, featured: false }).then({ type: 'ArticleFeatureChanged', data: { featured: false } });
  });
});

describe('edit', () => {
  it('edits an existing article and refuses an unknown one', () => {
    const draft = { title: 'Outro título', excerpt: written.excerpt, body: written.body, category: written.category, tags: ['BTC'], imageUrl: null, articleId, staffId };
    article(edit).given(generated).when(draft).then({ type: 'ArticleEdited', data: { title: 'Outro título', tags: ['BTC'] } });
    article(edit).given().when(draft).thenThrows(EditorialRefused);
  });
});

describe('like', () => {
  const likes = decider((h: readonly NewEvent[]) => foldLike(stored(h)), like);
  const liked = like(false, { articleId, userId, like: true }).events;
  it('one like per person: a second changes nothing, and an unlike undoes it', () => {
    likes.given().when({ articleId, userId, like: true }).then({ type: 'ArticleLiked', data: { articleId, userId } });
    likes.given(...liked).when({ articleId, userId, like: true }).thenNothing();
    likes.given(...liked).when({ articleId, userId, like: false }).then('ArticleUnliked');
    likes.given().when({ articleId, userId, like: false }).thenNothing();
  });
});
