// The tax helper's decider (stream tax-<userId>): the person's trades and their DARF reminders.
// Pure: the trades arrive opened (the vault's work is in service.ts), no clock, no I/O. A sealed field
// read after erasure opens to null and the fold skips it: nothing of the person is left to decide on.
import { TAX_TRADES_LIMIT, TaxReminderAsked, TaxReminderCancelled, TaxTradeCorrected, TaxTradeRemoved, TaxTradesRecorded, newEvent, taxTrade, type DataOf, type NewEvent, type TaxTrade } from '@piboost/events';
import { DarfOverdue, NothingToRemind, TooManyTrades, TradeNotFound } from './errors';

/** Trades one person may keep: far above a year of an active retail trader, well below what slows the page. */
export const TRADES_LIMIT = TAX_TRADES_LIMIT;

export interface TaxState {
  /** By trade id, in the order recorded. */
  trades: Map<string, TaxTrade>;
  /** Months (YYYY-MM) with a reminder asked, and how many days before the due date. */
  reminders: Map<string, number>;
}

type Fact = { type: string; data: unknown };

/** A sealed text as the vault opened it: null once the person's key is shredded. */
function opened<T>(text: string | null, parse: (value: unknown) => T): T | null {
  if (text === null) return null;
  return parse(JSON.parse(text));
}

export function foldTax(history: readonly Fact[]): TaxState {
  const state: TaxState = { trades: new Map(), reminders: new Map() };
  for (const e of history) {
    if (e.type === TaxTradesRecorded.type) {
      const d = e.data as DataOf<typeof TaxTradesRecorded>;
      for (const t of opened(d.trades, (v) => taxTrade.array().parse(v)) ?? []) state.trades.set(t.tradeId, t);
    } else if (e.type === TaxTradeCorrected.type) {
      const d = e.data as DataOf<typeof TaxTradeCorrected>;
      const t = opened(d.trade, (v) => taxTrade.parse(v));
      if (t && state.trades.has(d.tradeId)) state.trades.set(d.tradeId, t);
    } else if (e.type === TaxTradeRemoved.type) {
      state.trades.delete((e.data as DataOf<typeof TaxTradeRemoved>).tradeId);
    } else if (e.type === TaxReminderAsked.type) {
      const d = e.data as DataOf<typeof TaxReminderAsked>;
      state.reminders.set(d.month, d.daysBefore);
    } else if (e.type === TaxReminderCancelled.type) {
      state.reminders.delete((e.data as DataOf<typeof TaxReminderCancelled>).month);
    }
  }
  return state;
}

export type TaxCommand =
  | { type: 'RecordTrades'; userId: string; source: 'manual' | 'import'; format: string | null; trades: TaxTrade[] }
  | { type: 'CorrectTrade'; userId: string; trade: TaxTrade }
  | { type: 'RemoveTrade'; userId: string; tradeId: string }
  /** `dueDate`: the month's DARF due day as the engine computed it on these trades (null: no tax); `today`: São Paulo's. */
  | { type: 'AskReminder'; userId: string; month: string; daysBefore: number; dueDate: string | null; today: string }
  | { type: 'CancelReminder'; userId: string; month: string };

const same = (a: TaxTrade, b: TaxTrade) => JSON.stringify(a) === JSON.stringify(b);

export function decideTax(state: TaxState, command: TaxCommand): NewEvent[] {
  const { userId } = command;
  switch (command.type) {
    case 'RecordTrades': {
      const fresh = command.trades.filter((t) => !state.trades.has(t.tradeId));
      if (fresh.length === 0) return [];
      if (state.trades.size + fresh.length > TRADES_LIMIT) throw new TooManyTrades(TRADES_LIMIT);
      return [newEvent(TaxTradesRecorded, { userId, source: command.source, format: command.format, count: fresh.length, trades: JSON.stringify(fresh) })];
    }
    case 'CorrectTrade': {
      const before = state.trades.get(command.trade.tradeId);
      if (!before) throw new TradeNotFound(command.trade.tradeId);
      // The origin of a trade stays what it was: an imported line corrected by hand is still imported.
      const trade = { ...command.trade, source: before.source };
      if (same(before, trade)) return [];
      return [newEvent(TaxTradeCorrected, { userId, tradeId: trade.tradeId, trade: JSON.stringify(trade) })];
    }
    case 'RemoveTrade':
      if (!state.trades.has(command.tradeId)) throw new TradeNotFound(command.tradeId);
      return [newEvent(TaxTradeRemoved, { userId, tradeId: command.tradeId })];
    case 'AskReminder':
      if (command.dueDate === null) throw new NothingToRemind(command.month);
      if (command.today > command.dueDate) throw new DarfOverdue(command.month, command.dueDate);
      if (state.reminders.get(command.month) === command.daysBefore) return [];
      return [newEvent(TaxReminderAsked, { userId, month: command.month, daysBefore: command.daysBefore })];
    case 'CancelReminder':
      if (!state.reminders.has(command.month)) return [];
      return [newEvent(TaxReminderCancelled, { userId, month: command.month })];
    default: {
      const unknown: never = command;
      throw new Error(`unknown tax command ${JSON.stringify(unknown)}`);
    }
  }
}
