import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';

// The fallback for everything under `/` (product-spec §2): a failed render or a chunk that could
// not be downloaded after a deploy both land here, and reloading fixes the latter.
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="message-page" role="alert">
      <h1>Ops! Algo deu errado.</h1>
      <p>Não foi possível exibir esta página.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Tentar novamente
      </button>
      <a href={paths.home.path}>Voltar para o início</a>
    </main>
  );
}
