import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { ToolsPage } from '../../features/tools';
import { useI18n } from '../../i18n';

export default function ToolsRoute() {
  const { t } = useI18n();
  usePageMeta(t('tools.page.title'), t('tools.page.description'));
  return (
    <section className="page market" aria-labelledby="page-title">
      <PageHeader title={t('tools.page.title')} lead={t('tools.page.lead')} />
      <ToolsPage />
    </section>
  );
}
