import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { useI18n } from '../../i18n';
import { TaxHelper } from '../../features/tax';

export default function TaxHelperRoute() {
  const { t } = useI18n();
  usePageMeta(t('tax.title'), t('tax.metaDescription'));
  return (
    <section className="page market" aria-labelledby="page-title">
      <PageHeader title={t('tax.title')} lead={t('tax.lead')} />
      <TaxHelper />
    </section>
  );
}
