// The names the server defines for gamification (achievements, rewards, daily challenges, weekly
// quests), in the person's language: the API sends the id/key with its pt-BR text; the console names
// each known id from its own catalogue and shows the API's text for one it does not know yet
// (docs/decisions.md, Issue 26 - names the server defines, in the person's language).
import type { MessageValues } from '@piboost/events/i18n';
import type { MessageKey } from '../../i18n/messages/pt-BR';

type T = (key: MessageKey, values?: MessageValues) => string;

interface Named {
  title: MessageKey;
  description: MessageKey;
}

const ACHIEVEMENTS: ReadonlyMap<string, Named> = new Map<string, Named>([
  ['first_login', { title: 'gamification.names.achievement.firstLogin.title', description: 'gamification.names.achievement.firstLogin.description' }],
  ['profile_complete', { title: 'gamification.names.achievement.profileComplete.title', description: 'gamification.names.achievement.profileComplete.description' }],
  ['survey_done', { title: 'gamification.names.achievement.surveyDone.title', description: 'gamification.names.achievement.surveyDone.description' }],
  ['streak_3', { title: 'gamification.names.achievement.streak3.title', description: 'gamification.names.achievement.streak3.description' }],
  ['streak_7', { title: 'gamification.names.achievement.streak7.title', description: 'gamification.names.achievement.streak7.description' }],
  ['streak_30', { title: 'gamification.names.achievement.streak30.title', description: 'gamification.names.achievement.streak30.description' }],
  ['explorer', { title: 'gamification.names.achievement.explorer.title', description: 'gamification.names.achievement.explorer.description' }],
  ['xp_1000', { title: 'gamification.names.achievement.xp1000.title', description: 'gamification.names.achievement.xp1000.description' }],
  ['level_5', { title: 'gamification.names.achievement.level5.title', description: 'gamification.names.achievement.level5.description' }],
  ['level_10', { title: 'gamification.names.achievement.level10.title', description: 'gamification.names.achievement.level10.description' }],
  ['first_challenge', { title: 'gamification.names.achievement.firstChallenge.title', description: 'gamification.names.achievement.firstChallenge.description' }],
  ['challenger', { title: 'gamification.names.achievement.challenger.title', description: 'gamification.names.achievement.challenger.description' }],
  ['first_reward', { title: 'gamification.names.achievement.firstReward.title', description: 'gamification.names.achievement.firstReward.description' }],
  ['first_lesson', { title: 'gamification.names.achievement.firstLesson.title', description: 'gamification.names.achievement.firstLesson.description' }],
  ['lessons_5', { title: 'gamification.names.achievement.lessons5.title', description: 'gamification.names.achievement.lessons5.description' }],
  ['track_complete', { title: 'gamification.names.achievement.trackComplete.title', description: 'gamification.names.achievement.trackComplete.description' }],
  ['skills_5', { title: 'gamification.names.achievement.skills5.title', description: 'gamification.names.achievement.skills5.description' }],
  ['helper_1', { title: 'gamification.names.achievement.helper1.title', description: 'gamification.names.achievement.helper1.description' }],
  ['helper_10', { title: 'gamification.names.achievement.helper10.title', description: 'gamification.names.achievement.helper10.description' }],
  ['helper_50', { title: 'gamification.names.achievement.helper50.title', description: 'gamification.names.achievement.helper50.description' }],
  ['crypto_explorer_badge', { title: 'gamification.names.achievement.cryptoExplorerBadge.title', description: 'gamification.names.achievement.cryptoExplorerBadge.description' }],
]);

const REWARDS: ReadonlyMap<string, Named & { benefits: readonly MessageKey[] }> = new Map<string, Named & { benefits: readonly MessageKey[] }>([
  ['xp_boost_level_2', { title: 'gamification.names.reward.xpBoostLevel2.title', description: 'gamification.names.reward.xpBoostLevel2.description', benefits: ['gamification.names.reward.xpBoostLevel2.benefit1'] }],
  ['crypto_explorer_badge', { title: 'gamification.names.reward.cryptoExplorerBadge.title', description: 'gamification.names.reward.cryptoExplorerBadge.description', benefits: ['gamification.names.reward.cryptoExplorerBadge.benefit1'] }],
  [
    'premium_trial_level_5',
    {
      title: 'gamification.names.reward.premiumTrialLevel5.title',
      description: 'gamification.names.reward.premiumTrialLevel5.description',
      benefits: ['gamification.names.reward.premiumTrialLevel5.benefit1', 'gamification.names.reward.premiumTrialLevel5.benefit2', 'gamification.names.reward.premiumTrialLevel5.benefit3'],
    },
  ],
  [
    'advanced_reports_unlock',
    {
      title: 'gamification.names.reward.advancedReportsUnlock.title',
      description: 'gamification.names.reward.advancedReportsUnlock.description',
      benefits: ['gamification.names.reward.advancedReportsUnlock.benefit1', 'gamification.names.reward.advancedReportsUnlock.benefit2'],
    },
  ],
  ['discount_level_10', { title: 'gamification.names.reward.discountLevel10.title', description: 'gamification.names.reward.discountLevel10.description', benefits: ['gamification.names.reward.discountLevel10.benefit1'] }],
  ['xp_boost_level_15', { title: 'gamification.names.reward.xpBoostLevel15.title', description: 'gamification.names.reward.xpBoostLevel15.description', benefits: ['gamification.names.reward.xpBoostLevel15.benefit1'] }],
]);

