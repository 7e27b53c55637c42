// The tax helper's commands and reads on the person's stream tax-<userId>: the stream is read and its
// sealed trades opened with the person's key (the vault), folded, decided on (decide.ts) and
// appended with the version read (platform/command.ts). The monthly figures are the engine's
// (engine/), computed on the trades at each read: nothing derived is stored.
import { catalogue, taxStream, type EventMetadata, type RecordedEvent, type TaxTrade } from '@piboost/events';
import { handleCommand, readStream, type Loaded } from '../../platform/command';
import { derivedId } from '../../platform/ids';
import type { Runtime } from '../../platform/runtime';
import { decideTax, foldTax, type TaxCommand, type TaxState } from './decide';
import { computeTaxReport, type CsvImport, type MonthResult, type TaxReport, type TaxTrade as EngineTrade } from './engine';

/** The stream's events with their personal fields opened (null once the person's key is shredded). */
async function openedHistory(runtime: Runtime, userId: string): Promise<RecordedEvent[]> {
  const history = await readStream(runtime.store, taxStream(userId));
  return Promise.all(
    history.map(async (e) => {
      const definition = catalogue.get(e.type);
      return definition ? { ...e, data: await runtime.vault.decryptEventData(definition, e.data as Record<string, unknown>) } : e;
    }),
  );
}

export async function loadTax(runtime: Runtime, userId: string): Promise<Loaded<TaxState>> {
  const history = await openedHistory(runtime, userId);
  return { state: foldTax(history), version: history.at(-1)?.streamVersion ?? 0n };
}

/**
 * Runs one command; returns whether it appended anything. `complete` adds what the command needs of
 * the state it is decided on (the DARF due date the engine computes on these very trades).
 */
export async function taxCommand<C extends TaxCommand>(runtime: Runtime, command: C, metadata: EventMetadata = {}, complete?: (state: TaxState) => Partial<C>): Promise<boolean> {
  const decide = (state: TaxState) => ({ events: decideTax(state, complete ? { ...command, ...complete(state) } : command) });
  const { appended } = await handleCommand(runtime.events, taxStream(command.userId), () => loadTax(runtime, command.userId), decide, {
    metadata: { actorId: command.userId, ...metadata },
  });
  return appended !== null;
}

/** The person's trades, oldest first. */
export const tradesIn = (state: TaxState): TaxTrade[] => [...state.trades.values()].sort((a, b) => a.at.localeCompare(b.at) || a.tradeId.localeCompare(b.tradeId));

/** A trade as the engine takes it. */
export function toEngine(t: TaxTrade): EngineTrade {
  return {
    id: t.tradeId,
    at: t.at,
    kind: t.kind,
    asset: t.asset,
    quantity: t.quantity,
    totalBrl: t.totalBrl,
    feeBrl: t.feeBrl,
    venue: t.venue,
    ...(t.receivedAsset !== null && t.receivedQuantity !== null ? { receivedAsset: t.receivedAsset, receivedQuantity: t.receivedQuantity } : {}),
  };
}

export const reportOf = (state: TaxState): TaxReport => computeTaxReport(tradesIn(state).map(toEngine));

export async function taxReport(runtime: Runtime, userId: string): Promise<{ state: TaxState; report: TaxReport }> {
  const { state } = await loadTax(runtime, userId);
  return { state, report: reportOf(state) };
}

export const monthOf = (report: TaxReport, month: string): MonthResult | null => report.months.find((m) => m.month === month) ?? null;

/** Decimal text as the events keep it: a plain decimal with a dot, no exponent. */
const plain = (value: string | number) => (typeof value === 'number' ? String(value) : value);

/**
 * The good lines of an import as the person's trades. Each id derives (keyed hash) from the person, the
 * trade's content and its repetition in the file, so importing the same file again adds nothing.
 */
export function importedTrades(runtime: Runtime, userId: string, parsed: CsvImport): { parsedId: string; trade: TaxTrade }[] {
  const seen = new Map<string, number>();
  return parsed.trades.map((t) => {
    const content = JSON.stringify([t.at, t.kind, t.asset, plain(t.quantity), plain(t.totalBrl), plain(t.feeBrl), t.receivedAsset ?? null, t.receivedQuantity === undefined ? null : plain(t.receivedQuantity), t.venue]);
    const n = (seen.get(content) ?? 0) + 1;
    seen.set(content, n);
    const trade = {
      tradeId: derivedId(runtime.keyedHash(`tax-import:${userId}:${content}:${n}`)),
      at: new Date(t.at).toISOString(),
      kind: t.kind,
      asset: t.asset,
      quantity: plain(t.quantity),
      totalBrl: plain(t.totalBrl),
      feeBrl: plain(t.feeBrl),
      receivedAsset: t.receivedAsset ?? null,
      receivedQuantity: t.receivedQuantity === undefined ? null : plain(t.receivedQuantity),
      venue: t.venue,
      source: 'import' as const,
    };
    return { parsedId: t.id, trade };
  });
}
