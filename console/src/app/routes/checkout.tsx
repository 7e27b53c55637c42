import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { Checkout } from '../../features/billing/components/checkout';

export default function CheckoutRoute() {
  usePageMeta('Checkout', 'Pague seu plano do π Boost com PIX, Lightning ou Bitcoin.');
  return (
    <div className="page">
      <PageHeader title="Checkout" />
      <Checkout />
    </div>
  );
}
