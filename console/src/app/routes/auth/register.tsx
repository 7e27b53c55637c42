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
import { sitePath } from '../../../features/auth/return-to';
import { VerificationModal } from '../../../features/auth/components/verification-modal';
import { isEmail, passwordProblems } from '../../../features/auth/validation';
import { translate, useI18n } from '../../../i18n';

/** The spec's abort timeout for sending the code. */
const SEND_TIMEOUT_MS = 10_000;

type Step = { kind: 'form' } | { kind: 'verify' } | { kind: 'complete'; registrationToken: string };

/** The same rules the API enforces, for feedback before the round trip. */
function formErrors(email: string, password: string, confirm: string, terms: boolean): Record<string, string> {
  const e: Record<string, string> = {};
  if (!isEmail(email)) e.email = translate('auth.validation.emailInvalid');
  const problem = passwordProblems(password)[0];
  if (problem) e.password = problem;
  if (confirm !== password) e.confirmPassword = translate('auth.validation.passwordsMismatch');
  if (!terms) e.terms = translate('auth.validation.termsRequired');
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
    if (timeout.signal.aborted) toast('error', translate('auth.register.timeout'));
    else if (err instanceof ApiError && err.status !== 0) toast('error', translate('auth.register.sendError', { message: err.message }));
    else toast('error', translate('auth.connectionError'));
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export default function RegisterPage() {
  const { t, rich } = useI18n();
  const { state } = useAuth();
  const navigate = useNavigate();
  // The /login dev panel's "Registrar conta de teste" arrives with a fresh address and the demo password.
  // A page that sent the visitor here (a gift link) gets them back after the sign-up and sign-in.
  const arrival = useLocation().state as { prefill?: RegisterPrefill; from?: unknown } | null;
  const prefill = arrival?.prefill;
  const from = sitePath(arrival?.from);
  const back = from ? { from } : undefined;
  const [email, setEmail] = useState(prefill?.email ?? '');
  const [password, setPassword] = useState(prefill?.password ?? '');
  const [confirm, setConfirm] = useState(prefill?.password ?? '');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'form' });

  if (state.status === 'signed-in') return <Navigate to={from ?? paths.dashboard.path} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = formErrors(email, password, confirm, terms);
    setErrors(found);
    if (Object.keys(found).length) {
      toast('error', t('auth.register.fixErrors'));
      return;
    }
    setBusy(true);
    if (await sendCode(email)) setStep({ kind: 'verify' });
    setBusy(false);
  }

  return (
    <section className="page">
      <h1>{t('auth.register.title')}</h1>
      <GoogleButton label={t('auth.register.google')} returnTo={from} />
      <form className="form" onSubmit={submit} noValidate>
        <TextField label={t('auth.field.email')} name="email" type="email" autoComplete="email" required value={email} error={errors.email} onChange={setEmail} />
        <PasswordInput label={t('auth.field.password')} name="password" autoComplete="new-password" value={password} error={errors.password} onChange={setPassword} />
        <PasswordInput label={t('auth.field.confirmPassword')} name="confirmPassword" autoComplete="new-password" value={confirm} error={errors.confirmPassword} onChange={setConfirm} />
        <TermsField terms={terms} setTerms={setTerms} error={errors.terms} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? t('auth.register.sending') : t('auth.register.submit')}
        </button>
      </form>
      <p>{rich('auth.register.haveAccount', { link: (chunks) => <Link to={paths.login.path} state={back}>{chunks}</Link> })}</p>
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
          onDone={() => navigate(paths.login.path, { state: back })}
        />
      )}
    </section>
  );
}

function TermsField({ terms, setTerms, error }: { terms: boolean; setTerms(terms: boolean): void; error: string | undefined }) {
  const { rich } = useI18n();
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label>
        <input type="checkbox" name="terms" checked={terms} onChange={(e) => setTerms(e.target.checked)} />{' '}
        {rich('auth.register.terms', {
          terms: (chunks) => (
            <a href="/terms" target="_blank" rel="noopener noreferrer">
              {chunks}
            </a>
          ),
        })}
      </label>
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}
