import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TextArea } from '../../../components/forms/fields';
import { usePageMeta } from '../../../components/seo/page-meta';
import { paths } from '../../../config/paths';
import { useI18n, type MessageKey } from '../../../i18n';
import { api } from '../../../lib/api-client';

const SCORES: Record<string, MessageKey> = {
  '1': 'site.satisfaction.score.1',
  '2': 'site.satisfaction.score.2',
  '3': 'site.satisfaction.score.3',
  '4': 'site.satisfaction.score.4',
  '5': 'site.satisfaction.score.5',
};

/**
 * The satisfaction survey's answer (issue 29 item 4): the mail's link for one score lands here, no
 * sign-in needed; the person may add a comment and sends it. The server records the first answer only.
 */
export default function SatisfactionRoute() {
  const { t, rich } = useI18n();
  usePageMeta(t('site.satisfaction.metaTitle'), t('site.satisfaction.metaDescription'));
  const [params] = useSearchParams();
  const link = { i: params.get('i') ?? '', n: params.get('n') ?? '', e: params.get('e') ?? '', t: params.get('t') ?? '' };
  const label = SCORES[link.n];
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    api
      .post<{ success: true; message: string }>('/support/satisfaction', { ...link, ...(comment.trim() ? { comment } : {}) })
      .then((r) => setResult({ ok: true, message: r.message }))
      .catch((err: Error) => setResult({ ok: false, message: err.message }))
      .finally(() => setSending(false));
  };

  return (
    <div className="page message">
      <h1>{t('site.satisfaction.title')}</h1>
      {!label || !link.i || !link.t ? (
        <p role="alert">{t('site.satisfaction.invalid')}</p>
      ) : result ? (
        <p role={result.ok ? 'status' : 'alert'}>{result.message}</p>
      ) : (
        <form className="form" onSubmit={submit} aria-label={t('site.satisfaction.form')}>
          <p>{rich('site.satisfaction.score', { score: link.n, label: t(label), strong: (chunks) => <strong>{chunks}</strong> })}</p>
          <TextArea label={t('site.satisfaction.comment')} name="comment" value={comment} onChange={setComment} rows={4} />
          <div>
            <button type="submit" className="button" disabled={sending}>
              {sending ? t('site.satisfaction.sending') : t('site.satisfaction.send')}
            </button>
          </div>
        </form>
      )}
      <p>
        <Link to={paths.home.path}>{t('site.backHome')}</Link>
      </p>
    </div>
  );
}
