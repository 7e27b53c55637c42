import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth, useSessionControl } from '../../auth';
import { monthsLabel, redeemGift, useGiftPreview } from '../api/billing-api';
import './billing.css';

/**
 * The redemption link's page (issue 26): what the gift is and who gave it; signed out, sign in or
 * create an account and come back to the same link (the e-mail keeps it); signed in, "Resgatar presente".
 */
export function GiftRedeem() {
  const [params] = useSearchParams();
  const code = params.get('codigo');
  const { state } = useAuth();
  const session = useSessionControl();
  const queryClient = useQueryClient();
  const preview = useGiftPreview(code);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!code) return <p role="alert">Link de presente inválido. Abra o link completo que chegou por e-mail.</p>;
  if (preview.isPending) return <p aria-busy="true">Carregando presente...</p>;
  if (preview.isError) return <p role="alert">{preview.error instanceof ApiError ? preview.error.message : 'Não foi possível carregar o presente.'}</p>;
  const g = preview.data;
  const here = `${paths.giftRedeem.path}?codigo=${encodeURIComponent(code)}`;

  const redeem = async () => {
    setBusy(true);
    setError(null);
    try {
      setDone((await redeemGift(code)).message);
      // The crown comes with a fresh token, built from the read model the server waited for.
      await session.reload();
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Não foi possível resgatar o presente. Tente novamente.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="gift-title">
      <h2 id="gift-title">
        {g.from ? `${g.from} presenteou você` : 'Você ganhou um presente'}
      </h2>
      <p>
        {monthsLabel(g.months)} do plano <strong>{g.planName}</strong> do π Boost. Os meses começam quando terminar o Premium que você já tiver.
      </p>
      {done ? (
        <div role="status">
          <p>{done}</p>
          <Link className="button" to={paths.dashboard.path}>
            Ir para o Dashboard
          </Link>{' '}
          <Link className="button button--ghost" to={`${paths.profile.path}?aba=pagamento`}>
            Ver na aba Pagamento
          </Link>
        </div>
      ) : g.status === 'redeemed' ? (
        <p role="status">Este presente já foi resgatado.</p>
      ) : g.status === 'refund_requested' || g.status === 'refunded' ? (
        <p role="status">Este presente foi reembolsado e não pode mais ser resgatado.</p>
      ) : g.status !== 'paid' ? (
        <p role="status">O pagamento deste presente ainda não foi confirmado.</p>
      ) : state.status === 'signed-in' ? (
        <>
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="button" disabled={busy} onClick={() => void redeem()}>
            {busy ? 'Resgatando...' : 'Resgatar presente'}
          </button>
        </>
      ) : state.status === 'signed-out' ? (
        <p>
          Entre na sua conta para resgatar. Ainda não tem conta? Crie uma e abra este link de novo.{' '}
          <Link className="button" to={paths.login.path} state={{ from: here }}>
            Entrar para resgatar
          </Link>{' '}
          <Link className="button button--ghost" to={paths.register.path} state={{ from: here }}>
            Criar conta
          </Link>
        </p>
      ) : null}
    </section>
  );
}
