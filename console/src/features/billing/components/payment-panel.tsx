import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { GUARANTEE_DAYS } from '@piboost/events/business';
import { paths } from '../../../config/paths';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSessionControl } from '../../auth';
import { brl, btc, day, requestRefund, STATUS_LABEL, usd, useInvoiceHistory, useSubscription } from '../api/billing-api';
import './billing.css';

const PLAN_NAMES = { professional: 'Professional', elite: 'Elite' } as const;
const KIND_NAMES = { trial: 'teste grátis', paid: 'assinatura paga', staff: 'concedido pela equipe' } as const;
const METHOD_NAMES = { pix: 'PIX', lightning: 'Lightning', bitcoin: 'Bitcoin' } as const;

/**
 * The profile's Pagamento tab (product-spec §2, issue 12): the subscription in force, renew, the
 * 7-day "Cancelar e pedir reembolso", the real invoice history; cards stay "em breve". A
 * self-contained feature component, so the profile page mounts it in its tab.
 */
export function PaymentPanel() {
  const subscription = useSubscription();
  const history = useInvoiceHistory();
  const queryClient = useQueryClient();
  const session = useSessionControl();
  const [refunding, setRefunding] = useState(false);

  const refund = async (invoiceId: string) => {
    if (!window.confirm(`Cancelar a assinatura e pedir o reembolso integral (garantia de ${GUARANTEE_DAYS} dias)? O acesso Premium termina agora.`)) return;
    setRefunding(true);
    try {
      const res = await requestRefund(invoiceId);
      toast('success', res.message);
      await session.reload();
    } catch (err) {
      toast('error', err instanceof ApiError ? err.message : 'Não foi possível pedir o reembolso. Tente novamente.');
    } finally {
      setRefunding(false);
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    }
  };

  const s = subscription.data;
  return (
    <section className="card payment-panel" aria-labelledby="payment-title">
      <h2 id="payment-title">Pagamento</h2>
      {subscription.isPending && <p aria-busy="true">Carregando assinatura...</p>}
      {subscription.isError && <p role="alert">Não foi possível carregar sua assinatura.</p>}
      {s && (
        <div>
          {s.premium && s.plan ? (
            <p>
              Plano <strong>{PLAN_NAMES[s.plan]}</strong> ({KIND_NAMES[s.kind!]}) ativo até <strong>{s.premiumUntil ? day(s.premiumUntil) : 'Indefinido'}</strong>.
            </p>
          ) : (
            <p>Você está no plano gratuito.</p>
          )}
          <p>
            <Link className="button" to={paths.plans.path}>
              {s.premium ? 'Renovar ou mudar de plano' : 'Assinar Premium'}
            </Link>
          </p>
          {s.refundable && (
            <p>
              Garantia de {GUARANTEE_DAYS} dias até {day(s.refundable.until)}:{' '}
              <button type="button" className="button button--ghost" disabled={refunding} onClick={() => refund(s.refundable!.invoiceId)}>
                Cancelar e pedir reembolso
              </button>
            </p>
          )}
        </div>
      )}
      <h3>Métodos de pagamento</h3>
      <p>
        PIX, Lightning e Bitcoin são escolhidos a cada pagamento.{' '}
        <button type="button" className="button button--ghost" onClick={() => toast('info', 'Pagamento com cartão em breve: a integração com o provedor de cartões está a caminho.')}>
          Adicionar cartão
        </button>
      </p>
      <h3>Histórico</h3>
      {history.isPending && <p aria-busy="true">Carregando faturas...</p>}
      {history.isError && <p role="alert">Não foi possível carregar o histórico.</p>}
      {history.data && history.data.length === 0 && <p>Nenhuma transação encontrada</p>}
      {history.data && history.data.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Faturas">
          <table className="compare">
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Plano</th>
                <th scope="col">Método</th>
                <th scope="col">Valor</th>
                <th scope="col">Situação</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((i) => (
                <tr key={i.id}>
                  <td>{day(i.createdAt)}</td>
                  <td>
                    {PLAN_NAMES[i.plan]} {i.billingPeriod === 'annual' ? 'anual' : 'mensal'}
                  </td>
                  <td>
                    {METHOD_NAMES[i.method]}
                    {i.simulated && ' (Simulação local)'}
                  </td>
                  <td>
                    {i.currency === 'BRL' ? brl(i.amount) : btc(i.amount)} <span className="muted">({usd(i.amountUsdCents)})</span>
                  </td>
                  <td>{STATUS_LABEL[i.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
