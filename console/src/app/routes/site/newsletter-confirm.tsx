import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/seo/page-meta';
import { paths } from '../../../config/paths';
import { confirmNewsletter } from '../../../features/contact/api/submit-forms';
import { useI18n } from '../../../i18n';

/** The second step of the newsletter's double opt-in: the link from the e-mail lands here. */
export default function NewsletterConfirmRoute() {
  const { t } = useI18n();
  usePageMeta(t('site.newsletter.confirm.metaTitle'), t('site.newsletter.confirm.metaDescription'));
  const [params] = useSearchParams();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    // Strict mode mounts twice in development; confirming twice is harmless but noisy.
    if (sent.current) return;
    sent.current = true;
    confirmNewsletter({ s: params.get('s') ?? '', t: params.get('t') ?? '' })
      .then((r) => setResult({ ok: true, message: r.message }))
      .catch((e: Error) => setResult({ ok: false, message: e.message }));
  }, [params]);
  return (
    <div className="page message">
      <h1>{t('site.newsletter.title')}</h1>
      <p role="status">{result ? result.message : t('site.newsletter.confirm.pending')}</p>
      <Link to={paths.home.path} className="button">
        {t('site.backHome')}
      </Link>
    </div>
  );
}
