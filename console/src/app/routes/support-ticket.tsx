import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { paths } from '../../config/paths';
import { OwnTicketPage } from '../../features/contact/components/own-ticket-pages';

export default function SupportTicketRoute() {
  const { id = '' } = useParams();
  usePageMeta('Chamado', 'Um chamado de suporte no π Boost: a conversa com a equipe.');
  return (
    <div className="page">
      <PageHeader title="Chamado">
        <Link to={paths.supportTickets.path}>Meus chamados</Link>
      </PageHeader>
      <OwnTicketPage key={id} id={id} />
    </div>
  );
}
