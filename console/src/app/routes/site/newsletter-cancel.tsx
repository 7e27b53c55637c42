import { useSearchParams } from 'react-router-dom';
import { CancelLinkPage } from '../../../components/layout/cancel-link-page';
import { usePageMeta } from '../../../components/seo/page-meta';
import { newsletterSubscription, unsubscribeNewsletter } from '../../../features/contact/api/submit-forms';
import { useI18n } from '../../../i18n';

/** The cancellation link of the newsletter e-mails. */
export default function NewsletterCancelRoute() {
  const { t } = useI18n();
  usePageMeta(t('site.newsletter.cancel.metaTitle'), t('site.newsletter.cancel.metaDescription'));
  const [params] = useSearchParams();
  const link = { s: params.get('s') ?? '', t: params.get('t') ?? '' };
  return (
    <CancelLinkPage
      title={t('site.newsletter.title')}
      question={t('site.newsletter.cancel.question')}
      action={t('site.newsletter.cancel.action')}
      check={() => newsletterSubscription(link).then((r) => (r.data.status === 'unsubscribed' ? t('site.newsletter.cancel.already') : null))}
      cancel={() => unsubscribeNewsletter(link)}
    />
  );
}
