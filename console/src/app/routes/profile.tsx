import { usePageMeta } from '../../components/seo/page-meta';
import { ProfilePage } from '../../features/profile/components/profile-page';

/**
 * /profile. The Pagamento tab's content is the billing feature's panel: pass it as `paymentPanel`
 * here once it exists (features do not import each other; the route composes them).
 */
export default function ProfileRoute() {
  usePageMeta('Perfil', 'Seus dados pessoais, notificações, pagamentos e privacidade.');
  return <ProfilePage />;
}
