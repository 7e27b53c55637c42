// The pure editorial and like decisions: an article's stream folded to its state, a command in, the
// events out - or EditorialRefused with the Portuguese reason, which the route answers with 409.
import { ArticleEdited, ArticleFeatureChanged, ArticleGenerated, ArticleLiked, ArticlePublished, ArticleUnliked, ArticleUnpublished, isEvent, newEvent, type DataOf, type NewEvent, type RecordedEvent } from '@piboost/events';

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

type Decision = { events: NewEvent[] };
const none: Decision = { events: [] };

function existing(state: ArticleState): void {
  if (!state.exists) throw new EditorialRefused('Artigo não encontrado.');
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
