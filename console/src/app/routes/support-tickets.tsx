import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { paths } from '../../config/paths';
import { OwnTicketList } from '../../features/contact/components/own-ticket-pages';
import { useI18n } from '../../i18n';

export default function SupportTicketsRoute() {
  const { t } = useI18n();
  usePageMeta(t('support.tickets.title'), t('support.tickets.metaDescription'));
  return (
    <div className="page">
      <PageHeader title={t('support.tickets.title')} lead={t('support.tickets.lead')}>
        <Link to={`${paths.support.path}#ticket`}>{t('support.tickets.new')}</Link>
      </PageHeader>
      <OwnTicketList />
    </div>
  );
}
