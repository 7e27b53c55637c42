import { WebAuthnAbortService, browserSupportsWebAuthnAutofill, startAuthentication, type AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError, setAccessToken } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { TextField } from '../../../components/forms/fields';
import { authApi, isChallenge, type Session } from '../../../features/auth/api/auth-api';
import { useAuth } from '../../../features/auth/auth-context';
import { useSessionControl } from '../../../features/auth/auth-provider';
import { DevPanel } from '../../../features/auth/components/dev-panel';
import { GoogleButton } from '../../../features/auth/components/google-button';
import { PasswordInput } from '../../../features/auth/components/password-input';
import { ceremonyFailure, passkeysSupported } from '../../../features/auth/passkey-ceremony';
import { keptReturnTo, sitePath } from '../../../features/auth/return-to';
import { loginErrors } from '../../../features/auth/validation';
import { translate, useI18n, type MessageKey } from '../../../i18n';

/** The server's `?error=` codes after a Google sign-in that did not happen. */
const GOOGLE_ERRORS: Record<string, MessageKey> = {
  google_unconfigured: 'auth.google.unconfigured',
  access_denied: 'auth.google.cancelled',
  google_failed: 'auth.google.failed',
};

export default function LoginPage() {
  const { t, rich } = useI18n();
  const { state } = useAuth();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const googleErrorKey = GOOGLE_ERRORS[params.get('error') ?? ''];
  // A page that sent the visitor here to sign in (the blog's like, a guarded page) gets them back.
  // After Google, the code step (etapa=codigo) takes the page kept before leaving for Google.
  const from = sitePath((useLocation().state as { from?: unknown } | null)?.from) ?? (params.get('etapa') === 'codigo' ? keptReturnTo() : null);
  const target = from ?? paths.dashboard.path;
  const finish = useFinishSession(target);
  const login = useTwoStepSignIn(rememberMe, finish, params.get('etapa') === 'codigo');
  const { errors, setErrors, busy, codeStep, signIn, signInWithPasskey } = login;
  const signedOut = state.status === 'signed-out' && !codeStep;

  // Conditional UI: the browser offers the site's passkeys in the e-mail field's autofill; the
  // request waits until one is picked (a modal ceremony aborts it, and so does leaving the page).
  useEffect(() => {
    if (!signedOut) return;
    let live = true;
    void (async () => {
      if (!(await browserSupportsWebAuthnAutofill())) return;
      const options = await authApi.passkeySignInOptions().catch(() => null);
      if (!options || !live) return;
      const response = await startAuthentication({ optionsJSON: options.data, useBrowserAutofill: true }).catch(() => null);
      if (response && live) await signInWithPasskey(response);
    })();
    return () => {
      live = false;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [signedOut]); // one autofill request per visit to the form

  if (state.status === 'loading') return <p className="page" role="status">{t('auth.login.checking')}</p>;
  if (state.status === 'signed-in') return <Navigate to={target} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = loginErrors(email, password);
    setErrors(found);
    if (Object.keys(found).length) return;
    await signIn(email.trim(), password);
  }

  if (codeStep) return <CodeStep login={login} />;

  return (
    <section className="page">
      <h1>{t('auth.login.title')}</h1>
      {googleErrorKey && (
        <p className="field__error" role="alert">
          {t(googleErrorKey)}
        </p>
      )}
      <GoogleButton label={t('auth.login.google')} returnTo={from} />
      {passkeysSupported() && (
        <p>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void signInWithPasskey()}>
            {t('auth.login.passkey')}
          </button>
        </p>
      )}
      <form className="form" onSubmit={submit} noValidate>
        <TextField label={t('auth.field.email')} name="email" type="email" autoComplete="username webauthn" required value={email} error={errors.email} onChange={setEmail} />
        <PasswordInput label={t('auth.field.password')} name="password" autoComplete="current-password" value={password} error={errors.password} onChange={setPassword} />
        <label>
          <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} /> {t('auth.login.rememberMe')}
        </label>
        <p>
          <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
        </p>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      <p>{rich('auth.login.noAccount', { link: (chunks) => <Link to={paths.register.path} state={from ? { from } : undefined}>{chunks}</Link> })}</p>
      <DevPanel
        disabled={busy}
        onSignIn={(account, secret) => {
          setEmail(account);
          setPassword(secret);
          void signIn(account, secret, true);
        }}
      />
    </section>
  );
}

