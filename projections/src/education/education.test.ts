import { describe, expect, it } from 'vitest';
import { LessonCompleted, LessonStarted, QuizAnswered, newEvent } from '@piboost/events';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { asRecorded } from '../../../tests/bench/synthetic';
import { educationFiguresProjection } from './projection';

const ana = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const bia = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const cara = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';

const { db: database, project } = projectionTestDb(educationFiguresProjection);

const started = (userId: string, lessonId: string) => newEvent(LessonStarted, { userId, lessonId, version: 1 });
const answer = (userId: string, itemId: string, correct: boolean, attempt = 1, lessonId = 'licao-um') =>
  newEvent(QuizAnswered, { userId, lessonId, version: 1, itemId, skillId: 'entender-bitcoin', optionId: correct ? 'a' : 'b', correct, attempt });
const completed = (userId: string, lessonId = 'licao-um') => newEvent(LessonCompleted, { userId, lessonId, trackId: 'trilha', version: 1, attempt: 1, correct: 3, total: 3 });

const story = asRecorded([
  at('2026-11-20T12:00:00Z', started(ana, 'licao-um'), answer(ana, 'licao-um-q1', true), answer(ana, 'licao-um-q2', true), completed(ana)),
  at('2026-11-20T13:00:00Z', started(bia, 'licao-um'), answer(bia, 'licao-um-q1', false), answer(bia, 'licao-um-q2', true)),
  // Bia's second attempt: later attempts do not count as "first answers".
  at('2026-11-21T13:00:00Z', answer(bia, 'licao-um-q1', false, 2), answer(bia, 'licao-um-q2', false, 2)),
  at('2026-11-22T10:00:00Z', started(cara, 'licao-um'), started(cara, 'licao-dois'), answer(cara, 'licao-dois-q1', false, 1, 'licao-dois'), completed(cara)),
]);

async function rows(table: (logical: string) => string) {
  const lessons = (await database().raw(`SELECT * FROM ?? ORDER BY lesson_id`, [table('education_lesson_figures')])).rows;
  const items = (await database().raw(`SELECT * FROM ?? ORDER BY item_id`, [table('education_item_figures')])).rows;
  return { lessons, items };
}

describe('education_figures projection', () => {
  it('counts people who started and completed each lesson, and first-attempt answers and misses per question', async () => {
    expect(await rows(await project(story))).toEqual({
      lessons: [
        { lesson_id: 'licao-dois', started: 1, completed: 0 },
        { lesson_id: 'licao-um', started: 3, completed: 2 },
      ],
      items: [
        { item_id: 'licao-dois-q1', lesson_id: 'licao-dois', answered: 1, missed: 1 },
        { item_id: 'licao-um-q1', lesson_id: 'licao-um', answered: 2, missed: 1 },
        { item_id: 'licao-um-q2', lesson_id: 'licao-um', answered: 2, missed: 0 },
      ],
    });
  });

  it('ends with the same rows whatever the batch size', async () => {
    const whole = await rows(await project(story));
    for (const size of [1, 2, 3, 5]) expect(await rows(await project(story, size))).toEqual(whole);
  });
});
