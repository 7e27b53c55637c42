// Names for what earned XP, shown in toasts and in the recent-activity list, in the person's
// language. The API answers with machine names (activity_name, detail); unknown ones fall back to
// the raw name.
import { translate, type MessageKey } from '../../i18n';

const PAGE_EVENTS: Readonly<Record<string, MessageKey>> = {
  dashboard_visit: 'gamification.activity.page.dashboard',
  reports_view: 'gamification.activity.page.reports',
  education_access: 'gamification.activity.page.education',
  tools_usage: 'gamification.activity.page.tools',
  community_visit: 'gamification.activity.page.community',
  profile_completion: 'gamification.activity.page.profile',
  survey_completion: 'gamification.activity.page.survey',
  gamification_visit: 'gamification.activity.page.gamification',
};

const ACTIVITIES: Readonly<Record<string, MessageKey>> = {
  page_visit: 'gamification.activity.pageVisit',
  feature_usage: 'gamification.activity.featureUsage',
  daily_login: 'gamification.activity.dailyLogin',
  time_spent: 'gamification.activity.timeSpent',
  interaction: 'gamification.activity.interaction',
  achievement_unlock: 'gamification.activity.achievementUnlock',
  streak_milestone: 'gamification.activity.streakMilestone',
  level_up: 'gamification.activity.levelUp',
  complete_profile: 'gamification.activity.completeProfile',
  survey_completion: 'gamification.activity.surveyCompletion',
  challenge_completed: 'gamification.activity.challengeCompleted',
  reward_claimed: 'gamification.activity.rewardClaimed',
  lesson_completed: 'gamification.activity.lessonCompleted',
  track_completed: 'gamification.activity.trackCompleted',
  skill_proficient: 'gamification.activity.skillProficient',
  best_answer: 'gamification.activity.bestAnswer',
  reaction_received: 'gamification.activity.reactionReceived',
};

/** With the detail the server records: which achievement, which level, how long a streak. */
export function activityDescription(activity: string, detail: string | null | undefined, achievementTitles: ReadonlyMap<string, string>): string {
  const level = /^level_(\d+)$/.exec(detail ?? '')?.[1];
  const streak = /^streak_(\d+)$/.exec(detail ?? '')?.[1];
  if (activity === 'achievement_unlock' && detail && achievementTitles.has(detail)) return translate('gamification.activity.achievementNamed', { title: achievementTitles.get(detail) ?? '' });
  if (activity === 'level_up' && level) return translate('gamification.activity.levelReached', { level });
  if (activity === 'streak_milestone' && streak) return translate('gamification.activity.streakOf', { days: Number(streak) });
  return activityLabel(activity, detail);
}

export function activityLabel(activity: string, detail?: string | null): string {
  const key = (detail && (PAGE_EVENTS[detail] ?? ACTIVITIES[detail])) || ACTIVITIES[activity];
  return key ? translate(key) : activity;
}
