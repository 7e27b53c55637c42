import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/page-meta';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  usePageMeta('Página não encontrada', 'A página procurada não existe no π Boost.');

  // The spec logs the path of every 404; a broken link is found this way until there is telemetry.
  useEffect(() => {
    console.warn('404: rota inexistente', pathname);
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
