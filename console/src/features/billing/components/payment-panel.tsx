import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { GUARANTEE_DAYS } from '@piboost/events/business';
import { paths } from '../../../config/paths';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSessionControl } from '../../auth';
import { brl, btc, cancelQueuedPeriod, day, downloadReceipt, requestRefund, setCancellation, STATUS_LABEL, type InvoiceSummary, type Subscription, usd, useEntitlements, useInvoiceHistory, useSubscription } from '../api/billing-api';
import './billing.css';

const PLAN_NAMES = { professional: 'Professional', elite: 'Elite' } as const;
const KIND_NAMES = { trial: 'teste grátis', paid: 'assinatura paga', staff: 'concedido pela equipe', gift: 'presente' } as const;
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
  return (
    <section className="card payment-panel" aria-labelledby="payment-title">
      <h2 id="payment-title">Pagamento</h2>
      {subscription.isPending && <p aria-busy="true">Carregando assinatura...</p>}
      {subscription.isError && <p role="alert">Não foi possível carregar sua assinatura.</p>}
      {subscription.data && <SubscriptionDetails s={subscription.data} actions={actions} />}
      {vip && (
        <p>
          Seu plano inclui a Sala VIP da comunidade:{' '}
          <Link className="button button--ghost" to={paths.communityRoom.path.replace(':slug', 'vip')}>
            Entrar na Sala VIP
          </Link>
          {externalVip && (
            <>
              {' '}
              <a href={externalVip} target="_blank" rel="noopener noreferrer">
                Grupo externo
              </a>
            </>
          )}
        </p>
      )}
      <GiftsReceived s={subscription.data} />
      <p>
        <Link className="button button--ghost" to={paths.giftBuy.path}>
          Presentear Premium
        </Link>{' '}
        <span className="muted">Dê 1, 3 ou 12 meses a alguém e acompanhe seus presentes.</span>
      </p>
      <h3>Métodos de pagamento</h3>
      <p>
        PIX, Lightning e Bitcoin são escolhidos a cada pagamento.{' '}
        <button type="button" className="button button--ghost" onClick={() => toast('info', 'Pagamento com cartão em breve: a integração com o provedor de cartões está a caminho.')}>
          Adicionar cartão
        </button>
      </p>
      <h3>Histórico</h3>
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
    act(cancel ? 'Cancelar a assinatura? Seu Premium continua até o fim do período já pago e não será renovado.' : null, () => setCancellation(cancel), 'Não foi possível alterar a assinatura. Tente novamente.');
  const refund = (invoiceId: string) =>
    act(
      `Cancelar a assinatura e pedir o reembolso integral (garantia de ${GUARANTEE_DAYS} dias)? O acesso Premium termina agora.`,
      () => requestRefund(invoiceId),
      'Não foi possível pedir o reembolso. Tente novamente.',
    );

  const cancelQueued = (q: { plan: keyof typeof PLAN_NAMES; startsAt: string; invoiceId: string }) =>
    act(
      `Cancelar o plano ${PLAN_NAMES[q.plan]} que começa em ${day(q.startsAt)}? Ele ainda não começou: o reembolso integral será pedido ao provedor.`,
      () => cancelQueuedPeriod(q.invoiceId),
      'Não foi possível cancelar o período. Tente novamente.',
    );
  return { busy, cancelOrReactivate, refund, cancelQueued };
}

function SubscriptionDetails({ s, actions }: { s: Subscription; actions: SubscriptionActions }) {
  const { busy, cancelOrReactivate, refund } = actions;
  // A refund of a period not begun is the queued period's own cancel (the whole of it, at any time before it starts).
  const refundable = s?.refundable && !s.queued.some((q) => q.invoiceId === s.refundable!.invoiceId) ? s.refundable : null;
  return (
    <div>
      {s.premium && s.plan ? (
        <p>
          Plano <strong>{PLAN_NAMES[s.plan]}</strong> ({KIND_NAMES[s.kind!]}) ativo até <strong>{s.activeEndsAt ? day(s.activeEndsAt) : 'Indefinido'}</strong>.
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
      {s.queued.length > 0 && <QueuedPeriods queued={s.queued} actions={actions} />}
      {refundable && (
        <p>
          Garantia de {GUARANTEE_DAYS} dias até {day(refundable.until)}:{' '}
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => refund(refundable.invoiceId)}>
            Cancelar e pedir reembolso
          </button>
        </p>
      )}
    </div>
  );
}

/** The gifts the person redeemed (issue 26): each period of kind gift, when it begins and ends. */
function GiftsReceived({ s }: { s: Subscription | undefined }) {
  const gifts = s?.periods.filter((p) => p.kind === 'gift') ?? [];
  if (gifts.length === 0) return null;
  return (
    <>
      <h3>Presentes recebidos</h3>
      <ul className="payment-panel__queued" aria-label="Presentes recebidos">
        {gifts.map((p) => (
          <li key={p.invoiceId ?? p.startsAt}>
            Plano <strong>{PLAN_NAMES[p.plan]}</strong> de presente: de {day(p.startsAt)} a <strong>{day(p.endsAt)}</strong>.
          </li>
        ))}
      </ul>
    </>
  );
}

function QueuedPeriods({ queued, actions }: { queued: Subscription['queued']; actions: SubscriptionActions }) {
  const { busy, cancelQueued } = actions;
  return (
    <>
      <h3>Próximos períodos</h3>
      <ul className="payment-panel__queued" aria-label="Próximos períodos">
        {queued.map((q) => (
          <li key={q.invoiceId}>
            Plano <strong>{PLAN_NAMES[q.plan]}</strong> {q.billingPeriod === 'annual' ? 'anual' : 'mensal'}: começa em <strong>{day(q.startsAt)}</strong> e vai até {day(q.endsAt)}.{' '}
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => cancelQueued(q)}>
              Cancelar este período
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function InvoiceHistory({ history }: { history: ReturnType<typeof useInvoiceHistory> }) {
  return (
    <>
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
  return (
    <tr>
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
  );
}
