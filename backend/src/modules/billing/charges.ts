// The charge at the provider and its re-reads: created by a job, re-read after every webhook (and at
// the invoice's expiry), paid in the sandbox by an admin's mark. Each re-read is decided on the
// invoice as loaded and appended at that version; a paid invoice grants its period, numbers its
// receipt and queues the receipt's mail.
import { randomUUID } from 'node:crypto';
import { InvoicePaid, invoiceStream, subscriptionStream, WrongExpectedVersion, type EventMetadata } from '@piboost/events';
import { INVOICE_EXPIRY_MINUTES, PLANS } from '@piboost/events/business';
import { handleCommand, type Loaded } from '../../platform/command';
import type { Principal } from '../../platform/http/context';
import { JobDiscarded } from '../../platform/jobs';
import type { ChargeStatus, ProviderName } from '../../platform/payments/port';
import type { Runtime } from '../../platform/runtime';
import { markPaidInSandbox as decideMark, reconcileInvoice, recordCharge, recordChargeFailure } from './decide';
import { InvoiceChanged, InvoiceMissing } from './errors';
import type { InvoiceState } from './invoice';
import { invoiceState, loadInvoice, loadSubscription } from './load';
import { billingProviders } from './providers';
import { QUEUES, type ChargeJob, type ReconcileJob, type SandboxPayJob } from './queues';
import { numberReceipt } from './receipt-number';
import { scheduleExpiry } from './reminders';
import { grantFor } from './subscription';

/** A paid invoice starts, extends or upgrades the person's period; the expected version keeps it to one. */
async function grant(runtime: Runtime, s: InvoiceState) {
  const r = s.request;
  const upgrade = r.kind === 'upgrade' && r.upgradeEndsAt
    ? { endsAt: new Date(r.upgradeEndsAt), paidMs: Date.parse(r.upgradeEndsAt) - (Date.parse(r.expiresAt) - INVOICE_EXPIRY_MINUTES * 60_000) }
    : undefined;
  const { appended } = await handleCommand(runtime.events, subscriptionStream(r.userId), loadSubscription(runtime, r.userId), (sub) => ({
    events: grantFor(sub, { invoiceId: r.invoiceId, userId: r.userId, plan: r.plan, billingPeriod: r.billingPeriod, upgrade }, runtime.now()),
  }));
  if (appended) await scheduleExpiry(runtime, r.userId);
}

async function invoiceIdOf(runtime: Runtime, provider: ProviderName, providerInvoiceId: string): Promise<string> {
  const row = await runtime.db('billing_invoices').where({ provider, provider_invoice_id: providerInvoiceId }).first<{ id: string } | undefined>('id');
  // The read model may not have folded InvoiceCreated yet: BullMQ retries with backoff.
  if (!row) throw new Error(`fatura ${provider}/${providerInvoiceId} ainda não encontrada`);
  return row.id;
}

/** The invoice as loaded, with the provider's answer for its charge re-read now (null: no charge yet). */
const loadWithStatus = (runtime: Runtime, invoiceId: string) => async (): Promise<Loaded<{ invoice: InvoiceState | null; status: ChargeStatus | null }>> => {
  const loaded = await loadInvoice(runtime, invoiceId)();
  const s = loaded.state;
  if (!s?.charge) return { state: { invoice: s, status: null }, version: loaded.version };
  const provider = (await billingProviders(runtime)).payments[s.request.provider];
  if (!provider) throw new Error(`provedor ${s.request.provider} não configurado`);
  return { state: { invoice: s, status: await provider.status(s.charge.providerInvoiceId) }, version: loaded.version };
};

/** Re-reads the charge from its provider and records what changed; grants the period once paid. */
export async function reconcile(runtime: Runtime, invoiceId: string) {
  let decided;
  try {
    decided = await handleCommand(
      runtime.events,
      invoiceStream(invoiceId),
      loadWithStatus(runtime, invoiceId),
      ({ invoice, status }) => ({ events: reconcileInvoice(invoice, { invoiceId, status, now: runtime.now() }), paidBefore: invoice?.status === 'paid' }),
      { maxAttempts: 6 },
    );
  } catch (err) {
    // An expiry left by an earlier install, or by a removed invoice: nothing to re-read, ever.
    if (err instanceof InvoiceMissing) throw new JobDiscarded(err.message);
    throw err;
  }
  const { events, paidBefore } = decided;
  const paid = paidBefore || events.some((e) => e.type === InvoicePaid.type);
  if (paid) {
    const s = (await invoiceState(runtime, invoiceId))!;
    // A gift grants nothing to its buyer: its recipient gets the link, and the months when they redeem it.
    if (s.request.kind === 'gift') await runtime.jobs.queue(QUEUES.charges).add('gift-mail', { invoiceId } satisfies ChargeJob, { jobId: `gift-mail-${invoiceId}` });
    else await grant(runtime, s);
    // The receipt's number is given at payment, once (receipt-number.ts); the job renders and mails it.
    await numberReceipt(runtime, (await invoiceState(runtime, invoiceId))!);
    // After the grant, so the receipt names the period the payment bought.
    await runtime.jobs.queue(QUEUES.receipts).add('receipt', { invoiceId }, { jobId: `receipt-${invoiceId}` });
  }
  return events.map((e) => e.type);
}

