// The Segurança tab's passkeys (issue 26): add one (named), the list with creation and last use,
// rename and remove. The server checks every ceremony; a security e-mail follows each add and removal.
import { startRegistration } from '@simplewebauthn/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/forms/fields';
import { toast } from '../../../components/ui/toast';
import { translate, useI18n } from '../../../i18n';
import { formatInstant } from '../../../lib/time-zone';
import { authApi, type PasskeyItem } from '../api/auth-api';
import { ceremonyFailure, passkeysSupported } from '../passkey-ceremony';
import { attempt } from './security-shared';

export const PASSKEYS_KEY = ['auth', 'passkeys'] as const;
const dateTime = (iso: string) => formatInstant(iso, { dateStyle: 'short', timeStyle: 'short' });
const nameProblem = (name: string) => (name.trim().length < 1 || name.trim().length > 60 ? translate('auth.passkeys.nameProblem') : null);

function PasskeyRow({ passkey, busy, run }: { passkey: PasskeyItem; busy: boolean; run: (call: () => Promise<{ message: string }>, setErrors?: (e: Record<string, string>) => void) => Promise<boolean> }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const problem = nameProblem(name);
    if (problem) return setErrors({ name: problem });
    if (await run(() => authApi.renamePasskey(passkey.id, name.trim()), setErrors)) setEditing(false);
  };
  return (
    <li className="security-session">
      {editing ? (
        <form className="form passkey-rename" onSubmit={save} noValidate>
          <TextField label={t('auth.passkeys.renameLabel', { name: passkey.name })} name="name" required value={name} error={errors.name} onChange={setName} />
          <div className="profile-form__actions">
            <button type="submit" className="button" disabled={busy}>
              {t('auth.save')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => (setEditing(false), setName(passkey.name), setErrors({}))}>
              {t('auth.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <div>
            <strong>{passkey.name}</strong>
            <span className="muted">
              {t('auth.passkeys.dates', { created: dateTime(passkey.createdAt), used: passkey.lastUsedAt ? 'yes' : 'no', lastUsed: passkey.lastUsedAt ? dateTime(passkey.lastUsedAt) : '' })}
            </span>
          </div>
          <div className="passkey-actions">
            {confirming ? (
              <>
                <button type="button" className="button" disabled={busy} onClick={() => void run(() => authApi.removePasskey(passkey.id))} aria-label={t('auth.passkeys.confirmRemoveLabel', { name: passkey.name })}>
                  {t('auth.passkeys.confirmRemove')}
                </button>
                <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
                  {t('auth.cancel')}
                </button>
              </>
            ) : (
              <>
                <button type="button" className="button button--ghost" disabled={busy} onClick={() => setEditing(true)} aria-label={t('auth.passkeys.renameAria', { name: passkey.name })}>
                  {t('auth.passkeys.rename')}
                </button>
                <button type="button" className="button button--ghost" disabled={busy} onClick={() => setConfirming(true)} aria-label={t('auth.passkeys.removeAria', { name: passkey.name })}>
                  {t('auth.passkeys.remove')}
                </button>
              </>
            )}
          </div>
        </>
      )}
    </li>
  );
}

export function PasskeysCard() {
  const { t } = useI18n();
  const client = useQueryClient();
  const list = useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => authApi.passkeys().then((r) => r.data) });
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const supported = passkeysSupported();

  /** Runs a call, shows the server's message; true when it succeeded. */
  const run = async (call: () => Promise<{ message: string }>, onErrors: (e: Record<string, string>) => void = () => undefined) => {
    setBusy(true);
    const res = await attempt(call, onErrors);
    if (res) toast('success', res.message);
    await client.invalidateQueries({ queryKey: PASSKEYS_KEY });
    setBusy(false);
    return res !== null;
  };

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const problem = nameProblem(name);
    if (problem) return setErrors({ name: problem });
    setErrors({});
    setBusy(true);
    try {
      const options = await attempt(() => authApi.passkeyRegistrationOptions(), setErrors);
      if (!options) return;
      let response;
      try {
        response = await startRegistration({ optionsJSON: options.data });
      } catch (err) {
        const message = ceremonyFailure(err, 'create');
        if (message) toast('error', message);
        return;
      }
      const done = await attempt(() => authApi.addPasskey(response, name.trim()), setErrors);
      if (done) {
        toast('success', done.message);
        setName('');
      }
    } finally {
      await client.invalidateQueries({ queryKey: PASSKEYS_KEY });
      setBusy(false);
    }
  };

  const passkeys = list.data ?? [];
  return (
    <section className="card" aria-labelledby="security-passkeys">
      <h2 id="security-passkeys">{t('auth.passkeys.title')}</h2>
      <p>{t('auth.passkeys.lead')}</p>
      {list.isPending ? (
        <p role="status">{t('auth.loading')}</p>
      ) : passkeys.length === 0 ? (
        <p className="muted">{t('auth.passkeys.empty')}</p>
      ) : (
        <ul className="security-sessions" aria-label={t('auth.passkeys.listLabel')}>
          {passkeys.map((p) => (
            <PasskeyRow key={p.id} passkey={p} busy={busy} run={run} />
          ))}
        </ul>
      )}
      {supported ? (
        <form className="form" onSubmit={add} noValidate>
          <TextField label={t('auth.passkeys.newName')} name="name" required placeholder={t('auth.passkeys.placeholder')} value={name} error={errors.name} onChange={setName} />
          <div className="profile-form__actions">
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {t('auth.passkeys.add')}
            </button>
          </div>
        </form>
      ) : (
        <p className="muted">{t('auth.passkeys.unsupported')}</p>
      )}
    </section>
  );
}
