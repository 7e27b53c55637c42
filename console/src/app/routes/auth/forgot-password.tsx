import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { TextField } from '../../../components/forms/fields';
import { authApi } from '../../../features/auth/api/auth-api';
import { isEmail } from '../../../features/auth/validation';
import { useI18n } from '../../../i18n';

export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError(t('auth.validation.emailRequired'));
    if (!isEmail(email)) return setError(t('auth.validation.emailInvalid'));
    setBusy(true);
    try {
      setSent((await authApi.forgotPassword(email.trim())).message);
    } catch (err) {
      toast('error', err instanceof ApiError && err.status !== 0 ? err.message : t('auth.connectionError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page">
      <h1>{t('auth.forgot.title')}</h1>
      {sent ? (
        <p role="status">{sent}</p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p>{t('auth.forgot.lead')}</p>
          <TextField label={t('auth.field.email')} name="email" type="email" autoComplete="email" required value={email} error={error} onChange={(v) => (setEmail(v), setError(undefined))} />
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('auth.forgot.sending') : t('auth.forgot.submit')}
          </button>
        </form>
      )}
      <p>
        <Link to={paths.login.path}>{t('auth.forgot.backToLogin')}</Link>
      </p>
    </section>
  );
}
