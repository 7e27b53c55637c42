// One person's learning (stream learning-<userId>): the state folded from their events and the pure
// decisions on it - open a lesson, answer its quiz (an attempt is every question of the lesson's
// current version; passed at >= PASS_PERCENT right; the first pass completes the lesson; each skill
// asked moves its mastery level), rate a review card.
import {
  CardReviewed,
  LessonCompleted,
  LessonStarted,
  QuizAnswered,
  SkillLevelChanged,
  isEvent,
  newEvent,
  type DataOf,
  type NewEvent,
  type RecordedEvent,
} from '@piboost/events';
import { NO_SKILL, nextLevel, type SkillLevel, type SkillState } from './mastery';
import { PASS_PERCENT, type LessonBody } from './tracks';

export type Rating = DataOf<typeof CardReviewed>['rating'];

export interface LearningState {
  /** Lessons opened, with the version first opened. */
  started: Map<string, number>;
  /** Attempts per lesson, each with its right answers and its size. */
  attempts: Map<string, { version: number; correct: number; total: number }[]>;
  completed: Map<string, { version: number; trackId: string; at: Date }>;
  /** Quiz items missed at least once (review cards), with the first miss. */
  missed: Map<string, { lessonId: string; version: number; at: Date }>;
  /** Ratings per card, in order. */
  reviews: Map<string, { rating: Rating; reviewedAt: Date }[]>;
  skills: Map<string, SkillState>;
}

export function initialLearning(): LearningState {
  return { started: new Map(), attempts: new Map(), completed: new Map(), missed: new Map(), reviews: new Map(), skills: new Map() };
}

type Foldable = Pick<RecordedEvent, 'type' | 'data'> & { recordedAt?: Date };

/** One fold step, in place. */
export function evolve(state: LearningState, event: Foldable): LearningState {
  const e = event as RecordedEvent;
  const at = event.recordedAt ?? new Date(0);
  if (isEvent(e, LessonStarted)) {
    if (!state.started.has(e.data.lessonId)) state.started.set(e.data.lessonId, e.data.version);
  } else if (isEvent(e, QuizAnswered)) {
    const d = e.data;
    const attempts = state.attempts.get(d.lessonId) ?? [];
    const current = (attempts[d.attempt - 1] ??= { version: d.version, correct: 0, total: 0 });
    current.total++;
    if (d.correct) current.correct++;
    state.attempts.set(d.lessonId, attempts);
    if (!d.correct && !state.missed.has(d.itemId)) state.missed.set(d.itemId, { lessonId: d.lessonId, version: d.version, at: d.answeredAt ? new Date(d.answeredAt) : at });
  } else if (isEvent(e, LessonCompleted)) {
    if (!state.completed.has(e.data.lessonId)) {
      state.completed.set(e.data.lessonId, { version: e.data.version, trackId: e.data.trackId, at: e.data.completedAt ? new Date(e.data.completedAt) : at });
    }
  } else if (isEvent(e, CardReviewed)) {
    const list = state.reviews.get(e.data.cardId) ?? [];
    list.push({ rating: e.data.rating, reviewedAt: new Date(e.data.reviewedAt) });
    state.reviews.set(e.data.cardId, list);
  } else if (isEvent(e, SkillLevelChanged)) {
    const before = state.skills.get(e.data.skillId) ?? NO_SKILL;
    state.skills.set(e.data.skillId, { level: e.data.to, proficientDay: e.data.to === 'proficient' ? e.data.day : before.proficientDay });
  }
  return state;
}

export function foldLearning(events: Iterable<Foldable>): LearningState {
  const state = initialLearning();
  for (const e of events) evolve(state, e);
  return state;
}

