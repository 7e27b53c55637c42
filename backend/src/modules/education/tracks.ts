// The tracks written in the repository (content/index.ts): their order, access and skills, and the
// lessons' text the platform publishes as version 1. Later versions of a lesson are staff's (its
// stream); the track itself (title, access, skills, which lessons) is the repository's.
import { PLANS, type PlanId } from '@piboost/events/business';
import type { DataOf, LessonPublished } from '@piboost/events';
import { TRACKS, type LessonContent, type TrackContent } from './content';

export type LessonBody = DataOf<typeof LessonPublished>['content'];

/** The plan that opens a premium track (the cheapest with `premiumTracks`). */
export const UNLOCKING_PLAN: { id: Exclude<PlanId, 'freemium'>; name: string } = { id: 'professional', name: PLANS.find((p) => p.id === 'professional')!.name };

/** The pass mark of a quiz attempt: at least this share of the items right (DECISIONS, issue 23). */
export const PASS_PERCENT = 70;

export const tracks = (): readonly TrackContent[] => TRACKS;

export function trackById(trackId: string): TrackContent | undefined {
  return TRACKS.find((t) => t.id === trackId);
}

/** The repository's lesson and its track, by the lesson's id. */
export function lessonEntry(lessonId: string): { track: TrackContent; lesson: LessonContent } | undefined {
  for (const track of TRACKS) {
    const lesson = track.lessons.find((l) => l.id === lessonId);
    if (lesson) return { track, lesson };
  }
  return undefined;
}

/** The repository's text of a lesson as the body of its version 1. */
export function bodyOf(lesson: LessonContent): LessonBody {
  const { id: _id, ...body } = lesson;
  return body;
}

export const skillName = (skillId: string): string => TRACKS.flatMap((t) => t.skills).find((s) => s.id === skillId)?.name ?? skillId;

const OPTION_IDS = ['a', 'b', 'c', 'd'];

/**
 * The content rules a version must keep (the schema already holds the sizes: 3-5 questions, 3-4
 * options): options a, b, c(, d) in order, exactly one of them right, questions and skills of this
 * lesson and track, ids unique. Field -> Portuguese message; empty when the version may be published.
 */
export function contentErrors(track: TrackContent, lessonId: string, body: LessonBody): Record<string, string> {
  const errors: Record<string, string> = {};
  const trackSkills = new Set(track.skills.map((s) => s.id));
  body.skillIds.forEach((skillId, i) => {
    if (!trackSkills.has(skillId)) errors[`skillIds.${i}`] = `A habilidade "${skillId}" não é da trilha "${track.title}".`;
  });
  const lessonSkills = new Set(body.skillIds);
  const itemIds = new Set<string>();
  body.quiz.forEach((item, i) => {
    const at = `quiz.${i}`;
    if (!item.id.startsWith(`${lessonId}-q`)) errors[`${at}.id`] = `O identificador da questão deve começar com "${lessonId}-q".`;
    else if (itemIds.has(item.id)) errors[`${at}.id`] = 'Duas questões com o mesmo identificador.';
    itemIds.add(item.id);
    if (!lessonSkills.has(item.skillId)) errors[`${at}.skillId`] = 'A questão deve avaliar uma das habilidades da lição.';
    if (item.options.some((o, j) => o.id !== OPTION_IDS[j])) errors[`${at}.options`] = 'As alternativas devem ser a, b, c e d, nessa ordem.';
    const right = item.options.filter((o) => o.id === item.correctOptionId).length;
    if (right !== 1) errors[`${at}.correctOptionId`] = 'Marque exatamente uma alternativa correta.';
  });
  const cardIds = new Set<string>();
  const otherCards = new Set(TRACKS.flatMap((t) => t.lessons.filter((l) => l.id !== lessonId).flatMap((l) => l.glossary.map((g) => g.id))));
  body.glossary.forEach((card, i) => {
    if (cardIds.has(card.id) || otherCards.has(card.id)) errors[`glossary.${i}.id`] = 'Já existe um cartão do glossário com este identificador.';
    cardIds.add(card.id);
  });
  return errors;
}
