// The Segurança tab's passkeys (issue 26): add one (named), the list with creation and last use,
// rename and remove. The server checks every ceremony; a security e-mail follows each add and removal.
import { startRegistration } from '@simplewebauthn/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/forms/fields';
import { toast } from '../../../components/ui/toast';
import { formatInstant } from '../../../lib/time-zone';
import { authApi, type PasskeyItem } from '../api/auth-api';
import { ceremonyFailure, passkeysSupported } from '../passkey-ceremony';
import { attempt } from './security-shared';

export const PASSKEYS_KEY = ['auth', 'passkeys'] as const;
const NAME_PROBLEM = 'Dê um nome à passkey (até 60 caracteres)';
const dateTime = (iso: string) => formatInstant(iso, { dateStyle: 'short', timeStyle: 'short' });
const nameProblem = (name: string) => (name.trim().length < 1 || name.trim().length > 60 ? NAME_PROBLEM : null);

function PasskeyRow({ passkey, busy, run }: { passkey: PasskeyItem; busy: boolean; run: (call: () => Promise<{ message: string }>, setErrors?: (e: Record<string, string>) => void) => Promise<boolean> }) {
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
          <TextField label={`Novo nome para ${passkey.name}`} name="name" required value={name} error={errors.name} onChange={setName} />
          <div className="profile-form__actions">
            <button type="submit" className="button" disabled={busy}>
              Salvar
            </button>
            <button type="button" className="button button--ghost" onClick={() => (setEditing(false), setName(passkey.name), setErrors({}))}>
              Cancelar
            </button>
          </div>
        </form>
      ) : (
        <>
          <div>
            <strong>{passkey.name}</strong>
            <span className="muted">
              Criada em: {dateTime(passkey.createdAt)} · {passkey.lastUsedAt ? `Último uso: ${dateTime(passkey.lastUsedAt)}` : 'Ainda não usada'}
            </span>
          </div>
          <div className="passkey-actions">
            {confirming ? (
              <>
                <button type="button" className="button" disabled={busy} onClick={() => void run(() => authApi.removePasskey(passkey.id))} aria-label={`Confirmar remoção da passkey ${passkey.name}`}>
                  Confirmar remoção
                </button>
                <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
                  Cancelar
                </button>
              </>
            ) : (
              <>
                <button type="button" className="button button--ghost" disabled={busy} onClick={() => setEditing(true)} aria-label={`Renomear passkey ${passkey.name}`}>
                  Renomear
                </button>
                <button type="button" className="button button--ghost" disabled={busy} onClick={() => setConfirming(true)} aria-label={`Remover passkey ${passkey.name}`}>
                  Remover
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
      <h2 id="security-passkeys">Passkeys</h2>
      <p>Entre sem senha com a digital, o rosto ou o PIN do seu dispositivo. Uma passkey vale pelas duas etapas do login.</p>
      {list.isPending ? (
        <p role="status">Carregando...</p>
      ) : passkeys.length === 0 ? (
        <p className="muted">Nenhuma passkey cadastrada.</p>
      ) : (
        <ul className="security-sessions" aria-label="Suas passkeys">
          {passkeys.map((p) => (
            <PasskeyRow key={p.id} passkey={p} busy={busy} run={run} />
          ))}
        </ul>
      )}
      {supported ? (
        <form className="form" onSubmit={add} noValidate>
          <TextField label="Nome da nova passkey" name="name" required placeholder="Ex.: Notebook do trabalho" value={name} error={errors.name} onChange={setName} />
          <div className="profile-form__actions">
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              Adicionar passkey
            </button>
          </div>
        </form>
      ) : (
        <p className="muted">Este navegador não permite passkeys.</p>
      )}
    </section>
  );
}
