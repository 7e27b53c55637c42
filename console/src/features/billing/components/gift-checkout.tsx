import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GUARANTEE_DAYS } from '@piboost/events/business';
import { toast } from '../../../components/ui/toast';
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
    if (!method || !recipientEmail.trim()) return setError('Preencha todos os campos obrigatórios');
    setError(null);
    setSending(true);
    try {
      setInvoiceId((await createGift({ plan, months, method, recipientEmail: recipientEmail.trim(), message: message.trim() || null })).invoiceId);
      void queryClient.invalidateQueries({ queryKey: ['billing', 'gifts'] });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Não foi possível criar o presente. Tente novamente.');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <div className="checkout">
        <form className="card" aria-labelledby="gift-order" onSubmit={submit} noValidate>
          <h2 id="gift-order">Presentear Premium</h2>
          <fieldset className="checkout__methods">
            <legend>Plano</legend>
            {(['professional', 'elite'] as const).map((id) => (
              <label key={id} className="checkout__method">
                <input type="radio" name="gift-plan" value={id} checked={plan === id} disabled={invoiceId !== null} onChange={() => setPlan(id)} />
                <span>{plans.data?.plans.find((p) => p.id === id)?.name ?? id}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="checkout__methods">
            <legend>Duração</legend>
            {MONTHS.map((m) => (
              <label key={m} className="checkout__method">
                <input type="radio" name="gift-months" value={m} checked={months === m} disabled={invoiceId !== null} onChange={() => setMonths(m)} />
                <span>{monthsLabel(m)}</span>
              </label>
            ))}
          </fieldset>
          {usdCents !== null && <p className="checkout__amount">{usd(usdCents)} pelo presente</p>}
          <label className="field">
            <span>E-mail de quem vai receber</span>
            <input type="email" required value={recipientEmail} disabled={invoiceId !== null} onChange={(e) => setRecipientEmail(e.target.value)} autoComplete="off" />
          </label>
          <label className="field">
            <span>Mensagem (opcional)</span>
            <textarea value={message} maxLength={MESSAGE_MAX} rows={3} disabled={invoiceId !== null} onChange={(e) => setMessage(e.target.value)} />
          </label>
          <MethodChoice methods={methods.data} method={method} setMethod={setMethod} locked={invoiceId !== null} />
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={!method || generating || invoiceId !== null}>
            {generating ? 'Gerando Invoice...' : 'Gerar Invoice do presente'}
          </button>
          <p className="muted">
            Pago, quem recebe ganha por e-mail um link para resgatar; os meses começam quando terminar o Premium que a pessoa já tiver. Enquanto ninguém resgatar, você pode pedir
            o reembolso em até {GUARANTEE_DAYS} dias do pagamento.
          </p>
        </form>
        <section className="card checkout__panel" aria-live="polite" aria-label="Pagamento">
          {!invoiceId && (
            <>
              <h2>Aguardando Pagamento</h2>
              <p className="muted">Escolha o presente e o método, e gere a invoice.</p>
            </>
          )}
          {invoiceId && generating && <p aria-busy="true">Gerando Invoice...</p>}
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
  const gifts = useMyGifts();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const refund = async (g: MyGift) => {
    if (!window.confirm(`Cancelar o presente para ${g.recipientEmail ?? 'esta pessoa'} e pedir o reembolso? O link de resgate deixa de valer.`)) return;
    setBusy(true);
    try {
      toast('success', (await refundGift(g.id)).message);
    } catch (err) {
      toast('error', err instanceof ApiError ? err.message : 'Não foi possível pedir o reembolso. Tente novamente.');
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    }
  };
  return (
    <section className="card" aria-labelledby="my-gifts">
      <h2 id="my-gifts">Meus presentes</h2>
      {gifts.isPending && <p aria-busy="true">Carregando presentes...</p>}
      {gifts.isError && <p role="alert">Não foi possível carregar seus presentes.</p>}
      {gifts.data && gifts.data.length === 0 && <p>Você ainda não deu nenhum presente.</p>}
      {gifts.data && gifts.data.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Presentes">
          <table className="compare">
            <thead>
              <tr>
                <th scope="col">Para</th>
                <th scope="col">Presente</th>
                <th scope="col">Valor</th>
                <th scope="col">Situação</th>
                <th scope="col">Reembolso</th>
              </tr>
            </thead>
            <tbody>
              {gifts.data.map((g) => (
                <tr key={g.id}>
                  <td>{g.recipientEmail ?? '-'}</td>
                  <td>
                    {g.planName}, {monthsLabel(g.months)}
                  </td>
                  <td>
                    {g.currency === 'BRL' ? brl(g.amount) : btc(g.amount)} <span className="muted">({usd(g.amountUsdCents)})</span>
                  </td>
                  <td>
                    {GIFT_STATUS_LABEL[g.status]}
                    {g.redeemedAt && ` em ${day(g.redeemedAt)}`}
                  </td>
                  <td>
                    {g.refundableUntil ? (
                      <button type="button" className="button button--ghost" disabled={busy} onClick={() => void refund(g)} aria-label={`Reembolsar presente para ${g.recipientEmail ?? 'esta pessoa'}`}>
                        Reembolsar (até {day(g.refundableUntil)})
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
