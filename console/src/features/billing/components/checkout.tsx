import { BILLING_PERIOD_LABELS } from '@piboost/events/labels';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { discountedUsdCents, GUARANTEE_DAYS, TIME_ZONE } from '@piboost/events/business';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth, useSessionControl } from '../../auth';
import {
  createCheckout,
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

const time = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
/** /checkout (product-spec §3): method, the server's amount, then the live invoice in the right panel. */
export function Checkout() {
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
    if (!method) return setError('Preencha todos os campos obrigatórios');
    setError(null);
    setSending(true);
    try {
      setInvoiceId((await createCheckout({ plan, period, method })).invoiceId);
      void reward.refetch();
    } catch (err) {
      // The server's message says what went wrong (no quote yet, a provider down) and what to do.
      setError(err instanceof ApiError ? err.message : 'Erro ao criar invoice. Tente novamente.');
    } finally {
      setSending(false);
    }
  };
  const generating = sending || (invoiceId !== null && (!invoice.data || invoice.data.status === 'requested'));

  return (
    <div className="checkout">
      <section className="card" aria-labelledby="checkout-order">
        <h2 id="checkout-order">
          {price?.name ?? plan} · {BILLING_PERIOD_LABELS[period]}
        </h2>
        <OrderPrice usdCents={usdCents} upgrade={upgrade} billed={billed} rewardOff={rewardOff} reward={reward.data} period={period} />
        <p className="muted">O valor é calculado pelo servidor e convertido na moeda do método pela cotação travada por 15 minutos.</p>
        <MethodChoice methods={methods.data} method={method} setMethod={setMethod} locked={invoiceId !== null} />
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="button" disabled={!method || generating || (invoiceId !== null && !paid && invoice.data?.status !== 'expired')} onClick={generate}>
          {generating ? 'Gerando Invoice...' : 'Gerar Invoice'}
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
  return (
    <div className="card" role="alert">
      <h2>Acesso Restrito</h2>
      <p>Entre na sua conta para assinar um plano.</p>
      <Link className="button" to={paths.login.path}>
        Fazer login
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
  return (
    <>
      {usdCents !== null && (
        <p className="checkout__amount">
          {upgrade ? (
            `${usd(usdCents)} pela diferença nos ${upgrade.days} dias restantes do seu período`
          ) : billed?.discount ? (
            <DiscountedPrice list={billed.discount.listUsdCents} charged={billed.amountUsdCents} percent={billed.discount.percent} suffix=" neste mês" />
          ) : rewardOff !== null && !billed ? (
            <DiscountedPrice list={usdCents} charged={discountedUsdCents(usdCents, rewardOff)} percent={rewardOff} suffix=" neste mês" />
          ) : (
            `${usd(usdCents)} ${period === 'annual' ? 'por ano' : 'neste mês'}`
          )}
        </p>
      )}
      {!upgrade && !billed && reward?.state === 'available' && period === 'annual' && (
        <p className="muted">Seu desconto de {reward.percent}% da recompensa vale para uma fatura mensal; no plano anual ele continua guardado.</p>
      )}
      {!billed && reward?.state === 'held' && (
        <p className="muted">
          Seu desconto de {reward.percent}% está reservado na fatura {reward.invoiceId}, que aguarda pagamento até {time(reward.expiresAt)}. Se ela expirar sem pagamento, o desconto volta.
        </p>
      )}
    </>
  );
}

export function MethodChoice({ methods, method, setMethod, locked }: { methods: PaymentMethodInfo[] | undefined; method: MethodId | ''; setMethod(method: MethodId): void; locked: boolean }) {
  return (
    <fieldset className="checkout__methods">
      <legend>Método de pagamento</legend>
      {methods?.map((m) => (
        <label key={m.id} className="checkout__method">
          <input type="radio" name="method" value={m.id} disabled={!m.available || locked} checked={method === m.id} onChange={() => setMethod(m.id)} />
          <span>
            <strong>{m.name}</strong> - {m.description} <span className="muted">({m.time}; {m.fee})</span>
            {m.simulated && <span className="badge">{m.sandbox ? 'Sandbox - Simulação local' : 'Simulação local'}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function InvoicePanel({ invoiceId, generating, invoice, onNew }: { invoiceId: string | null; generating: boolean; invoice: Invoice | undefined; onNew(): void }) {
  return (
    <section className="card checkout__panel" aria-live="polite" aria-label="Pagamento">
      {!invoiceId && (
        <>
          <h2>Aguardando Pagamento</h2>
          <p className="muted">Escolha o método e gere a invoice.</p>
        </>
      )}
      {invoiceId && generating && <p aria-busy="true">Gerando Invoice...</p>}
      {invoice && invoice.status !== 'requested' && <InvoiceCard invoice={invoice} onNew={onNew} />}
      <p className="checkout__trust">
        Não custodial: o pagamento vai direto para a nossa carteira ou conta, sem intermediários guardando seu dinheiro. Instantâneo no PIX e na Lightning,
        global no Bitcoin. Garantia de {GUARANTEE_DAYS} dias.
      </p>
    </section>
  );
}
