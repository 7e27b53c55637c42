import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { paths } from '../../config/paths';
import { OwnTicketList } from '../../features/contact/components/own-ticket-pages';

export default function SupportTicketsRoute() {
  usePageMeta('Meus chamados', 'Os seus chamados de suporte no π Boost: a conversa com a equipe e o prazo de resposta.');
  return (
    <div className="page">
      <PageHeader title="Meus chamados" lead="Acompanhe e responda aos seus chamados de suporte.">
        <Link to={`${paths.support.path}#ticket`}>Abrir novo chamado</Link>
      </PageHeader>
      <OwnTicketList />
    </div>
  );
}
