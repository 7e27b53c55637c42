// A person's progress as the routes show it: per lesson (status, attempts, best score) and per skill.
import type { LearningState } from '../decide';
import { LEVEL_LABELS, NO_SKILL } from '../mastery';
import { skillName } from '../tracks';

export function lessonProgress(state: LearningState, lessonId: string) {
  const attempts = state.attempts.get(lessonId) ?? [];
  const done = state.completed.get(lessonId);
  const best = attempts.reduce<{ correct: number; total: number } | null>((b, a) => (b === null || a.correct * b.total > b.correct * a.total ? { correct: a.correct, total: a.total } : b), null);
  return {
    status: done ? ('completed' as const) : state.started.has(lessonId) || attempts.length > 0 ? ('started' as const) : ('not_started' as const),
    attempts: attempts.length,
    best,
    completedVersion: done?.version ?? null,
  };
}

export function skillOf(state: LearningState, skillId: string) {
  const level = (state.skills.get(skillId) ?? NO_SKILL).level;
  return { id: skillId, name: skillName(skillId), level, levelLabel: LEVEL_LABELS[level] };
}
