import { usePageMeta } from '../../components/seo/page-meta';
import { PaymentPanel } from '../../features/billing/components/payment-panel';
import { ProfilePage } from '../../features/profile/components/profile-page';

/** /profile. The Pagamento tab's content is the billing feature's panel (features do not import each other; the route composes them). */
export default function ProfileRoute() {
  usePageMeta('Perfil', 'Seus dados pessoais, notificações, pagamentos e privacidade.');
  return <ProfilePage paymentPanel={<PaymentPanel />} />;
}
