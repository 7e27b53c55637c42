import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n';

// The fallback for everything under `/` (product-spec §2): a failed render or a chunk that could
// not be downloaded after a deploy both land here, and reloading fixes the latter.
export function RouteError() {
  const error = useRouteError();
  const { t } = useI18n();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="message-page" role="alert">
      <h1>{t('ui.routeError.title')}</h1>
      <p>{t('ui.routeError.text')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('ui.routeError.retry')}
      </button>
      <a href={paths.home.path}>{t('ui.backHome')}</a>
    </main>
  );
}
