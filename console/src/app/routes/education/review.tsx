import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { ReviewSession } from '../../../features/education';
import { useI18n } from '../../../i18n';

export default function EducationReviewRoute() {
  const { t } = useI18n();
  usePageMeta(t('education.review.title'), t('education.review.description'));
  return (
    <div className="page lesson">
      <PageHeader title={t('education.review.title')} lead={t('education.review.lead')} />
      <ReviewSession />
    </div>
  );
}
