import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { paths } from '../../../config/paths';
import { CommunityRooms } from '../../../features/community/pages';

export default function CommunityRoute() {
  usePageMeta('Comunidade', 'A comunidade do π Boost: salas para trocar ideias com outros membros e com a equipe, com moderação.');
  return (
    <div className="page">
      <PageHeader
        title="Comunidade"
        lead={
          <>
            Troque ideias com outros membros e com a equipe π Boost. Nada aqui é recomendação de investimento. Antes de publicar, leia as{' '}
            <Link to={paths.communityRules.path}>regras da comunidade</Link>.
          </>
        }
      >
        <p>
          <Link to={paths.communityNotifications.path}>Minhas notificações</Link>
        </p>
      </PageHeader>
      <CommunityRooms />
    </div>
  );
}
