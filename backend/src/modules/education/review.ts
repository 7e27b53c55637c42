// Spaced review (FSRS, ts-fsrs 5.4.2): a person's cards are the glossary cards of the lessons they
// completed and every quiz question they ever missed. A card's schedule is the replay of its
// CardReviewed events from an empty card made when it appeared - no stored schedule, so the same
// events always give the same due dates. "Due today" is due by the end of the São Paulo day.
import { createEmptyCard, fsrs, generatorParameters, Rating as FsrsRating, State, type Card, type Grade } from 'ts-fsrs';
import { saoPauloDay } from '@piboost/events';
import type { LearningState, Rating } from './decide';
import type { LessonVersions } from './lessons';

const scheduler = fsrs(generatorParameters({ request_retention: 0.9, maximum_interval: 365, enable_fuzz: false }));

export const RATINGS: readonly Rating[] = ['again', 'hard', 'good', 'easy'];
export const RATING_LABELS: Record<Rating, string> = { again: 'De novo', hard: 'Difícil', good: 'Bom', easy: 'Fácil' };
const GRADES: Record<Rating, Grade> = { again: FsrsRating.Again, hard: FsrsRating.Hard, good: FsrsRating.Good, easy: FsrsRating.Easy };
const STATES: Record<State, 'new' | 'learning' | 'review' | 'relearning'> = { [State.New]: 'new', [State.Learning]: 'learning', [State.Review]: 'review', [State.Relearning]: 'relearning' };

export interface ReviewCard {
  cardId: string;
  kind: 'glossary' | 'quiz';
  lessonId: string;
  /** The term, or the question. */
  front: string;
  /** The definition, or the right answer with its explanation. */
  back: string;
  /** When it joined the person's review (lesson completed, question first missed). */
  since: Date;
}

/** The person's cards, from their learning and the lessons' versions; `open` says which lessons they may still see. */
export function cardsOf(state: LearningState, lessons: LessonVersions, open: (lessonId: string) => boolean): ReviewCard[] {
  const cards: ReviewCard[] = [];
  for (const [lessonId, done] of state.completed) {
    const current = lessons.get(lessonId)?.current;
    if (!current || !open(lessonId)) continue;
    for (const g of current.content.glossary) cards.push({ cardId: `glossary:${g.id}`, kind: 'glossary', lessonId, front: g.term, back: g.definition, since: done.at });
  }
  for (const [itemId, miss] of state.missed) {
    const lesson = lessons.get(miss.lessonId);
    if (!lesson || !open(miss.lessonId)) continue;
    // The question as it reads now; the version it was missed in, if a later version dropped it.
    const item = lesson.current.content.quiz.find((q) => q.id === itemId) ?? lesson.versions.find((v) => v.version === miss.version)?.content.quiz.find((q) => q.id === itemId);
    if (!item) continue;
    const right = item.options.find((o) => o.id === item.correctOptionId)!;
    cards.push({ cardId: `quiz:${itemId}`, kind: 'quiz', lessonId: miss.lessonId, front: item.stem, back: `${right.text} - ${right.explanation}`, since: miss.at });
  }
  return cards;
}

/** The card's FSRS state: its reviews replayed in order from an empty card. */
export function scheduleOf(since: Date, reviews: readonly { rating: Rating; reviewedAt: Date }[] = []): Card {
  let card = createEmptyCard(since);
  for (const r of reviews) card = scheduler.next(card, r.reviewedAt, GRADES[r.rating]).card;
  return card;
}

/** When each rating would bring the card back, if given at `now`. */
export function previews(card: Card, now: Date): Record<Rating, Date> {
  const preview = scheduler.repeat(card, now);
  return { again: preview[FsrsRating.Again].card.due, hard: preview[FsrsRating.Hard].card.due, good: preview[FsrsRating.Good].card.due, easy: preview[FsrsRating.Easy].card.due };
}

export const cardStage = (card: Card) => STATES[card.state];

/** The first instant of the São Paulo day after `now`'s (São Paulo keeps UTC-3 all year since 2019). */
export function endOfToday(now: Date): Date {
  const day = saoPauloDay(now);
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return new Date(`${next.toISOString().slice(0, 10)}T00:00:00-03:00`);
}

export interface ScheduledCard extends ReviewCard {
  schedule: Card;
  reviews: number;
}

/** Every card with its schedule, and those due by the end of today, soonest first. */
export function reviewOf(state: LearningState, lessons: LessonVersions, open: (lessonId: string) => boolean, now: Date): { all: ScheduledCard[]; due: ScheduledCard[] } {
  const all = cardsOf(state, lessons, open).map((c) => {
    const reviews = state.reviews.get(c.cardId) ?? [];
    return { ...c, schedule: scheduleOf(c.since, reviews), reviews: reviews.length };
  });
  const end = endOfToday(now).getTime();
  const due = all.filter((c) => c.schedule.due.getTime() < end).sort((a, b) => a.schedule.due.getTime() - b.schedule.due.getTime() || a.cardId.localeCompare(b.cardId));
  return { all, due };
}