/** A quiz submission the rules refuse: `fields` for bad answers (400), else a stale version (409). */
export class QuizRefused extends Error {
  constructor(
    message: string,
    readonly code: 'STALE_VERSION' | 'INCOMPLETE_ATTEMPT',
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class CardUnknown extends Error {
  constructor() {
    super('Este cartão não está na sua revisão.');
  }
}

export interface StartLesson {
  userId: string;
  lessonId: string;
  version: number;
}

/** The first opening of a lesson is recorded (the figures' "started"); later ones change nothing. */
export function startLesson(state: LearningState, cmd: StartLesson): NewEvent[] {
  return state.started.has(cmd.lessonId) ? [] : [newEvent(LessonStarted, cmd)];
}

export interface AnswerQuiz {
  userId: string;
  lessonId: string;
  trackId: string;
  /** The lesson's current version and its quiz. */
  version: number;
  quiz: LessonBody['quiz'];
  /** The version the person answered (the page they had open). */
  answeredVersion: number;
  answers: readonly { itemId: string; optionId: string }[];
  /** São Paulo day of the attempt (mastery's "later review"). */
  day: string;
  /** The platform's clock at the attempt: when missed questions and a completed lesson's glossary join the review. */
  now: Date;
}

export interface QuizOutcome {
  events: NewEvent[];
  attempt: number;
  correct: number;
  total: number;
  passed: boolean;
  /** This attempt completed the lesson. */
  completedNow: boolean;
  /** Completed by an earlier attempt. */
  completedBefore: boolean;
  /** Per question, in the quiz's order: the option chosen and whether it was right. */
  items: { itemId: string; optionId: string; correct: boolean }[];
  skillChanges: { skillId: string; from: SkillLevel; to: SkillLevel }[];
}

function checkAnswers(cmd: AnswerQuiz): Map<string, string> {
  if (cmd.answeredVersion !== cmd.version) {
    throw new QuizRefused('Esta lição foi atualizada enquanto você respondia. Recarregue a página para ver a nova versão.', 'STALE_VERSION');
  }
  const fields: Record<string, string> = {};
  const chosen = new Map<string, string>();
  cmd.answers.forEach((a, i) => {
    const item = cmd.quiz.find((q) => q.id === a.itemId);
    if (!item) fields[`answers.${i}.itemId`] = 'Esta questão não faz parte do quiz da lição.';
    else if (chosen.has(a.itemId)) fields[`answers.${i}.itemId`] = 'Questão respondida duas vezes.';
    else if (!item.options.some((o) => o.id === a.optionId)) fields[`answers.${i}.optionId`] = 'Alternativa inexistente nesta questão.';
    chosen.set(a.itemId, a.optionId);
  });
  const missing = cmd.quiz.filter((q) => !chosen.has(q.id));
  if (missing.length > 0) fields.answers = `Responda todas as ${cmd.quiz.length} questões (faltam ${missing.length}).`;
  if (Object.keys(fields).length > 0) throw new QuizRefused(Object.values(fields).length === 1 ? Object.values(fields)[0]! : 'Algumas respostas são inválidas.', 'INCOMPLETE_ATTEMPT', fields);
  return chosen;
}

/** One attempt: every answer recorded, the lesson completed on its first pass, each skill's level moved. */
export function answerQuiz(state: LearningState, cmd: AnswerQuiz): QuizOutcome {
  const chosen = checkAnswers(cmd);
  const attempt = (state.attempts.get(cmd.lessonId)?.length ?? 0) + 1;
  const events: NewEvent[] = [];
  const items = cmd.quiz.map((q) => {
    const optionId = chosen.get(q.id)!;
    const correct = optionId === q.correctOptionId;
    events.push(newEvent(QuizAnswered, { userId: cmd.userId, lessonId: cmd.lessonId, version: cmd.version, itemId: q.id, skillId: q.skillId, optionId, correct, attempt, answeredAt: cmd.now.toISOString() }));
    return { itemId: q.id, optionId, correct };
  });
  const correct = items.filter((i) => i.correct).length;
  const total = items.length;
  const passed = correct * 100 >= PASS_PERCENT * total;
  const completedBefore = state.completed.has(cmd.lessonId);
  const completedNow = passed && !completedBefore;
  if (completedNow) events.push(newEvent(LessonCompleted, { userId: cmd.userId, lessonId: cmd.lessonId, trackId: cmd.trackId, version: cmd.version, attempt, correct, total, completedAt: cmd.now.toISOString() }));

  const skillChanges: QuizOutcome['skillChanges'] = [];
  const skillIds = [...new Set(cmd.quiz.map((q) => q.skillId))];
  for (const skillId of skillIds) {
    const asked = cmd.quiz.filter((q) => q.skillId === skillId);
    const right = asked.filter((q) => chosen.get(q.id) === q.correctOptionId).length;
    const before = state.skills.get(skillId) ?? NO_SKILL;
    const to = nextLevel(before, right, asked.length, cmd.day);
    if (to === before.level) continue;
    events.push(newEvent(SkillLevelChanged, { userId: cmd.userId, skillId, from: before.level, to, lessonId: cmd.lessonId, day: cmd.day }));
    skillChanges.push({ skillId, from: before.level, to });
  }
  return { events, attempt, correct, total, passed, completedNow, completedBefore, items, skillChanges };
}

export interface RateCard {
  userId: string;
  cardId: string;
  rating: Rating;
  now: Date;
  /** The person's cards now (review.ts): a rating for any other card is refused. */
  cardIds: ReadonlySet<string>;
}

export function rateCard(_state: LearningState, cmd: RateCard): NewEvent[] {
  if (!cmd.cardIds.has(cmd.cardId)) throw new CardUnknown();
  return [newEvent(CardReviewed, { userId: cmd.userId, cardId: cmd.cardId, rating: cmd.rating, reviewedAt: cmd.now.toISOString() })];
}
