// "Presentear Premium" (issue 26 item 3): months of a plan bought for someone by e-mail with the same
// checkout (an invoice of kind gift, paid like any other), a link mailed to them once paid, redeemed by
// whoever signs in with it - the months follow the Premium they have - and refundable by the buyer
// under the 7-day rule while nobody redeemed it. The gift lives on its invoice's stream (GiftOrdered,
// GiftRedeemed), so redeeming and refunding are decided on one version and exclude each other.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { invoiceStream, subscriptionStream, type EventMetadata } from '@piboost/events';
import { PLANS } from '@piboost/events/business';
import { handleCommand } from '../../platform/command';
import { t } from '../../platform/i18n';
import { recipientLocale } from '../../platform/mail/locale';
import type { Principal } from '../../platform/http/context';
import { waitForProjection } from '../../platform/read-your-writes';
import type { Runtime } from '../../platform/runtime';
import { contactOf, loadAccount } from '../identity';
import { giftRefundableUntil, orderGift as decideGift, redeemGift as decideRedeem, type GiftMonths } from './decide';
import { GiftRefused } from './errors';
import type { InvoiceState } from './invoice';
import { invoiceState, loadInvoice, loadSubscription } from './load';
import type { PaymentMethod } from '../../platform/payments/port';
import { billingProviders, providerFor } from './providers';
import { QUEUES, type ChargeJob, type ReconcileJob } from './queues';
import { latestQuote } from './quotes';
import { giftFor } from './subscription';

export interface GiftInput {
  plan: 'professional' | 'elite';
  months: GiftMonths;
  method: PaymentMethod;
  recipientEmail: string;
  message: string | null;
}

const planName = (plan: 'professional' | 'elite') => PLANS.find((p) => p.id === plan)!.name;
export const monthsLabel = (months: number) => (months === 1 ? '1 mês' : `${months} meses`);

/**
 * The redemption code: the gift's invoice id and a keyed hash of it. Nothing is stored - the server
 * recomputes it - so the back office, the read models and the log hold no code that acts for anyone.
 */
export const giftCode = (runtime: Runtime, invoiceId: string) => `${invoiceId}.${runtime.keyedHash(`gift-redemption:${invoiceId}`).slice(0, 32)}`;

/** The invoice id a code names, or null when the code is not one we made. */
export function invoiceIdOfCode(runtime: Runtime, code: string): string | null {
  const [invoiceId, mac] = code.split('.');
  if (!invoiceId || !mac || !/^[0-9a-f-]{36}$/.test(invoiceId)) return null;
  const expected = Buffer.from(giftCode(runtime, invoiceId));
  const given = Buffer.from(code);
  return expected.length === given.length && timingSafeEqual(expected, given) ? invoiceId : null;
}

const giftLink = (runtime: Runtime, invoiceId: string) => `${runtime.config.publicUrl}/presente?codigo=${encodeURIComponent(giftCode(runtime, invoiceId))}`;

/** "Presentear Premium": the gift's invoice requested; the charge and its expiry are queued as for any checkout. */
export async function orderGift(runtime: Runtime, principal: Principal, input: GiftInput, meta: EventMetadata) {
  const now = runtime.now();
  const invoiceId = randomUUID();
  const [quote, account, providers] = await Promise.all([latestQuote(runtime), loadAccount(runtime, principal.userId), billingProviders(runtime)]);
  // The account's own address (its stream, not a read model that may lag a fresh sign-up).
  const buyerEmail = account ? await runtime.vault.decryptField(account.email) : null;
  const base = { invoiceId, userId: principal.userId, isAdmin: principal.roles.includes('admin'), ...input, buyerEmail, quote, now };
  // Refused (an admin, the buyer's own address, no usable quote) before a provider is chosen.
  decideGift({ ...base, provider: { name: 'sandbox', simulated: true } });
  const provider = providerFor(providers, input.method);
  const { expiresAt } = await handleCommand(
    runtime.events,
    invoiceStream(invoiceId),
    async () => ({ state: null, version: 0n }),
    () => decideGift({ ...base, provider: { name: provider.name, simulated: provider.simulated } }),
    { metadata: { ...meta, actorId: principal.userId }, maxAttempts: 1 },
  );
  const queue = runtime.jobs.queue(QUEUES.charges);
  await queue.add('create-charge', { invoiceId } satisfies ChargeJob, { jobId: `charge-${invoiceId}` });
  await queue.add('reconcile', { invoiceId } satisfies ReconcileJob, { jobId: `expire-${invoiceId}`, delay: expiresAt.getTime() - now.getTime() });
  return { invoiceId };
}

/** The job queued when a gift's invoice is paid: the recipient gets the link (once: the mail's id). */
export async function mailGift(runtime: Runtime, invoiceId: string) {
  const s = await invoiceState(runtime, invoiceId);
  if (!s?.gift || s.status !== 'paid' || s.refundRequested || s.gift.redeemedBy) return 'nothing to do';
  const [to, message, buyer] = await Promise.all([
    runtime.vault.decryptField(s.gift.recipientEmail),
    s.gift.message ? runtime.vault.decryptField(s.gift.message) : null,
    contactOf(runtime, s.request.userId),
  ]);
  // The buyer erased their account before the mail left: nothing to send it to.
  if (!to) return 'nothing to do';
  const code = giftCode(runtime, invoiceId);
  // The recipient may have no account: the mail is written in the buyer's language.
  const locale = await recipientLocale(runtime.db, s.request.userId);
  const from = buyer?.name ?? t(locale, 'mail.gift.someone');
  const plan = planName(s.gift.plan);
  await runtime.mailer.send({
    id: `gift-${invoiceId}`,
    to,
    tag: 'gift-received',
    reference: invoiceId,
    secrets: [code],
    subject: t(locale, 'mail.gift.subject', { from, plan }),
    text: t(locale, 'mail.gift.text', {
      from,
      plan,
      months: s.gift.months,
      hasMessage: message ? 'yes' : 'no',
      message: message ?? '',
      link: giftLink(runtime, invoiceId),
      simulated: s.request.simulated ? 'yes' : 'no',
    }),
  });
  return 'sent';
}

