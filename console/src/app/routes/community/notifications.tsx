import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { CommunityNotifications } from '../../../features/community/pages';

export default function CommunityNotificationsRoute() {
  usePageMeta('Notificações da comunidade', 'Respostas, menções e avisos da moderação sobre as suas publicações na comunidade.');
  return (
    <div className="page">
      <PageHeader title="Notificações" lead="Respostas, menções, melhores respostas e avisos da moderação sobre as suas publicações." />
      <CommunityNotifications />
    </div>
  );
}
