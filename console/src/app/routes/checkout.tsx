import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { useI18n } from '../../i18n';
import { Checkout } from '../../features/billing/components/checkout';

export default function CheckoutRoute() {
  const { t } = useI18n();
  usePageMeta(t('billing.checkout.metaTitle'), t('billing.checkout.metaDescription'));
  return (
    <div className="page">
      <PageHeader title={t('billing.checkout.metaTitle')} />
      <Checkout />
    </div>
  );
}
