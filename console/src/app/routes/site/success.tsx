import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../components/seo/page-meta';
import { paths } from '../../../config/paths';

export default function SuccessRoute() {
  usePageMeta('Obrigado', 'Tudo certo! Obrigado por usar o π Boost.');
  return (
    <div className="page message">
      <h1>Obrigado!</h1>
      <p>Tudo certo por aqui. Enviamos os detalhes para o seu e-mail.</p>
      <Link to={paths.home.path} className="button">
        Voltar para o início
      </Link>
    </div>
  );
}
