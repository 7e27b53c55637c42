// What a claimed reward gives outside gamification: a trial_premium is a subscription period
// (DECISIONS 11), a discount and the reports' feature unlock are billing's benefits. Billing owns
// those streams and records them (grantRewardBenefit, once per claim: the event's id is derived from
// it, so the claim's request and the reactor that backs it up record it once); this says what to ask for.
import type { DataOf, RewardClaimed } from '@piboost/events';
import type { Runtime } from '../../platform/runtime';
import { grantRewardBenefit, type RewardBenefit } from '../billing';
import { rewardById } from './catalogue';

type ClaimedData = DataOf<typeof RewardClaimed>;

/** The feature a feature_unlock reward opens, by its catalogue key. */
const REPORTS_FEATURE = 'advanced_reports';

/** The benefit billing records for a claim, or null when the reward gives nothing outside gamification. */
export function benefitOf(claimed: ClaimedData): RewardBenefit | null {
  const { userId, rewardId } = claimed;
  const reward = rewardById.get(rewardId);
  if (claimed.type === 'trial_premium' && claimed.startsAt && claimed.endsAt) return { kind: 'trial', userId, rewardId, startsAt: claimed.startsAt, endsAt: claimed.endsAt };
  if (claimed.type === 'discount' && claimed.code && reward?.discountPercent) return { kind: 'discount', userId, rewardId, code: claimed.code, percent: reward.discountPercent };
  if (claimed.type === 'feature_unlock' && claimed.code === REPORTS_FEATURE && claimed.startsAt && claimed.endsAt) {
    return { kind: 'reports', userId, rewardId, startsAt: claimed.startsAt, endsAt: claimed.endsAt };
  }
  return null;
}

export async function honourReward(runtime: Runtime, claimed: ClaimedData, metadata: Record<string, string> = {}): Promise<void> {
  const benefit = benefitOf(claimed);
  if (benefit) await grantRewardBenefit(runtime, benefit, { ...metadata, actorId: claimed.userId });
}
