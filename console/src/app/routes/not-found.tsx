import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/page-meta';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n';
import { api } from '../../lib/api-client';

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  const { t, rich } = useI18n();
  usePageMeta(t('site.notFound.metaTitle'), t('site.notFound.metaDescription'));

  // Every 404 path reaches the server's log, where broken links are found.
  useEffect(() => {
    api.post('/site/not-found', { path: pathname }).catch(() => {});
  }, [pathname]);

  return (
    <div className="page message">
      <h1>404</h1>
      <p>{t('site.notFound.title')}</p>
      <p className="muted">{rich('site.notFound.path', { path: <code>{pathname}</code> })}</p>
      <Link to={paths.home.path}>{t('site.backHome')}</Link>
    </div>
  );
}