/** The gift a code names, as the redemption page shows it (no personal data of the buyer but their first name). */
export async function giftPreview(runtime: Runtime, code: string) {
  const invoiceId = invoiceIdOfCode(runtime, code);
  const s = invoiceId ? await invoiceState(runtime, invoiceId) : null;
  if (!s?.gift) throw new GiftRefused('GIFT_NOT_FOUND', 'Presente não encontrado. Confira o link que chegou por e-mail.');
  const buyer = await contactOf(runtime, s.request.userId);
  return {
    plan: s.gift.plan,
    planName: planName(s.gift.plan),
    months: s.gift.months,
    from: buyer?.name?.split(' ')[0] ?? null,
    status: giftStatus(s),
  };
}

/** Redeems the gift for the signed-in person: recorded on the gift's stream, then its months on their subscription. */
export async function redeemGift(runtime: Runtime, principal: Principal, code: string, meta: EventMetadata) {
  const invoiceId = invoiceIdOfCode(runtime, code);
  if (!invoiceId) throw new GiftRefused('GIFT_NOT_FOUND', 'Presente não encontrado. Confira o link que chegou por e-mail.');
  const recipientId = principal.userId;
  const isStaff = principal.roles.includes('admin') || principal.roles.includes('support');
  const { gift } = await handleCommand(runtime.events, invoiceStream(invoiceId), loadInvoice(runtime, invoiceId), (s) => ({ events: decideRedeem(s, { recipientId, isStaff }), gift: s!.gift! }), {
    metadata: { ...meta, actorId: recipientId },
  });
  // A retry after a failure here finds the gift redeemed by the same person and grants what is missing.
  const { appended } = await handleCommand(
    runtime.events,
    subscriptionStream(recipientId),
    loadSubscription(runtime, recipientId),
    (sub) => ({ events: giftFor(sub, { userId: recipientId, invoiceId, plan: gift.plan, months: gift.months }, runtime.now()) }),
    { metadata: { ...meta, actorId: recipientId } },
  );
  // The token is built from the users read model: the crown follows once it has the period.
  if (appended) await waitForProjection(runtime.db, 'users', appended.position);
  const sub = (await loadSubscription(runtime, recipientId)()).state;
  const period = sub.periods.find((p) => p.kind === 'gift' && p.invoiceId === invoiceId)!;
  const day = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  return {
    message: `Presente resgatado! ${monthsLabel(gift.months)} do plano ${planName(gift.plan)}, de ${day(period.startsAt)} a ${day(period.endsAt)}.`,
    startsAt: period.startsAt.toISOString(),
    endsAt: period.endsAt.toISOString(),
  };
}

export type GiftStatus = 'awaiting_payment' | 'expired' | 'paid' | 'redeemed' | 'refund_requested' | 'refunded';

export function giftStatus(s: InvoiceState): GiftStatus {
  if (s.status === 'refunded') return 'refunded';
  if (s.refundRequested) return 'refund_requested';
  if (s.gift?.redeemedBy) return 'redeemed';
  if (s.status === 'paid') return 'paid';
  if (['expired', 'failed', 'invalid'].includes(s.status)) return 'expired';
  return 'awaiting_payment';
}

/** The gifts' invoices of a buyer (newest first), from billing's invoices read model; each folded from its stream. */
async function giftsOf(runtime: Runtime, userId: string): Promise<InvoiceState[]> {
  const rows = await runtime.db('billing_invoices').where({ user_id: userId, kind: 'gift' }).orderBy('created_at', 'desc').limit(50).select<{ id: string }[]>('id');
  const states = await Promise.all(rows.map((r) => invoiceState(runtime, r.id)));
  return states.filter((s): s is InvoiceState => s?.gift != null);
}

/** The buyer's gifts as the Presentes page lists them: to whom (opened), what, where each stands, and until when a refund may be asked. */
export async function myGifts(runtime: Runtime, userId: string) {
  const now = runtime.now();
  const states = await giftsOf(runtime, userId);
  return Promise.all(
    states.map(async (s) => ({
      id: s.request.invoiceId,
      plan: s.gift!.plan,
      planName: planName(s.gift!.plan),
      months: s.gift!.months,
      recipientEmail: await runtime.vault.decryptField(s.gift!.recipientEmail),
      message: s.gift!.message ? await runtime.vault.decryptField(s.gift!.message) : null,
      status: giftStatus(s),
      amountUsdCents: s.request.amountUsdCents,
      currency: s.request.currency,
      amount: s.request.amount,
      method: s.request.method,
      paidAt: s.paidAt?.toISOString() ?? null,
      redeemedAt: s.gift!.redeemedAt?.toISOString() ?? null,
      refundableUntil: giftRefundableUntil(s, now)?.toISOString() ?? null,
    })),
  );
}

/** For the copy of the buyer's data: every gift they bought, with what they typed (opened with their key). */
export const giftsOfPerson = myGifts;
