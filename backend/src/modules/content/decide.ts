// The pure content decisions: an article's stream folded to its state, a command in, the events out -
// or EditorialRefused with the Portuguese reason, which the handler answers with 404 or 409. Also the
// likes, the blog's setting and the staff's requests for articles.
import { ArticleEdited, ArticleFeatureChanged, ArticleGenerated, ArticleGenerationRequested, ArticleLiked, ArticlePublished, ArticleUnliked, ArticleUnpublished, BlogSettingsChanged, isEvent, newEvent, type DataOf, type NewEvent, type RecordedEvent } from '@piboost/events';

export class EditorialRefused extends Error {
  override name = 'EditorialRefused';
}

export interface ArticleState {
  exists: boolean;
  status: 'draft' | 'published' | 'unpublished';
  featured: boolean;
}

export function foldArticle(history: readonly RecordedEvent[]): ArticleState {
  const state: ArticleState = { exists: false, status: 'draft', featured: false };
  for (const e of history) {
    if (isEvent(e, ArticleGenerated)) state.exists = true;
    else if (isEvent(e, ArticlePublished)) state.status = 'published';
    else if (isEvent(e, ArticleUnpublished)) state.status = 'unpublished';
    else if (isEvent(e, ArticleFeatureChanged)) state.featured = e.data.featured;
  }
  return state;
}

export type Decision = { events: NewEvent[] };
const none: Decision = { events: [] };

function existing(state: ArticleState): void {
  if (!state.exists) throw new EditorialRefused('Artigo não encontrado.');
}

/** A new article the AI wrote, on its own new stream; published with it when the blog auto-publishes. */
export function generate(state: ArticleState, command: { article: DataOf<typeof ArticleGenerated>; publish: boolean }): Decision {
  if (state.exists) throw new EditorialRefused('Este artigo já existe.');
  const { articleId, generatedAt } = command.article;
  return { events: [newEvent(ArticleGenerated, command.article), ...(command.publish ? [newEvent(ArticlePublished, { articleId, staffId: null, publishedAt: generatedAt })] : [])] };
}

export function publish(state: ArticleState, command: { articleId: string; staffId: string; now: Date }): Decision {
  existing(state);
  if (state.status === 'published') return none;
  return { events: [newEvent(ArticlePublished, { articleId: command.articleId, staffId: command.staffId, publishedAt: command.now.toISOString() })] };
}

export function unpublish(state: ArticleState, command: { articleId: string; staffId: string; reason: string }): Decision {
  existing(state);
  if (state.status !== 'published') throw new EditorialRefused('Este artigo não está publicado.');
  // Off the blog means out of the featured places too.
  return {
    events: [
      newEvent(ArticleUnpublished, command),
      ...(state.featured ? [newEvent(ArticleFeatureChanged, { articleId: command.articleId, staffId: command.staffId, featured: false })] : []),
    ],
  };
}

export function feature(state: ArticleState, command: { articleId: string; staffId: string; featured: boolean }): Decision {
  existing(state);
  if (command.featured && state.status !== 'published') throw new EditorialRefused('Só um artigo publicado pode ir para o destaque.');
  if (state.featured === command.featured) return none;
  return { events: [newEvent(ArticleFeatureChanged, command)] };
}

export function edit(state: ArticleState, command: DataOf<typeof ArticleEdited>): Decision {
  existing(state);
  return { events: [newEvent(ArticleEdited, command)] };
}

/** A person's like of one article: their own stream, so one like each however many tabs click. */
export const foldLike = (history: readonly RecordedEvent[]): boolean => history.reduce((liked, e) => (isEvent(e, ArticleLiked) ? true : isEvent(e, ArticleUnliked) ? false : liked), false);

export function like(liked: boolean, command: { articleId: string; userId: string; like: boolean }): Decision {
  if (liked === command.like) return none;
  return { events: [command.like ? newEvent(ArticleLiked, { articleId: command.articleId, userId: command.userId }) : newEvent(ArticleUnliked, { articleId: command.articleId, userId: command.userId })] };
}

/** Staff turn the blog's auto-publishing on or off; every change is recorded, even to the same value (who last confirmed it). */
export function changeBlogSettings(_state: null, command: DataOf<typeof BlogSettingsChanged>): Decision {
  return { events: [newEvent(BlogSettingsChanged, command)] };
}

/** A staff member asks for articles now: recorded before the job exists, since each AI call costs money. */
export function requestGeneration(_state: null, command: DataOf<typeof ArticleGenerationRequested>): Decision {
  return { events: [newEvent(ArticleGenerationRequested, command)] };
}
