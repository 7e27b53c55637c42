import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { GUARANTEE_DAYS } from '@piboost/events/business';
import { paths } from '../../../config/paths';
import { toast } from '../../../components/ui/toast';
import { translate, useI18n, type MessageKey } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useSessionControl } from '../../auth';
import { brl, btc, cancelQueuedPeriod, day, downloadReceipt, requestRefund, setCancellation, STATUS_LABEL, type InvoiceSummary, type Subscription, usd, useEntitlements, useInvoiceHistory, useSubscription } from '../api/billing-api';
import './billing.css';

const PLAN_NAMES = { professional: 'Professional', elite: 'Elite' } as const;
const KIND_NAMES = { trial: 'billing.kind.trial', paid: 'billing.kind.paid', staff: 'billing.kind.staff', gift: 'billing.kind.gift' } as const satisfies Record<string, MessageKey>;
const METHOD_NAMES = { pix: 'PIX', lightning: 'Lightning', bitcoin: 'Bitcoin' } as const;

/**
 * The profile's Pagamento tab (product-spec §2, issue 12): the subscription in force, renew, the
 * 7-day "Cancelar e pedir reembolso", the real invoice history; cards stay "em breve". A
 * self-contained feature component, so the profile page mounts it in its tab.
 */
export function PaymentPanel() {
  const subscription = useSubscription();
  const history = useInvoiceHistory();
  const entitlements = useEntitlements().data;
  const vip = entitlements?.entitlements.vipCommunity === true;
  const externalVip = entitlements?.vipCommunityUrl ?? null;
  const actions = useSubscriptionActions();
  const { t } = useI18n();
  return (
    <section className="card payment-panel" aria-labelledby="payment-title">
      <h2 id="payment-title">{t('billing.panel.label')}</h2>
      {subscription.isPending && <p aria-busy="true">{t('billing.payment.loading')}</p>}
      {subscription.isError && <p role="alert">{t('billing.payment.loadFailed')}</p>}
      {subscription.data && <SubscriptionDetails s={subscription.data} actions={actions} />}
      {vip && (
        <p>
          {t('billing.payment.vip')}{' '}
          <Link className="button button--ghost" to={paths.communityRoom.path.replace(':slug', 'vip')}>
            {t('billing.payment.enterVip')}
          </Link>
          {externalVip && (
            <>
              {' '}
              <a href={externalVip} target="_blank" rel="noopener noreferrer">
                {t('billing.payment.externalGroup')}
              </a>
            </>
          )}
        </p>
      )}
      <GiftsReceived s={subscription.data} />
      <p>
        <Link className="button button--ghost" to={paths.giftBuy.path}>
          {t('billing.gift.title')}
        </Link>{' '}
        <span className="muted">{t('billing.payment.giftLead')}</span>
      </p>
      <h3>{t('billing.payment.methods')}</h3>
      <p>
        {t('billing.payment.methodsLead')}{' '}
        <button type="button" className="button button--ghost" onClick={() => toast('info', t('billing.payment.cardSoon'))}>
          {t('billing.payment.addCard')}
        </button>
      </p>
      <h3>{t('billing.payment.history')}</h3>
      <InvoiceHistory history={history} />
    </section>
  );
}

type SubscriptionActions = ReturnType<typeof useSubscriptionActions>;

