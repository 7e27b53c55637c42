import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { GUARANTEE_DAYS } from '@piboost/events/business';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth, useSessionControl } from '../../auth';
import { brl, btc, createCheckout, STATUS_LABEL, usd, useInvoice, usePaymentMethods, usePlans, useSubscription, type Invoice, type MethodId, type PaidPlanId, type Period } from '../api/billing-api';
import './billing.css';

const STEPS: Record<MethodId, string[]> = {
  pix: ['Abra o app do seu banco e escolha PIX.', 'Escaneie o QR ou use o "copia e cola".', 'Confirme o valor e pague.'],
  lightning: ['Abra sua carteira Lightning.', 'Escaneie o QR ou cole a invoice.', 'Confirme o pagamento.'],
  bitcoin: ['Abra sua carteira Bitcoin.', 'Escaneie o QR (endereço e valor).', 'Envie o valor exato; a confirmação leva de 10 a 30 minutos.'],
};

function useCountdown(until: string | undefined): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  if (!until) return '';
  const left = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

const amountOf = (i: Invoice) => (i.currency === 'BRL' ? brl(i.amount) : btc(i.amount));

function InvoiceCard({ invoice, onNew }: { invoice: Invoice; onNew(): void }) {
  const [copied, setCopied] = useState(false);
  const countdown = useCountdown(invoice.expiresAt);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invoice.paymentCode ?? invoice.paymentLink ?? '');
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch (err) {
      // The spec keeps copy failures out of the way: logged only.
      console.warn('cópia falhou', err);
    }
  };
  if (invoice.status === 'paid') {
    return (
      <div className="invoice invoice--paid" role="status">
        <h2>Pagamento confirmado!</h2>
        <p>
          <span aria-hidden="true">👑</span> Seu plano {invoice.planName} está ativo. Bem-vindo ao Premium!
        </p>
        <Link className="button" to={paths.dashboard.path}>
          Ir para o Dashboard
        </Link>
      </div>
    );
  }
  if (['expired', 'failed', 'invalid'].includes(invoice.status)) {
    return (
      <div className="invoice" role="status">
        <p className="invoice__badge" data-status={invoice.status}>
          {STATUS_LABEL[invoice.status]}
        </p>
        <p>{invoice.status === 'expired' ? 'O prazo desta invoice terminou sem pagamento.' : 'Não foi possível concluir esta invoice.'}</p>
        <button type="button" className="button" onClick={onNew}>
          Gerar nova invoice
        </button>
      </div>
    );
  }
  return (
    <div className="invoice" aria-label="Invoice">
      {invoice.provider === 'sandbox' ? (
        <p className="invoice__sim">Sandbox - Simulação local - nenhum pagamento real. Esta fatura é paga no back office ou por um webhook sandbox assinado.</p>
      ) : (
        invoice.simulated && <p className="invoice__sim">Simulação local - nenhum pagamento real.</p>
      )}
      <p className="invoice__badge" data-status={invoice.status}>
        {STATUS_LABEL[invoice.status]}
      </p>
      <p className="invoice__id">ID: {invoice.id}</p>
      {invoice.qrSvg && <img className="invoice__qr" alt={`QR de pagamento ${invoice.methodName}`} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(invoice.qrSvg)}`} />}
      <ol className="invoice__steps">
        {STEPS[invoice.method].map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <p className="invoice__note">
        <strong>Importante:</strong> pague exatamente {amountOf(invoice)} antes que a invoice expire. A cotação fica travada até lá.
      </p>
      {invoice.status === 'underpaid' && <p role="alert">Recebemos só parte do valor. Envie o restante antes de expirar.</p>}
      <dl className="invoice__facts">
        <dt>Valor</dt>
        <dd>
          {amountOf(invoice)} ({usd(invoice.amountUsdCents)})
        </dd>
        <dt>Moeda</dt>
        <dd>{invoice.currency}</dd>
        <dt>Método</dt>
        <dd>{invoice.methodName}</dd>
        <dt>Expira em</dt>
        <dd>
          <time dateTime={invoice.expiresAt}>{countdown}</time>
        </dd>
      </dl>
      {invoice.paymentCode && <textarea readOnly className="invoice__code" aria-label="Código de pagamento" value={invoice.paymentCode} rows={3} />}
      <div className="invoice__actions">
        <button type="button" className="button" onClick={copy}>
          {copied ? 'Copiado!' : 'Copiar Link'}
        </button>
        {invoice.paymentLink && (
          <a className="button button--ghost" href={invoice.paymentLink} target="_blank" rel="noopener noreferrer">
            Abrir em Nova Aba
          </a>
        )}
      </div>
    </div>
  );
}

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
  const paid = invoice.data?.status === 'paid';
  const granted = paid && invoice.data?.granted === true;
  const premium = state.status === 'signed-in' && state.user.premium;

  // Granted: a fresh token from the server carries the Premium crown (retried while the read model catches up).
  useEffect(() => {
    if (!granted || premium) return;
    let attempts = 0;
    const refresh = () => void session.reload().finally(() => attempts++);
    refresh();
    const t = setInterval(() => (attempts < 10 ? refresh() : clearInterval(t)), 1_000);
    return () => clearInterval(t);
  }, [granted, premium, session]);

  if (state.status === 'loading') return null;
  if (state.status === 'signed-out') {
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

  const price = plans.data?.plans.find((p) => p.id === plan);
  // Elite while a Professional period runs: the server charges the prorated difference for the days left.
  const upgrade = plan === 'elite' ? (subscription.data?.upgrade ?? null) : null;
  const usdCents = upgrade ? upgrade.amountUsdCents : price ? (period === 'annual' ? price.annualUsdCents : price.monthlyUsdCents) : null;
  const generate = async () => {
    if (!method) return setError('Preencha todos os campos obrigatórios');
    setError(null);
    setSending(true);
    try {
      setInvoiceId((await createCheckout({ plan, period, method })).invoiceId);
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? err.message : 'Erro ao criar invoice. Tente novamente.');
    } finally {
      setSending(false);
    }
  };
  const generating = sending || (invoiceId !== null && (!invoice.data || invoice.data.status === 'requested'));

  return (
    <div className="checkout">
      <section className="card" aria-labelledby="checkout-order">
        <h2 id="checkout-order">
          {price?.name ?? plan} · {period === 'annual' ? 'Anual' : 'Mensal'}
        </h2>
        {usdCents !== null && (
          <p className="checkout__amount">
            {upgrade ? `${usd(usdCents)} pela diferença nos ${upgrade.days} dias restantes do seu período` : `${usd(usdCents)} ${period === 'annual' ? 'por ano' : 'neste mês'}`}
          </p>
        )}
        <p className="muted">O valor é calculado pelo servidor e convertido na moeda do método pela cotação travada por 15 minutos.</p>
        <fieldset className="checkout__methods">
          <legend>Método de pagamento</legend>
          {methods.data?.map((m) => (
            <label key={m.id} className="checkout__method">
              <input type="radio" name="method" value={m.id} disabled={!m.available || invoiceId !== null} checked={method === m.id} onChange={() => setMethod(m.id)} />
              <span>
                <strong>{m.name}</strong> - {m.description} <span className="muted">({m.time}; {m.fee})</span>
                {m.simulated && <span className="badge">{m.sandbox ? 'Sandbox - Simulação local' : 'Simulação local'}</span>}
              </span>
            </label>
          ))}
        </fieldset>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="button" disabled={!method || generating || (invoiceId !== null && !paid && invoice.data?.status !== 'expired')} onClick={generate}>
          {generating ? 'Gerando Invoice...' : 'Gerar Invoice'}
        </button>
      </section>
      <section className="card checkout__panel" aria-live="polite" aria-label="Pagamento">
        {!invoiceId && (
          <>
            <h2>Aguardando Pagamento</h2>
            <p className="muted">Escolha o método e gere a invoice.</p>
          </>
        )}
        {invoiceId && generating && <p aria-busy="true">Gerando Invoice...</p>}
        {invoice.data && invoice.data.status !== 'requested' && (
          <InvoiceCard
            invoice={invoice.data}
            onNew={() => {
              setInvoiceId(null);
              void generate();
            }}
          />
        )}
        <p className="checkout__trust">
          Não custodial: o pagamento vai direto para a nossa carteira ou conta, sem intermediários guardando seu dinheiro. Instantâneo no PIX e na Lightning,
          global no Bitcoin. Garantia de {GUARANTEE_DAYS} dias.
        </p>
      </section>
    </div>
  );
}
