// The reward's discount at checkout: read with the invoices it was applied to, and taken for one
// invoice at the benefits stream's version, so two checkouts at once cannot both get it.
import { benefitsStream, type EventMetadata } from '@piboost/events';
import { handleCommand, loadStream, type Loaded } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import { discountStatus, foldBenefits, type BenefitsState, type DiscountStatus } from './benefits';
import { applyDiscount, type DiscountState } from './decide';
import { invoiceState } from './load';

async function invoicesOf(runtime: Runtime, s: BenefitsState) {
  const ids = [...s.discounts.values()].flatMap((d) => d.invoices.map((i) => i.id));
  return new Map(await Promise.all(ids.map(async (id) => [id, await invoiceState(runtime, id)] as const)));
}

/** The benefits stream at its version, with the invoices its discounts were applied to. */
const load = (runtime: Runtime, userId: string) => async (): Promise<Loaded<DiscountState>> => {
  const { state, version } = await loadStream(runtime.store, benefitsStream(userId), foldBenefits)();
  return { state: { benefits: state, invoices: await invoicesOf(runtime, state) }, version };
};

/** The person's discount now: none, available for the next monthly invoice, or held by an invoice awaiting payment. */
export async function discountOf(runtime: Runtime, userId: string): Promise<DiscountStatus> {
  const { state } = await load(runtime, userId)();
  return discountStatus(state.benefits, state.invoices, runtime.now());
}

/** Applies an available discount to `invoiceId` (recorded before the invoice is); null when there is none to apply. */
export async function takeDiscount(runtime: Runtime, userId: string, invoiceId: string, metadata: EventMetadata): Promise<{ code: string; percent: number } | null> {
  const { taken } = await handleCommand(runtime.events, benefitsStream(userId), load(runtime, userId), (s) => applyDiscount(s, { userId, invoiceId, now: runtime.now() }), { metadata });
  return taken;
}
