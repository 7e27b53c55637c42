// Mastery per skill, Khan-style (issue 23): Não iniciado -> Tentou (< 70 % right) -> Familiar
// (70-99 %) -> Proficiente (100 %) -> Dominado (100 % again on a later São Paulo day than the one
// that made it Proficiente). Each quiz attempt scores every skill it asks about; a weaker attempt
// lowers the level by one step at most, as Khan's mastery challenges do.
import type { DataOf, SkillLevelChanged } from '@piboost/events';

export type SkillLevel = DataOf<typeof SkillLevelChanged>['to'];

export const LEVELS: readonly SkillLevel[] = ['not_started', 'attempted', 'familiar', 'proficient', 'mastered'];

export const LEVEL_LABELS: Record<SkillLevel, string> = {
  not_started: 'Não iniciado',
  attempted: 'Tentou',
  familiar: 'Familiar',
  proficient: 'Proficiente',
  mastered: 'Dominado',
};

export interface SkillState {
  level: SkillLevel;
  /** The São Paulo day the skill last became Proficiente. */
  proficientDay: string | null;
}

export const NO_SKILL: SkillState = { level: 'not_started', proficientDay: null };

const rank = (level: SkillLevel) => LEVELS.indexOf(level);

/** The level after an attempt that got `right` of `asked` questions of the skill on São Paulo `day`. */
export function nextLevel(skill: SkillState, right: number, asked: number, day: string): SkillLevel {
  const percent = (right * 100) / asked;
  let byScore: SkillLevel;
  if (percent < 70) byScore = 'attempted';
  else if (percent < 100) byScore = 'familiar';
  else if (skill.level === 'mastered' || (skill.level === 'proficient' && skill.proficientDay !== null && day > skill.proficientDay)) byScore = 'mastered';
  else byScore = 'proficient';
  const floor = Math.max(rank('attempted'), rank(skill.level) - 1);
  return rank(byScore) >= floor ? byScore : LEVELS[floor]!;
}

/** Proficiente or above: counts for the "Estudante" achievements and the skill's XP. */
export const isProficient = (level: SkillLevel) => rank(level) >= rank('proficient');
