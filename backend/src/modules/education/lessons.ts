// The lessons' versions as the routes read them (each repository lesson's stream, folded), and the
// platform's publication of the repository's text as version 1 - a job at every worker start while a
// lesson has none (schedule `missing`), in production too: the tracks are content, not demo data.
import { lessonStream } from '@piboost/events';
import { handleCommand, loadStream, readStream } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import type { JobSchedule, JobWorker } from '../../platform/module';
import { bodyOf, tracks } from './tracks';
import { foldLesson, publishFromRepository, type LessonVersion } from './versions';

export interface LessonRecord {
  trackId: string;
  current: LessonVersion;
  versions: LessonVersion[];
}

/** Lesson id -> its versions; a repository lesson not yet published is absent. */
export type LessonVersions = Map<string, LessonRecord>;

export async function lessonRecord(runtime: Runtime, lessonId: string): Promise<LessonRecord | undefined> {
  const { versions } = foldLesson(await readStream(runtime.store, lessonStream(lessonId)));
  const current = versions.at(-1);
  return current ? { trackId: current.trackId, current, versions } : undefined;
}

/** Every repository lesson's versions (one stream read each, side by side). */
export async function allLessons(runtime: Runtime): Promise<LessonVersions> {
  const ids = tracks().flatMap((t) => t.lessons.map((l) => l.id));
  const records = await Promise.all(ids.map((id) => lessonRecord(runtime, id)));
  const out: LessonVersions = new Map();
  ids.forEach((id, i) => {
    if (records[i]) out.set(id, records[i]);
  });
  return out;
}

/** Publishes version 1 of every repository lesson that has none; answers how many it published. */
export async function publishRepositoryLessons(runtime: Runtime): Promise<number> {
  let published = 0;
  for (const track of tracks()) {
    for (const lesson of track.lessons) {
      const stream = lessonStream(lesson.id);
      const result = await handleCommand(runtime.events, stream, loadStream(runtime.store, stream, foldLesson), (state) => ({
        events: publishFromRepository(state, { lessonId: lesson.id, trackId: track.id, content: bodyOf(lesson), now: runtime.now() }),
      }));
      if (result.appended) published++;
    }
  }
  if (published > 0) runtime.logger.info({ published }, 'lições do repositório publicadas como versão 1');
  return published;
}

export const EDUCATION_QUEUE = 'education';

export const publishWorker: JobWorker<Record<string, never>> = { queue: EDUCATION_QUEUE, process: (runtime) => publishRepositoryLessons(runtime) };

/** Hourly, and at start while a repository lesson has no version (a new track merged, a fresh install). */
export const publishSchedule: JobSchedule = {
  queue: EDUCATION_QUEUE,
  id: 'education-repository-lessons',
  repeat: { every: 60 * 60_000 },
  job: { name: 'publish-repository-lessons' },
  async missing(runtime) {
    const known = await allLessons(runtime);
    return tracks().some((t) => t.lessons.some((l) => !known.has(l.id)));
  },
};
