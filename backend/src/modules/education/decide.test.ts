// The learning rules as specifications: an attempt answers every question of the current version,
// passes at >= 70 % right, completes the lesson once; mastery per skill, Khan-style; reviews only of
// one's own cards; a lesson's versions.
import { describe, expect, it } from 'vitest';
import { LessonCompleted, LessonPublished, LessonStarted, QuizAnswered, SkillLevelChanged, newEvent } from '@piboost/events';
import { decider } from '../../../../tests/support/given';
import { FREE_TRACK, answers } from '../../../../tests/support/education';
import { CardUnknown, QuizRefused, answerQuiz, foldLearning, rateCard, startLesson, type AnswerQuiz } from './decide';
import { nextLevel } from './mastery';
import { bodyOf } from './tracks';
import { VersionRefused, foldLesson, publishFromRepository, publishVersion } from './versions';

const userId = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const staffId = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const [one, two] = FREE_TRACK.lessons as [(typeof FREE_TRACK.lessons)[number], (typeof FREE_TRACK.lessons)[number]];

const attempt = (lesson: typeof one, right: (i: number) => boolean, extra: Partial<AnswerQuiz> = {}): AnswerQuiz => ({
  userId,
  lessonId: lesson.id,
  trackId: FREE_TRACK.id,
  version: 1,
  quiz: lesson.quiz,
  answeredVersion: 1,
  answers: answers(lesson, right),
  day: '2026-11-27',
  now: new Date('2026-11-27T13:00:00Z'),
  ...extra,
});

const answered = (lesson: typeof one, i: number, correct: boolean, n = 1) =>
  newEvent(QuizAnswered, { userId, lessonId: lesson.id, version: 1, itemId: lesson.quiz[i]!.id, skillId: lesson.quiz[i]!.skillId, optionId: correct ? 'a' : 'b', correct, attempt: n });
const level = (skillId: string, from: string, to: string, day = '2026-11-27') => newEvent(SkillLevelChanged, { userId, skillId, from, to, lessonId: one.id, day } as never);

const quiz = decider(foldLearning, answerQuiz);

describe('a quiz attempt', () => {
  it('all right: every answer recorded, the lesson completed, the skill Proficiente', () => {
    quiz
      .given()
      .when(attempt(one, () => true))
      .then(
        { type: 'QuizAnswered', data: { itemId: 'licao-um-q1', optionId: 'a', correct: true, attempt: 1, version: 1 } },
        { type: 'QuizAnswered', data: { itemId: 'licao-um-q2', correct: true } },
        { type: 'QuizAnswered', data: { itemId: 'licao-um-q3', correct: true } },
        { type: 'LessonCompleted', data: { lessonId: 'licao-um', trackId: 'trilha-livre', version: 1, attempt: 1, correct: 3, total: 3 } },
        { type: 'SkillLevelChanged', data: { skillId: 'entender-bitcoin', from: 'not_started', to: 'proficient', day: '2026-11-27' } },
      );
  });

  it('2 of 3 (67 %) is below the pass mark: no completion, the skill at Tentou', () => {
    quiz
      .given()
      .when(attempt(one, (i) => i < 2))
      .then('QuizAnswered', 'QuizAnswered', { type: 'QuizAnswered', data: { correct: false } }, { type: 'SkillLevelChanged', data: { to: 'attempted' } });
  });

  it('3 of 4 (75 %) passes; each skill is scored on its own questions', () => {
    // licao-dois: q1, q3 ask guardar-seed; q2, q4 entender-bitcoin. q4 wrong.
    quiz
      .given()
      .when(attempt(two, (i) => i < 3))
      .then(
        'QuizAnswered',
        'QuizAnswered',
        'QuizAnswered',
        { type: 'QuizAnswered', data: { correct: false } },
        { type: 'LessonCompleted', data: { correct: 3, total: 4 } },
        { type: 'SkillLevelChanged', data: { skillId: 'guardar-seed', to: 'proficient' } },
        { type: 'SkillLevelChanged', data: { skillId: 'entender-bitcoin', to: 'attempted' } },
      );
  });

  it('a pass after the lesson was completed completes nothing more; attempts keep counting', () => {
    const completed = newEvent(LessonCompleted, { userId, lessonId: one.id, trackId: FREE_TRACK.id, version: 1, attempt: 1, correct: 3, total: 3 });
    quiz
      .given(answered(one, 0, true), answered(one, 1, true), answered(one, 2, true), completed, level('entender-bitcoin', 'not_started', 'proficient'))
      .when(attempt(one, () => true))
      .then({ type: 'QuizAnswered', data: { attempt: 2 } }, 'QuizAnswered', 'QuizAnswered');
    expect(answerQuiz(foldLearning([answered(one, 0, true), completed]), attempt(one, () => true))).toMatchObject({ passed: true, completedNow: false, completedBefore: true, attempt: 2 });
  });

  it('refuses answers to an older version than the current one', () => {
    quiz.given().when(attempt(one, () => true, { version: 2 })).thenThrows(QuizRefused, { code: 'STALE_VERSION' });
  });

  it('refuses an attempt that leaves a question out, repeats one or names an unknown one', () => {
    quiz.given().when(attempt(one, () => true, { answers: answers(one, () => true).slice(1) })).thenThrows(QuizRefused, { code: 'INCOMPLETE_ATTEMPT', message: 'Responda todas as 3 questões (faltam 1).' });
    const twice = [...answers(one, () => true).slice(0, 2), { itemId: 'licao-um-q1', optionId: 'a' }];
    quiz.given().when(attempt(one, () => true, { answers: twice })).thenThrows(QuizRefused, { code: 'INCOMPLETE_ATTEMPT' });
    quiz.given().when(attempt(one, () => true, { answers: [...answers(one, () => true), { itemId: 'outra-q1', optionId: 'a' }] })).thenThrows(QuizRefused, { code: 'INCOMPLETE_ATTEMPT' });
  });
});

