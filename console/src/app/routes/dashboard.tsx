import { usePageMeta } from '../../components/seo/page-meta';
import { Dashboard } from '../../features/dashboard/dashboard';
import { PaymentPanel } from '../../features/billing/components/payment-panel';

export default function DashboardRoute() {
  usePageMeta('Dashboard', 'Seu XP, nível, sequência, plano e os desafios de hoje.');
  // The payment panel belongs in the profile's Pagamento tab (issue 11); until /profile lands it lives here.
  return (
    <>
      <Dashboard />
      <div className="page">
        <PaymentPanel />
      </div>
    </>
  );
}
