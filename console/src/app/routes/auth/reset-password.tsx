import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { authApi } from '../../../features/auth/api/auth-api';
import { PasswordInput } from '../../../features/auth/components/password-input';
import { passwordProblems } from '../../../features/auth/validation';
import { useI18n } from '../../../i18n';

export default function ResetPasswordPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const token = params.get('token') ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const problem = passwordProblems(password)[0];
    if (problem) found.password = problem;
    if (confirm !== password) found.confirmPassword = t('auth.validation.passwordsMismatch');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      toast('success', (await authApi.resetPassword(token, password)).message);
      navigate(paths.login.path, { replace: true });
    } catch (err) {
      toast('error', err instanceof ApiError && err.status !== 0 ? err.message : t('auth.connectionError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page">
      <h1>{t('auth.reset.title')}</h1>
      <form className="form" onSubmit={submit} noValidate>
        <PasswordInput label={t('auth.field.newPassword')} name="password" autoComplete="new-password" value={password} error={errors.password} onChange={setPassword} />
        <PasswordInput label={t('auth.field.confirmNewPassword')} name="confirmPassword" autoComplete="new-password" value={confirm} error={errors.confirmPassword} onChange={setConfirm} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('auth.saving') : t('auth.reset.submit')}
        </button>
      </form>
      <p>
        <Link to="/forgot-password">{t('auth.reset.newLink')}</Link>
      </p>
    </section>
  );
}
