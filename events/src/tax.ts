// The crypto tax helper ("Calculadora de IR cripto", issue 23): a person's trades and the DARF
// reminder they ask for. Stream: tax-<userId>. The trades are personal data: each event carries them
// as one sealed JSON text (`trades` / `trade`), so the person's key seals them in the log, the copy of
// their data opens them, and erasure (the key shredded) leaves nothing readable.
import { z } from 'zod';
import { defineEvent } from './define';
import { id } from './fields';

/** A quantity or an amount as a decimal text (`0.05`, `31000.00`): never a binary float. */
const decimal = z.string().regex(/^\d{1,20}(\.\d{1,30})?$/);
/** A ticker as the person or the exchange writes it: BTC, USDT, 1INCH. */
export const taxAsset = z.string().regex(/^[A-Z0-9]{1,20}$/);
/** Where the trade happened: decides the regime (domestic monthly GCAP or foreign yearly) and DeCripto. */
export const taxVenue = z.enum(['br_exchange', 'self_custody', 'p2p', 'foreign_exchange', 'defi']);
/** A buy or sell against R$, a crypto-crypto swap, or a move between the person's own wallets. */
export const taxTradeKind = z.enum(['buy', 'sell', 'swap', 'transfer_in', 'transfer_out']);

/** One trade as the person recorded it (plaintext; it travels sealed inside the events below). */
export const taxTrade = z
  .object({
    tradeId: id,
    /** The instant of the trade (ISO); its month is the São Paulo month. */
    at: z.iso.datetime({ offset: true }),
    kind: taxTradeKind,
    /** Bought, sold, given in a swap, or moved. */
    asset: taxAsset,
    quantity: decimal,
    /** What the trade was worth in R$, fees excluded (paid for a buy, received for a sale, market value of a swap or transfer). */
    totalBrl: decimal,
    feeBrl: decimal,
    /** What a swap gave back. */
    receivedAsset: taxAsset.nullable(),
    receivedQuantity: decimal.nullable(),
    venue: taxVenue,
    /** Where it came from: typed in the page, or the line of an imported file. */
    source: z.enum(['manual', 'import']),
  })
  .refine((t) => (t.kind === 'swap') === (t.receivedAsset !== null && t.receivedQuantity !== null), 'A swap names what it received; only a swap does');
export type TaxTrade = z.infer<typeof taxTrade>;

const json = <S extends z.ZodType>(schema: S, message: string) =>
  z.string().refine((text) => {
    try {
      return schema.safeParse(JSON.parse(text)).success;
    } catch {
      return false;
    }
  }, message);

/** The sealed text of several trades / one trade (JSON of the shapes above). */
/** At most the trades one person may keep (the tax module's TRADES_LIMIT): a whole import is one event. */
export const TAX_TRADES_LIMIT = 20_000;
export const sealedTrades = json(z.array(taxTrade).min(1).max(TAX_TRADES_LIMIT), `trades: JSON of 1 to ${TAX_TRADES_LIMIT} trades`);
export const sealedTrade = json(taxTrade, 'trade: JSON of one trade');

/** Trades typed in the page (one) or the good lines of one confirmed import (many), in one event. */
export const TaxTradesRecorded = defineEvent(
  'TaxTradesRecorded',
  z.object({
    userId: id,
    source: z.enum(['manual', 'import']),
    /** The file format of an import (the parser's id); null for a trade typed in. */
    format: z.string().min(1).max(40).nullable(),
    count: z.int().min(1).max(TAX_TRADES_LIMIT),
    trades: sealedTrades,
  }),
  { pii: ['trades'] },
);

/** A trade edited: its new content, whole. */
export const TaxTradeCorrected = defineEvent('TaxTradeCorrected', z.object({ userId: id, tradeId: id, trade: sealedTrade }), { pii: ['trade'] });
export const TaxTradeRemoved = defineEvent('TaxTradeRemoved', z.object({ userId: id, tradeId: id }));

/** The month (YYYY-MM, São Paulo) whose DARF the reminder is for. */
export const taxMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** A mail `daysBefore` days before the DARF due date of `month`. */
export const TaxReminderAsked = defineEvent('TaxReminderAsked', z.object({ userId: id, month: taxMonth, daysBefore: z.int().min(1).max(20) }));
export const TaxReminderCancelled = defineEvent('TaxReminderCancelled', z.object({ userId: id, month: taxMonth }));

export const taxEvents = [TaxTradesRecorded, TaxTradeCorrected, TaxTradeRemoved, TaxReminderAsked, TaxReminderCancelled] as const;
