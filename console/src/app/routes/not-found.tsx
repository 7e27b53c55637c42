import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  const { pathname } = useLocation();

  // The spec logs the path of every 404; a broken link is found this way until there is telemetry.
  useEffect(() => {
    console.warn('404: rota inexistente', pathname);
  }, [pathname]);

  return (
    <main className="message-page">
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <Link to={paths.home.path}>Voltar para o início</Link>
    </main>
  );
}
