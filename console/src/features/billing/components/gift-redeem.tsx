import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { translate, useI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useAuth, useSessionControl } from '../../auth';
import { monthsLabel, redeemGift, useGiftPreview } from '../api/billing-api';
import './billing.css';

/**
 * The redemption link's page (issue 26): what the gift is and who gave it; signed out, sign in or
 * create an account and come back to the same link (the e-mail keeps it); signed in, "Resgatar presente".
 */
export function GiftRedeem() {
  const { t, rich } = useI18n();
  const [params] = useSearchParams();
  const code = params.get('codigo');
  const { state } = useAuth();
  const session = useSessionControl();
  const queryClient = useQueryClient();
  const preview = useGiftPreview(code);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!code) return <p role="alert">{t('billing.redeem.invalidLink')}</p>;
  if (preview.isPending) return <p aria-busy="true">{t('billing.redeem.loading')}</p>;
  if (preview.isError) return <p role="alert">{preview.error instanceof ApiError ? preview.error.message : t('billing.redeem.loadFailed')}</p>;
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
      setError(err instanceof ApiError ? err.message : translate('billing.redeem.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="gift-title">
      <h2 id="gift-title">
        {g.from ? t('billing.redeem.titleFrom', { from: g.from }) : t('billing.redeem.title')}
      </h2>
      <p>{rich('billing.redeem.what', { months: monthsLabel(g.months), plan: g.planName, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      {done ? (
        <div role="status">
          <p>{done}</p>
          <Link className="button" to={paths.dashboard.path}>
            {t('billing.goToDashboard')}
          </Link>{' '}
          <Link className="button button--ghost" to={`${paths.profile.path}?aba=pagamento`}>
            {t('billing.seeInPaymentTab')}
          </Link>
        </div>
      ) : g.status === 'redeemed' ? (
        <p role="status">{t('billing.redeem.redeemed')}</p>
      ) : g.status === 'refund_requested' || g.status === 'refunded' ? (
        <p role="status">{t('billing.redeem.refunded')}</p>
      ) : g.status !== 'paid' ? (
        <p role="status">{t('billing.redeem.unpaid')}</p>
      ) : state.status === 'signed-in' ? (
        <>
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="button" disabled={busy} onClick={() => void redeem()}>
            {busy ? t('billing.redeem.redeeming') : t('billing.redeem.submit')}
          </button>
        </>
      ) : state.status === 'signed-out' ? (
        <p>
          {t('billing.redeem.signIn')}{' '}
          <Link className="button" to={paths.login.path} state={{ from: here }}>
            {t('billing.redeem.login')}
          </Link>{' '}
          <Link className="button button--ghost" to={paths.register.path} state={{ from: here }}>
            {t('billing.redeem.register')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
