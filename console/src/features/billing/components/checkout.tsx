import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { discountedUsdCents, GUARANTEE_DAYS } from '@piboost/events/business';
import { paths } from '../../../config/paths';
import { translate, useI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useAuth, useSessionControl } from '../../auth';
import {
  createCheckout,
  PERIOD_LABEL,
  usd,
  useInvoice,
  usePaymentMethods,
  usePlans,
  useRewardDiscount,
  useSubscription,
  type Invoice,
  type MethodId,
  type PaidPlanId,
  type PaymentMethodInfo,
  type Period,
  type RewardDiscount,
  type Subscription,
} from '../api/billing-api';
import { DiscountedPrice } from './discounted-price';
import { InvoiceCard } from './invoice-card';
import './billing.css';

/** /checkout (product-spec §3): method, the server's amount, then the live invoice in the right panel. */
export function Checkout() {
  const { t } = useI18n();
  const { state } = useAuth();
  const session = useSessionControl();
  const [params] = useSearchParams();
  const plan: PaidPlanId = params.get('plan') === 'elite' ? 'elite' : 'professional';
  const period: Period = params.get('period') === 'annual' ? 'annual' : 'monthly';
  const plans = usePlans();
  const methods = usePaymentMethods(state.status === 'signed-in');
  const [method, setMethod] = useState<MethodId | ''>('');
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invoice = useInvoice(invoiceId);
  const subscription = useSubscription(state.status === 'signed-in');
  const reward = useRewardDiscount(state.status === 'signed-in');
  const paid = invoice.data?.status === 'paid';
  const granted = paid && invoice.data?.granted === true;
  const premium = state.status === 'signed-in' && state.user.premium;
  useCrownRefresh(granted, premium, session);

  if (state.status === 'loading') return null;
  if (state.status === 'signed-out') return <SignedOutNotice />;

  const price = plans.data?.plans.find((p) => p.id === plan);
  // Elite while a Professional period runs: the server charges the prorated difference for the days left.
  const upgrade = plan === 'elite' ? (subscription.data?.upgrade ?? null) : null;
  const usdCents = upgrade ? upgrade.amountUsdCents : price ? (period === 'annual' ? price.annualUsdCents : price.monthlyUsdCents) : null;
  // The reward's discount goes to the next monthly invoice (not an upgrade's difference); once the invoice exists, its own figures are shown.
  const rewardOff = !upgrade && period === 'monthly' && reward.data?.state === 'available' ? reward.data.percent : null;
  const billed = invoice.data && invoice.data.status !== 'requested' ? invoice.data : null;
  const generate = async () => {
    if (!method) return setError(translate('billing.checkout.fillRequired'));
    setError(null);
    setSending(true);
    try {
      setInvoiceId((await createCheckout({ plan, period, method })).invoiceId);
      void reward.refetch();
    } catch (err) {
      // The server's message says what went wrong (no quote yet, a provider down) and what to do.
      setError(err instanceof ApiError ? err.message : translate('billing.checkout.createFailed'));
    } finally {
      setSending(false);
    }
  };
  const generating = sending || (invoiceId !== null && (!invoice.data || invoice.data.status === 'requested'));

  return (
    <div className="checkout">
      <section className="card" aria-labelledby="checkout-order">
        <h2 id="checkout-order">
          {price?.name ?? plan} · {t(PERIOD_LABEL[period])}
        </h2>
        <OrderPrice usdCents={usdCents} upgrade={upgrade} billed={billed} rewardOff={rewardOff} reward={reward.data} period={period} />
        <p className="muted">{t('billing.checkout.amountNote')}</p>
        <MethodChoice methods={methods.data} method={method} setMethod={setMethod} locked={invoiceId !== null} />
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="button" disabled={!method || generating || (invoiceId !== null && !paid && invoice.data?.status !== 'expired')} onClick={generate}>
          {generating ? t('billing.checkout.generating') : t('billing.checkout.generate')}
        </button>
      </section>
      <InvoicePanel
        invoiceId={invoiceId}
        generating={generating}
        invoice={invoice.data}
        onNew={() => {
          setInvoiceId(null);
          void generate();
        }}
      />
    </div>
  );
}

