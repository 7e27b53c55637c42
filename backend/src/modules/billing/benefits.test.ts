// The discount's state when checkout took it but its invoice is not recorded (yet): a checkout running
// right now holds it, one that failed gives it back once no invoice could still be payable.
import { describe, expect, it } from 'vitest';
import { DiscountApplied, DiscountGranted, newEvent, type RecordedEvent } from '@piboost/events';
import { discountStatus, foldBenefits } from './benefits';

const userId = '0b9c1d52-6f7e-4c2a-9a57-3c1f2e4d5a6b';
const invoiceId = '7d4e2a10-1c3b-4f5e-8a9b-0c1d2e3f4a5b';
const takenAt = new Date('2026-11-26T12:00:00Z');
const recorded = (n: number, e: ReturnType<typeof newEvent>, at: Date): RecordedEvent =>
  ({ ...e, streamId: `benefits-${userId}`, streamVersion: BigInt(n), globalPosition: BigInt(n), recordedAt: at }) as unknown as RecordedEvent;

const state = foldBenefits([
  recorded(1, newEvent(DiscountGranted, { userId, rewardId: 'discount_level_10', code: 'PIB20-ABCDEF0123', percent: 20 }), new Date('2026-11-25T12:00:00Z')),
  recorded(2, newEvent(DiscountApplied, { userId, code: 'PIB20-ABCDEF0123', invoiceId }), takenAt),
]);
const minutes = (n: number) => new Date(takenAt.getTime() + n * 60_000);

describe('a discount taken for an invoice not recorded', () => {
  it('is held while that checkout may still be running, so a second checkout at once pays in full', () => {
    expect(discountStatus(state, new Map([[invoiceId, null]]), minutes(0))).toEqual({ state: 'held', code: 'PIB20-ABCDEF0123', percent: 20, invoiceId, expiresAt: minutes(15).toISOString() });
    expect(discountStatus(state, new Map([[invoiceId, null]]), minutes(14)).state).toBe('held');
  });

  it('comes back once no invoice could still be payable (that checkout failed)', () => {
    expect(discountStatus(state, new Map([[invoiceId, null]]), minutes(15))).toEqual({ state: 'available', code: 'PIB20-ABCDEF0123', percent: 20 });
  });
});
