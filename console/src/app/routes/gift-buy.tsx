import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { useI18n } from '../../i18n';
import { GiftCheckout } from '../../features/billing/components/gift-checkout';

export default function GiftBuyRoute() {
  const { t } = useI18n();
  usePageMeta(t('billing.gift.title'), t('billing.gift.metaDescription'));
  return (
    <div className="page">
      <PageHeader title={t('billing.gift.title')} />
      <GiftCheckout />
    </div>
  );
}
