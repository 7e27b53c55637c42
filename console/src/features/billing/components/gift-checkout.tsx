import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GUARANTEE_DAYS } from '@piboost/events/business';
import { toast } from '../../../components/ui/toast';
import { translate, useI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import {
  brl,
  btc,
  createGift,
  day,
  GIFT_STATUS_LABEL,
  monthsLabel,
  refundGift,
  usd,
  useInvoice,
  useMyGifts,
  usePaymentMethods,
  usePlans,
  type GiftMonths,
  type MethodId,
  type MyGift,
  type PaidPlanId,
} from '../api/billing-api';
import { MethodChoice } from './checkout';
import { InvoiceCard } from './invoice-card';
import './billing.css';

const MONTHS: readonly GiftMonths[] = [1, 3, 12];
const MESSAGE_MAX = 500;

/**
 * "Presentear Premium" (issue 26): 1, 3 or 12 months of a plan for someone's e-mail, paid with the
 * checkout's methods; the price is the server's (the plan's monthly price per month, the annual plan's
 * for 12). Beside it the invoice, and below the gifts bought, each with where it stands.
 */
export function GiftCheckout() {
  const { t } = useI18n();
  const plans = usePlans();
  const methods = usePaymentMethods();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<PaidPlanId>('professional');
  const [months, setMonths] = useState<GiftMonths>(1);
  const [method, setMethod] = useState<MethodId | ''>('');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [message, setMessage] = useState('');
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invoice = useInvoice(invoiceId);
  const price = plans.data?.plans.find((p) => p.id === plan);
  // What the server charges (gifts.ts): the monthly list price per month, the annual price for twelve.
  const usdCents = price ? (months === 12 ? price.annualUsdCents : months * price.listUsdCents) : null;
  const generating = sending || (invoiceId !== null && (!invoice.data || invoice.data.status === 'requested'));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!method || !recipientEmail.trim()) return setError(translate('billing.checkout.fillRequired'));
    setError(null);
    setSending(true);
    try {
      setInvoiceId((await createGift({ plan, months, method, recipientEmail: recipientEmail.trim(), message: message.trim() || null })).invoiceId);
      void queryClient.invalidateQueries({ queryKey: ['billing', 'gifts'] });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : translate('billing.gift.createFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <div className="checkout">
        <form className="card" aria-labelledby="gift-order" onSubmit={submit} noValidate>
          <h2 id="gift-order">{t('billing.gift.title')}</h2>
          <fieldset className="checkout__methods">
            <legend>{t('billing.payment.colPlan')}</legend>
            {(['professional', 'elite'] as const).map((id) => (
              <label key={id} className="checkout__method">
                <input type="radio" name="gift-plan" value={id} checked={plan === id} disabled={invoiceId !== null} onChange={() => setPlan(id)} />
                <span>{plans.data?.plans.find((p) => p.id === id)?.name ?? id}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="checkout__methods">
            <legend>{t('billing.gift.duration')}</legend>
            {MONTHS.map((m) => (
              <label key={m} className="checkout__method">
                <input type="radio" name="gift-months" value={m} checked={months === m} disabled={invoiceId !== null} onChange={() => setMonths(m)} />
                <span>{monthsLabel(m)}</span>
              </label>
            ))}
          </fieldset>
          {usdCents !== null && <p className="checkout__amount">{t('billing.gift.price', { amount: usd(usdCents) })}</p>}
          <label className="field">
            <span>{t('billing.gift.recipient')}</span>
            <input type="email" required value={recipientEmail} disabled={invoiceId !== null} onChange={(e) => setRecipientEmail(e.target.value)} autoComplete="off" />
          </label>
          <label className="field">
            <span>{t('billing.gift.message')}</span>
            <textarea value={message} maxLength={MESSAGE_MAX} rows={3} disabled={invoiceId !== null} onChange={(e) => setMessage(e.target.value)} />
          </label>
          <MethodChoice methods={methods.data} method={method} setMethod={setMethod} locked={invoiceId !== null} />
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={!method || generating || invoiceId !== null}>
            {generating ? t('billing.checkout.generating') : t('billing.gift.generate')}
          </button>
          <p className="muted">{t('billing.gift.howItWorks', { days: GUARANTEE_DAYS })}</p>
        </form>
        <section className="card checkout__panel" aria-live="polite" aria-label={t('billing.panel.label')}>
          {!invoiceId && (
            <>
              <h2>{t('billing.panel.awaiting')}</h2>
              <p className="muted">{t('billing.gift.choose')}</p>
            </>
          )}
          {invoiceId && generating && <p aria-busy="true">{t('billing.checkout.generating')}</p>}
          {invoice.data && invoice.data.status !== 'requested' && (
            <InvoiceCard
              invoice={invoice.data}
              onNew={() => {
                setInvoiceId(null);
              }}
            />
          )}
        </section>
      </div>
      <MyGifts />
    </>
  );
}

/** "Meus presentes": each gift bought, to whom, where it stands, and the refund while the 7-day rule allows it. */
export function MyGifts() {
  const { t } = useI18n();
  const gifts = useMyGifts();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const refund = async (g: MyGift) => {
    const question = g.recipientEmail ? t('billing.gift.confirmRefund', { email: g.recipientEmail }) : t('billing.gift.confirmRefundUnknown');
    if (!window.confirm(question)) return;
    setBusy(true);
    try {
      toast('success', (await refundGift(g.id)).message);
    } catch (err) {
      toast('error', err instanceof ApiError ? err.message : t('billing.refundFailed'));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    }
  };
  return (
    <section className="card" aria-labelledby="my-gifts">
      <h2 id="my-gifts">{t('billing.gift.mine')}</h2>
      {gifts.isPending && <p aria-busy="true">{t('billing.gift.loading')}</p>}
      {gifts.isError && <p role="alert">{t('billing.gift.loadFailed')}</p>}
      {gifts.data && gifts.data.length === 0 && <p>{t('billing.gift.none')}</p>}
      {gifts.data && gifts.data.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('billing.gift.table')}>
          <table className="compare">
            <thead>
              <tr>
                <th scope="col">{t('billing.gift.colTo')}</th>
                <th scope="col">{t('billing.gift.colGift')}</th>
                <th scope="col">{t('billing.invoice.amount')}</th>
                <th scope="col">{t('billing.payment.colStatus')}</th>
                <th scope="col">{t('billing.gift.colRefund')}</th>
              </tr>
            </thead>
            <tbody>
              {gifts.data.map((g) => (
                <tr key={g.id}>
                  <td>{g.recipientEmail ?? '-'}</td>
                  <td>{t('billing.gift.what', { plan: g.planName, months: monthsLabel(g.months) })}</td>
                  <td>
                    {g.currency === 'BRL' ? brl(g.amount) : btc(g.amount)} <span className="muted">({usd(g.amountUsdCents)})</span>
                  </td>
                  <td>
                    {g.redeemedAt ? t('billing.gift.statusOn', { status: t(GIFT_STATUS_LABEL[g.status]), day: day(g.redeemedAt) }) : t(GIFT_STATUS_LABEL[g.status])}
                  </td>
                  <td>
                    {g.refundableUntil ? (
                      <button type="button" className="button button--ghost" disabled={busy} onClick={() => void refund(g)} aria-label={g.recipientEmail ? t('billing.gift.refundFor', { email: g.recipientEmail }) : t('billing.gift.refundForUnknown')}>
                        {t('billing.gift.refundUntil', { day: day(g.refundableUntil) })}
                      </button>
                    ) : (
                      '-'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