/** The job: the provider creates the charge; its last failed attempt records the invoice as failed. */
export async function createCharge(runtime: Runtime, invoiceId: string, lastAttempt: boolean) {
  const loaded = await loadInvoice(runtime, invoiceId)();
  const s = loaded.state;
  if (!s || s.status !== 'requested' || s.charge) return 'nothing to do';
  const provider = (await billingProviders(runtime)).payments[s.request.provider];
  if (!provider) throw new Error(`provedor ${s.request.provider} não configurado`);
  const r = s.request;
  // The provider was called on this version: a concurrent write fails the attempt, and the job's retry decides again.
  const record = (events: ReturnType<typeof recordCharge>) => handleCommand(runtime.events, invoiceStream(invoiceId), async () => loaded, () => ({ events }), { maxAttempts: 1 });
  try {
    const charge = await provider.createCharge({
      invoiceId,
      method: r.method,
      currency: r.currency,
      amount: r.amount,
      expiresAt: new Date(r.expiresAt),
      description: `π Boost ${PLANS.find((p) => p.id === r.plan)!.name} (${r.billingPeriod === 'annual' ? 'anual' : 'mensal'})`,
    });
    await record(recordCharge(s, charge));
    return 'created';
  } catch (err) {
    if (lastAttempt && !(err instanceof WrongExpectedVersion)) await record(recordChargeFailure(s, String(err instanceof Error ? err.message : err)));
    throw err;
  }
}

/** The job: the sandbox provider records the payment (once per key), then the invoice is re-read like after any webhook. */
export async function sandboxPay(runtime: Runtime, job: SandboxPayJob) {
  const sandbox = (await billingProviders(runtime)).payments.sandbox;
  if (!sandbox) throw new Error('sandbox indisponível (produção)');
  const invoiceId = job.invoiceId ?? (await invoiceIdOf(runtime, 'sandbox', job.providerInvoiceId!));
  const s = await invoiceState(runtime, invoiceId);
  if (!s?.charge || s.request.provider !== 'sandbox') return 'not a sandbox charge';
  await sandbox.settle(s.charge.providerInvoiceId, job.key, job.amount);
  return reconcile(runtime, invoiceId);
}

export async function reconcileJob(runtime: Runtime, job: ReconcileJob) {
  return reconcile(runtime, job.invoiceId ?? (await invoiceIdOf(runtime, job.provider!, job.providerInvoiceId!)));
}

/** Back office (admins): "Marcar como paga (sandbox)" - recorded, then the sandbox pays it in a job. */
export async function markPaidInSandbox(runtime: Runtime, principal: Principal, invoiceId: string, meta: EventMetadata) {
  const markId = randomUUID();
  const sandboxEnabled = (await billingProviders(runtime)).payments.sandbox !== undefined;
  try {
    // Decided once: an invoice that changed meanwhile is for the admin to look at again.
    await handleCommand(runtime.events, invoiceStream(invoiceId), loadInvoice(runtime, invoiceId), (s) => ({ events: decideMark(s, { staffId: principal.userId, sandboxEnabled, markId }) }), {
      metadata: { ...meta, actorId: principal.userId },
      maxAttempts: 1,
    });
  } catch (err) {
    if (err instanceof WrongExpectedVersion) throw new InvoiceChanged();
    throw err;
  }
  await runtime.jobs.queue(QUEUES.charges).add('sandbox-pay', { invoiceId, key: `mark-${markId}` } satisfies SandboxPayJob, { jobId: `sandbox-pay-${markId}` });
  return { message: 'Pagamento sandbox registrado. A fatura fica paga em instantes.' };
}

/** Verified notices are logged once per provider key; each new one enqueues a re-read. Null: no such provider here. */
export async function receiveWebhook(runtime: Runtime, provider: ProviderName, raw: Buffer, headers: Record<string, string | string[] | undefined>) {
  const p = (await billingProviders(runtime)).payments[provider];
  if (!p) return null;
  const notices = p.verifyWebhook(raw, headers);
  let fresh = 0;
  for (const n of notices) {
    const inserted = await runtime.db('billing_webhook_deliveries')
      .insert({ provider, key: n.key, provider_invoice_id: n.providerInvoiceId })
      .onConflict(['provider', 'key'])
      .ignore()
      .returning('key');
    if (!inserted.length) continue;
    fresh++;
    const queue = runtime.jobs.queue(QUEUES.charges);
    // The sandbox's signed notice is the payment itself: its job records it, then re-reads.
    if (provider === 'sandbox') await queue.add('sandbox-pay', { providerInvoiceId: n.providerInvoiceId, key: n.key, ...(n.amount ? { amount: n.amount } : {}) } satisfies SandboxPayJob, { jobId: `webhook-${provider}-${n.key}` });
    else await queue.add('reconcile', { provider, providerInvoiceId: n.providerInvoiceId } satisfies ReconcileJob, { jobId: `webhook-${provider}-${n.key}` });
  }
  return { received: notices.length, fresh };
}
