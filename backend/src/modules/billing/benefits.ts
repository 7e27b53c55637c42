// What billing honours of the rewards a person claimed (stream benefits-<userId>): the discount of
// the "Desconto de 20%" reward, applied by the server to one monthly invoice, and the timed access
// to the premium reports of the "Relatórios Avançados" reward.
import { DiscountApplied, DiscountGranted, ReportsAccessGranted, isEvent, type RecordedEvent } from '@piboost/events';
import { INVOICE_EXPIRY_MINUTES } from '@piboost/events/business';
import type { InvoiceState } from './invoice';

export interface BenefitsState {
  /** By code: the percentage and the invoices checkout priced with it (and when), oldest first. */
  discounts: Map<string, { percent: number; invoices: { id: string; at: Date }[] }>;
  reportsAccess: { startsAt: Date; endsAt: Date }[];
}

export function foldBenefits(events: readonly RecordedEvent[]): BenefitsState {
  const s: BenefitsState = { discounts: new Map(), reportsAccess: [] };
  for (const e of events) {
    if (isEvent(e, DiscountGranted)) s.discounts.set(e.data.code, { percent: e.data.percent, invoices: s.discounts.get(e.data.code)?.invoices ?? [] });
    else if (isEvent(e, DiscountApplied)) s.discounts.get(e.data.code)?.invoices.push({ id: e.data.invoiceId, at: e.recordedAt });
    else if (isEvent(e, ReportsAccessGranted)) s.reportsAccess.push({ startsAt: new Date(e.data.startsAt), endsAt: new Date(e.data.endsAt) });
  }
  return s;
}

/** Whether a reward keeps the premium reports open at `now`. */
export const reportsOpen = (s: BenefitsState, now: Date): boolean => s.reportsAccess.some((p) => p.startsAt <= now && now < p.endsAt);

/** A paid invoice used the discount up (a refund does not give it back); these statuses still may be paid. */
const USED: readonly InvoiceState['status'][] = ['paid', 'refunded'];
const PENDING: readonly InvoiceState['status'][] = ['requested', 'open', 'processing', 'underpaid'];

export type DiscountStatus =
  | { state: 'none' }
  | { state: 'available'; code: string; percent: number }
  /** An invoice awaiting payment carries it: if it expires unpaid, the discount comes back. */
  | { state: 'held'; code: string; percent: number; invoiceId: string; expiresAt: string };

/**
 * The person's discount as checkout must treat it, from the invoices it was applied to (`invoices`
 * holds their folded states). The discount is taken before its invoice is recorded: an invoice not
 * there yet holds it for as long as an invoice could stay payable (a checkout running right now),
 * and after that it never came to exist (that checkout failed) and gives the discount back.
 */
export function discountStatus(s: BenefitsState, invoices: ReadonlyMap<string, InvoiceState | null>, now: Date): DiscountStatus {
  let held: DiscountStatus | null = null;
  const window = INVOICE_EXPIRY_MINUTES * 60_000;
  for (const [code, d] of s.discounts) {
    const states = d.invoices.map((applied) => ({ applied, invoice: invoices.get(applied.id) ?? null }));
    if (states.some(({ invoice: i }) => i && (USED.includes(i.status) || i.refundRequested))) continue;
    const pending = states.find(({ invoice: i, applied }) => (i ? PENDING.includes(i.status) : now.getTime() - applied.at.getTime() < window));
    if (!pending) return { state: 'available', code, percent: d.percent };
    const expiresAt = pending.invoice ? pending.invoice.request.expiresAt : new Date(pending.applied.at.getTime() + window).toISOString();
    held ??= { state: 'held', code, percent: d.percent, invoiceId: pending.applied.id, expiresAt };
  }
  return held ?? { state: 'none' };
}
