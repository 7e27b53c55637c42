import { TRIAL_DAYS } from '@piboost/events/business';
import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { useI18n } from '../../i18n';
import { SurveyForm } from '../../features/billing/components/survey-form';

export default function SurveyRoute() {
  const { t } = useI18n();
  usePageMeta(t('billing.survey.metaTitle'), t('billing.survey.metaDescription', { days: TRIAL_DAYS }));
  return (
    <div className="page">
      <PageHeader title={t('billing.survey.title')} lead={t('billing.survey.pageLead', { days: TRIAL_DAYS })} />
      <SurveyForm />
    </div>
  );
}
