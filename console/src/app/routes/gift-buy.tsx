import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { GiftCheckout } from '../../features/billing/components/gift-checkout';

export default function GiftBuyRoute() {
  usePageMeta('Presentear Premium', 'Dê meses do π Boost Premium para alguém, pagando com PIX, Lightning ou Bitcoin.');
  return (
    <div className="page">
      <PageHeader title="Presentear Premium" />
      <GiftCheckout />
    </div>
  );
}
