import { toast } from '../../components/ui/toast';
import { translate, type MessageKey } from '../../i18n';
import type { WeeklyQuest, XpOutcome } from './api/types';
import { achievementName, questTitle } from './names';

// Toast durations of product-spec §9.
const XP_TOAST_MS = 3000;
const LEVEL_UP_TOAST_MS = 5000;
const ACHIEVEMENT_TOAST_MS = 4000;

/** What a weekly quest gives (issue 25). */
export const QUEST_REWARD = {
  boost: 'gamification.quests.reward.boost',
  freeze: 'gamification.quests.reward.freeze',
} as const satisfies Record<WeeklyQuest['reward'], MessageKey>;

/** Tells the user what an award brought: the XP, a new level, each new achievement. */
export function announceXp(outcome: XpOutcome, label: string) {
  if (outcome.xpAwarded > 0) toast('success', translate('gamification.xp.toast', { xp: outcome.xpAwarded, label }), XP_TOAST_MS);
  if (outcome.leveledUp) toast('success', translate('gamification.xp.levelUp', { level: outcome.newLevel }), LEVEL_UP_TOAST_MS);
  for (const achievement of outcome.newAchievements ?? []) {
    toast('success', translate('gamification.xp.achievement', { title: achievementName(translate, achievement).title }), ACHIEVEMENT_TOAST_MS);
  }
  for (const quest of outcome.completedQuests ?? []) {
    toast('success', translate('gamification.xp.quest', { title: questTitle(translate, quest), reward: translate(QUEST_REWARD[quest.reward]) }), ACHIEVEMENT_TOAST_MS);
  }
}
