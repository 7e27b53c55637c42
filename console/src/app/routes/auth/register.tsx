import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { TextField } from '../../../components/forms/fields';
import { authApi } from '../../../features/auth/api/auth-api';
import { useAuth } from '../../../features/auth/auth-context';
import { CompleteRegistrationModal } from '../../../features/auth/components/complete-registration-modal';
import type { RegisterPrefill } from '../../../features/auth/components/dev-panel';
import { GoogleButton } from '../../../features/auth/components/google-button';
import { PasswordInput } from '../../../features/auth/components/password-input';
import { VerificationModal } from '../../../features/auth/components/verification-modal';
import { isEmail, passwordProblems } from '../../../features/auth/validation';

/** The spec's abort timeout for sending the code. */
const SEND_TIMEOUT_MS = 10_000;

type Step = { kind: 'form' } | { kind: 'verify' } | { kind: 'complete'; registrationToken: string };

/** The same rules the API enforces, for feedback before the round trip. */
function formErrors(email: string, password: string, confirm: string, terms: boolean): Record<string, string> {
  const e: Record<string, string> = {};
  if (!isEmail(email)) e.email = 'Email inválido';
  const problem = passwordProblems(password)[0];
  if (problem) e.password = problem;
  if (confirm !== password) e.confirmPassword = 'Senhas não conferem';
  if (!terms) e.terms = 'Aceite dos Termos de Uso é obrigatório';
  return e;
}

/** Sends the verification code; says what went wrong and answers false when it was not sent. */
async function sendCode(email: string): Promise<boolean> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), SEND_TIMEOUT_MS);
  try {
    await authApi.sendVerificationCode(email.trim().toLowerCase(), timeout.signal);
    return true;
  } catch (err) {
    if (timeout.signal.aborted) toast('error', 'Timeout: Servidor não respondeu. Tente novamente.');
    else if (err instanceof ApiError && err.status !== 0) toast('error', `Erro ao enviar código de verificação: ${err.message}`);
    else toast('error', 'Erro de conexão. Verifique sua internet e tente novamente.');
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export default function RegisterPage() {
  const { state } = useAuth();
  const navigate = useNavigate();
  // The /login dev panel's "Registrar conta de teste" arrives with a fresh address and the demo password.
  const prefill = (useLocation().state as { prefill?: RegisterPrefill } | null)?.prefill;
  const [email, setEmail] = useState(prefill?.email ?? '');
  const [password, setPassword] = useState(prefill?.password ?? '');
  const [confirm, setConfirm] = useState(prefill?.password ?? '');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'form' });

  if (state.status === 'signed-in') return <Navigate to={paths.dashboard.path} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = formErrors(email, password, confirm, terms);
    setErrors(found);
    if (Object.keys(found).length) {
      toast('error', 'Por favor, corrija os erros no formulário');
      return;
    }
    setBusy(true);
    if (await sendCode(email)) setStep({ kind: 'verify' });
    setBusy(false);
  }

  return (
    <section className="page">
      <h1>Criar conta</h1>
      <GoogleButton label="Cadastrar com Google" />
      <form className="form" onSubmit={submit} noValidate>
        <TextField label="Email" name="email" type="email" autoComplete="email" required value={email} error={errors.email} onChange={setEmail} />
        <PasswordInput label="Senha" name="password" autoComplete="new-password" value={password} error={errors.password} onChange={setPassword} />
        <PasswordInput label="Confirmar senha" name="confirmPassword" autoComplete="new-password" value={confirm} error={errors.confirmPassword} onChange={setConfirm} />
        <TermsField terms={terms} setTerms={setTerms} error={errors.terms} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? 'Enviando código...' : 'Criar conta'}
        </button>
      </form>
      <p>
        Já tem conta? <Link to={paths.login.path}>Entrar</Link>
      </p>
      {step.kind === 'verify' && (
        <VerificationModal
          email={email.trim().toLowerCase()}
          onCancel={() => setStep({ kind: 'form' })}
          onVerified={(registrationToken) => setStep({ kind: 'complete', registrationToken })}
        />
      )}
      {step.kind === 'complete' && (
        <CompleteRegistrationModal
          mode={{ kind: 'registration', email: email.trim().toLowerCase(), password, registrationToken: step.registrationToken }}
          onCancel={() => setStep({ kind: 'form' })}
          onDone={() => navigate(paths.login.path)}
        />
      )}
    </section>
  );
}

function TermsField({ terms, setTerms, error }: { terms: boolean; setTerms(terms: boolean): void; error: string | undefined }) {
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label>
        <input type="checkbox" name="terms" checked={terms} onChange={(e) => setTerms(e.target.checked)} /> Aceito os{' '}
        <a href="/terms" target="_blank" rel="noopener noreferrer">
          Termos de Uso
        </a>
      </label>
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}
