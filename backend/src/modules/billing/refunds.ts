// Refunds (CDC art. 49 and the back office): the request is decided on the invoice's stream and
// ends, on the subscription's stream, the paid access it bought - both load -> decide -> append at
// the version read. The provider refund follows in a job, which records it and mails the person.
import { invoiceStream, subscriptionStream, type EventMetadata, type Position } from '@piboost/events';
import { GUARANTEE_DAYS, PLANS } from '@piboost/events/business';
import { DEFAULT_LOCALE } from '@piboost/events/i18n';
import { t } from '../../platform/i18n';
import { recipientLocale } from '../../platform/mail/locale';
import { formatAmount } from './receipt';
import { handleCommand } from '../../platform/command';
import type { Principal } from '../../platform/http/context';
import { waitForProjection } from '../../platform/read-your-writes';
import type { Runtime } from '../../platform/runtime';
import { contactOf } from '../identity';
import { endRefundedPeriod, queuedPeriodOf, recordRefund, requestRefund as decideRefund, type FirstPayment, type RefundCommand } from './decide';
import type { InvoiceState } from './invoice';
import { loadInvoice, loadSubscription, subscriptionState } from './load';
import { billingProviders } from './providers';
import { QUEUES, type RefundJob } from './queues';

/** The person's first paid invoice, from billing's invoices read model (the guarantee is judged on it). */
export async function firstPayment(runtime: Runtime, userId: string): Promise<FirstPayment | null> {
  const first = await runtime.db('billing_invoices')
    .where({ user_id: userId })
    // A gift bought for someone else is not the person's own contract.
    .whereNot({ kind: 'gift' })
    .whereIn('status', ['paid', 'refund_requested', 'refunded'])
    .orderBy('paid_at', 'asc')
    .first<{ id: string; status: string; paid_at: Date } | undefined>('id', 'status', 'paid_at');
  return first ? { invoiceId: first.id, status: first.status, paidAt: first.paid_at } : null;
}

/**
 * Records the refund request and ends the paid access it bought at once (a refunded payment keeps
 * nothing), then queues the provider refund. Returns the log position the users read model must
 * reach (null when no access ended, or when there was nothing to refund).
 */
async function askRefund(runtime: Runtime, invoiceId: string, command: RefundCommand, meta: EventMetadata): Promise<Position | null> {
  const { appended, request } = await handleCommand(
    runtime.events,
    invoiceStream(invoiceId),
    loadInvoice(runtime, invoiceId),
    (s) => ({ events: decideRefund(s, command), request: s?.request ?? null }),
    { metadata: meta },
  );
  if (!appended || !request) return null;
  const { userId, plan } = request;
  const ended = await handleCommand(
    runtime.events,
    subscriptionStream(userId),
    loadSubscription(runtime, userId),
    (sub) => ({ events: endRefundedPeriod(sub, { userId, invoiceId, plan, kind: request.kind, reason: command.reason, now: runtime.now() }) }),
    { metadata: meta },
  );
  await runtime.jobs.queue(QUEUES.charges).add('refund', { invoiceId } satisfies RefundJob, { jobId: `refund-${invoiceId}` });
  return ended.appended?.position ?? null;
}

/** Answers once the person's Premium (users) and their invoice list (billing_invoices) show the refund. */
const refundShown = (runtime: Runtime, position: Position) =>
  Promise.all([waitForProjection(runtime.db, 'users', position), waitForProjection(runtime.db, 'billing_invoices', position)]);

/**
 * "Cancelar e pedir reembolso" (CDC art. 49): within 7 days of the first payment, confirmed at
 * once - Premium ends now - and the provider refund follows in a job.
 */
export async function requestRefund(runtime: Runtime, principal: Principal, invoiceId: string, meta: EventMetadata) {
  const command: RefundCommand = { reason: 'guarantee', invoiceId, firstPayment: await firstPayment(runtime, principal.userId), now: runtime.now() };
  const position = await askRefund(runtime, invoiceId, command, { ...meta, actorId: principal.userId });
  if (position !== null) await refundShown(runtime, position);
  return { message: 'Assinatura cancelada. O reembolso foi solicitado ao provedor e você receberá a confirmação por e-mail.' };
}

