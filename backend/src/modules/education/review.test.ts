// The spaced review: a card's schedule is the replay of its ratings (the same events, the same due
// dates), the cards are the completed lessons' glossary and every question missed, and "today" ends
// at midnight in São Paulo.
import { describe, expect, it } from 'vitest';
import { FREE_TRACK, PREMIUM_TRACK } from '../../../../tests/support/education';
import { foldLearning } from './decide';
import type { LessonVersions } from './lessons';
import { cardsOf, endOfToday, previews, reviewOf, scheduleOf } from './review';
import { bodyOf } from './tracks';

const userId = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const at = new Date('2026-11-27T13:00:00Z');
const lessons: LessonVersions = new Map(
  [...FREE_TRACK.lessons, ...PREMIUM_TRACK.lessons].map((l) => {
    const trackId = FREE_TRACK.lessons.includes(l) ? FREE_TRACK.id : PREMIUM_TRACK.id;
    const v = { lessonId: l.id, trackId, version: 1, content: bodyOf(l), staffId: null, changeNote: null, publishedAt: at.toISOString() };
    return [l.id, { trackId, current: v, versions: [v] }];
  }),
);
const event = (type: string, data: Record<string, unknown>, recordedAt = at) => ({ type, data: { userId, ...data }, recordedAt });

describe('the review', () => {
  const state = foldLearning([
    event('QuizAnswered', { lessonId: 'licao-um', version: 1, itemId: 'licao-um-q1', skillId: 'entender-bitcoin', optionId: 'a', correct: true, attempt: 1 }),
    event('QuizAnswered', { lessonId: 'licao-um', version: 1, itemId: 'licao-um-q2', skillId: 'entender-bitcoin', optionId: 'b', correct: false, attempt: 1 }),
    event('LessonCompleted', { lessonId: 'licao-um', trackId: 'trilha-livre', version: 1, attempt: 2, correct: 3, total: 3 }),
    event('QuizAnswered', { lessonId: 'licao-premium', version: 1, itemId: 'licao-premium-q1', skillId: 'ler-graficos', optionId: 'b', correct: false, attempt: 1 }),
  ]);

  it("holds the completed lessons' glossary and the questions missed, of the lessons the person may open", () => {
    const open = (id: string) => id !== 'licao-premium';
    expect(cardsOf(state, lessons, open).map((c) => c.cardId)).toEqual(['glossary:termo-blockchain', 'glossary:termo-satoshi', 'quiz:licao-um-q2']);
    expect(cardsOf(state, lessons, () => true).map((c) => c.cardId)).toContain('quiz:licao-premium-q1');
  });

  it('replays the ratings into the same schedule every time', () => {
    const reviews = [
      { rating: 'good' as const, reviewedAt: new Date('2026-11-27T13:05:00Z') },
      { rating: 'good' as const, reviewedAt: new Date('2026-11-27T13:20:00Z') },
      { rating: 'hard' as const, reviewedAt: new Date('2026-12-02T12:00:00Z') },
    ];
    const a = scheduleOf(at, reviews);
    const b = scheduleOf(at, reviews);
    expect(a.due.toISOString()).toBe(b.due.toISOString());
    expect(a.reps).toBe(3);
    expect(a.due.getTime()).toBeGreaterThan(Date.parse('2026-12-03T00:00:00Z'));
    // "Fácil" brings a card back later than "Bom", "Bom" later than "Difícil", "Difícil" later than "De novo".
    const p = previews(scheduleOf(at), at);
    expect(p.again < p.hard && p.hard < p.good && p.good < p.easy).toBe(true);
  });

  it('"due today" ends at midnight in São Paulo', () => {
    expect(endOfToday(new Date('2026-11-27T13:00:00Z')).toISOString()).toBe('2026-11-28T03:00:00.000Z');
    // 23:30 in São Paulo is 02:30 UTC the next day: still the 27th there.
    expect(endOfToday(new Date('2026-11-28T02:30:00Z')).toISOString()).toBe('2026-11-28T03:00:00.000Z');
    const late = reviewOf(state, lessons, () => true, new Date('2026-11-28T02:59:00Z'));
    expect(late.due.map((c) => c.cardId)).toEqual(['glossary:termo-blockchain', 'glossary:termo-satoshi', 'quiz:licao-premium-q1', 'quiz:licao-um-q2']);
  });
});
