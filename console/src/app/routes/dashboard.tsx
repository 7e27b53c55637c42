import { usePageMeta } from '../../components/seo/page-meta';
import { useI18n } from '../../i18n';
import { Dashboard } from '../../features/dashboard/dashboard';

export default function DashboardRoute() {
  const { t } = useI18n();
  usePageMeta(t('dashboard.title'), t('dashboard.metaDescription'));
  return <Dashboard />;
}