/** Daily challenges by template key; the description takes `{n}`, the target. */
const CHALLENGES: ReadonlyMap<string, Named> = new Map<string, Named>([
  ['login', { title: 'gamification.names.challenge.login.title', description: 'gamification.names.challenge.login.description' }],
  ['pages', { title: 'gamification.names.challenge.pages.title', description: 'gamification.names.challenge.pages.description' }],
  ['features', { title: 'gamification.names.challenge.features.title', description: 'gamification.names.challenge.features.description' }],
  ['streak', { title: 'gamification.names.challenge.streak.title', description: 'gamification.names.challenge.streak.description' }],
  ['achievement', { title: 'gamification.names.challenge.achievement.title', description: 'gamification.names.challenge.achievement.description' }],
  ['community', { title: 'gamification.names.challenge.community.title', description: 'gamification.names.challenge.community.description' }],
  ['interactions', { title: 'gamification.names.challenge.interactions.title', description: 'gamification.names.challenge.interactions.description' }],
  ['lessons', { title: 'gamification.names.challenge.lessons.title', description: 'gamification.names.challenge.lessons.description' }],
]);

/** Weekly quests by template key; the description takes `{n}`, the target. */
const QUESTS: ReadonlyMap<string, Named> = new Map<string, Named>([
  ['login_days', { title: 'gamification.names.quest.loginDays.title', description: 'gamification.names.quest.loginDays.description' }],
  ['activity_xp', { title: 'gamification.names.quest.activityXp.title', description: 'gamification.names.quest.activityXp.description' }],
  ['challenges', { title: 'gamification.names.quest.challenges.title', description: 'gamification.names.quest.challenges.description' }],
  ['lessons', { title: 'gamification.names.quest.lessons.title', description: 'gamification.names.quest.lessons.description' }],
  ['report_days', { title: 'gamification.names.quest.reportDays.title', description: 'gamification.names.quest.reportDays.description' }],
]);

export interface Naming {
  title: string;
  description: string;
}

export function achievementName(t: T, a: { id: string; title: string; description: string }): Naming {
  const k = ACHIEVEMENTS.get(a.id);
  return k ? { title: t(k.title), description: t(k.description) } : { title: a.title, description: a.description };
}

export function rewardName(t: T, r: { id: string; title: string; description: string; benefits: string[] }): Naming & { benefits: string[] } {
  const k = REWARDS.get(r.id);
  return k && k.benefits.length === r.benefits.length
    ? { title: t(k.title), description: t(k.description), benefits: k.benefits.map((b) => t(b)) }
    : { title: r.title, description: r.description, benefits: r.benefits };
}

export function challengeName(t: T, c: { key: string | null; title: string; description: string; target: number }): Naming {
  const k = c.key === null ? undefined : CHALLENGES.get(c.key);
  return k ? { title: t(k.title), description: t(k.description, { n: c.target }) } : { title: c.title, description: c.description };
}

/** A weekly quest; `key` is absent from an older server's answer (then its text is shown as it came). */
export function questName(t: T, q: { key?: string; title: string; description?: string; target?: number }): Naming {
  const k = q.key === undefined ? undefined : QUESTS.get(q.key);
  return k && q.target !== undefined ? { title: t(k.title), description: t(k.description, { n: q.target }) } : { title: q.title, description: q.description ?? '' };
}

/** A quest's title only (the award's toast knows no target). */
export function questTitle(t: T, q: { key?: string; title: string }): string {
  const k = q.key === undefined ? undefined : QUESTS.get(q.key);
  return k ? t(k.title) : q.title;
}
