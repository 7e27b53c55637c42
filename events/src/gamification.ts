// Gamification: XP, levels, streaks, achievements, daily challenges and rewards (DECISIONS 15-17).
// Streams: gamification-<userId> for a user's progress; challenges-<day> for the day's challenges.
// Every `day` is a São Paulo date chosen by the decider from its clock, so the daily caps, the
// streak and the weekly/monthly boards agree on which day an award belongs to even near midnight.
import { z } from 'zod';
import { defineEvent } from './define';
import { at, day, id } from './fields';

/** The spec's activity names (section 7) plus the awards the platform itself grants. */
export const xpActivity = z.enum([
  'page_visit',
  'feature_usage',
  'time_spent',
  'interaction',
  'achievement_unlock',
  'streak_milestone',
  'daily_login',
  'complete_profile',
  'survey_completion',
  'level_up',
  'challenge_completed',
  'reward_claimed',
  /** Education (issue 23): a lesson's quiz passed, a whole track completed, a skill reaching Proficiente - each once ever. */
  'lesson_completed',
  'track_completed',
  'skill_proficient',
  /** Community (issue 24): a reply marked "melhor resposta" (once per post) and a reaction received (capped per day). */
  'best_answer',
  'reaction_received',
]);

export const XpAwarded = defineEvent(
  'XpAwarded',
  z
    .object({
      userId: id,
      activity: xpActivity,
      /** What exactly earned it, e.g. `dashboard_visit` for a page_visit. */
      detail: z.string().min(1).max(64).optional(),
      baseAmount: z.int().positive(),
      /** Premium +50% and active reward multipliers, combined. */
      multiplier: z.number().min(1).max(10),
      amount: z.int().positive(),
      /** A repeated award with the same key is not awarded again (DECISIONS 15). */
      idempotencyKey: z.string().min(1).max(200),
      day,
      /** The user's total after this award. */
      totalXp: z.int().positive(),
      /**
       * The platform clock at the award (runtime.now): the weekly leagues cut their grace window on the later of
       * it and the append's time (issue 25), so a test's virtual clock is honoured too.
       */
      awardedAt: at.optional(),
    })
    .refine((d) => d.amount === Math.round(d.baseAmount * d.multiplier), { message: 'amount must be baseAmount × multiplier, rounded' }),
);

export const LevelReached = defineEvent(
  'LevelReached',
  z.object({ userId: id, level: z.int().min(2), totalXp: z.int().positive() }),
);

export const AchievementUnlocked = defineEvent(
  'AchievementUnlocked',
  z.object({ userId: id, achievementId: z.string().regex(/^[a-z0-9_]{1,64}$/) }),
);

export const StreakExtended = defineEvent('StreakExtended', z.object({ userId: id, day, count: z.int().min(1) }));

/** The user came back after missing a day; a new streak starts with the next StreakExtended. */
export const StreakBroken = defineEvent('StreakBroken', z.object({ userId: id, day, previousCount: z.int().min(1) }));

export const StreakMilestoneReached = defineEvent(
  'StreakMilestoneReached',
  z.object({ userId: id, day, count: z.int().min(2) }),
);

export const challengeType = z.enum(['login', 'activity', 'streak', 'achievement', 'social']);

export const DailyChallengeGenerated = defineEvent(
  'DailyChallengeGenerated',
  z.object({
    challengeId: id,
    day,
    type: challengeType,
    title: z.string().min(1).max(120),
    description: z.string().min(1).max(500),
    target: z.int().positive(),
    xpReward: z.int().positive(),
    bonusMultiplier: z.number().min(1).max(10),
    difficulty: z.enum(['easy', 'medium', 'hard']),
    expiresAt: at,
  }),
);

export const DailyChallengeProgressed = defineEvent(
  'DailyChallengeProgressed',
  z
    .object({ userId: id, challengeId: id, day, current: z.int().nonnegative(), target: z.int().positive() })
    .refine((d) => d.current < d.target, { message: 'reaching the target is DailyChallengeCompleted' }),
);

