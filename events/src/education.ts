// Education (issue 23): lesson versions and each person's learning.
// Streams: lesson-<lessonId> holds the lesson's published versions, each with its whole content (the
// repository's text is published by the platform as version 1, later versions by staff);
// learning-<userId> holds one person's lessons started and completed, quiz answers, review ratings
// and skill levels. The answer a person chose is sealed (their data: gone with their key at erasure);
// whether it was right stays readable, for the anonymous figures per question.
import { z } from 'zod';
import { defineEvent } from './define';
import { at, day, id } from './fields';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(80);
const optionId = z.string().regex(/^[a-z]$/);

export const quizOption = z.object({ id: optionId, text: z.string().trim().min(1).max(500), explanation: z.string().trim().min(1).max(1000) });
export const quizItem = z.object({
  id: slug,
  skillId: slug,
  stem: z.string().trim().min(5).max(1000),
  options: z.array(quizOption).min(3).max(4),
  correctOptionId: optionId,
});
export const glossaryCard = z.object({ id: slug, term: z.string().trim().min(1).max(120), definition: z.string().trim().min(5).max(600) });

/** A lesson as it reads in one version (the shape of content/types.ts LessonContent, without its id). */
export const lessonBody = z.object({
  title: z.string().trim().min(3).max(160),
  summary: z.string().trim().min(10).max(400),
  minutes: z.int().min(1).max(120),
  skillIds: z.array(slug).min(1).max(10),
  body: z.string().trim().min(50).max(60_000),
  quiz: z.array(quizItem).min(3).max(5),
  glossary: z.array(glossaryCard).max(20),
});

/** A lesson's version, whole: the platform publishes the repository's text as version 1 (staffId null). */
export const LessonPublished = defineEvent(
  'LessonPublished',
  z.object({
    lessonId: slug,
    trackId: slug,
    version: z.int().min(1),
    content: lessonBody,
    staffId: id.nullable(),
    /** What changed and why (staff versions); null for the repository's version 1. */
    changeNote: z.string().trim().min(3).max(500).nullable(),
    publishedAt: at,
  }),
);

/** The person opened the lesson for the first time (the figures' "started"). */
export const LessonStarted = defineEvent('LessonStarted', z.object({ userId: id, lessonId: slug, version: z.int().min(1) }));

/** One answer of one quiz attempt; an attempt answers every item of the version it names. */
export const QuizAnswered = defineEvent(
  'QuizAnswered',
  z.object({
    userId: id,
    lessonId: slug,
    version: z.int().min(1),
    itemId: slug,
    skillId: slug,
    optionId: z.string().min(1).max(400),
    correct: z.boolean(),
    /** 1 for the person's first attempt at this lesson, and so on. */
    attempt: z.int().min(1),
    /** When, on the platform's clock (a missed question joins the review then); older events have none. */
    answeredAt: at.optional(),
  }),
  { pii: ['optionId'] },
);

/** The lesson's quiz passed for the first time (>= 70 % right): the lesson is completed, once. */
export const LessonCompleted = defineEvent(
  'LessonCompleted',
  z.object({
    userId: id,
    lessonId: slug,
    trackId: slug,
    version: z.int().min(1),
    attempt: z.int().min(1),
    correct: z.int().min(0),
    total: z.int().min(1),
    /** When, on the platform's clock (the glossary joins the review then); older events have none. */
    completedAt: at.optional(),
  }),
);

export const reviewRating = z.enum(['again', 'hard', 'good', 'easy']);

/** A rating of one review card (FSRS): `glossary:<cardId>` or `quiz:<itemId>`. */
export const CardReviewed = defineEvent(
  'CardReviewed',
  z.object({ userId: id, cardId: z.string().regex(/^(glossary|quiz):[a-z0-9]+(?:-[a-z0-9]+)*$/).max(100), rating: reviewRating, reviewedAt: at }),
);

/** Khan-style mastery levels of a skill. */
export const skillLevel = z.enum(['not_started', 'attempted', 'familiar', 'proficient', 'mastered']);

export const SkillLevelChanged = defineEvent(
  'SkillLevelChanged',
  z.object({ userId: id, skillId: slug, from: skillLevel, to: skillLevel, lessonId: slug, day }),
);

export const educationEvents = [LessonPublished, LessonStarted, QuizAnswered, LessonCompleted, CardReviewed, SkillLevelChanged] as const;
