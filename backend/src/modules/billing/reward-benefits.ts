// What a claimed gamification reward gives in billing, recorded by billing (one stream, one writer -
// issue 22): a trial_premium is a subscription period (subscription-<userId>, DECISIONS 11), a
// discount and the reports' feature unlock are benefits (benefits-<userId>). Gamification says what
// was claimed; the event's id is derived from the person, the reward and the kind of benefit, so the
// claim's request and the reactor that backs it up (a crash between the two appends) record it once.
import { DiscountGranted, ReportsAccessGranted, TrialStarted, benefitsStream, newEvent, subscriptionStream, type EventMetadata, type NewEvent } from '@piboost/events';
import { handleCommand, loadStream } from '../../platform/command';
import { derivedId } from '../../platform/ids';
import type { Runtime } from '../../platform/runtime';

export type RewardBenefit =
  /** A Premium period (the Professional plan) from the claim's start to its end. */
  | { kind: 'trial'; userId: string; rewardId: string; startsAt: string; endsAt: string }
  /** A discount code the server applies to one monthly invoice. */
  | { kind: 'discount'; userId: string; rewardId: string; code: string; percent: number }
  /** Timed access to the premium reports. */
  | { kind: 'reports'; userId: string; rewardId: string; startsAt: string; endsAt: string };

/** The stream and the event a benefit is recorded as, its id derived from the claim. */
export function rewardBenefitEvent(benefit: RewardBenefit, metadata: EventMetadata = {}): { streamId: string; event: NewEvent } {
  const { userId, rewardId } = benefit;
  const id = derivedId(`reward-${benefit.kind}:${userId}:${rewardId}`);
  if (benefit.kind === 'trial') {
    const data = { userId, plan: 'professional' as const, startsAt: benefit.startsAt, endsAt: benefit.endsAt, source: 'reward' as const };
    return { streamId: subscriptionStream(userId), event: newEvent(TrialStarted, data, metadata, id) };
  }
  if (benefit.kind === 'discount') {
    return { streamId: benefitsStream(userId), event: newEvent(DiscountGranted, { userId, rewardId, code: benefit.code, percent: benefit.percent }, metadata, id) };
  }
  return { streamId: benefitsStream(userId), event: newEvent(ReportsAccessGranted, { userId, rewardId, startsAt: benefit.startsAt, endsAt: benefit.endsAt }, metadata, id) };
}

/** Pure: the benefit once - an event already recorded under its id is not appended again. */
export function decideRewardBenefit(recorded: ReadonlySet<string>, event: NewEvent): { events: NewEvent[] } {
  return { events: event.eventId && recorded.has(event.eventId) ? [] : [event] };
}

/** Records a claimed reward's benefit in billing's stream, at most once per person, reward and kind. */
export async function grantRewardBenefit(runtime: Runtime, benefit: RewardBenefit, metadata: EventMetadata = {}): Promise<void> {
  const { streamId, event } = rewardBenefitEvent(benefit, metadata);
  const recordedIds = loadStream(runtime.store, streamId, (history) => new Set(history.map((e) => e.eventId)));
  await handleCommand(runtime.events, streamId, recordedIds, (recorded) => decideRewardBenefit(recorded, event));
}
