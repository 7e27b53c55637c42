import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { EducationTracks } from '../../../features/education';
import { useI18n } from '../../../i18n';

export default function EducationRoute() {
  const { t } = useI18n();
  usePageMeta(t('education.page.title'), t('education.page.description'));
  return (
    <div className="page">
      <PageHeader title={t('education.page.title')} lead={t('education.page.lead')} />
      <EducationTracks />
    </div>
  );
}
