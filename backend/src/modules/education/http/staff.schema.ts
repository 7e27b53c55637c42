// The back office's education routes: lessons with their versions, a new version with its change
// note, and the figures per lesson and per question.
import { z } from 'zod';
import { lessonBody } from '@piboost/events';

export const versionSummary = z.object({
  version: z.number().int(),
  title: z.string(),
  publishedAt: z.string(),
  /** null: the repository's text, published by the platform. */
  staffId: z.string().nullable(),
  changeNote: z.string().nullable(),
});

export const staffLessonRow = z.object({
  id: z.string(),
  trackId: z.string(),
  trackTitle: z.string(),
  access: z.enum(['free', 'premium']),
  position: z.number().int(),
  title: z.string(),
  version: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  versions: z.array(versionSummary),
});

export const staffLessonsResponse = z.object({ success: z.literal(true), data: z.object({ lessons: z.array(staffLessonRow) }) });

/** The current version whole (the edit form starts from it), the track's skills to choose from, and the history. */
export const staffLessonResponse = z.object({
  success: z.literal(true),
  data: staffLessonRow.extend({
    content: lessonBody,
    trackSkills: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});

export const publishResponse = staffLessonResponse.extend({ message: z.string() });

const messages = {
  changeNote: 'Descreva a mudança (de 3 a 500 caracteres).',
};

/** A new version: the whole lesson as it should read, and what changed. The content rules are checked on top of the schema. */
export const publishBody = z.object({
  content: lessonBody,
  changeNote: z.string(messages.changeNote).trim().min(3, messages.changeNote).max(500, messages.changeNote),
});

export const lessonFigures = z.object({
  lessonId: z.string(),
  trackId: z.string(),
  title: z.string(),
  /** People who opened the lesson. */
  started: z.number().int(),
  /** People who passed its quiz. */
  completed: z.number().int(),
  /** Opened and not completed. */
  droppedOff: z.number().int(),
  /** droppedOff / started, in percent (null before anyone started). */
  dropOffPercent: z.number().nullable(),
});

export const missedQuestion = z.object({
  lessonId: z.string(),
  lessonTitle: z.string(),
  itemId: z.string(),
  stem: z.string(),
  /** People who answered it in their first attempt. */
  answered: z.number().int(),
  /** Of them, those who got it wrong. */
  missed: z.number().int(),
  missedPercent: z.number(),
});

export const figuresResponse = z.object({
  success: z.literal(true),
  data: z.object({ lessons: z.array(lessonFigures), mostMissed: z.array(missedQuestion) }),
});
