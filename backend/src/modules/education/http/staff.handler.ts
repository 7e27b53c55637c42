// The back office's lessons: GET /api/admin/education/lessons (each lesson with its versions),
// GET .../:lessonId (the current version whole, for the edit form), POST .../:lessonId/versions (a
// new version with its change note, checked against the content rules, published at once).
import { lessonStream } from '@piboost/events';
import { defineRoute, ValidationError } from '../../../platform/http';
import { handleCommand, loadStream } from '../../../platform/command';
import type { Runtime } from '../../../platform/runtime';
import { lessonsNow } from '../learning';
import type { LessonRecord } from '../lessons';
import { contentErrors, lessonEntry, tracks } from '../tracks';
import { foldLesson, publishVersion } from '../versions';
import { lessonParam } from './education.schema';
import { STAFF_READ, STAFF_WRITE, educationToHttp, lessonNotFound } from './shared';
import { publishBody, publishResponse, staffLessonResponse, staffLessonsResponse } from './staff.schema';

function rowOf(lessonId: string, record: LessonRecord | undefined) {
  const { track, lesson } = lessonEntry(lessonId)!;
  return {
    id: lessonId,
    trackId: track.id,
    trackTitle: track.title,
    access: track.access,
    position: track.lessons.indexOf(lesson) + 1,
    title: record?.current.content.title ?? lesson.title,
    version: record?.current.version ?? null,
    publishedAt: record?.current.publishedAt ?? null,
    versions: (record?.versions ?? []).map((v) => ({ version: v.version, title: v.content.title, publishedAt: v.publishedAt, staffId: v.staffId, changeNote: v.changeNote })).reverse(),
  };
}

async function detail(runtime: Runtime, lessonId: string) {
  const entry = lessonEntry(lessonId);
  const record = (await lessonsNow(runtime)).get(lessonId);
  if (!entry || !record) throw lessonNotFound();
  return { ...rowOf(lessonId, record), content: record.current.content, trackSkills: entry.track.skills.map((s) => ({ id: s.id, name: s.name })) };
}

export function staffLessonsRoute(runtime: Runtime) {
  return defineRoute({
    ...STAFF_READ,
    path: '/api/admin/education/lessons',
    summary: 'Back office: as lições de cada trilha com suas versões publicadas',
    response: staffLessonsResponse,
    async handler() {
      const lessons = await lessonsNow(runtime);
      return { success: true as const, data: { lessons: tracks().flatMap((t) => t.lessons.map((l) => rowOf(l.id, lessons.get(l.id)))) } };
    },
  });
}

export function staffLessonRoute(runtime: Runtime) {
  return defineRoute({
    ...STAFF_READ,
    path: '/api/admin/education/lessons/:lessonId',
    summary: 'Back office: uma lição na versão atual, com as habilidades da trilha e o histórico de versões',
    input: { params: lessonParam },
    response: staffLessonResponse,
    async handler(_ctx, { params }) {
      return { success: true as const, data: await detail(runtime, params.lessonId) };
    },
  });
}

export function publishVersionRoute(runtime: Runtime) {
  return defineRoute({
    ...STAFF_WRITE,
    path: '/api/admin/education/lessons/:lessonId/versions',
    summary: 'Back office: publica uma nova versão da lição, com a nota do que mudou',
    input: { params: lessonParam, body: publishBody },
    response: publishResponse,
    status: 201,
    async handler(_ctx, { principal, params, body }) {
      const entry = lessonEntry(params.lessonId);
      if (!entry) throw lessonNotFound();
      const errors = contentErrors(entry.track, params.lessonId, body.content);
      if (Object.keys(errors).length > 0) throw new ValidationError(Object.fromEntries(Object.entries(errors).map(([k, v]) => [`content.${k}`, v])));
      const stream = lessonStream(params.lessonId);
      await lessonsNow(runtime);
      await handleCommand(runtime.events, stream, loadStream(runtime.store, stream, foldLesson), (state) => ({
        events: publishVersion(state, { lessonId: params.lessonId, trackId: entry.track.id, content: body.content, staffId: principal.userId, changeNote: body.changeNote, now: runtime.now() }),
      }), { metadata: { actorId: principal.userId } }).catch(educationToHttp);
      const data = await detail(runtime, params.lessonId);
      return { success: true as const, message: `Versão ${data.version} publicada.`, data };
    },
  });
}