function useSubscriptionActions() {
  const queryClient = useQueryClient();
  const session = useSessionControl();
  const [busy, setBusy] = useState(false);

  /** Asks, runs one subscription action, says its answer and refreshes the session (the crown) and the panel. */
  const act = async (question: string | null, run: () => Promise<{ message: string }>, failure: string) => {
    if (question && !window.confirm(question)) return;
    setBusy(true);
    try {
      toast('success', (await run()).message);
      await session.reload();
    } catch (err) {
      toast('error', err instanceof ApiError ? err.message : failure);
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    }
  };
  const cancelOrReactivate = (cancel: boolean) =>
    act(cancel ? translate('billing.payment.confirmCancel') : null, () => setCancellation(cancel), translate('billing.payment.changeFailed'));
  const refund = (invoiceId: string) =>
    act(
      translate('billing.payment.confirmRefund', { days: GUARANTEE_DAYS }),
      () => requestRefund(invoiceId),
      translate('billing.refundFailed'),
    );

  const cancelQueued = (q: { plan: keyof typeof PLAN_NAMES; startsAt: string; invoiceId: string }) =>
    act(
      translate('billing.payment.confirmCancelQueued', { plan: PLAN_NAMES[q.plan], day: day(q.startsAt) }),
      () => cancelQueuedPeriod(q.invoiceId),
      translate('billing.payment.cancelQueuedFailed'),
    );
  return { busy, cancelOrReactivate, refund, cancelQueued };
}

function SubscriptionDetails({ s, actions }: { s: Subscription; actions: SubscriptionActions }) {
  const { busy, cancelOrReactivate, refund } = actions;
  const { t, rich } = useI18n();
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  // A refund of a period not begun is the queued period's own cancel (the whole of it, at any time before it starts).
  const refundable = s?.refundable && !s.queued.some((q) => q.invoiceId === s.refundable!.invoiceId) ? s.refundable : null;
  return (
    <div>
      {s.premium && s.plan ? (
        <p>
          {rich('billing.payment.active', {
            plan: PLAN_NAMES[s.plan],
            kind: t(KIND_NAMES[s.kind!]),
            until: s.activeEndsAt ? day(s.activeEndsAt) : t('billing.payment.undefined'),
            strong,
          })}
        </p>
      ) : (
        <p>{t('billing.payment.free')}</p>
      )}
      {s.graceUntil && s.paid && <p role="status">{rich('billing.payment.grace', { ended: day(s.paid.endsAt), until: day(s.graceUntil), strong })}</p>}
      {s.cancelAt && <p role="status">{rich('billing.payment.cancelAt', { day: day(s.cancelAt), strong })}</p>}
      <p className="payment-panel__actions">
        {s.paid && !s.graceUntil ? (
          <Link className="button" to={`${paths.checkout.path}?plan=${s.paid.plan}&period=${s.paid.billingPeriod ?? 'monthly'}`}>
            {t('billing.payment.renew')}
          </Link>
        ) : (
          <Link className="button" to={s.graceUntil && s.paid ? `${paths.checkout.path}?plan=${s.paid.plan}&period=${s.paid.billingPeriod ?? 'monthly'}` : paths.plans.path}>
            {s.graceUntil ? t('billing.payment.renew') : s.premium ? t('billing.payment.renewOrChange') : t('billing.payment.subscribe')}
          </Link>
        )}
        {s.upgrade && s.paid && (
          <Link className="button button--ghost" to={`${paths.checkout.path}?plan=elite&period=${s.paid.billingPeriod ?? 'monthly'}`}>
            {t('billing.payment.upgrade', { amount: usd(s.upgrade.amountUsdCents), days: s.upgrade.days })}
          </Link>
        )}
        {s.paid && !s.graceUntil && (
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => cancelOrReactivate(s.cancelAt === null)}>
            {s.cancelAt ? t('billing.payment.reactivate') : t('billing.payment.cancel')}
          </button>
        )}
      </p>
      {s.queued.length > 0 && <QueuedPeriods queued={s.queued} actions={actions} />}
      {refundable && (
        <p>
          {t('billing.payment.guarantee', { days: GUARANTEE_DAYS, until: day(refundable.until) })}{' '}
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => refund(refundable.invoiceId)}>
            {t('billing.payment.refund')}
          </button>
        </p>
      )}
    </div>
  );
}

