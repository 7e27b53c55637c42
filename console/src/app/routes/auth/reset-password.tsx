import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { authApi } from '../../../features/auth/api/auth-api';
import { PasswordInput } from '../../../features/auth/components/password-input';
import { passwordProblems } from '../../../features/auth/validation';

export default function ResetPasswordPage() {
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
    if (confirm !== password) found.confirmPassword = 'Senhas não conferem';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      toast('success', (await authApi.resetPassword(token, password)).message);
      navigate(paths.login.path, { replace: true });
    } catch (err) {
      toast('error', err instanceof ApiError && err.status !== 0 ? err.message : 'Erro de conexão. Verifique sua internet e tente novamente.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page">
      <h1>Nova senha</h1>
      <form className="form" onSubmit={submit} noValidate>
        <PasswordInput label="Nova senha" name="password" autoComplete="new-password" value={password} error={errors.password} onChange={setPassword} />
        <PasswordInput label="Confirmar nova senha" name="confirmPassword" autoComplete="new-password" value={confirm} error={errors.confirmPassword} onChange={setConfirm} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Salvando...' : 'Redefinir senha'}
        </button>
      </form>
      <p>
        <Link to="/forgot-password">Pedir um novo link</Link>
      </p>
    </section>
  );
}
