import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useI18n, type MessageKey } from '../../../i18n';
import { brl, btc, day, STATUS_LABEL, usd, type Invoice, type MethodId } from '../api/billing-api';
import { DiscountedPrice } from './discounted-price';

const STEPS = {
  pix: ['billing.steps.pix1', 'billing.steps.pix2', 'billing.steps.pix3'],
  lightning: ['billing.steps.lightning1', 'billing.steps.lightning2', 'billing.steps.lightning3'],
  bitcoin: ['billing.steps.bitcoin1', 'billing.steps.bitcoin2', 'billing.steps.bitcoin3'],
} as const satisfies Record<MethodId, MessageKey[]>;

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
  const { t, rich } = useI18n();
  if (invoice.gift) {
    return (
      <div className="invoice invoice--paid" role="status">
        <h2>{t('billing.paid.title')}</h2>
        <p>{t('billing.paid.gift', { plan: invoice.planName })}</p>
      </div>
    );
  }
  return (
    <div className="invoice invoice--paid" role="status">
      <h2>{t('billing.paid.title')}</h2>
      {invoice.periodQueued && invoice.periodStartsAt ? (
        <p>
          <span aria-hidden="true">👑</span> {rich('billing.paid.queued', { plan: invoice.planName, day: day(invoice.periodStartsAt), strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
      ) : (
        <p>
          <span aria-hidden="true">👑</span> {t('billing.paid.active', { plan: invoice.planName })}
        </p>
      )}
      <p>
        <Link className="button" to={paths.dashboard.path}>
          {t('billing.goToDashboard')}
        </Link>{' '}
        {invoice.periodQueued && (
          <Link className="button button--ghost" to={`${paths.profile.path}?aba=pagamento`}>
            {t('billing.seeInPaymentTab')}
          </Link>
        )}
      </p>
    </div>
  );
}

function ClosedInvoice({ invoice, onNew }: { invoice: Invoice; onNew(): void }) {
  const { t } = useI18n();
  return (
    <div className="invoice" role="status">
      <p className="invoice__badge" data-status={invoice.status}>
        {t(STATUS_LABEL[invoice.status])}
      </p>
      <p>{invoice.status === 'expired' ? t('billing.closed.expired') : t('billing.closed.failed')}</p>
      <button type="button" className="button" onClick={onNew}>
        {t('billing.closed.new')}
      </button>
    </div>
  );
}

function OpenInvoice({ invoice }: { invoice: Invoice }) {
  const { t, rich } = useI18n();
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
    <div className="invoice" aria-label={t('billing.invoice.label')}>
      {invoice.provider === 'sandbox' ? (
        <p className="invoice__sim">{t('billing.invoice.sandbox')}</p>
      ) : (
        invoice.simulated && <p className="invoice__sim">{t('billing.invoice.simulated')}</p>
      )}
      <p className="invoice__badge" data-status={invoice.status}>
        {t(STATUS_LABEL[invoice.status])}
      </p>
      <p className="invoice__id">{t('billing.invoice.id', { id: invoice.id })}</p>
      {invoice.qrSvg && <img className="invoice__qr" alt={t('billing.invoice.qr', { method: invoice.methodName })} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(invoice.qrSvg)}`} />}
      <ol className="invoice__steps">
        {STEPS[invoice.method].map((s) => (
          <li key={s}>{t(s)}</li>
        ))}
      </ol>
      <p className="invoice__note">{rich('billing.invoice.note', { amount: amountOf(invoice), strong: (chunks) => <strong>{chunks}</strong> })}</p>
      {invoice.status === 'underpaid' && <p role="alert">{t('billing.invoice.underpaid')}</p>}
      <dl className="invoice__facts">
        <dt>{t('billing.invoice.amount')}</dt>
        <dd>
          {amountOf(invoice)} ({invoice.discount ? <DiscountedPrice list={invoice.discount.listUsdCents} charged={invoice.amountUsdCents} percent={invoice.discount.percent} /> : usd(invoice.amountUsdCents)})
        </dd>
        <dt>{t('billing.invoice.currency')}</dt>
        <dd>{invoice.currency}</dd>
        <dt>{t('billing.invoice.method')}</dt>
        <dd>{invoice.methodName}</dd>
        <dt>{t('billing.invoice.expiresIn')}</dt>
        <dd>
          <time dateTime={invoice.expiresAt}>{countdown}</time>
        </dd>
      </dl>
      {invoice.paymentCode && <textarea readOnly className="invoice__code" aria-label={t('billing.invoice.code')} value={invoice.paymentCode} rows={3} />}
      <div className="invoice__actions">
        <button type="button" className="button" onClick={copy}>
          {copied ? t('billing.invoice.copied') : t('billing.invoice.copy')}
        </button>
        {invoice.paymentLink && (
          <a className="button button--ghost" href={invoice.paymentLink} target="_blank" rel="noopener noreferrer">
            {t('billing.invoice.openNewTab')}
          </a>
        )}
      </div>
    </div>
  );
}
