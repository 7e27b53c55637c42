import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { useI18n } from '../../../i18n';
import { CommunityNotifications } from '../../../features/community/pages';

export default function CommunityNotificationsRoute() {
  const { t } = useI18n();
  usePageMeta(t('community.meta.notificationsTitle'), t('community.meta.notifications'));
  return (
    <div className="page">
      <PageHeader title={t('community.notifications.title')} lead={t('community.notifications.lead')} />
      <CommunityNotifications />
    </div>
  );
}
