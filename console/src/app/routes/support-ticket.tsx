import { Link, useParams } from 'react-router-dom';
import { useOwnTicket } from '../../features/contact/api/own-tickets';
import { useCrumbTitles } from '../layout/crumb-titles';
import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { paths } from '../../config/paths';
import { OwnTicketPage } from '../../features/contact/components/own-ticket-pages';
import { useI18n } from '../../i18n';

export default function SupportTicketRoute() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  usePageMeta(t('support.ticket.metaTitle'), t('support.ticket.metaDescription'));
  // The crumb names the ticket by its number, not its id (the same query the page reads).
  const ticket = useOwnTicket(id);
  useCrumbTitles({ [`/support/chamados/${id}`]: ticket.data?.ticketNumber });
  return (
    <div className="page">
      <PageHeader title={ticket.data ? t('support.ticket.title', { number: ticket.data.ticketNumber }) : t('support.ticket.metaTitle')} lead={ticket.data?.subject ?? undefined}>
        <Link to={paths.supportTickets.path}>{t('support.tickets.title')}</Link>
      </PageHeader>
      <OwnTicketPage key={id} id={id} />
    </div>
  );
}
