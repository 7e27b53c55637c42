// The Segurança tab's two-factor card: enrol (QR code, first code), ten recovery codes shown once,
// and turning it off or renewing the codes after re-authentication.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '../../../components/forms/fields';
import { toast } from '../../../components/ui/toast';
import { useI18n } from '../../../i18n';
import { authApi, type TwoFactorSetup } from '../api/auth-api';
import { PasswordInput } from './password-input';
import { SECURITY_KEY, attempt, useSecurityForm } from './security-shared';

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t, rich } = useI18n();
  return (
    <div className="security-codes" role="region" aria-label={t('auth.twoFactor.codesRegion')}>
      <p>{rich('auth.twoFactor.codesWarning', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <ol className="security-codes__list">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="profile-form__actions">
        <button type="button" className="button button--ghost" onClick={() => void navigator.clipboard?.writeText(codes.join('\n')).then(() => toast('success', t('auth.twoFactor.codesCopied')))}>
          {t('auth.twoFactor.copyCodes')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('auth.twoFactor.codesSaved')}
        </button>
      </div>
    </div>
  );
}

function Enrol({ onEnabled }: { onEnabled(codes: string[]): void }) {
  const { t, rich } = useI18n();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const form = useSecurityForm(['code']);

  const start = async () => {
    const res = await form.busyWhile(() => attempt(() => authApi.twoFactorSetup(), form.setErrors));
    if (res) setSetup(res.data);
  };
  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    const code = form.values.code.trim();
    if (!/^\d{6}$/.test(code)) return form.setErrors({ code: t('auth.code.sixDigits') });
    const res = await form.busyWhile(() => attempt(() => authApi.twoFactorConfirm(setup!.setupToken, code), form.setErrors));
    if (res) {
      toast('success', res.message);
      onEnabled(res.data.recoveryCodes);
    }
  };

  if (!setup) {
    return (
      <button type="button" className="button" disabled={form.busy} aria-busy={form.busy} onClick={start}>
        {t('auth.twoFactor.enable')}
      </button>
    );
  }
  return (
    <form className="form security-enrol" onSubmit={confirm} noValidate>
      <ol>
        <li>{t('auth.twoFactor.stepApp')}</li>
        <li>{t('auth.twoFactor.stepScan')}</li>
      </ol>
      <img className="security-enrol__qr" src={setup.qrCode} alt={t('auth.twoFactor.qrAlt')} width={220} height={220} />
      <details>
        <summary>{t('auth.twoFactor.cantScan')}</summary>
        <p>{rich('auth.twoFactor.secret', { secret: setup.secret, key: (chunks) => <code className="security-enrol__secret">{chunks}</code> })}</p>
        <p>{rich('auth.twoFactor.uri', { uri: setup.otpauthUri, code: (chunks) => <code data-testid="otpauth-uri">{chunks}</code> })}</p>
      </details>
      <TextField label={t('auth.twoFactor.appCode')} inputMode="numeric" autoComplete="one-time-code" required {...form.field('code')} />
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={form.busy} aria-busy={form.busy}>
          {t('auth.twoFactor.confirm')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setSetup(null)}>
          {t('auth.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A form asking for re-authentication before a change (disable, new codes). */
function Confirmed({ children, fields, submit, label, onCancel }: { children?: ReactNode; fields: ('password' | 'code')[]; submit(v: { password: string; code: string }, setErrors: (e: Record<string, string>) => void): Promise<void>; label: string; onCancel(): void }) {
  const { t } = useI18n();
  const form = useSecurityForm(['password', 'code']);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    await form.busyWhile(() => submit({ password: form.values.password, code: form.values.code.trim() }, form.setErrors));
  };
  return (
    <form className="form" onSubmit={send} noValidate>
      {children}
      {fields.includes('password') && <PasswordInput label={t('auth.field.currentPassword')} autoComplete="current-password" {...form.field('password')} />}
      {fields.includes('code') && <TextField label={t('auth.field.verificationCode')} autoComplete="one-time-code" required {...form.field('code')} />}
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={form.busy} aria-busy={form.busy}>
          {label}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('auth.cancel')}
        </button>
      </div>
    </form>
  );
}

export function TwoFactorCard() {
  const { t, rich } = useI18n();
  const client = useQueryClient();
  const status = useQuery({ queryKey: SECURITY_KEY, queryFn: () => authApi.security().then((r) => r.data) });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [action, setAction] = useState<'disable' | 'regenerate' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['auth'] }).then(() => client.invalidateQueries({ queryKey: ['profile'] }));

  if (!status.data) return <p role="status">{t('auth.loading')}</p>;
  const s = status.data;
  return (
    <section className="card" aria-labelledby="security-2fa">
      <h2 id="security-2fa">{t('auth.twoFactor.title')}</h2>
      <p>{rich('auth.twoFactor.status', { enabled: s.twoFactorEnabled ? 'yes' : 'no', left: s.recoveryCodesLeft, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      {s.required && !s.twoFactorEnabled && (
        <p className="security-alert" role="alert">
          {t('auth.twoFactor.staffRequired')}
        </p>
      )}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : !s.twoFactorEnabled ? (
        <>
          <p>{t('auth.twoFactor.explain')}</p>
          <Enrol
            onEnabled={(fresh) => {
              setCodes(fresh);
              void refresh();
            }}
          />
        </>
      ) : action === 'regenerate' ? (
        <Confirmed
          fields={['code']}
          label={t('auth.twoFactor.regenerate')}
          onCancel={() => setAction(null)}
          submit={async ({ code }, setErrors) => {
            const res = await attempt(() => authApi.regenerateRecoveryCodes(code), setErrors);
            if (!res) return;
            toast('success', res.message);
            setAction(null);
            setCodes(res.data.recoveryCodes);
            void refresh();
          }}
        >
          <p>{t('auth.twoFactor.regenerateExplain')}</p>
        </Confirmed>
      ) : action === 'disable' ? (
        <Confirmed
          fields={s.hasPassword ? ['password', 'code'] : ['code']}
          label={t('auth.twoFactor.disable')}
          onCancel={() => setAction(null)}
          submit={async ({ password, code }, setErrors) => {
            const res = await attempt(() => authApi.twoFactorDisable(s.hasPassword ? password : undefined, code), setErrors);
            if (!res) return;
            toast('success', res.message);
            setAction(null);
            void refresh();
          }}
        >
          <p>{t('auth.twoFactor.disableExplain', { withPassword: s.hasPassword ? 'yes' : 'no' })}</p>
        </Confirmed>
      ) : (
        <div className="profile-form__actions">
          <button type="button" className="button button--ghost" onClick={() => setAction('regenerate')}>
            {t('auth.twoFactor.regenerateCodes')}
          </button>
          {!s.required && (
            <button type="button" className="button button--ghost" onClick={() => setAction('disable')}>
              {t('auth.twoFactor.disableFull')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