describe('mastery per skill (Khan-style)', () => {
  it('Proficiente again on a later day is Dominado; on the same day it stays Proficiente', () => {
    quiz
      .given(level('entender-bitcoin', 'not_started', 'proficient', '2026-11-26'))
      .when(attempt(one, () => true))
      .then('QuizAnswered', 'QuizAnswered', 'QuizAnswered', 'LessonCompleted', { type: 'SkillLevelChanged', data: { from: 'proficient', to: 'mastered' } });
    quiz.given(level('entender-bitcoin', 'not_started', 'proficient')).when(attempt(one, () => true)).then('QuizAnswered', 'QuizAnswered', 'QuizAnswered', 'LessonCompleted');
  });

  it('a weak attempt lowers a level by one step at most', () => {
    expect(nextLevel({ level: 'mastered', proficientDay: '2026-11-01' }, 0, 3, '2026-11-27')).toBe('proficient');
    expect(nextLevel({ level: 'proficient', proficientDay: '2026-11-01' }, 2, 3, '2026-11-27')).toBe('familiar');
    expect(nextLevel({ level: 'familiar', proficientDay: null }, 0, 3, '2026-11-27')).toBe('attempted');
    expect(nextLevel({ level: 'not_started', proficientDay: null }, 3, 4, '2026-11-27')).toBe('familiar');
    expect(nextLevel({ level: 'attempted', proficientDay: null }, 7, 10, '2026-11-27')).toBe('familiar');
    expect(nextLevel({ level: 'familiar', proficientDay: null }, 3, 3, '2026-11-27')).toBe('proficient');
  });
});

describe('opening a lesson and rating cards', () => {
  it('records the first opening only', () => {
    const open = decider(foldLearning, startLesson);
    open.given().when({ userId, lessonId: one.id, version: 1 }).then({ type: 'LessonStarted', data: { lessonId: 'licao-um', version: 1 } });
    open.given(newEvent(LessonStarted, { userId, lessonId: one.id, version: 1 })).when({ userId, lessonId: one.id, version: 2 }).thenNothing();
  });

  it("rates one of the person's cards, and no other", () => {
    const now = new Date('2026-11-27T15:00:00Z');
    const rate = decider(foldLearning, rateCard);
    rate.given().when({ userId, cardId: 'quiz:licao-um-q1', rating: 'good', now, cardIds: new Set(['quiz:licao-um-q1']) }).then({ type: 'CardReviewed', data: { cardId: 'quiz:licao-um-q1', rating: 'good', reviewedAt: now.toISOString() } });
    rate.given().when({ userId, cardId: 'glossary:termo-seed', rating: 'easy', now, cardIds: new Set(['quiz:licao-um-q1']) }).thenThrows(CardUnknown);
  });
});

describe("a lesson's versions", () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const v1 = newEvent(LessonPublished, { lessonId: one.id, trackId: FREE_TRACK.id, version: 1, content: bodyOf(one), staffId: null, changeNote: null, publishedAt: now.toISOString() });
  const repository = decider(foldLesson, publishFromRepository);
  const staff = decider(foldLesson, publishVersion);

  it("publishes the repository's text as version 1, once", () => {
    repository.given().when({ lessonId: one.id, trackId: FREE_TRACK.id, content: bodyOf(one), now }).then({ type: 'LessonPublished', data: { version: 1, staffId: null, changeNote: null } });
    repository.given(v1).when({ lessonId: one.id, trackId: FREE_TRACK.id, content: bodyOf(one), now }).thenNothing();
  });

  it("publishes staff's edit as the next version with its note; refuses an unchanged text or an unknown lesson", () => {
    const edited = { ...bodyOf(one), title: 'Lição um, revista' };
    staff.given(v1).when({ lessonId: one.id, trackId: FREE_TRACK.id, content: edited, now, staffId, changeNote: 'Título mais claro' }).then({ type: 'LessonPublished', data: { version: 2, staffId, changeNote: 'Título mais claro', content: { title: 'Lição um, revista' } } });
    // The stored text comes back with its keys in another order (jsonb): still the same text.
    const reordered = Object.fromEntries(Object.entries(bodyOf(one)).reverse()) as ReturnType<typeof bodyOf>;
    staff.given(v1).when({ lessonId: one.id, trackId: FREE_TRACK.id, content: reordered, now, staffId, changeNote: 'Nada' }).thenThrows(VersionRefused, { code: 'NOTHING_CHANGED' });
    staff.given().when({ lessonId: one.id, trackId: FREE_TRACK.id, content: edited, now, staffId, changeNote: 'Nova' }).thenThrows(VersionRefused, { code: 'UNKNOWN_LESSON' });
  });
});
