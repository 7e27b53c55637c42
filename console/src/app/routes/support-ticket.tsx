import { Link, useParams } from 'react-router-dom';
import { useOwnTicket } from '../../features/contact/api/own-tickets';
import { useCrumbTitles } from '../layout/crumb-titles';
import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { paths } from '../../config/paths';
import { OwnTicketPage } from '../../features/contact/components/own-ticket-pages';

export default function SupportTicketRoute() {
  const { id = '' } = useParams();
  usePageMeta('Chamado', 'Um chamado de suporte no π Boost: a conversa com a equipe.');
  // The crumb names the ticket by its number, not its id (the same query the page reads).
  const ticket = useOwnTicket(id);
  useCrumbTitles({ [`/support/chamados/${id}`]: ticket.data?.ticketNumber });
  return (
    <div className="page">
      <PageHeader title={ticket.data ? `Chamado ${ticket.data.ticketNumber}` : 'Chamado'} lead={ticket.data?.subject ?? undefined}>
        <Link to={paths.supportTickets.path}>Meus chamados</Link>
      </PageHeader>
      <OwnTicketPage key={id} id={id} />
    </div>
  );
}
