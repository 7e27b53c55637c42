import { useEffect, useId, useState, type FormEvent } from 'react';
import { AUTH_RULES } from '@piboost/events/business';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { useI18n } from '../../../i18n';
import { authApi } from '../api/auth-api';

/** Taller than a phone screen: the dialog scrolls inside itself, the page behind stays put. */
const MODAL_STYLE = { maxHeight: '90vh', overflowY: 'auto' } as const;

const VERIFIED_PAUSE_MS = 1200;

/**
 * The e-mail verification modal (product-spec §4): a 6-digit code, a 300 s countdown after which
 * "Reenviar Código" appears (resending resets it and clears the code), then "Email Verificado!".
 */
export function VerificationModal({ email, onCancel, onVerified }: { email: string; onCancel(): void; onVerified(registrationToken: string): void }) {
  const { t, rich } = useI18n();
  const ids = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useResendCountdown();
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(t('auth.code.sixDigits'));
    setBusy(true);
    setError(null);
    try {
      const { registrationToken, message } = await authApi.verifyCode(email, code);
      toast('success', message);
      setVerified(true);
      setTimeout(() => onVerified(registrationToken), VERIFIED_PAUSE_MS);
    } catch (err) {
      if (err instanceof ApiError && err.status !== 0) setError(err.message || t('auth.verify.invalidCode'));
      else toast('error', t('auth.verify.error'));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setBusy(true);
    try {
      await authApi.resendVerificationCode(email);
      toast('success', t('auth.verify.resent'));
      setCode('');
      setError(null);
      setSecondsLeft(AUTH_RULES.resendCountdownSeconds);
    } catch (err) {
      toast('error', err instanceof ApiError && err.status !== 0 ? err.message : t('auth.verify.resendError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="modal-backdrop">
      <form className="modal form" style={MODAL_STYLE} role="dialog" aria-modal="true" aria-labelledby={`${ids}-title`} onSubmit={verify} noValidate>
        {verified ? (
          <h2 id={`${ids}-title`} role="status">
            {t('auth.verify.verified')}
          </h2>
        ) : (
          <>
            <h2 id={`${ids}-title`}>{t('auth.verify.title')}</h2>
            <p>{rich('auth.verify.sent', { digits: AUTH_RULES.verificationCodeDigits, email, strong: (chunks) => <strong>{chunks}</strong> })}</p>
            <CodeField id={`${ids}-code`} errorId={`${ids}-error`} code={code} setCode={setCode} error={error} />
            <ResendCode secondsLeft={secondsLeft} busy={busy} onResend={resend} />
            <div className="modal__actions">
              <button type="button" className="button button--ghost" onClick={onCancel}>
                {t('auth.cancel')}
              </button>
              <button type="submit" className="button" disabled={busy}>
                {t('auth.verify.submit')}
              </button>
            </div>
          </>
        )}
      </form>
    </div>
  );
}

/** The seconds until "Reenviar Código" appears (300 s, product-spec §4). */
function useResendCountdown() {
  const [secondsLeft, setSecondsLeft] = useState<number>(AUTH_RULES.resendCountdownSeconds);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const t = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [secondsLeft]);
  return [secondsLeft, setSecondsLeft] as const;
}

function CodeField({ id, errorId, code, setCode, error }: { id: string; errorId: string; code: string; setCode(code: string): void; error: string | null }) {
  const { t } = useI18n();
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>{t('auth.field.verificationCode')}</label>
      <input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function ResendCode({ secondsLeft, busy, onResend }: { secondsLeft: number; busy: boolean; onResend(): void }) {
  const { t } = useI18n();
  const mmss = `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`;
  return secondsLeft > 0 ? (
    <p className="muted">{t('auth.verify.resendIn', { time: mmss })}</p>
  ) : (
    <button type="button" className="link-button" onClick={onResend} disabled={busy}>
      {t('auth.verify.resend')}
    </button>
  );
}
