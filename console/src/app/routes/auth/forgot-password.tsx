import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { TextField } from '../../../components/forms/fields';
import { authApi } from '../../../features/auth/api/auth-api';
import { isEmail } from '../../../features/auth/validation';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError('Email é obrigatório');
    if (!isEmail(email)) return setError('Email inválido');
    setBusy(true);
    try {
      setSent((await authApi.forgotPassword(email.trim())).message);
    } catch (err) {
      toast('error', err instanceof ApiError && err.status !== 0 ? err.message : 'Erro de conexão. Verifique sua internet e tente novamente.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page">
      <h1>Esqueceu a senha?</h1>
      {sent ? (
        <p role="status">{sent}</p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p>Informe o email da sua conta e enviaremos um link para criar uma nova senha.</p>
          <TextField label="Email" name="email" type="email" autoComplete="email" required value={email} error={error} onChange={(v) => (setEmail(v), setError(undefined))} />
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Enviando...' : 'Enviar link'}
          </button>
        </form>
      )}
      <p>
        <Link to={paths.login.path}>Voltar ao login</Link>
      </p>
    </section>
  );
}