/** The gifts the person redeemed (issue 26): each period of kind gift, when it begins and ends. */
function GiftsReceived({ s }: { s: Subscription | undefined }) {
  const gifts = s?.periods.filter((p) => p.kind === 'gift') ?? [];
  const { t, rich } = useI18n();
  if (gifts.length === 0) return null;
  return (
    <>
      <h3>{t('billing.payment.giftsReceived')}</h3>
      <ul className="payment-panel__queued" aria-label={t('billing.payment.giftsReceived')}>
        {gifts.map((p) => (
          <li key={p.invoiceId ?? p.startsAt}>
            {rich('billing.payment.giftPeriod', { plan: PLAN_NAMES[p.plan], from: day(p.startsAt), to: day(p.endsAt), strong: (chunks) => <strong>{chunks}</strong> })}
          </li>
        ))}
      </ul>
    </>
  );
}

function QueuedPeriods({ queued, actions }: { queued: Subscription['queued']; actions: SubscriptionActions }) {
  const { busy, cancelQueued } = actions;
  const { t, rich } = useI18n();
  return (
    <>
      <h3>{t('billing.payment.queued')}</h3>
      <ul className="payment-panel__queued" aria-label={t('billing.payment.queued')}>
        {queued.map((q) => (
          <li key={q.invoiceId}>
            {rich(q.billingPeriod === 'annual' ? 'billing.payment.queuedAnnual' : 'billing.payment.queuedMonthly', {
              plan: PLAN_NAMES[q.plan],
              from: day(q.startsAt),
              to: day(q.endsAt),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}{' '}
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => cancelQueued(q)}>
              {t('billing.payment.cancelQueued')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function InvoiceHistory({ history }: { history: ReturnType<typeof useInvoiceHistory> }) {
  const { t } = useI18n();
  return (
    <>
      {history.isPending && <p aria-busy="true">{t('billing.payment.historyLoading')}</p>}
      {history.isError && <p role="alert">{t('billing.payment.historyFailed')}</p>}
      {history.data && history.data.length === 0 && <p>{t('billing.payment.historyEmpty')}</p>}
      {history.data && history.data.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('billing.payment.invoices')}>
          <table className="compare">
            <thead>
              <tr>
                <th scope="col">{t('billing.payment.colDate')}</th>
                <th scope="col">{t('billing.payment.colPlan')}</th>
                <th scope="col">{t('billing.invoice.method')}</th>
                <th scope="col">{t('billing.invoice.amount')}</th>
                <th scope="col">{t('billing.payment.colStatus')}</th>
                <th scope="col">{t('billing.payment.receipt')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((i) => (
                <InvoiceRow key={i.id} invoice={i} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function InvoiceRow({ invoice: i }: { invoice: InvoiceSummary }) {
  const { t } = useI18n();
  return (
    <tr>
      <td>{day(i.createdAt)}</td>
      <td>{i.billingPeriod === 'annual' ? t('billing.payment.planAnnual', { plan: PLAN_NAMES[i.plan] }) : t('billing.payment.planMonthly', { plan: PLAN_NAMES[i.plan] })}</td>
      <td>
        {METHOD_NAMES[i.method]}
        {i.simulated && ` (${i.provider === 'sandbox' ? t('billing.sandboxSimulation') : t('billing.localSimulation')})`}
      </td>
      <td>
        {i.currency === 'BRL' ? brl(i.amount) : btc(i.amount)} <span className="muted">({usd(i.amountUsdCents)})</span>
      </td>
      <td>{t(STATUS_LABEL[i.status])}</td>
      <td>
        {i.paidAt ? (
          <button
            type="button"
            className="button button--ghost"
            aria-label={t('billing.payment.receiptOf', { day: day(i.paidAt) })}
            onClick={() => downloadReceipt(i.id).catch((e: unknown) => toast('error', e instanceof ApiError ? e.message : t('billing.payment.receiptFailed')))}
          >
            {t('billing.payment.receipt')}
          </button>
        ) : (
          '-'
        )}
      </td>
    </tr>
  );
}
