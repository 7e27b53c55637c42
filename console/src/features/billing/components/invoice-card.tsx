import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { brl, btc, day, STATUS_LABEL, usd, type Invoice, type MethodId } from '../api/billing-api';
import { DiscountedPrice } from './discounted-price';

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

/** The checkout's right panel: the live invoice, paid, closed, or waiting for the payment. */
export function InvoiceCard({ invoice, onNew }: { invoice: Invoice; onNew(): void }) {
  if (invoice.status === 'paid') return <PaidInvoice invoice={invoice} />;
  if (['expired', 'failed', 'invalid'].includes(invoice.status)) return <ClosedInvoice invoice={invoice} onNew={onNew} />;
  return <OpenInvoice invoice={invoice} />;
}

function PaidInvoice({ invoice }: { invoice: Invoice }) {
  if (invoice.gift) {
    return (
      <div className="invoice invoice--paid" role="status">
        <h2>Pagamento confirmado!</h2>
        <p>
          Seu presente do plano {invoice.planName} foi pago. Enviamos o link de resgate para o e-mail de quem vai recebê-lo.
        </p>
      </div>
    );
  }
  return (
    <div className="invoice invoice--paid" role="status">
      <h2>Pagamento confirmado!</h2>
      {invoice.periodQueued && invoice.periodStartsAt ? (
        <p>
          <span aria-hidden="true">👑</span> Seu plano {invoice.planName} começa em <strong>{day(invoice.periodStartsAt)}</strong>, quando termina o Premium que você já tem. Até lá, nada muda; você pode cancelá-lo
          antes disso na aba Pagamento, com reembolso integral.
        </p>
      ) : (
        <p>
          <span aria-hidden="true">👑</span> Seu plano {invoice.planName} está ativo. Bem-vindo ao Premium!
        </p>
      )}
      <p>
        <Link className="button" to={paths.dashboard.path}>
          Ir para o Dashboard
        </Link>{' '}
        {invoice.periodQueued && (
          <Link className="button button--ghost" to={`${paths.profile.path}?aba=pagamento`}>
            Ver na aba Pagamento
          </Link>
        )}
      </p>
    </div>
  );
}

function ClosedInvoice({ invoice, onNew }: { invoice: Invoice; onNew(): void }) {
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

function OpenInvoice({ invoice }: { invoice: Invoice }) {
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
          {amountOf(invoice)} ({invoice.discount ? <DiscountedPrice list={invoice.discount.listUsdCents} charged={invoice.amountUsdCents} percent={invoice.discount.percent} /> : usd(invoice.amountUsdCents)})
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