/** Sign-in by password, then the code step when the account has two-factor on. */
function useTwoStepSignIn(rememberMe: boolean, finish: (session: Session) => Promise<void>, codeStepFirst: boolean) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // The code step: after a password sign-in (its challenge), or after Google (the challenge is in a cookie).
  const [codeStep, setCodeStep] = useState<{ challenge?: string } | null>(codeStepFirst ? {} : null);
  const [code, setCode] = useState('');

  /** Sign-in, then the code step when the account has two-factor on. The dev panel's demo staff answer it with their demo code. */
  async function signIn(address: string, secret: string, demoStaff = false) {
    setBusy(true);
    try {
      const answer = await authApi.login(address, secret, rememberMe);
      if (isChallenge(answer)) {
        const code = demoStaff ? (await authApi.devAccounts())?.data.accounts.find((a) => a.email === address)?.code : undefined;
        if (code) {
          await finish(await authApi.twoFactor(code, answer.challenge_token));
          return;
        }
        setCodeStep({ challenge: answer.challenge_token });
        setErrors({});
        return;
      }
      await finish(answer);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setErrors({ code: translate('auth.login.codeRequired') });
    setBusy(true);
    try {
      await finish(await authApi.twoFactor(code.trim(), codeStep?.challenge));
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  }

  /**
   * A passkey sign-in (both factors at once): the answer the autofill already got, or a modal
   * ceremony started here (the button).
   */
  async function signInWithPasskey(picked?: AuthenticationResponseJSON) {
    setBusy(true);
    try {
      let response = picked;
      if (!response) {
        const options = await authApi.passkeySignInOptions();
        try {
          response = await startAuthentication({ optionsJSON: options.data });
        } catch (err) {
          const message = ceremonyFailure(err, 'get');
          if (message) toast('error', message);
          return;
        }
      }
      await finish(await authApi.passkeySignIn(response, rememberMe));
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  }

  /** The code step with one of the account's passkeys instead of a code. */
  async function secondFactorWithPasskey() {
    setBusy(true);
    try {
      const options = await authApi.passkeySecondFactorOptions(codeStep?.challenge);
      let response;
      try {
        response = await startAuthentication({ optionsJSON: options.data });
      } catch (err) {
        const message = ceremonyFailure(err, 'get');
        if (message) toast('error', message);
        return;
      }
      await finish(await authApi.passkeySecondFactor(response, codeStep?.challenge));
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  }

  function failed(err: unknown) {
    if (err instanceof ApiError && err.status !== 0) {
      setErrors(err.errors);
      toast('error', err.message);
      // The challenge expired: back to the password.
      if (err.code === 'TWO_FACTOR_CHALLENGE_INVALID') setCodeStep(null);
    } else toast('error', translate('auth.login.error'));
  }

  return { errors, setErrors, busy, codeStep, setCodeStep, code, setCode, signIn, submitCode, signInWithPasskey, secondFactorWithPasskey };
}

/** The profile the session opens (product-spec §4: a profile that cannot be loaded signs the user out). */
function useFinishSession(target: string) {
  const { start } = useSessionControl();
  const navigate = useNavigate();
  return async function finish(session: Session) {
    if (!session.access_token) {
      toast('error', translate('auth.login.noSession'));
      return;
    }
    setAccessToken(session.access_token);
    try {
      await authApi.me();
    } catch {
      await authApi.logout().catch(() => undefined);
      setAccessToken(null);
      toast('error', translate('auth.login.profileFailed'));
      return;
    }
    start(session);
    toast('success', translate('auth.signedIn'));
    // Staff without two-factor are led to enrol before the back office (issue 14).
    navigate(session.user.twoFactorRequired ? `${paths.profile.path}?aba=seguranca` : target, { replace: true });
  };
}

function CodeStep({ login }: { login: ReturnType<typeof useTwoStepSignIn> }) {
  const { t } = useI18n();
  const { submitCode, code, setCode, errors, setErrors, busy, setCodeStep, secondFactorWithPasskey } = login;
  return (
    <section className="page">
      <h1>{t('auth.twoFactor.title')}</h1>
      <p>{t('auth.login.codeLead')}</p>
      <form className="form" onSubmit={submitCode} noValidate>
        <TextField label={t('auth.field.verificationCode')} name="code" autoComplete="one-time-code" inputMode="text" required value={code} error={errors.code} onChange={setCode} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? t('auth.login.verifying') : t('auth.verify.submit')}
        </button>
      </form>
      {passkeysSupported() && (
        <p>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void secondFactorWithPasskey()}>
            {t('auth.login.usePasskey')}
          </button>
        </p>
      )}
      <p>
        <button type="button" className="button button--ghost" onClick={() => (setCodeStep(null), setCode(''), setErrors({}))}>
          {t('auth.login.back')}
        </button>
      </p>
    </section>
  );
}