export const DailyChallengeCompleted = defineEvent(
  'DailyChallengeCompleted',
  z.object({
    userId: id,
    challengeId: id,
    day,
    /** xpReward × bonusMultiplier, rounded (spec section 9). */
    xpReward: z.int().positive(),
  }),
);

export const rewardType = z.enum(['trial_premium', 'xp_multiplier', 'badge', 'feature_unlock', 'discount']);
const rewardId = z.string().regex(/^[a-z0-9_]{1,64}$/);

export const RewardUnlocked = defineEvent('RewardUnlocked', z.object({ userId: id, rewardId, type: rewardType }));

export const RewardClaimed = defineEvent(
  'RewardClaimed',
  z.object({
    userId: id,
    rewardId,
    type: rewardType,
    xpAwarded: z.int().nonnegative(),
    /** What the user got, in the words the rewards tab shows (e.g. "Premium ativo até 28/11/2026"). */
    benefit: z.string().min(1).max(300).optional(),
    /**
     * A concrete handle on the benefit for the module that honours it: the discount code billing must
     * accept, or the feature key a feature_unlock opens.
     */
    code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
    /** The period a timed benefit covers (trial_premium, xp_multiplier), so its effect can be re-derived from the claim. */
    startsAt: at.optional(),
    endsAt: at.optional(),
  }),
);

export const XpMultiplierActivated = defineEvent(
  'XpMultiplierActivated',
  z
    .object({
      userId: id,
      multiplier: z.number().gt(1).max(10),
      /** 'quest': a weekly quest's 2x boost for 15 minutes (issue 25), never bought. */
      source: z.enum(['reward', 'premium', 'quest']),
      rewardId: rewardId.optional(),
      questId: z.string().regex(/^\d{4}-W\d{2}:[a-z_]{1,32}$/).optional(),
      startsAt: at,
      endsAt: at,
    })
    .refine((d) => Date.parse(d.endsAt) > Date.parse(d.startsAt), { message: 'endsAt must follow startsAt' }),
);

/** A São Paulo ISO week, `YYYY-Www` (the league week of issue 25). */
const week = z.string().regex(/^\d{4}-W\d{2}$/);
/** A weekly quest: `<week>:<template key>`, one per person, template and week. */
const questId = z.string().regex(/^\d{4}-W\d{2}:[a-z_]{1,32}$/);

/**
 * A streak freeze held (issue 25): the week's free one (granted lazily at the week's first daily
 * login with room under the cap) or a quest's reward.
 */
export const StreakFreezeGranted = defineEvent(
  'StreakFreezeGranted',
  z.object({ userId: id, week, reason: z.enum(['weekly', 'quest']), questId: questId.optional(), held: z.int().min(1).max(5) }),
);

/** A held freeze covered a missed `day`: the daily login that found the gap keeps the streak. */
export const StreakFreezeUsed = defineEvent('StreakFreezeUsed', z.object({ userId: id, day, held: z.int().nonnegative() }));

/** A weekly quest reached its target: its reward (a 2x boost or a freeze) follows in the same decision. */
export const QuestCompleted = defineEvent(
  'QuestCompleted',
  z.object({ userId: id, questId, week, key: z.string().regex(/^[a-z_]{1,32}$/), target: z.int().positive(), reward: z.enum(['boost', 'freeze']) }),
);

export const gamificationEvents = [
  XpAwarded,
  LevelReached,
  AchievementUnlocked,
  StreakExtended,
  StreakBroken,
  StreakMilestoneReached,
  DailyChallengeGenerated,
  DailyChallengeProgressed,
  DailyChallengeCompleted,
  RewardUnlocked,
  RewardClaimed,
  XpMultiplierActivated,
  StreakFreezeGranted,
  StreakFreezeUsed,
  QuestCompleted,
] as const;
