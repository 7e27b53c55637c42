// The billing commands and jobs. Request handlers only append events and enqueue jobs; every call to
// a provider (quotes, charges, status re-reads, refunds) runs in a job (ARCHITECTURE §9).
import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import {
  InvoiceCreated,
  InvoiceCreationFailed,
  InvoiceExpired,
  InvoiceMarkedPaidInSandbox,
  InvoicePaid,
  InvoiceRefunded,
  InvoiceRequested,
  RefundRequested,
  SubscriptionPeriodEnded,
  WrongExpectedVersion,
  invoiceStream,
  newEvent,
  subscriptionStream,
  type EventMetadata,
  type NewEvent,
  type Position,
} from '@piboost/events';
import { GUARANTEE_DAYS, INVOICE_EXPIRY_MINUTES, PLANS, type BillingPeriod } from '@piboost/events/business';
import { Conflict, Forbidden, HttpError, NotFound } from '../../platform/http/errors';
import { JobDiscarded } from '../../platform/jobs';
import { waitForProjection } from '../../platform/read-your-writes';
import type { Principal } from '../../platform/http/context';
import type { PaymentMethod, ProviderName } from '../../platform/payments/port';
import type { Runtime } from '../../platform/runtime';
import { handleCommand, loadStream, readStream } from '../../platform/command';
import { decideOnStatus, foldInvoice, type InvoiceState } from './invoice';
import { cyclePrice, quote, type QuoteSnapshot } from './pricing';
import { billingProviders, providerFor } from './providers';
import { REMINDERS_QUEUE, scheduleExpiry } from './reminders';
import { activePeriod, cancellationFor, foldSubscription, grantFor, inGrace, premiumEnd, runningPaid, upgradeQuote } from './subscription';
import { METHOD_NAMES, providerLabel } from './receipts';

export const QUEUES = { charges: 'billing-charges', quotes: 'billing-quotes', reminders: REMINDERS_QUEUE, receipts: 'billing-receipts' } as const;
/** A quote older than this is not used to price an invoice (the refresh runs every minute). */
const QUOTE_MAX_AGE_MS = 10 * 60_000;

export interface ChargeJob {
  invoiceId: string;
}
export interface RefundJob {
  invoiceId: string;
}
/** The sandbox provider records a payment (an admin's mark, or a signed sandbox webhook), then the invoice is re-read. */
export interface SandboxPayJob {
  invoiceId?: string;
  providerInvoiceId?: string;
  /** Once per key: the webhook's deliveryId or the mark's event id. */
  key: string;
  amount?: number;
}
const DAY_MS = 86_400_000;
export interface ReconcileJob {
  invoiceId?: string;
  provider?: ProviderName;
  providerInvoiceId?: string;
}

export async function latestQuote(runtime: Runtime): Promise<QuoteSnapshot | null> {
  const row = await runtime.db('billing_quote_snapshots').orderBy('fetched_at', 'desc').first<
    { usd_brl: string; btc_usd: string; source: string; simulated: boolean; fetched_at: Date } | undefined
  >('usd_brl', 'btc_usd', 'source', 'simulated', 'fetched_at');
  return row ? { usdBrl: row.usd_brl, btcUsd: row.btc_usd, source: row.source, simulated: row.simulated, fetchedAt: row.fetched_at } : null;
}


