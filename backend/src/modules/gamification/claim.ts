// Claiming an unlocked reward once: 50 XP and its benefit (a multiplier, a badge, or what another module
// honours: a trial, a discount, the reports), settled like any award.
import { createHash } from 'node:crypto';
import { RewardClaimed, XpMultiplierActivated, newEvent } from '@piboost/events';
import { ACTIVITY_XP, achievementById, rewardById, type RewardDefinition } from './catalogue';
import { Decision, outcome, type AwardOutcome } from './decision';
import { draftOf, type Challenge, type GamificationState } from './evolve';

export class RewardNotFound extends Error {}
export class RewardLocked extends Error {}
export class RewardAlreadyClaimed extends Error {}

export interface ClaimCommand {
  userId: string;
  rewardId: string;
  day: string;
  now: Date;
  challenges: readonly Challenge[];
  /** What the user is told they got (computed where the benefit is known, e.g. the trial's end). */
  benefit: string;
  /** The period of a timed benefit: a trial starts when the premium the user has ends. */
  period?: { startsAt: Date; endsAt: Date };
}

export interface ClaimOutcome extends AwardOutcome {
  reward: RewardDefinition;
  code: string | undefined;
}

/** The discount code a later billing step must accept: stable per user and reward, so a retry shows the same. */
export function discountCode(userId: string, reward: RewardDefinition): string {
  const digest = createHash('sha256').update(`${reward.id}:${userId}`).digest('hex').slice(0, 10).toUpperCase();
  return `PIB${reward.discountPercent ?? 0}-${digest}`;
}

export function rewardCode(userId: string, reward: RewardDefinition): string | undefined {
  if (reward.type === 'discount') return discountCode(userId, reward);
  if (reward.type === 'feature_unlock') return reward.grants;
  return undefined;
}

/** Claims an unlocked reward once: 50 XP and its benefit (spec §4, §9). */
export function claim(state: GamificationState, cmd: ClaimCommand): ClaimOutcome {
  const reward = rewardById.get(cmd.rewardId);
  if (!reward) throw new RewardNotFound(cmd.rewardId);
  if (!state.rewardsUnlocked.has(reward.id)) throw new RewardLocked(reward.id);
  if (state.rewardsClaimed.has(reward.id)) throw new RewardAlreadyClaimed(reward.id);

  const decision = new Decision(draftOf(state), cmd.userId, cmd.day, cmd.now);
  const xpAwarded = ACTIVITY_XP.reward_claimed.base;
  const code = rewardCode(cmd.userId, reward);
  const period = cmd.period ?? (reward.duration ? { startsAt: cmd.now, endsAt: new Date(cmd.now.getTime() + reward.duration * 86_400_000) } : undefined);
  decision.emit(
    newEvent(RewardClaimed, {
      userId: cmd.userId,
      rewardId: reward.id,
      type: reward.type,
      xpAwarded,
      benefit: cmd.benefit,
      ...(code ? { code } : {}),
      ...(period ? { startsAt: period.startsAt.toISOString(), endsAt: period.endsAt.toISOString() } : {}),
    }),
  );
  decision.xp('reward_claimed', xpAwarded, `reward_claimed:${reward.id}`, reward.id);
  if (reward.type === 'xp_multiplier') {
    decision.emit(
      newEvent(XpMultiplierActivated, {
        userId: cmd.userId,
        multiplier: reward.multiplier!,
        source: 'reward',
        rewardId: reward.id,
        startsAt: period!.startsAt.toISOString(),
        endsAt: period!.endsAt.toISOString(),
      }),
    );
  } else if (reward.type === 'badge' && reward.grants && achievementById.has(reward.grants)) {
    decision.unlockAchievement(reward.grants);
  }
  decision.settle(cmd.challenges);
  return { ...outcome(decision, { xpAwarded }), reward, code };
}
