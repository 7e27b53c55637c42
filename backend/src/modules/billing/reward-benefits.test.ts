// A claimed reward's benefit, as billing records it: one event per person, reward and kind, its id
// derived from the claim, so a retried honour (the reactor backing up the claim's request) appends nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NewEvent } from '@piboost/events';
import { decider } from '../../../../tests/support/given';
import { derivedId } from '../../platform/ids';
import { decideRewardBenefit, rewardBenefitEvent, type RewardBenefit } from './reward-benefits';

const userId = randomUUID();
const startsAt = '2026-03-10T15:00:00.000Z';
const endsAt = '2026-03-17T15:00:00.000Z';
const trial: RewardBenefit = { kind: 'trial', userId, rewardId: 'premium_trial_level_5', startsAt, endsAt };
const discount: RewardBenefit = { kind: 'discount', userId, rewardId: 'discount_level_10', code: 'PIB20-0123456789', percent: 20 };
const reports: RewardBenefit = { kind: 'reports', userId, rewardId: 'advanced_reports_unlock', startsAt, endsAt };

/** The stream's state for this command: the ids of the events it already holds. */
const spec = decider(
  (history: readonly NewEvent[]) => new Set(history.map((e) => e.eventId!)),
  (recorded, benefit: RewardBenefit) => decideRewardBenefit(recorded, rewardBenefitEvent(benefit).event),
);
const granted = (benefit: RewardBenefit) => rewardBenefitEvent(benefit).event;

describe('a reward benefit', () => {
  it('records a trial as a reward-sourced Professional period on subscription-<id>', () => {
    expect(rewardBenefitEvent(trial).streamId).toBe(`subscription-${userId}`);
    spec.given().when(trial).then({ type: 'TrialStarted', data: { userId, plan: 'professional', startsAt, endsAt, source: 'reward' } });
  });

  it('records a discount and the reports access on benefits-<id>', () => {
    expect([rewardBenefitEvent(discount).streamId, rewardBenefitEvent(reports).streamId]).toEqual([`benefits-${userId}`, `benefits-${userId}`]);
    spec.given().when(discount).then({ type: 'DiscountGranted', data: { userId, rewardId: 'discount_level_10', code: 'PIB20-0123456789', percent: 20 } });
    spec.given(granted(discount)).when(reports).then({ type: 'ReportsAccessGranted', data: { userId, rewardId: 'advanced_reports_unlock', startsAt, endsAt } });
  });

  it('is recorded once: the same claim honoured again appends nothing', () => {
    spec.given(granted(trial)).when(trial).thenNothing();
    spec.given(granted(reports), granted(discount)).when(discount).thenNothing();
  });

  it('derives the id from the person, the reward and the kind (the ids gamification recorded before)', () => {
    expect(granted(trial).eventId).toBe(derivedId(`reward-trial:${userId}:premium_trial_level_5`));
    expect(granted(discount).eventId).toBe(derivedId(`reward-discount:${userId}:discount_level_10`));
    expect(granted(reports).eventId).toBe(derivedId(`reward-reports:${userId}:advanced_reports_unlock`));
    expect(granted(discount).eventId).not.toBe(granted({ ...discount, userId: randomUUID() }).eventId);
    expect(granted({ ...reports, rewardId: 'x' }).eventId).not.toBe(granted({ ...trial, rewardId: 'x' }).eventId);
  });
});