export function billingService(runtime: Runtime) {
  const loadInvoice = async (invoiceId: string) => foldInvoice(await readStream(runtime.store, invoiceStream(invoiceId)));
  const qrCache = new Map<string, string>();

  async function qrSvg(code: string): Promise<string> {
    let svg = qrCache.get(code);
    if (!svg) {
      svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      if (qrCache.size > 500) qrCache.clear();
      qrCache.set(code, svg);
    }
    return svg;
  }

  /** Appends to an invoice at the version it was read at; a concurrent writer makes this a no-op retry. */
  async function appendInvoice(s: InvoiceState, events: NewEvent[], metadata: EventMetadata = {}) {
    if (!events.length) return null;
    return runtime.events.append(invoiceStream(s.request.invoiceId), events.map((e) => ({ ...e, metadata })), { expected: s.version });
  }

  /** A paid invoice starts, extends or upgrades the person's period; the expected version keeps it to one. */
  async function grant(s: InvoiceState) {
    const r = s.request;
    const upgrade = r.kind === 'upgrade' && r.upgradeEndsAt
      ? { endsAt: new Date(r.upgradeEndsAt), paidMs: Date.parse(r.upgradeEndsAt) - (Date.parse(r.expiresAt) - INVOICE_EXPIRY_MINUTES * 60_000) }
      : undefined;
    const { appended } = await handleCommand(runtime.events, subscriptionStream(r.userId), loadStream(runtime.store, subscriptionStream(r.userId), foldSubscription), (sub) => ({
      events: grantFor(sub, { invoiceId: r.invoiceId, userId: r.userId, plan: r.plan, billingPeriod: r.billingPeriod, upgrade }, runtime.now()),
    }));
    if (appended) await scheduleExpiry(runtime, r.userId);
  }

  /** The first paid invoice, while its guarantee runs (the right of withdrawal applies to the first contract). */
  async function refundableInvoice(userId: string, now: Date) {
    const first = await runtime.db('billing_invoices')
      .where({ user_id: userId })
      .whereIn('status', ['paid', 'refund_requested', 'refunded'])
      .orderBy('paid_at', 'asc')
      .first<{ id: string; status: string; paid_at: Date } | undefined>('id', 'status', 'paid_at');
    if (!first || first.status !== 'paid' || now.getTime() - first.paid_at.getTime() > GUARANTEE_DAYS * DAY_MS) return null;
    return first;
  }

  async function mailRefund(s: InvoiceState, claimLink: string | null) {
    const email = await runtime.db('users').where({ id: s.request.userId }).first<{ email: string | null } | undefined>('email');
    const to = email?.email ? await runtime.vault.decryptField(email.email) : null;
    if (!to) return;
    const amount = s.request.currency === 'BRL' ? `R$ ${(s.amountPaid / 100).toFixed(2).replace('.', ',')}` : `${(s.amountPaid / 1e8).toFixed(8)} BTC`;
    await runtime.mailer.send({
      id: `refund-${s.request.invoiceId}`,
      to,
      tag: 'refund',
      reference: s.request.invoiceId,
      subject: 'Seu reembolso π Boost foi solicitado',
      text: [
        'Olá!',
        '',
        s.refund?.reason === 'staff'
          ? `Nossa equipe reembolsou o seu pagamento: o acesso pago desta fatura foi encerrado e o reembolso de ${amount} foi enviado ao provedor de pagamento.`
          : `Recebemos seu pedido de cancelamento dentro da garantia de ${GUARANTEE_DAYS} dias. Sua assinatura foi encerrada e o reembolso de ${amount} foi enviado ao provedor de pagamento.`,
        s.request.provider === 'sandbox' ? 'Sandbox - Simulação local: nenhum valor real foi movimentado.' : '',
        claimLink ? `Para receber os bitcoins, abra este link e informe seu endereço: ${claimLink}` : 'O valor volta pela mesma conta que pagou o PIX.',
        '',
        `Fatura: ${s.request.invoiceId}`,
        '',
        'Equipe π Boost',
      ].join('\n'),
    });
  }

  /**
   * Records the refund request and ends the paid access it bought at once (a refunded payment keeps
   * nothing), then queues the provider refund. Returns the log position the users read model must reach.
   */
  async function askRefund(s: InvoiceState, refund: { reason: 'guarantee' | 'staff'; staffId: string | null }, meta: EventMetadata) {
    const { invoiceId, userId, plan } = s.request;
    try {
      await appendInvoice(s, [newEvent(RefundRequested, { invoiceId, userId, ...refund })], meta);
    } catch (err) {
      if (err instanceof WrongExpectedVersion) throw new Conflict('O reembolso desta fatura já foi pedido.', 'REFUND_ALREADY_REQUESTED');
      throw err;
    }
    const now = runtime.now();
    const paidAhead = foldSubscription(await readStream(runtime.store, subscriptionStream(userId))).periods.some((p) => p.kind === 'paid' && p.endsAt > now);
    let position: Position | null = null;
    if (paidAhead) {
      ({ position } = await runtime.events.append(subscriptionStream(userId), [newEvent(SubscriptionPeriodEnded, { userId, plan, endedAt: now.toISOString(), reason: 'refunded' }, meta)]));
    }
    await runtime.jobs.queue(QUEUES.charges).add('refund', { invoiceId } satisfies RefundJob, { jobId: `refund-${invoiceId}` });
    return position;
  }

  async function invoiceIdOf(provider: ProviderName, providerInvoiceId: string): Promise<string> {
    const row = await runtime.db('billing_invoices').where({ provider, provider_invoice_id: providerInvoiceId }).first<{ id: string } | undefined>('id');
    // The read model may not have folded InvoiceCreated yet: BullMQ retries with backoff.
    if (!row) throw new Error(`fatura ${provider}/${providerInvoiceId} ainda não encontrada`);
    return row.id;
  }

  /** Re-reads the charge from its provider and records what changed; grants the period once paid. */
  async function reconcile(invoiceId: string) {
    for (let attempt = 0; ; attempt++) {
      const s = await loadInvoice(invoiceId);
      // An expiry left by an earlier install, or by a removed invoice: nothing to re-read, ever.
      if (!s) throw new JobDiscarded(`fatura ${invoiceId} não existe`);
      let events: NewEvent[] = [];
      if (s.charge) {
        const providers = await billingProviders(runtime);
        const provider = providers.payments[s.request.provider];
        if (!provider) throw new Error(`provedor ${s.request.provider} não configurado`);
        events = decideOnStatus(s, await provider.status(s.charge.providerInvoiceId), runtime.now());
      } else if (s.status === 'requested' && runtime.now().getTime() >= Date.parse(s.request.expiresAt)) {
        // The charge was never created (provider down for the whole 15 minutes): the invoice expires.
        events = [newEvent(InvoiceExpired, { invoiceId, userId: s.request.userId })];
      }
      try {
        await appendInvoice(s, events);
      } catch (err) {
        if (err instanceof WrongExpectedVersion && attempt < 5) continue;
        throw err;
      }
      const paid = events.some((e) => e.type === InvoicePaid.type) || s.status === 'paid';
      if (paid) await grant((await loadInvoice(invoiceId))!);
      // After the grant, so the receipt names the period the payment bought.
      if (paid) await runtime.jobs.queue(QUEUES.receipts).add('receipt', { invoiceId }, { jobId: `receipt-${invoiceId}` });
      return events.map((e) => e.type);
    }
  }

  return {
    latestQuote: () => latestQuote(runtime),

    async checkout(principal: Principal, input: { plan: 'professional' | 'elite'; period: BillingPeriod; method: PaymentMethod }, meta: EventMetadata) {
      if (principal.roles.includes('admin')) throw new Forbidden('Administradores já têm acesso completo; não há o que pagar.', 'ADMIN_NO_CHECKOUT');
      const q = await latestQuote(runtime);
      const now = runtime.now();
      if (!q || now.getTime() - q.fetchedAt.getTime() > QUOTE_MAX_AGE_MS) {
        throw new HttpError(503, 'QUOTE_UNAVAILABLE', 'Cotação indisponível no momento. Tente novamente em alguns minutos.');
      }
      const providers = await billingProviders(runtime);
      const provider = providerFor(providers, input.method);
      const subscription = foldSubscription(await readStream(runtime.store, subscriptionStream(principal.userId)));
      // Elite while a Professional period runs: the prorated difference for the rest of that period.
      const upgrade = upgradeQuote(subscription, input.plan, now, cyclePrice);
      const billingPeriod = upgrade?.billingPeriod ?? input.period;
      const month = billingPeriod === 'monthly' ? subscription.paidMonths + (upgrade ? 0 : 1) : 1;
      const price = quote(upgrade?.amountUsdCents ?? cyclePrice(input.plan, input.period, month), input.method, q);
      const invoiceId = randomUUID();
      const expiresAt = new Date(now.getTime() + INVOICE_EXPIRY_MINUTES * 60_000);
      const active = activePeriod(subscription, now);
      await runtime.events.append(
        invoiceStream(invoiceId),
        [
          newEvent(
            InvoiceRequested,
            {
              invoiceId,
              userId: principal.userId,
              plan: input.plan,
              billingPeriod,
              subscriptionMonth: Math.max(1, month),
              kind: upgrade ? 'upgrade' : active?.kind === 'paid' ? 'renewal' : 'new',
              ...(upgrade ? { upgradeEndsAt: upgrade.endsAt.toISOString() } : {}),
              amountUsdCents: price.amountUsdCents,
              method: input.method,
              provider: provider.name,
              simulated: provider.simulated,
              currency: price.currency,
              amount: price.amount,
              rate: price.rate,
              rateSource: q.simulated ? `${q.source} (simulação local)` : q.source,
              rateAt: q.fetchedAt.toISOString(),
              expiresAt: expiresAt.toISOString(),
            },
            { ...meta, actorId: principal.userId },
          ),
        ],
        { expected: 'no_stream' },
      );
      const queue = runtime.jobs.queue(QUEUES.charges);
      await queue.add('create-charge', { invoiceId } satisfies ChargeJob, { jobId: `charge-${invoiceId}` });
      // The expiry re-read runs at the invoice's end even if the charge is never created.
      await queue.add('reconcile', { invoiceId } satisfies ReconcileJob, { jobId: `expire-${invoiceId}`, delay: expiresAt.getTime() - now.getTime() });
      return { invoiceId };
    },

    /** The invoice as the checkout page shows it; only its owner (or staff) may read it. */
    async invoice(principal: Principal, invoiceId: string) {
      const s = await loadInvoice(invoiceId);
      const staff = principal.roles.includes('admin') || principal.roles.includes('support');
      if (!s || (s.request.userId !== principal.userId && !staff)) throw new NotFound('Fatura não encontrada.');
      const r = s.request;
      return {
        id: r.invoiceId,
        status: s.status,
        plan: r.plan,
        planName: PLANS.find((p) => p.id === r.plan)!.name,
        billingPeriod: r.billingPeriod,
        method: r.method,
        methodName: METHOD_NAMES[r.method],
        provider: r.provider,
        providerLabel: providerLabel(r.provider, r.simulated),
        simulated: r.simulated,
        currency: r.currency,
        amount: r.amount,
        amountUsdCents: r.amountUsdCents,
        rate: r.rate,
        rateSource: r.rateSource,
        rateAt: r.rateAt,
        expiresAt: r.expiresAt,
        amountPaid: s.amountPaid,
        late: s.late,
        overpaid: s.overpaid,
        /** The period this invoice pays for has been granted (the token says Premium once the read model follows). */
        granted: s.status === 'paid' && foldSubscription(await readStream(runtime.store, subscriptionStream(r.userId))).granted.has(r.invoiceId),
        paymentLink: s.charge?.paymentLink ?? null,
        paymentCode: s.charge?.paymentCode ?? null,
        qrSvg: s.charge ? await qrSvg(s.charge.paymentCode) : null,
      };
    },

    /** The person's subscription as the payment tab shows it, and whether the guarantee still applies. */
    async subscription(userId: string) {
      const now = runtime.now();
      const sub = foldSubscription(await readStream(runtime.store, subscriptionStream(userId)));
      const active = activePeriod(sub, now);
      const refundable = await refundableInvoice(userId, now);
      const paid = runningPaid(sub, now);
      const grace = inGrace(sub, now);
      const upgrade = upgradeQuote(sub, 'elite', now, cyclePrice);
      return {
        premium: active !== null,
        plan: active?.plan ?? null,
        kind: active?.kind ?? null,
        premiumUntil: premiumEnd(sub, now)?.toISOString() ?? null,
        /** The paid period in force (or in its grace): its plan, cycle and paid end. */
        paid: paid ? { plan: paid.plan, billingPeriod: paid.billingPeriod, endsAt: paid.endsAt.toISOString() } : null,
        /** "Cancela em DD/MM/AAAA": the person cancelled; Premium ends at this paid end. */
        cancelAt: sub.cancelAt && paid ? sub.cancelAt.toISOString() : null,
        /** The period ended unrenewed: Premium continues until this, then expires. */
        graceUntil: grace ? grace.accessEndsAt.toISOString() : null,
        /** What "Mudar para Elite" costs now (US$ cents, for the days left). */
        upgrade: upgrade ? { plan: 'elite' as const, amountUsdCents: upgrade.amountUsdCents, days: upgrade.days } : null,
        periods: sub.periods.map((p) => ({ plan: p.plan, kind: p.kind, billingPeriod: p.billingPeriod, startsAt: p.startsAt.toISOString(), endsAt: p.endsAt.toISOString(), invoiceId: p.invoiceId })),
        refundable: refundable ? { invoiceId: refundable.id, until: new Date(refundable.paid_at.getTime() + GUARANTEE_DAYS * DAY_MS).toISOString() } : null,
      };
    },

    /** The person's invoices, newest first (the payment tab's history). */
    async history(userId: string) {
      const rows = await runtime.db('billing_invoices').where({ user_id: userId }).orderBy('created_at', 'desc').limit(100).select<
        { id: string; plan: string; billing_period: string; method: string; provider: string; currency: string; amount: string; amount_usd_cents: number; status: string; simulated: boolean; created_at: Date; paid_at: Date | null }[]
      >('id', 'plan', 'billing_period', 'method', 'provider', 'currency', 'amount', 'amount_usd_cents', 'status', 'simulated', 'created_at', 'paid_at');
      return rows.map((r) => ({ id: r.id, plan: r.plan, billingPeriod: r.billing_period, method: r.method, provider: r.provider, currency: r.currency, amount: Number(r.amount), amountUsdCents: r.amount_usd_cents, status: r.status, simulated: r.simulated, createdAt: r.created_at.toISOString(), paidAt: r.paid_at?.toISOString() ?? null }));
    },

    /**
     * "Cancelar e pedir reembolso" (CDC art. 49): within 7 days of the first payment, confirmed at
     * once - Premium ends now - and the provider refund follows in a job.
     */
    async requestRefund(principal: Principal, invoiceId: string, meta: EventMetadata) {
      const now = runtime.now();
      const refundable = await refundableInvoice(principal.userId, now);
      if (!refundable || refundable.id !== invoiceId) {
        throw new Conflict(`O reembolso vale para a primeira contratação, em até ${GUARANTEE_DAYS} dias do pagamento.`, 'REFUND_NOT_ALLOWED');
      }
      const s = (await loadInvoice(invoiceId))!;
      if (s.status !== 'paid' || s.refundRequested) throw new Conflict('O reembolso desta fatura já foi pedido.', 'REFUND_ALREADY_REQUESTED');
      const position = await askRefund(s, { reason: 'guarantee', staffId: null }, { ...meta, actorId: principal.userId });
      if (position !== null) await waitForProjection(runtime.db, 'users', position);
      return { message: 'Assinatura cancelada. O reembolso foi solicitado ao provedor e você receberá a confirmação por e-mail.' };
    },

    /** Back office (admins): refunds a paid invoice through its provider; Premium it bought ends now. */
    async staffRefund(principal: Principal, invoiceId: string, meta: EventMetadata) {
      const s = await loadInvoice(invoiceId);
      if (!s) throw new NotFound('Fatura não encontrada.');
      if (s.refundRequested) throw new Conflict('O reembolso desta fatura já foi pedido.', 'REFUND_ALREADY_REQUESTED');
      if (s.status !== 'paid') throw new Conflict('Só uma fatura paga pode ser reembolsada.', 'INVOICE_NOT_PAID');
      const position = await askRefund(s, { reason: 'staff', staffId: principal.userId }, { ...meta, actorId: principal.userId });
      if (position !== null) await waitForProjection(runtime.db, 'users', position);
      return { message: 'Reembolso solicitado ao provedor. O acesso pago desta fatura foi encerrado.' };
    },

    /** Back office (admins): "Marcar como paga (sandbox)" - recorded, then the sandbox pays it in a job. */
    async markPaidInSandbox(principal: Principal, invoiceId: string, meta: EventMetadata) {
      const s = await loadInvoice(invoiceId);
      if (!s) throw new NotFound('Fatura não encontrada.');
      if (s.request.provider !== 'sandbox') throw new Conflict('Só faturas do sandbox podem ser marcadas como pagas.', 'NOT_SANDBOX');
      if (!(await billingProviders(runtime)).payments.sandbox) throw new Forbidden('O sandbox não roda em produção.', 'SANDBOX_DISABLED');
      if (!s.charge || !['open', 'processing', 'underpaid', 'expired'].includes(s.status)) {
        throw new Conflict(s.charge ? 'Esta fatura não está aguardando pagamento.' : 'A cobrança ainda está sendo gerada. Tente de novo em instantes.', 'INVOICE_NOT_PAYABLE');
      }
      const markId = randomUUID();
      try {
        await appendInvoice(s, [newEvent(InvoiceMarkedPaidInSandbox, { invoiceId, userId: s.request.userId, staffId: principal.userId }, undefined, markId)], { ...meta, actorId: principal.userId });
      } catch (err) {
        if (err instanceof WrongExpectedVersion) throw new Conflict('A fatura mudou enquanto isso. Recarregue e tente de novo.', 'INVOICE_CHANGED');
        throw err;
      }
      await runtime.jobs.queue(QUEUES.charges).add('sandbox-pay', { invoiceId, key: `mark-${markId}` } satisfies SandboxPayJob, { jobId: `sandbox-pay-${markId}` });
      return { message: 'Pagamento sandbox registrado. A fatura fica paga em instantes.' };
    },

    /** "Cancelar assinatura" / "Reativar": effective at the paid period's end (no grace after a cancellation). */
    async setCancellation(principal: Principal, cancel: boolean, meta: EventMetadata) {
      const userId = principal.userId;
      const { appended } = await handleCommand(
        runtime.events,
        subscriptionStream(userId),
        loadStream(runtime.store, subscriptionStream(userId), foldSubscription),
        (sub) => {
          const events = cancellationFor(sub, userId, cancel, runtime.now());
          if (!events) throw new Conflict('Não há assinatura paga em andamento.', 'NO_PAID_SUBSCRIPTION');
          return { events };
        },
        { metadata: { ...meta, actorId: userId } },
      );
      if (appended) {
        await scheduleExpiry(runtime, userId);
        await waitForProjection(runtime.db, 'users', appended.position);
      }
      return { message: cancel ? 'Assinatura cancelada. Seu Premium continua até o fim do período pago.' : 'Assinatura reativada.' };
    },

    /** Verified notices are logged once per provider key; each new one enqueues a re-read. */
    async receiveWebhook(provider: ProviderName, raw: Buffer, headers: Record<string, string | string[] | undefined>) {
      const providers = await billingProviders(runtime);
      const p = providers.payments[provider];
      if (!p) throw new NotFound('Provedor não configurado.');
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
    },

    jobs: {
      async createCharge(invoiceId: string, lastAttempt: boolean) {
        const s = await loadInvoice(invoiceId);
        if (!s || s.status !== 'requested' || s.charge) return 'nothing to do';
        const providers = await billingProviders(runtime);
        const provider = providers.payments[s.request.provider];
        if (!provider) throw new Error(`provedor ${s.request.provider} não configurado`);
        const r = s.request;
        try {
          const charge = await provider.createCharge({
            invoiceId,
            method: r.method,
            currency: r.currency,
            amount: r.amount,
            expiresAt: new Date(r.expiresAt),
            description: `π Boost ${PLANS.find((p) => p.id === r.plan)!.name} (${r.billingPeriod === 'annual' ? 'anual' : 'mensal'})`,
          });
          await appendInvoice(s, [newEvent(InvoiceCreated, { ...pick(r), ...charge })]);
          return 'created';
        } catch (err) {
          if (lastAttempt && !(err instanceof WrongExpectedVersion)) {
            await appendInvoice(s, [newEvent(InvoiceCreationFailed, { invoiceId, userId: r.userId, reason: String(err instanceof Error ? err.message : err).slice(0, 500) })]);
          }
          throw err;
        }
      },

      async reconcile(job: ReconcileJob) {
        return reconcile(job.invoiceId ?? (await invoiceIdOf(job.provider!, job.providerInvoiceId!)));
      },

      /** The sandbox provider records the payment (once per key), then the invoice is re-read like after any webhook. */
      async sandboxPay(job: SandboxPayJob) {
        const sandbox = (await billingProviders(runtime)).payments.sandbox;
        if (!sandbox) throw new Error('sandbox indisponível (produção)');
        const invoiceId = job.invoiceId ?? (await invoiceIdOf('sandbox', job.providerInvoiceId!));
        const s = await loadInvoice(invoiceId);
        if (!s?.charge || s.request.provider !== 'sandbox') return 'not a sandbox charge';
        await sandbox.settle(s.charge.providerInvoiceId, job.key, job.amount);
        return reconcile(invoiceId);
      },

      async refund(invoiceId: string) {
        const s = await loadInvoice(invoiceId);
        if (!s || s.status === 'refunded' || !s.refundRequested || !s.charge) return 'nothing to do';
        const provider = (await billingProviders(runtime)).payments[s.request.provider];
        if (!provider) throw new Error(`provedor ${s.request.provider} não configurado`);
        const result = await provider.refund(s.charge.providerInvoiceId, s.amountPaid, s.providerPaymentId);
        await appendInvoice(s, [
          newEvent(InvoiceRefunded, {
            invoiceId,
            userId: s.request.userId,
            currency: s.request.currency,
            amount: s.amountPaid,
            reason: s.refund?.reason ?? 'guarantee',
            staffId: s.refund?.staffId ?? null,
            providerRefundId: result.refundId,
            claimLink: result.claimLink,
          }),
        ]);
        await mailRefund(s, result.claimLink);
        return 'refunded';
      },

      async refreshQuotes() {
        const providers = await billingProviders(runtime);
        const rates = await providers.quotes.rates();
        await runtime.db('billing_quote_snapshots').insert({
          usd_brl: rates.usdBrl,
          btc_usd: rates.btcUsd,
          source: providers.quotes.source,
          simulated: providers.quotes.simulated,
          fetched_at: runtime.now(),
        });
        return rates;
      },
    },

    reconcile,
  };
}

/** InvoiceCreated repeats the request's price so the document stands alone. */
function pick(r: InvoiceState['request']) {
  return {
    invoiceId: r.invoiceId,
    userId: r.userId,
    plan: r.plan,
    billingPeriod: r.billingPeriod,
    subscriptionMonth: r.subscriptionMonth,
    amountUsdCents: r.amountUsdCents,
    method: r.method,
    provider: r.provider,
    currency: r.currency,
    amount: r.amount,
    rate: r.rate,
    expiresAt: r.expiresAt,
  };
}

export type BillingService = ReturnType<typeof billingService>;
