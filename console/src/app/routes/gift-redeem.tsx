import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { useI18n } from '../../i18n';
import { GiftRedeem } from '../../features/billing/components/gift-redeem';

export default function GiftRedeemRoute() {
  const { t } = useI18n();
  usePageMeta(t('billing.redeem.submit'), t('billing.redeem.metaDescription'));
  return (
    <div className="page">
      <PageHeader title={t('billing.redeem.submit')} />
      <GiftRedeem />
    </div>
  );
}
