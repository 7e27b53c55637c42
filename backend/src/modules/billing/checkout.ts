// "Pagar": the invoice is requested at the server's price and the locked quote, the reward's discount
// taken for it, and the jobs queued that create the provider's charge and expire it unpaid.
import { randomUUID } from 'node:crypto';
import { invoiceStream, type EventMetadata } from '@piboost/events';
import type { BillingPeriod } from '@piboost/events/business';
import { handleCommand } from '../../platform/command';
import type { Principal } from '../../platform/http/context';
import type { PaymentMethod } from '../../platform/payments/port';
import type { Runtime } from '../../platform/runtime';
import { checkoutTerms, requestInvoice, type CheckoutCommand } from './decide';
import { takeDiscount } from './discounts';
import { subscriptionState } from './load';
import { billingProviders, providerFor } from './providers';
import { QUEUES, type ChargeJob, type ReconcileJob } from './queues';
import { latestQuote } from './quotes';

export interface CheckoutInput {
  plan: 'professional' | 'elite';
  period: BillingPeriod;
  method: PaymentMethod;
}

export async function checkout(runtime: Runtime, principal: Principal, input: CheckoutInput, meta: EventMetadata) {
  const now = runtime.now();
  const invoiceId = randomUUID();
  const sub = await subscriptionState(runtime, principal.userId);
  const command: CheckoutCommand = { invoiceId, userId: principal.userId, isAdmin: principal.roles.includes('admin'), ...input, quote: await latestQuote(runtime), now };
  // Refused (an admin, no usable quote) before a provider is chosen or a discount taken.
  const { discountable } = checkoutTerms(sub, command);
  const provider = providerFor(await billingProviders(runtime), input.method);
  const discount = discountable ? await takeDiscount(runtime, principal.userId, invoiceId, { ...meta, actorId: principal.userId }) : null;
  const { expiresAt } = await handleCommand(
    runtime.events,
    invoiceStream(invoiceId),
    // A fresh invoice id: its stream is new, and the decision is taken on the person's subscription.
    async () => ({ state: sub, version: 0n }),
    (s) => requestInvoice(s, { ...command, provider: { name: provider.name, simulated: provider.simulated }, discount }),
    { metadata: { ...meta, actorId: principal.userId }, maxAttempts: 1 },
  );
  const queue = runtime.jobs.queue(QUEUES.charges);
  await queue.add('create-charge', { invoiceId } satisfies ChargeJob, { jobId: `charge-${invoiceId}` });
  // The expiry re-read runs at the invoice's end even if the charge is never created.
  await queue.add('reconcile', { invoiceId } satisfies ReconcileJob, { jobId: `expire-${invoiceId}`, delay: expiresAt.getTime() - now.getTime() });
  return { invoiceId };
}
