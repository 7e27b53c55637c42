// education_figures: the back office's figures per lesson and per question (issue 23) - how many
// people opened each lesson and how many passed its quiz (the drop-off is the difference), and per
// question how many answered it in their first attempt and how many of them got it wrong (which
// questions most people miss). Counts only, no person: nothing here to erase.
import { LessonCompleted, LessonStarted, QuizAnswered, isEvent, type RecordedEvent } from '@piboost/events';
import type { Projection, ProjectionTarget } from '../engine/projection';

interface LessonCounts {
  started: number;
  completed: number;
}

interface ItemCounts {
  lessonId: string;
  answered: number;
  missed: number;
}

function fold(events: readonly RecordedEvent[]) {
  const lessons = new Map<string, LessonCounts>();
  const items = new Map<string, ItemCounts>();
  const lesson = (id: string) => lessons.get(id) ?? lessons.set(id, { started: 0, completed: 0 }).get(id)!;
  for (const e of events) {
    if (isEvent(e, LessonStarted)) lesson(e.data.lessonId).started++;
    else if (isEvent(e, LessonCompleted)) lesson(e.data.lessonId).completed++;
    else if (isEvent(e, QuizAnswered) && e.data.attempt === 1) {
      const item = items.get(e.data.itemId) ?? items.set(e.data.itemId, { lessonId: e.data.lessonId, answered: 0, missed: 0 }).get(e.data.itemId)!;
      item.answered++;
      if (!e.data.correct) item.missed++;
    }
  }
  return { lessons, items };
}

async function createTables(db: Parameters<Projection['createTables']>[0], table: (logical: string) => string) {
  await db.raw(`CREATE TABLE ?? (lesson_id text PRIMARY KEY, started integer NOT NULL DEFAULT 0, completed integer NOT NULL DEFAULT 0)`, [table('education_lesson_figures')]);
  await db.raw(`CREATE TABLE ?? (item_id text PRIMARY KEY, lesson_id text NOT NULL, answered integer NOT NULL DEFAULT 0, missed integer NOT NULL DEFAULT 0)`, [table('education_item_figures')]);
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget) {
  const { lessons, items } = fold(events);
  const l = table('education_lesson_figures');
  const i = table('education_item_figures');
  if (lessons.size > 0) {
    await trx(l)
      .insert([...lessons].map(([lesson_id, c]) => ({ lesson_id, ...c })))
      .onConflict('lesson_id')
      .merge({ started: trx.raw('??.started + excluded.started', [l]), completed: trx.raw('??.completed + excluded.completed', [l]) });
  }
  if (items.size > 0) {
    await trx(i)
      .insert([...items].map(([item_id, c]) => ({ item_id, lesson_id: c.lessonId, answered: c.answered, missed: c.missed })))
      .onConflict('item_id')
      .merge({ answered: trx.raw('??.answered + excluded.answered', [i]), missed: trx.raw('??.missed + excluded.missed', [i]) });
  }
}

export const educationFiguresProjection: Projection = {
  name: 'education_figures',
  version: 1,
  eventTypes: [LessonStarted, LessonCompleted, QuizAnswered].map((d) => d.type),
  tables: ['education_lesson_figures', 'education_item_figures'],
  createTables,
  applyBatch,
};
