// A lesson's versions (stream lesson-<lessonId>): the fold and the two ways a version is published -
// the repository's text as version 1 by the platform, once (a restart, or two processes starting
// together, publish nothing more), and a staff member's edit as the next version with its change note.
import { LessonPublished, isEvent, newEvent, type DataOf, type NewEvent, type RecordedEvent } from '@piboost/events';
import type { LessonBody } from './tracks';

export type LessonVersion = DataOf<typeof LessonPublished>;

export interface LessonState {
  versions: LessonVersion[];
}

export function foldLesson(events: readonly Pick<RecordedEvent, 'type' | 'data'>[]): LessonState {
  const versions: LessonVersion[] = [];
  for (const e of events) if (isEvent(e as RecordedEvent, LessonPublished)) versions.push((e as RecordedEvent<'LessonPublished', LessonVersion>).data);
  return { versions };
}

/** The same text whatever order its keys come back in (jsonb sorts them). */
function sameContent(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameContent(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return sameContent(ka, kb) && ka.every((k) => sameContent((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}

export class VersionRefused extends Error {
  constructor(
    message: string,
    readonly code: 'UNKNOWN_LESSON' | 'NOTHING_CHANGED',
  ) {
    super(message);
  }
}

export interface PublishFromRepository {
  lessonId: string;
  trackId: string;
  content: LessonBody;
  now: Date;
}

/** Version 1 from the repository's text, while the lesson has no version. */
export function publishFromRepository(state: LessonState, cmd: PublishFromRepository): NewEvent[] {
  if (state.versions.length > 0) return [];
  return [newEvent(LessonPublished, { lessonId: cmd.lessonId, trackId: cmd.trackId, version: 1, content: cmd.content, staffId: null, changeNote: null, publishedAt: cmd.now.toISOString() })];
}

export interface PublishVersion extends PublishFromRepository {
  staffId: string;
  changeNote: string;
}

/** The next version, by staff: refused for a lesson never published, or a text identical to the current one. */
export function publishVersion(state: LessonState, cmd: PublishVersion): NewEvent[] {
  const current = state.versions.at(-1);
  if (!current) throw new VersionRefused('Lição não encontrada.', 'UNKNOWN_LESSON');
  if (sameContent(current.content, cmd.content)) throw new VersionRefused('Nada mudou em relação à versão atual.', 'NOTHING_CHANGED');
  return [
    newEvent(LessonPublished, {
      lessonId: cmd.lessonId,
      trackId: cmd.trackId,
      version: current.version + 1,
      content: cmd.content,
      staffId: cmd.staffId,
      changeNote: cmd.changeNote,
      publishedAt: cmd.now.toISOString(),
    }),
  ];
}
