import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { useI18n } from '../../../i18n';
import { paths } from '../../../config/paths';
import { CommunityRooms } from '../../../features/community/pages';

export default function CommunityRoute() {
  const { t, rich } = useI18n();
  usePageMeta(t('community.meta.title'), t('community.meta.rooms'));
  return (
    <div className="page">
      <PageHeader title={t('community.heading')} lead={rich('community.rooms.lead', { link: (chunks) => <Link to={paths.communityRules.path}>{chunks}</Link> })}>
        <p>
          <Link to={paths.communityNotifications.path}>{t('community.rooms.myNotifications')}</Link>
        </p>
      </PageHeader>
      <CommunityRooms />
    </div>
  );
}
