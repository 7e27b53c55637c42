// The education routes' inputs and answers (the console's /education pages and "Revisão de hoje").
import { z } from 'zod';
import { reviewRating, skillLevel } from '@piboost/events';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Identificador inválido.').max(80, 'Identificador inválido.');

export const lessonParam = z.object({ lessonId: slug });
export const cardParam = z.object({ cardId: z.string().regex(/^(glossary|quiz):[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Cartão inválido.').max(100, 'Cartão inválido.') });

/** The plan that opens a premium track. */
export const unlockingPlan = z.object({ id: z.enum(['professional', 'elite']), name: z.string() });

export const skillView = z.object({
  id: z.string(),
  name: z.string(),
  level: skillLevel,
  /** 'Não iniciado', 'Tentou', 'Familiar', 'Proficiente', 'Dominado'. */
  levelLabel: z.string(),
});

export const lessonStatus = z.enum(['not_started', 'started', 'completed']);

/** A lesson in its track's list: what a person without access sees too (the preview). */
export const lessonCard = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  minutes: z.number().int(),
  /** The current version; null while the repository's text is not yet published. */
  version: z.number().int().nullable(),
  locked: z.boolean(),
  status: lessonStatus,
  attempts: z.number().int(),
  /** Right answers and questions of the best attempt, null before the first. */
  best: z.object({ correct: z.number().int(), total: z.number().int() }).nullable(),
  /** The version the quiz was first passed on. */
  completedVersion: z.number().int().nullable(),
});

export const trackView = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  access: z.enum(['free', 'premium']),
  locked: z.boolean(),
  unlockingPlan: unlockingPlan.nullable(),
  lessons: z.array(lessonCard),
  completedLessons: z.number().int(),
  skills: z.array(skillView),
});

export const tracksResponse = z.object({
  success: z.literal(true),
  data: z.object({ tracks: z.array(trackView), passPercent: z.number().int(), reviewDueToday: z.number().int() }),
});

export const lessonView = z.object({
  id: z.string(),
  trackId: z.string(),
  trackTitle: z.string(),
  version: z.number().int(),
  publishedAt: z.string(),
  title: z.string(),
  summary: z.string(),
  minutes: z.number().int(),
  /** Markdown (content/types.ts LessonMarkdown). */
  body: z.string(),
  skills: z.array(skillView),
  /** The questions without their answers: those come back with the attempt. */
  quiz: z.array(z.object({ id: z.string(), skillId: z.string(), stem: z.string(), options: z.array(z.object({ id: z.string(), text: z.string() })) })),
  glossary: z.array(z.object({ id: z.string(), term: z.string(), definition: z.string() })),
  status: lessonStatus,
  attempts: z.number().int(),
  completedVersion: z.number().int().nullable(),
  passPercent: z.number().int(),
  previous: z.object({ id: z.string(), title: z.string() }).nullable(),
  next: z.object({ id: z.string(), title: z.string() }).nullable(),
});

export const lessonResponse = z.object({ success: z.literal(true), data: lessonView });

export const quizBody = z.object({
  version: z.int('Informe a versão da lição.').min(1, 'Informe a versão da lição.'),
  answers: z
    .array(z.object({ itemId: slug, optionId: z.string().regex(/^[a-d]$/, 'Alternativa inválida.') }), 'Envie as respostas.')
    .min(1, 'Responda as questões.')
    .max(5, 'O quiz tem no máximo 5 questões.'),
});

export const xpAnswer = z.object({
  amount: z.number().int(),
  given: z.boolean(),
  /** lesson_completed: given now; already_awarded: once per lesson, given before; quiz_not_passed: below the pass mark. */
  reason: z.enum(['lesson_completed', 'already_awarded', 'quiz_not_passed']),
  message: z.string(),
  bonuses: z.array(z.object({ activity: z.enum(['track_completed', 'skill_proficient']), detail: z.string(), amount: z.number().int() })),
  newAchievements: z.array(z.object({ id: z.string(), title: z.string(), description: z.string(), badgeIcon: z.string() })),
  leveledUp: z.boolean(),
  newLevel: z.number().int(),
});

export const quizResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    lessonId: z.string(),
    version: z.number().int(),
    attempt: z.number().int(),
    correct: z.number().int(),
    total: z.number().int(),
    scorePercent: z.number().int(),
    passPercent: z.number().int(),
    passed: z.boolean(),
    /** This attempt completed the lesson (its first pass). */
    completedNow: z.boolean(),
    completed: z.boolean(),
    items: z.array(
      z.object({
        itemId: z.string(),
        stem: z.string(),
        chosenOptionId: z.string(),
        correctOptionId: z.string(),
        correct: z.boolean(),
        /** Why the chosen option is right or wrong. */
        explanation: z.string(),
        /** Why the right option is right (the same as `explanation` when it was chosen). */
        correctExplanation: z.string(),
      }),
    ),
    skills: z.array(skillView.extend({ from: skillLevel })),
    xp: xpAnswer,
    /** Questions missed in this attempt, now in the person's review. */
    newReviewCards: z.number().int(),
  }),
});

export const ratingPreview = z.object({ rating: reviewRating, label: z.string(), due: z.string() });

export const reviewCardView = z.object({
  cardId: z.string(),
  kind: z.enum(['glossary', 'quiz']),
  lessonId: z.string(),
  lessonTitle: z.string(),
  front: z.string(),
  back: z.string(),
  due: z.string(),
  stage: z.enum(['new', 'learning', 'review', 'relearning']),
  reviews: z.number().int(),
  /** When each rating would bring the card back. */
  ratings: z.array(ratingPreview),
});

export const reviewResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** The São Paulo day the review is for. */
    day: z.string(),
    cards: z.array(reviewCardView),
    dueToday: z.number().int(),
    totalCards: z.number().int(),
    /** The next card due after today, if any. */
    nextDue: z.string().nullable(),
  }),
});

export const rateBody = z.object({
  rating: z.enum(reviewRating.options, 'Avaliação inválida: escolha De novo, Difícil, Bom ou Fácil.').meta({ description: "again 'De novo', hard 'Difícil', good 'Bom', easy 'Fácil'" }),
});

export const rateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ cardId: z.string(), rating: reviewRating, label: z.string(), nextDue: z.string(), dueToday: z.number().int() }),
});
