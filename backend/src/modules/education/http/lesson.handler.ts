// GET /api/education/lessons/:lessonId - the lesson's current version (the quiz without its answers)
// and the person's progress; POST .../start records its first opening (the figures' "started").
// A premium lesson without Premium: 403 with the plan that opens it.
import { defineRoute, noContent } from '../../../platform/http';
import type { Principal } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { loadLearning, recordStart, trackAccess } from '../learning';
import { lessonRecord, type LessonRecord } from '../lessons';
import { PASS_PERCENT, lessonEntry, trackById } from '../tracks';
import { lessonParam, lessonResponse } from './education.schema';
import { LEARNER_READ, LEARNER_WRITE, PremiumLessonRefused, lessonNotFound } from './shared';
import { lessonProgress, skillOf } from './views';

/** The lesson's current version, if the person may open it (404 unknown, 403 premium without Premium). */
export async function openLesson(runtime: Runtime, principal: Principal, lessonId: string): Promise<LessonRecord> {
  const [record, open] = await Promise.all([lessonRecord(runtime, lessonId), trackAccess(runtime, principal)]);
  if (!record || !lessonEntry(lessonId)) throw lessonNotFound();
  if (!open(record.trackId)) throw new PremiumLessonRefused();
  return record;
}

const neighbour = (lesson: { id: string; title: string } | undefined) => (lesson ? { id: lesson.id, title: lesson.title } : null);

export function lessonRoute(runtime: Runtime) {
  return defineRoute({
    ...LEARNER_READ,
    path: '/api/education/lessons/:lessonId',
    summary: 'Uma lição na versão atual, com o quiz (sem as respostas) e o progresso da pessoa',
    input: { params: lessonParam },
    response: lessonResponse,
    async handler(_ctx, { principal, params }) {
      const record = await openLesson(runtime, principal, params.lessonId);
      const state = await loadLearning(runtime, principal.userId);
      const { current } = record;
      const c = current.content;
      const track = trackById(record.trackId)!;
      const index = track.lessons.findIndex((l) => l.id === current.lessonId);
      return {
        success: true as const,
        data: {
          id: current.lessonId,
          trackId: track.id,
          trackTitle: track.title,
          version: current.version,
          publishedAt: current.publishedAt,
          title: c.title,
          summary: c.summary,
          minutes: c.minutes,
          body: c.body,
          skills: c.skillIds.map((id) => skillOf(state, id)),
          quiz: c.quiz.map((q) => ({ id: q.id, skillId: q.skillId, stem: q.stem, options: q.options.map((o) => ({ id: o.id, text: o.text })) })),
          glossary: c.glossary,
          ...lessonProgress(state, current.lessonId),
          passPercent: PASS_PERCENT,
          previous: neighbour(track.lessons[index - 1]),
          next: neighbour(track.lessons[index + 1]),
        },
      };
    },
  });
}

export function startLessonRoute(runtime: Runtime) {
  return defineRoute({
    ...LEARNER_WRITE,
    path: '/api/education/lessons/:lessonId/start',
    summary: 'Registra a primeira abertura da lição (as seguintes não mudam nada)',
    input: { params: lessonParam },
    response: noContent,
    status: 204,
    async handler(_ctx, { principal, params }) {
      const record = await openLesson(runtime, principal, params.lessonId);
      await recordStart(runtime, principal.userId, record.current.lessonId, record.current.version);
      return undefined;
    },
  });
}
