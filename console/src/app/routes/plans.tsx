import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { useI18n } from '../../i18n';
import { PlanSelection } from '../../features/billing/components/plan-selection';

export default function PlansRoute() {
  const { t } = useI18n();
  usePageMeta(t('billing.plans.metaTitle'), t('billing.plans.metaDescription'));
  return (
    <div className="page">
      <PageHeader title={t('billing.plans.title')} lead={t('billing.plans.lead')} />
      <PlanSelection />
    </div>
  );
}
