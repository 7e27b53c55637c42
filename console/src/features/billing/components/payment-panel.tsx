import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { GUARANTEE_DAYS } from '@piboost/events/business';
import { paths } from '../../../config/paths';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSessionControl } from '../../auth';
import { brl, btc, day, downloadReceipt, requestRefund, setCancellation, STATUS_LABEL, usd, useEntitlements, useInvoiceHistory, useSubscription } from '../api/billing-api';
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
  const vip = useEntitlements().data?.vipCommunityUrl ?? null;
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
    act(cancel ? 'Cancelar a assinatura? Seu Premium continua até o fim do período já pago e não será renovado.' : null, () => setCancellation(cancel), 'Não foi possível alterar a assinatura. Tente novamente.');
  const refund = (invoiceId: string) =>
    act(
      `Cancelar a assinatura e pedir o reembolso integral (garantia de ${GUARANTEE_DAYS} dias)? O acesso Premium termina agora.`,
      () => requestRefund(invoiceId),
      'Não foi possível pedir o reembolso. Tente novamente.',
    );

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
              Plano <strong>{PLAN_NAMES[s.plan]}</strong> ({KIND_NAMES[s.kind!]}) ativo até <strong>{s.kind === 'paid' && s.paid ? day(s.paid.endsAt) : s.premiumUntil ? day(s.premiumUntil) : 'Indefinido'}</strong>.
            </p>
          ) : (
            <p>Você está no plano gratuito.</p>
          )}
          {s.graceUntil && s.paid && (
            <p role="status">
              Seu período pago terminou em {day(s.paid.endsAt)}. O Premium continua até <strong>{day(s.graceUntil)}</strong>; renove para não perder o acesso.
            </p>
          )}
          {s.cancelAt && (
            <p role="status">
              <strong>Cancela em {day(s.cancelAt)}</strong>: o Premium continua até lá e não será renovado.
            </p>
          )}
          <p className="payment-panel__actions">
            {s.paid && !s.graceUntil ? (
              <Link className="button" to={`${paths.checkout.path}?plan=${s.paid.plan}&period=${s.paid.billingPeriod ?? 'monthly'}`}>
                Renovar
              </Link>
            ) : (
              <Link className="button" to={s.graceUntil && s.paid ? `${paths.checkout.path}?plan=${s.paid.plan}&period=${s.paid.billingPeriod ?? 'monthly'}` : paths.plans.path}>
                {s.graceUntil ? 'Renovar' : s.premium ? 'Renovar ou mudar de plano' : 'Assinar Premium'}
              </Link>
            )}
            {s.upgrade && s.paid && (
              <Link className="button button--ghost" to={`${paths.checkout.path}?plan=elite&period=${s.paid.billingPeriod ?? 'monthly'}`}>
                Mudar para Elite ({usd(s.upgrade.amountUsdCents)} pelos {s.upgrade.days} dias restantes)
              </Link>
            )}
            {s.paid && !s.graceUntil && (
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => cancelOrReactivate(s.cancelAt === null)}>
                {s.cancelAt ? 'Reativar' : 'Cancelar assinatura'}
              </button>
            )}
          </p>
          {s.refundable && (
            <p>
              Garantia de {GUARANTEE_DAYS} dias até {day(s.refundable.until)}:{' '}
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => refund(s.refundable!.invoiceId)}>
                Cancelar e pedir reembolso
              </button>
            </p>
          )}
        </div>
      )}
      {vip && (
        <p>
          Seu plano inclui a Comunidade VIP:{' '}
          <a className="button button--ghost" href={vip} target="_blank" rel="noopener noreferrer">
            Entrar na Comunidade VIP
          </a>
        </p>
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
                <th scope="col">Recibo</th>
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
                    {i.simulated && (i.provider === 'sandbox' ? ' (Sandbox - Simulação local)' : ' (Simulação local)')}
                  </td>
                  <td>
                    {i.currency === 'BRL' ? brl(i.amount) : btc(i.amount)} <span className="muted">({usd(i.amountUsdCents)})</span>
                  </td>
                  <td>{STATUS_LABEL[i.status]}</td>
                  <td>
                    {i.paidAt ? (
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={`Recibo da fatura de ${day(i.paidAt)}`}
                        onClick={() => downloadReceipt(i.id).catch((e: unknown) => toast('error', e instanceof ApiError ? e.message : 'Não foi possível baixar o recibo.'))}
                      >
                        Recibo
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
