import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError, setAccessToken } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { TextField } from '../../../components/forms/fields';
import { authApi } from '../../../features/auth/api/auth-api';
import { useAuth } from '../../../features/auth/auth-context';
import { useSessionControl } from '../../../features/auth/auth-provider';
import { DevPanel } from '../../../features/auth/components/dev-panel';
import { GoogleButton } from '../../../features/auth/components/google-button';
import { PasswordInput } from '../../../features/auth/components/password-input';
import { loginErrors } from '../../../features/auth/validation';

const GOOGLE_ERRORS: Record<string, string> = {
  google_unconfigured: 'Configuração do Google OAuth em desenvolvimento. Use login local.',
  access_denied: 'Login cancelado pelo usuário',
  google_failed: 'Falha no login com Google. Tente novamente.',
};

export default function LoginPage() {
  const { state } = useAuth();
  const { start } = useSessionControl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const googleError = GOOGLE_ERRORS[params.get('error') ?? ''];

  if (state.status === 'loading') return <p className="page" role="status">Verificando autenticação...</p>;
  if (state.status === 'signed-in') return <Navigate to={paths.dashboard.path} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = loginErrors(email, password);
    setErrors(found);
    if (Object.keys(found).length) return;
    await signIn(email.trim(), password);
  }

  /** Sign-in, then the profile it opens (product-spec §4: a profile that cannot be loaded signs the user out). */
  async function signIn(address: string, secret: string) {
    setBusy(true);
    try {
      const session = await authApi.login(address, secret, rememberMe);
      if (!session.access_token) {
        toast('error', 'Nenhuma sessão retornada.');
        return;
      }
      setAccessToken(session.access_token);
      try {
        await authApi.me();
      } catch {
        await authApi.logout().catch(() => undefined);
        setAccessToken(null);
        toast('error', 'Falha ao carregar perfil do usuário.');
        return;
      }
      start(session);
      toast('success', 'Login realizado com sucesso!');
      navigate(paths.dashboard.path, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status !== 0) {
        setErrors(err.errors);
        toast('error', err.message);
      } else toast('error', 'Erro no login. Tente novamente.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page">
      <h1>Entrar</h1>
      {googleError && (
        <p className="field__error" role="alert">
          {googleError}
        </p>
      )}
      <GoogleButton label="Entrar com Google" />
      <form className="form" onSubmit={submit} noValidate>
        <TextField label="Email" name="email" type="email" autoComplete="email" required value={email} error={errors.email} onChange={setEmail} />
        <PasswordInput label="Senha" name="password" autoComplete="current-password" value={password} error={errors.password} onChange={setPassword} />
        <label>
          <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} /> Lembrar de mim
        </label>
        <p>
          <Link to="/forgot-password">Esqueceu a senha?</Link>
        </p>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? 'Entrando...' : 'Entrar'}
        </button>
      </form>
      <p>
        Não tem conta? <Link to={paths.register.path}>Registre-se</Link>
      </p>
      <DevPanel
        disabled={busy}
        onSignIn={(account, secret) => {
          setEmail(account);
          setPassword(secret);
          void signIn(account, secret);
        }}
      />
    </section>
  );
}
