import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { GiftRedeem } from '../../features/billing/components/gift-redeem';

export default function GiftRedeemRoute() {
  usePageMeta('Resgatar presente', 'Resgate os meses de π Boost Premium que você ganhou de presente.');
  return (
    <div className="page">
      <PageHeader title="Resgatar presente" />
      <GiftRedeem />
    </div>
  );
}
