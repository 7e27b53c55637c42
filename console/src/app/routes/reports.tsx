import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { useI18n } from '../../i18n';
import { Reports } from '../../features/reports';

export default function ReportsRoute() {
  const { t } = useI18n();
  usePageMeta(t('reports.title'), t('reports.metaDescription'));
  return (
    <section className="page market" aria-labelledby="page-title">
      <PageHeader title={t('reports.title')} lead={t('reports.lead')} />
      <Reports />
    </section>
  );
}
