// Receipt numbers (issue 21 item 4): PB-<year>-<000001>, given once per paid invoice, at payment,
// with no gap inside a São Paulo year. The truth is the ReceiptIssued events of receipts-<year>,
// appended at the version they were decided on: two payments at once cannot take the same number,
// and the loser decides again on the stream as it now is (the next number, or the number its
// invoice already got). billing_receipts is their index for reads, written after the append and
// repaired by the next call (with the issuer, so a download reads one row); it also keeps the numbers
// given before this scheme (legacy, no issuer recorded), gaps and all.
import { ReceiptIssued, isEvent, newEvent, receiptsStream, type DataOf, type NewEvent, type RecordedEvent, type ReceiptIssuer } from '@piboost/events';
import { handleCommand, loadStream } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import type { InvoiceState } from './invoice';

export interface IssuedReceipt {
  number: string;
  issuedAt: Date;
  /** As the settings were at issue; null for a number given before issuers were recorded (today's settings apply). */
  issuer: ReceiptIssuer | null;
}

type Issued = DataOf<typeof ReceiptIssued>;

export interface ReceiptYear {
  last: number;
  byInvoice: ReadonlyMap<string, Issued>;
}

export function foldReceiptYear(history: readonly RecordedEvent[]): ReceiptYear {
  const byInvoice = new Map<string, Issued>();
  let last = 0;
  for (const e of history) {
    if (!isEvent(e, ReceiptIssued)) continue;
    byInvoice.set(e.data.invoiceId, e.data);
    last = Math.max(last, e.data.sequence);
  }
  return { last, byInvoice };
}

export const receiptNumber = (year: number, sequence: number) => `PB-${year}-${String(sequence).padStart(6, '0')}`;

/** The São Paulo calendar year of an instant. */
export const saoPauloYear = (at: Date) => Number(at.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }).slice(0, 4));

export interface IssueReceipt {
  invoiceId: string;
  userId: string;
  /** The payment: its São Paulo year is the number's, so an invoice's number lives in one stream only. */
  paidAt: Date;
  issuedAt: Date;
  issuer: ReceiptIssuer;
  /** The highest number given in this year before the events (legacy receipts): numbering continues after it. */
  floor: number;
}

/** The decider: the number the invoice already has in this year, else the next one. */
export function decideReceipt(state: ReceiptYear, cmd: IssueReceipt): { events: NewEvent[]; issued: Issued } {
  const known = state.byInvoice.get(cmd.invoiceId);
  if (known) return { events: [], issued: known };
  const year = saoPauloYear(cmd.paidAt);
  const sequence = Math.max(state.last, cmd.floor) + 1;
  const issued: Issued = {
    invoiceId: cmd.invoiceId,
    userId: cmd.userId,
    year,
    sequence,
    number: receiptNumber(year, sequence),
    issuedAt: cmd.issuedAt.toISOString(),
    issuer: cmd.issuer,
  };
  return { events: [newEvent(ReceiptIssued, issued)], issued };
}

interface ReceiptRow {
  number: string;
  year: number;
  issued_at: Date;
  issuer: ReceiptIssuer | null;
}

/** The receipt of an invoice that already has a number, or null. */
export async function issuedReceipt(runtime: Runtime, invoiceId: string): Promise<IssuedReceipt | null> {
  const row = await runtime.db('billing_receipts').where({ invoice_id: invoiceId }).first<ReceiptRow | undefined>('number', 'year', 'issued_at', 'issuer');
  return row ? { number: receiptNumber(row.year, Number(row.number)), issuedAt: row.issued_at, issuer: row.issuer } : null;
}

/**
 * Gives the paid invoice its receipt number, once: at payment (billing's re-read), and again as a
 * no-op whenever the receipt is mailed or downloaded. Returns the number it has.
 */
export async function issueReceiptNumber(runtime: Runtime, invoice: { invoiceId: string; userId: string; paidAt: Date }): Promise<IssuedReceipt> {
  const known = await issuedReceipt(runtime, invoice.invoiceId);
  if (known) return known;
  const year = saoPauloYear(invoice.paidAt);
  const floor = await runtime.db('billing_receipts').where({ year, legacy: true }).max<{ max: string | null }>('number as max').first();
  const cmd: IssueReceipt = { ...invoice, issuedAt: runtime.now(), issuer: runtime.config.issuer, floor: Number(floor?.max ?? 0) };
  // Many payments at once each lose a few races; every lost race means another invoice got a number.
  const { issued } = await handleCommand(runtime.events, receiptsStream(year), loadStream(runtime.store, receiptsStream(year), foldReceiptYear), (state) => decideReceipt(state, cmd), {
    maxAttempts: 50,
  });
  // The index: idempotent, and rewritten by the next call if this process stops before it.
  await runtime
    .db('billing_receipts')
    .insert({ invoice_id: issued.invoiceId, year: issued.year, number: issued.sequence, issued_at: new Date(issued.issuedAt), legacy: false, issuer: JSON.stringify(issued.issuer) })
    .onConflict('invoice_id')
    .ignore();
  return { number: issued.number, issuedAt: new Date(issued.issuedAt), issuer: issued.issuer };
}

/** The payment path's call: a paid invoice's number. */
export const numberReceipt = (runtime: Runtime, s: InvoiceState) => issueReceiptNumber(runtime, { invoiceId: s.request.invoiceId, userId: s.request.userId, paidAt: s.paidAt! });