/**
 * "Cancelar este período": a paid period bought during a trial (or behind another paid period) that
 * has not begun yet is cancelled, and every invoice that paid for it is refunded in full - nothing
 * of it was used (docs/decisions.md, issue 21 item 2). What runs now is untouched.
 */
export async function cancelQueued(runtime: Runtime, principal: Principal, invoiceId: string, meta: EventMetadata) {
  const period = queuedPeriodOf(await subscriptionState(runtime, principal.userId), invoiceId, runtime.now());
  let position: Position | null = null;
  for (const id of period.invoiceIds) {
    position = (await askRefund(runtime, id, { reason: 'queued' }, { ...meta, actorId: principal.userId })) ?? position;
  }
  if (position !== null) await refundShown(runtime, position);
  return { message: `Período ${PLANS.find((p) => p.id === period.plan)!.name} cancelado. O reembolso integral foi solicitado ao provedor e você receberá a confirmação por e-mail.` };
}

/** "Reembolsar presente": a gift nobody redeemed, within 7 days of its payment; its link stops working at once. */
export async function refundGift(runtime: Runtime, principal: Principal, invoiceId: string, meta: EventMetadata) {
  await askRefund(runtime, invoiceId, { reason: 'gift', buyerId: principal.userId, now: runtime.now() }, { ...meta, actorId: principal.userId });
  return { message: 'Presente cancelado. O link de resgate deixou de valer e o reembolso foi solicitado ao provedor; você receberá a confirmação por e-mail.' };
}

/** Back office (admins): refunds a paid invoice through its provider; Premium it bought ends now. */
export async function staffRefund(runtime: Runtime, principal: Principal, invoiceId: string, meta: EventMetadata) {
  const position = await askRefund(runtime, invoiceId, { reason: 'staff', staffId: principal.userId }, { ...meta, actorId: principal.userId });
  if (position !== null) await refundShown(runtime, position);
  return { message: 'Reembolso solicitado ao provedor. O acesso pago desta fatura foi encerrado.' };
}

/** The job: the provider refunds what was paid; recorded at the version read, then the person is told. */
export async function refundJob(runtime: Runtime, invoiceId: string) {
  const loaded = await loadInvoice(runtime, invoiceId)();
  const s = loaded.state;
  if (!s || s.status === 'refunded' || !s.refundRequested || !s.charge) return 'nothing to do';
  const provider = (await billingProviders(runtime)).payments[s.request.provider];
  if (!provider) throw new Error(`provedor ${s.request.provider} não configurado`);
  const result = await provider.refund(s.charge.providerInvoiceId, s.amountPaid, s.providerPaymentId);
  // The provider has refunded: a concurrent write fails the job (its retry finds the refund recorded or records it).
  await handleCommand(runtime.events, invoiceStream(invoiceId), async () => ({ state: s, version: loaded.version }), (state) => ({ events: recordRefund(state, result) }), { maxAttempts: 1 });
  await mailRefund(runtime, s, result.claimLink);
  return 'refunded';
}

async function mailRefund(runtime: Runtime, s: InvoiceState, claimLink: string | null) {
  const to = (await contactOf(runtime, s.request.userId))?.email ?? null;
  if (!to) return;
  const locale = await recipientLocale(runtime.db, s.request.userId);
  const amount =
    locale === DEFAULT_LOCALE
      ? s.request.currency === 'BRL'
        ? `R$ ${(s.amountPaid / 100).toFixed(2).replace('.', ',')}`
        : `${(s.amountPaid / 1e8).toFixed(8)} BTC`
      : formatAmount(s.request.currency, s.amountPaid, locale);
  const reason = s.refund?.reason === 'staff' || s.refund?.reason === 'gift' || s.refund?.reason === 'queued' ? s.refund.reason : 'other';
  await runtime.mailer.send({
    id: `refund-${s.request.invoiceId}`,
    to,
    tag: 'refund',
    reference: s.request.invoiceId,
    subject: t(locale, 'mail.refund.subject'),
    text: t(locale, 'mail.refund.text', {
      reason,
      amount,
      days: GUARANTEE_DAYS,
      sandbox: s.request.provider === 'sandbox' ? 'yes' : 'no',
      claim: claimLink ? 'yes' : 'no',
      link: claimLink ?? '',
      invoice: s.request.invoiceId,
    }),
  });
}