/** Granted: a fresh token from the server carries the Premium crown (retried while the read model catches up). */
function useCrownRefresh(granted: boolean, premium: boolean, session: ReturnType<typeof useSessionControl>) {
  useEffect(() => {
    if (!granted || premium) return;
    let attempts = 0;
    const refresh = () => void session.reload().finally(() => attempts++);
    refresh();
    const t = setInterval(() => (attempts < 10 ? refresh() : clearInterval(t)), 1_000);
    return () => clearInterval(t);
  }, [granted, premium, session]);
}

export function SignedOutNotice() {
  const { t } = useI18n();
  return (
    <div className="card" role="alert">
      <h2>{t('billing.signedOut.title')}</h2>
      <p>{t('billing.signedOut.text')}</p>
      <Link className="button" to={paths.login.path}>
        {t('billing.signedOut.login')}
      </Link>
    </div>
  );
}

interface OrderPriceProps {
  usdCents: number | null;
  upgrade: Subscription['upgrade'];
  billed: Invoice | null;
  rewardOff: number | null;
  reward: RewardDiscount | undefined;
  period: Period;
}

/** The amount (an upgrade's difference, a reward's discount, or the plan's price) and where the reward's discount stands. */
function OrderPrice({ usdCents, upgrade, billed, rewardOff, reward, period }: OrderPriceProps) {
  const { t, dateTime } = useI18n();
  const thisMonth = t('billing.checkout.thisMonthSuffix');
  return (
    <>
      {usdCents !== null && (
        <p className="checkout__amount">
          {upgrade ? (
            t('billing.checkout.upgradePrice', { amount: usd(usdCents), days: upgrade.days })
          ) : billed?.discount ? (
            <DiscountedPrice list={billed.discount.listUsdCents} charged={billed.amountUsdCents} percent={billed.discount.percent} suffix={thisMonth} />
          ) : rewardOff !== null && !billed ? (
            <DiscountedPrice list={usdCents} charged={discountedUsdCents(usdCents, rewardOff)} percent={rewardOff} suffix={thisMonth} />
          ) : (
            period === 'annual' ? t('billing.checkout.pricePerYear', { amount: usd(usdCents) }) : t('billing.checkout.priceThisMonth', { amount: usd(usdCents) })
          )}
        </p>
      )}
      {!upgrade && !billed && reward?.state === 'available' && period === 'annual' && (
        <p className="muted">{t('billing.checkout.rewardAnnual', { percent: reward.percent })}</p>
      )}
      {!billed && reward?.state === 'held' && (
        <p className="muted">
          {t('billing.checkout.rewardHeld', { percent: reward.percent, invoiceId: reward.invoiceId, time: dateTime(reward.expiresAt, { hour: '2-digit', minute: '2-digit' }) })}
        </p>
      )}
    </>
  );
}

export function MethodChoice({ methods, method, setMethod, locked }: { methods: PaymentMethodInfo[] | undefined; method: MethodId | ''; setMethod(method: MethodId): void; locked: boolean }) {
  const { t } = useI18n();
  return (
    <fieldset className="checkout__methods">
      <legend>{t('billing.methods.legend')}</legend>
      {methods?.map((m) => (
        <label key={m.id} className="checkout__method">
          <input type="radio" name="method" value={m.id} disabled={!m.available || locked} checked={method === m.id} onChange={() => setMethod(m.id)} />
          <span>
            <strong>{m.name}</strong> - {m.description} <span className="muted">({m.time}; {m.fee})</span>
            {m.simulated && <span className="badge">{m.sandbox ? t('billing.sandboxSimulation') : t('billing.localSimulation')}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function InvoicePanel({ invoiceId, generating, invoice, onNew }: { invoiceId: string | null; generating: boolean; invoice: Invoice | undefined; onNew(): void }) {
  const { t } = useI18n();
  return (
    <section className="card checkout__panel" aria-live="polite" aria-label={t('billing.panel.label')}>
      {!invoiceId && (
        <>
          <h2>{t('billing.panel.awaiting')}</h2>
          <p className="muted">{t('billing.checkout.choose')}</p>
        </>
      )}
      {invoiceId && generating && <p aria-busy="true">{t('billing.checkout.generating')}</p>}
      {invoice && invoice.status !== 'requested' && <InvoiceCard invoice={invoice} onNew={onNew} />}
      <p className="checkout__trust">{t('billing.checkout.trust', { days: GUARANTEE_DAYS })}</p>
    </section>
  );
}
