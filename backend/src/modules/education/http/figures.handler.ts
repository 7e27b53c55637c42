// GET /api/admin/education/figures - per lesson: people who opened it, passed its quiz, and dropped
// off between; the questions most people miss in their first attempt (read model education_figures).
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { lessonsNow } from '../learning';
import { figureRows } from '../queries';
import { lessonEntry, tracks } from '../tracks';
import { STAFF_READ } from './shared';
import { figuresResponse } from './staff.schema';

const MOST_MISSED = 10;
const percent = (part: number, whole: number) => Math.round((part * 1000) / whole) / 10;

export function figuresRoute(runtime: Runtime) {
  return defineRoute({
    ...STAFF_READ,
    path: '/api/admin/education/figures',
    summary: 'Back office: conclusão e abandono por lição e as questões que mais pessoas erram',
    response: figuresResponse,
    async handler() {
      const [{ lessons: lessonRows, items }, versions] = await Promise.all([figureRows(runtime), lessonsNow(runtime)]);
      const byLesson = new Map(lessonRows.map((r) => [r.lesson_id, r]));
      const title = (lessonId: string) => versions.get(lessonId)?.current.content.title ?? lessonEntry(lessonId)?.lesson.title ?? lessonId;
      const lessons = tracks().flatMap((t) =>
        t.lessons.map((l) => {
          const row = byLesson.get(l.id);
          const started = row?.started ?? 0;
          const completed = row?.completed ?? 0;
          const droppedOff = Math.max(0, started - completed);
          return { lessonId: l.id, trackId: t.id, title: title(l.id), started, completed, droppedOff, dropOffPercent: started > 0 ? percent(droppedOff, started) : null };
        }),
      );
      const mostMissed = items
        .filter((r) => r.answered > 0 && r.missed > 0)
        .map((r) => {
          const lesson = versions.get(r.lesson_id);
          const item = lesson?.current.content.quiz.find((q) => q.id === r.item_id) ?? lesson?.versions.flatMap((v) => v.content.quiz).find((q) => q.id === r.item_id);
          return { lessonId: r.lesson_id, lessonTitle: title(r.lesson_id), itemId: r.item_id, stem: item?.stem ?? r.item_id, answered: r.answered, missed: r.missed, missedPercent: percent(r.missed, r.answered) };
        })
        .sort((a, b) => b.missedPercent - a.missedPercent || b.missed - a.missed || a.itemId.localeCompare(b.itemId))
        .slice(0, MOST_MISSED);
      return { success: true as const, data: { lessons, mostMissed } };
    },
  });
}
