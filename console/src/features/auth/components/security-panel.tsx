// The profile's Segurança tab (issue 14 item 4): two-factor (QR code, first code, ten recovery codes
// shown once), the passkeys (issue 26), the active sessions with "Encerrar" and "Sair de todos os outros dispositivos", and
// change password. Every rule is the server's; this mirrors it and shows its messages.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../components/ui/toast';
import { useI18n } from '../../../i18n';
import { formatInstant } from '../../../lib/time-zone';
import { authApi } from '../api/auth-api';
import { passwordProblems } from '../validation';
import { PasswordInput } from './password-input';
import { SECURITY_KEY, SESSIONS_KEY, attempt, useSecurityForm } from './security-shared';
import { PasskeysCard } from './passkeys-card';
import { TwoFactorCard } from './two-factor-card';

/** Session times in the person's time zone and language (lib/time-zone.ts), not the browser's. */
const dateTime = (iso: string) => formatInstant(iso, { dateStyle: 'short', timeStyle: 'short' });

function SessionsCard() {
  const { t } = useI18n();
  const client = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => authApi.sessions().then((r) => r.data) });
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<{ message: string }>) => {
    setBusy(true);
    const res = await attempt(call, () => undefined);
    if (res) toast('success', res.message);
    await client.invalidateQueries({ queryKey: SESSIONS_KEY });
    setBusy(false);
  };
  const list = sessions.data ?? [];
  return (
    <section className="card" aria-labelledby="security-sessions">
      <h2 id="security-sessions">{t('auth.sessions.title')}</h2>
      {sessions.isPending ? (
        <p role="status">{t('auth.loading')}</p>
      ) : (
        <ul className="security-sessions">
          {list.map((s) => (
            <li key={s.id} className="security-session">
              <div>
                <strong>{s.device}</strong> {s.current && <span className="profile-badge">{t('auth.sessions.current')}</span>}
                <span className="muted">{t('auth.sessions.times', { started: dateTime(s.createdAt), lastUsed: dateTime(s.lastUsedAt) })}</span>
              </div>
              {!s.current && (
                <button type="button" className="button button--ghost" disabled={busy} onClick={() => run(() => authApi.endSession(s.id))} aria-label={t('auth.sessions.endLabel', { device: s.device, lastUsed: dateTime(s.lastUsedAt) })}>
                  {t('auth.sessions.end')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.some((s) => !s.current) && (
        <button type="button" className="button" disabled={busy} onClick={() => run(() => authApi.endOtherSessions())}>
          {t('auth.sessions.endOthers')}
        </button>
      )}
    </section>
  );
}

function PasswordCard() {
  const { t } = useI18n();
  const client = useQueryClient();
  const form = useSecurityForm(['currentPassword', 'newPassword', 'confirmPassword']);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = form.values;
    const found: Record<string, string> = {};
    if (!currentPassword) found.currentPassword = t('auth.validation.passwordRequired');
    const problem = passwordProblems(newPassword)[0];
    if (problem) found.newPassword = problem;
    else if (newPassword !== confirmPassword) found.confirmPassword = t('auth.changePassword.mismatch');
    form.setErrors(found);
    if (Object.keys(found).length) return;
    const res = await form.busyWhile(() => attempt(() => authApi.changePassword(currentPassword, newPassword), form.setErrors));
    if (!res) return;
    toast('success', res.message);
    form.clear();
    await client.invalidateQueries({ queryKey: SESSIONS_KEY });
  };
  return (
    <section className="card" aria-labelledby="security-password">
      <h2 id="security-password">{t('auth.changePassword.title')}</h2>
      <p>{t('auth.changePassword.lead')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <PasswordInput label={t('auth.field.currentPassword')} autoComplete="current-password" {...form.field('currentPassword')} />
        <PasswordInput label={t('auth.field.newPassword')} autoComplete="new-password" {...form.field('newPassword')} />
        <PasswordInput label={t('auth.field.confirmNewPassword')} autoComplete="new-password" {...form.field('confirmPassword')} />
        <div className="profile-form__actions">
          <button type="submit" className="button" disabled={form.busy} aria-busy={form.busy}>
            {t('auth.changePassword.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** `hasPassword`: Google accounts have no password to change. */
export function SecurityPanel() {
  const status = useQuery({ queryKey: SECURITY_KEY, queryFn: () => authApi.security().then((r) => r.data) });
  return (
    <div className="profile-security">
      <TwoFactorCard />
      <PasskeysCard />
      <SessionsCard />
      {status.data?.hasPassword && <PasswordCard />}
    </div>
  );
}
