import { useSearchParams } from 'react-router-dom';
import { CancelLinkPage } from '../../../components/layout/cancel-link-page';
import { usePageMeta } from '../../../components/seo/page-meta';
import { newsletterSubscription, unsubscribeNewsletter } from '../../../features/contact/api/submit-forms';

/** The cancellation link of the newsletter e-mails. */
export default function NewsletterCancelRoute() {
  usePageMeta('Cancelar newsletter', 'Cancelamento da inscrição na newsletter do π Boost.');
  const [params] = useSearchParams();
  const link = { s: params.get('s') ?? '', t: params.get('t') ?? '' };
  return (
    <CancelLinkPage
      title="Newsletter"
      question="Deseja parar de receber a newsletter do π Boost neste e-mail?"
      action="Cancelar inscrição"
      check={() => newsletterSubscription(link).then((r) => (r.data.status === 'unsubscribed' ? 'Sua inscrição já está cancelada.' : null))}
      cancel={() => unsubscribeNewsletter(link)}
    />
  );
}
