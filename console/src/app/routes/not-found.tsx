import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/page-meta';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  usePageMeta('Página não encontrada', 'A página procurada não existe no π Boost.');

  // Every 404 path reaches the server's log, where broken links are found.
  useEffect(() => {
    api.post('/site/not-found', { path: pathname }).catch(() => {});
  }, [pathname]);

  return (
    <div className="page message">
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <p className="muted">
        Não encontramos <code>{pathname}</code>.
      </p>
      <Link to={paths.home.path}>Voltar para o início</Link>
    </div>
  );
}
