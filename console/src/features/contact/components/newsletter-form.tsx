import { useState } from 'react';
import { useApiForm } from '../../../components/forms/use-api-form';
import { toast } from '../../../components/ui/toast';
import { translate, useI18n } from '../../../i18n';
import { subscribeNewsletter } from '../api/submit-forms';

/** Double opt-in (DECISIONS 9, 14): this only asks; the link in the e-mail subscribes. */
export function NewsletterForm({ source }: { source: 'footer' | 'blog' }) {
  const [sent, setSent] = useState<string | null>(null);
  const { t } = useI18n();
  const form = useApiForm({
    initial: { email: '' },
    schema: async () => (await import('@piboost/events/forms')).newsletterInput,
    submit: (v) => subscribeNewsletter({ email: v.email, source }),
    onSuccess(r) {
      setSent(r.message);
    },
    onError(e) {
      setSent(null);
      if (!Object.keys(e.errors).length) toast('error', translate('site.newsletter.form.failed', { message: e.message }));
    },
  });
  return (
    <form className="newsletter" onSubmit={form.onSubmit} noValidate aria-label={t('site.newsletter.form.label')}>
      <label htmlFor={`newsletter-${source}`}>{t('site.newsletter.form.title')}</label>
      <div className="newsletter__row">
        <input
          id={`newsletter-${source}`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('site.newsletter.form.placeholder')}
          value={form.values.email}
          aria-invalid={form.errors.email ? true : undefined}
          aria-describedby={form.errors.email ? `newsletter-${source}-error` : undefined}
          onChange={(e) => form.setField('email', e.target.value)}
        />
        <button type="submit" className="button" disabled={form.status === 'submitting'}>
          {form.status === 'submitting' ? t('site.form.sending') : t('site.newsletter.form.submit')}
        </button>
      </div>
      {form.errors.email && (
        <p className="field__error" id={`newsletter-${source}-error`}>
          {form.errors.email}
        </p>
      )}
      {sent && (
        <p className="newsletter__sent" role="status">
          {sent}
        </p>
      )}
    </form>
  );
}
