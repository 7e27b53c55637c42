import { usePageMeta } from '../../components/seo/page-meta';
import { PaymentPanel } from '../../features/billing/components/payment-panel';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { useI18n } from '../../i18n';

/** /profile. The Pagamento tab's content is the billing feature's panel (features do not import each other; the route composes them). */
export default function ProfileRoute() {
  const { t } = useI18n();
  usePageMeta(t('profile.meta.title'), t('profile.meta.description'));
  return <ProfilePage paymentPanel={<PaymentPanel />} />;
}
