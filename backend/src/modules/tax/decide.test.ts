// The tax helper's decider as a specification: trades recorded once (an import again adds nothing),
// corrected and removed only when they exist, the reminder only for a month with a DARF not yet due,
// and a stream whose sealed trades no longer open (erasure) holding nothing.
import { describe, expect, it } from 'vitest';
import { TaxReminderAsked, TaxTradeRemoved, TaxTradesRecorded, newEvent, type TaxTrade } from '@piboost/events';
import { decider } from '../../../../tests/support/given';
import { TRADES_LIMIT, decideTax, foldTax } from './decide';
import { DarfOverdue, NothingToRemind, TooManyTrades, TradeNotFound } from './errors';

const userId = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const trade = (tradeId: string, over: Partial<TaxTrade> = {}): TaxTrade => ({
  tradeId,
  at: '2026-04-10T13:00:00.000Z',
  kind: 'buy',
  asset: 'BTC',
  quantity: '0.5',
  totalBrl: '250000',
  feeBrl: '250',
  receivedAsset: null,
  receivedQuantity: null,
  venue: 'br_exchange',
  source: 'manual',
  ...over,
});
const a = trade('1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c');
const b = trade('2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d', { kind: 'sell', quantity: '0.1', totalBrl: '60000' });
const recorded = (...trades: TaxTrade[]) => newEvent(TaxTradesRecorded, { userId, source: 'manual', format: null, count: trades.length, trades: JSON.stringify(trades) });
const tax = decider(foldTax, decideTax);

describe('trades', () => {
  it('records new trades in one event, sealed as one text', () => {
    tax.given().when({ type: 'RecordTrades', userId, source: 'import', format: 'binance', trades: [a, b] }).then({ type: 'TaxTradesRecorded', data: { count: 2, format: 'binance', trades: JSON.stringify([a, b]) } });
  });
  it('records only the trades not there yet; nothing when all are', () => {
    tax.given(recorded(a)).when({ type: 'RecordTrades', userId, source: 'import', format: 'binance', trades: [a, b] }).then({ type: 'TaxTradesRecorded', data: { count: 1, trades: JSON.stringify([b]) } });
    tax.given(recorded(a, b)).when({ type: 'RecordTrades', userId, source: 'import', format: 'binance', trades: [a, b] }).thenNothing();
  });
  it('corrects a trade it holds, keeping where it came from; nothing when unchanged', () => {
    const imported = { ...a, source: 'import' as const };
    tax.given(recorded(imported)).when({ type: 'CorrectTrade', userId, trade: { ...a, quantity: '0.4' } }).then({ type: 'TaxTradeCorrected', data: { tradeId: a.tradeId, trade: JSON.stringify({ ...imported, quantity: '0.4' }) } });
    tax.given(recorded(a)).when({ type: 'CorrectTrade', userId, trade: a }).thenNothing();
    tax.given().when({ type: 'CorrectTrade', userId, trade: a }).thenThrows(TradeNotFound);
  });
  it('removes a trade it holds, and only those', () => {
    tax.given(recorded(a)).when({ type: 'RemoveTrade', userId, tradeId: a.tradeId }).then({ type: 'TaxTradeRemoved', data: { tradeId: a.tradeId } });
    tax.given(recorded(a), newEvent(TaxTradeRemoved, { userId, tradeId: a.tradeId })).when({ type: 'RemoveTrade', userId, tradeId: a.tradeId }).thenThrows(TradeNotFound);
  });
  it('refuses trades beyond what one person may keep', () => {
    const many = Array.from({ length: TRADES_LIMIT }, (_, i) => trade(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`));
    tax.given(recorded(...many)).when({ type: 'RecordTrades', userId, source: 'manual', format: null, trades: [a] }).thenThrows(TooManyTrades);
  });
  it('after erasure the sealed trades open to nothing: the fold holds none', () => {
    const erased = { type: TaxTradesRecorded.type, data: { userId, source: 'manual', format: null, count: 1, trades: null } };
    expect(foldTax([erased]).trades.size).toBe(0);
  });
});

describe('the DARF reminder', () => {
  const ask = { type: 'AskReminder' as const, userId, month: '2026-04', daysBefore: 5, dueDate: '2026-05-29', today: '2026-05-10' };
  it('is asked for a month with a DARF not yet due', () => {
    tax.given().when(ask).then({ type: 'TaxReminderAsked', data: { month: '2026-04', daysBefore: 5 } });
    tax.given(newEvent(TaxReminderAsked, { userId, month: '2026-04', daysBefore: 5 })).when(ask).thenNothing();
    tax.given(newEvent(TaxReminderAsked, { userId, month: '2026-04', daysBefore: 5 })).when({ ...ask, daysBefore: 3 }).then({ type: 'TaxReminderAsked', data: { daysBefore: 3 } });
  });
  it('is refused for a month without tax, or once the due date has passed (the due day itself still counts)', () => {
    tax.given().when({ ...ask, dueDate: null }).thenThrows(NothingToRemind);
    tax.given().when({ ...ask, today: '2026-05-30' }).thenThrows(DarfOverdue);
    tax.given().when({ ...ask, today: '2026-05-29' }).then('TaxReminderAsked');
  });
  it('is cancelled when asked; cancelling nothing changes nothing', () => {
    tax.given(newEvent(TaxReminderAsked, { userId, month: '2026-04', daysBefore: 5 })).when({ type: 'CancelReminder', userId, month: '2026-04' }).then({ type: 'TaxReminderCancelled', data: { month: '2026-04' } });
    tax.given().when({ type: 'CancelReminder', userId, month: '2026-04' }).thenNothing();
  });
});
